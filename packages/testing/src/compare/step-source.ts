import type { LoadedScenario } from "@contract-platform/converter/scenario";
import {
  type ContractReport,
  findFunction,
  type ReportIndex,
} from "@contract-platform/converter/scenario-test";

export interface SourceRange {
  startLine: number;
  endLine: number;
}

/** Where a step's code lives: the Solidity function and the Rust handler it became. */
export interface StepSource {
  /** The Solidity signature (`transfer(address,uint256)`, `constructor`). */
  function: string;
  solidity?: SourceRange;
  rust?: SourceRange & { file: string };
}

interface SourceMapEntry {
  what?: string;
  solidity?: { start: { line: number }; end: { line: number } };
  rust?: { file: string; start: { line: number }; end: { line: number } };
}

/**
 * The source map entry of a function (by signature), of a public state variable's getter (by the
 * variable's name) or of the constructor, in one section.
 */
function sourceOf(section: ContractReport, what: string, getter?: string): StepSource | undefined {
  const entries = (section.source_map ?? []) as SourceMapEntry[];
  const entry =
    entries.find((e) => e.what === what) ??
    entries.find((e) => getter !== undefined && e.what === getter);
  if (!entry) return undefined;
  return {
    function: what,
    ...(entry.solidity
      ? { solidity: { startLine: entry.solidity.start.line, endLine: entry.solidity.end.line } }
      : {}),
    ...(entry.rust
      ? {
          rust: {
            file: entry.rust.file,
            startLine: entry.rust.start.line,
            endLine: entry.rust.end.line,
          },
        }
      : {}),
  };
}

/**
 * The Solidity range and Rust handler of what a step calls, through conversion.json's source map:
 * the constructor for deploys, the called function for calls (on `contract` when the step names
 * it, else on the scenario's main contract); nothing for balance steps.
 */
export function stepSource(
  loaded: LoadedScenario,
  index: ReportIndex,
  kind: "predeploy" | "deploy" | "step",
  position: number,
): StepSource | undefined {
  const { scenario } = loaded;
  if (kind === "predeploy") {
    const section = index.section(scenario.predeploy[position].contract);
    return section ? sourceOf(section, "constructor") : undefined;
  }
  const main = index.section(scenario.contract);
  if (!main) return undefined;
  if (kind === "deploy") return sourceOf(main, "constructor");
  const step = scenario.steps[position];
  if (!step || "balance" in step) return undefined;
  const section = (step.contract ? index.section(step.contract) : undefined) ?? main;
  const fn = findFunction(section, step.call, index);
  return fn ? sourceOf(section, fn.signature, fn.getter) : undefined;
}
