// Phase breakdown of one warm conversion of the main contract, mirroring convertSoliditySync's
// pipeline step by step so each step can be timed without instrumenting the library.
import { createHash } from "node:crypto";
import { emitContract } from "../src/emit/emit-contract.ts";
import {
  emitCargoToml,
  emitError,
  emitLib,
  emitMsg,
  emitSchema,
  emitState,
} from "../src/emit/emit-files.ts";
import { emitReadme } from "../src/emit/emit-readme.ts";
import { emitTests } from "../src/emit/emit-tests.ts";
import { formatRust } from "../src/format/format-rust.ts";
import type { AstNode } from "../src/frontend/ast.ts";
import { compileSolidity } from "../src/frontend/compile-solidity.ts";
import { buildEntries } from "../src/lower/build-entries.ts";
import { ContractUnit } from "../src/lower/contract-unit.ts";
import { scanWarnings } from "../src/lower/scan-warnings.ts";
import { buildReport, sourceMap } from "../src/report/build-report.ts";

export const PHASES = ["solc", "lower", "emit", "rustfmt", "report"] as const;
export type Phase = (typeof PHASES)[number];

export interface PhaseInput {
  source: string;
  fileName: string;
  contract?: string;
}

/** Milliseconds spent in each phase of converting the main contract once (with rustfmt). */
export function phaseTimings(input: PhaseInput): Record<Phase, number> {
  const t: Record<Phase, number> = { solc: 0, lower: 0, emit: 0, rustfmt: 0, report: 0 };
  let mark = performance.now();
  const lap = (phase: Phase) => {
    const now = performance.now();
    t[phase] += now - mark;
    mark = now;
  };
  const compiled = compileSolidity(input.source, input.fileName);
  lap("solc");
  if (!compiled.ast) return t;
  const deployable = (compiled.ast.nodes as AstNode[]).filter(
    (n) => n.nodeType === "ContractDefinition" && n.contractKind === "contract" && !n.abstract,
  );
  const main = input.contract
    ? deployable.find((c) => c.name === input.contract)
    : deployable[deployable.length - 1];
  if (!main) return t;
  const unit = new ContractUnit(input.source, input.fileName, compiled.ast, main, {
    denom: "uatom",
    crateName: "bench",
  });
  scanWarnings(unit);
  const entries = buildEntries(unit);
  lap("lower");
  const contract = emitContract(unit, entries);
  const rust: Record<string, string> = {
    "src/contract.rs": contract.text,
    "src/msg.rs": emitMsg(unit, entries),
    "src/state.rs": emitState(unit),
    "src/error.rs": emitError(unit),
    "src/lib.rs": emitLib(unit),
    "src/bin/schema.rs": emitSchema(unit),
    "src/tests.rs": emitTests(unit, entries),
  };
  emitCargoToml(unit, { workspace: false, devDeps: [] });
  lap("emit");
  const formatted = formatRust(rust);
  lap("rustfmt");
  const diagnostics = [...unit.diagnostics];
  const report = buildReport({
    unit,
    entries,
    compilerVersion: compiled.compilerVersion,
    sha256: createHash("sha256").update(input.source).digest("hex"),
    diagnostics,
    sourceMap: sourceMap(unit, contract.items, formatted),
    unsupported: contract.unsupported,
    version: "bench",
  });
  emitReadme(unit, entries, report, diagnostics);
  JSON.stringify(report, null, 2);
  lap("report");
  return t;
}
