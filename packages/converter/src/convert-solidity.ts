import { createHash } from "node:crypto";
import { excessiveNestingMessage, findExcessiveNesting } from "@contract-platform/api";
import { emitContract } from "./emit/emit-contract.ts";
import {
  emitCargoToml,
  emitError,
  emitLib,
  emitMsg,
  emitSchema,
  emitState,
  emitWorkspaceToml,
} from "./emit/emit-files.ts";
import { emitReadme } from "./emit/emit-readme.ts";
import { emitTests } from "./emit/emit-tests.ts";
import { formatRust } from "./format/format-rust.ts";
import type { AstNode } from "./frontend/ast.ts";
import { compileSolidity } from "./frontend/compile-solidity.ts";
import { eraseValueTypes } from "./frontend/erase-value-types.ts";
import type { SourceSegment } from "./frontend/merge-source-units.ts";
import { buildEntries } from "./lower/build-entries.ts";
import { hasReply } from "./lower/calls/call-continuations.ts";
import { ContractUnit } from "./lower/contract-unit.ts";
import { flattenTupleAssignments } from "./lower/flatten-tuple-assignments.ts";
import { renameReservedTypes } from "./lower/rename-reserved-types.ts";
import { scanWarnings } from "./lower/scan-warnings.ts";
import { unwrapParenthesizedCallees } from "./lower/unwrap-parenthesized-callees.ts";
import { crateName } from "./naming/crate-name.ts";
import { kebabCase } from "./naming/kebab-case.ts";
import { buildReport, sourceMap } from "./report/build-report.ts";
import type { Scenario } from "./scenario/index.ts";
import { generateScenarioTest, scenarioTestName } from "./scenario-test/index.ts";
import type { ConversionResult, ConvertInput, Diagnostic } from "./types.ts";

export const CONVERTER_VERSION = "0.1.0";

/** Converts one Solidity file into a CosmWasm crate (files in memory). Never throws. */
export function convertSoliditySync(input: ConvertInput): ConversionResult {
  try {
    return convertUnchecked(input);
  } catch (error) {
    const d: Diagnostic = {
      code: "SOL2CW-E999",
      severity: "error",
      message: `internal converter error: ${error instanceof Error ? error.message : String(error)}`,
      line: 1,
      column: 1,
    };
    return { ok: false, files: {}, report: null, diagnostics: [d] };
  }
}

function convertUnchecked(input: ConvertInput): ConversionResult {
  const fileName = input.fileName || "Contract.sol";
  // Deep nesting makes solc and rustfmt slow down super-linearly: refused before either runs.
  const project = { [fileName]: input.source, ...input.sources };
  for (const [file, text] of Object.entries(project)) {
    const tooDeep = findExcessiveNesting(text);
    if (!tooDeep) continue;
    const d: Diagnostic = {
      code: "SOL2CW-E102",
      severity: "error",
      message: excessiveNestingMessage(tooDeep),
      line: tooDeep.line,
      column: tooDeep.column,
      ...(file !== fileName ? { file } : {}),
    };
    return { ok: false, files: {}, report: null, diagnostics: [d] };
  }
  const compiled = compileSolidity(
    input.source,
    fileName,
    input.sources ? { sources: input.sources, remappings: input.remappings } : undefined,
  );
  if (!compiled.ast) {
    return { ok: false, files: {}, report: null, diagnostics: compiled.diagnostics };
  }
  eraseValueTypes(compiled.ast);
  renameReservedTypes(compiled.ast);
  unwrapParenthesizedCallees(compiled.ast);
  flattenTupleAssignments(compiled.ast);
  const contracts = (compiled.ast.nodes as AstNode[]).filter(
    (n) => n.nodeType === "ContractDefinition",
  );
  const deployable = contracts.filter((c) => c.contractKind === "contract" && !c.abstract);
  // In a project, the file's own contracts (imported ones come first in the merged unit).
  const ownSource = String(compiled.ast.src).split(":")[2];
  const own = (c: AstNode) => String(c.src).split(":")[2] === ownSource;
  let main: AstNode | undefined;
  if (input.contract) {
    main =
      contracts.find((c) => c.name === input.contract && own(c)) ??
      contracts.find((c) => c.name === input.contract);
    if (!main || !deployable.includes(main)) {
      return fail(
        compiled.diagnostics,
        "SOL2CW-E100",
        `no deployable contract named '${input.contract}' in ${fileName}`,
      );
    }
  } else {
    main = deployable.filter(own).at(-1);
  }
  if (!main)
    return fail(compiled.diagnostics, "SOL2CW-E101", `${fileName} has no deployable contract`);
  const denom = input.denom ?? "uatom";
  const sha256 = createHash("sha256").update(input.source).digest("hex");
  // The file's other contracts and the contracts any of them creates with `new`, wherever declared.
  const wanted = new Set<AstNode>();
  const want = (c: AstNode) => {
    if (wanted.has(c)) return;
    wanted.add(c);
    for (const id of (c.contractDependencies as number[]) ?? []) {
      const dep = deployable.find((d) => d.id === id);
      if (dep) want(dep);
    }
  };
  want(main);
  for (const c of deployable) if (own(c)) want(c);
  const others = deployable.filter((c) => c !== main && wanted.has(c));
  // Contracts created with `new` are converted before their creators, whose tests register the
  // created contract's `reply` entry point when its crate has one.
  const converted = new Map<AstNode, CrateOutput>();
  const withReply = new Set<string>();
  const convertOne = (c: AstNode) => {
    if (converted.has(c)) return;
    for (const id of (c.contractDependencies as number[]) ?? []) {
      const dep = deployable.find((d) => d.id === id);
      if (dep && dep !== c) convertOne(dep);
    }
    const crate = convertContract(input, fileName, compiled, c, {
      denom,
      crateName: crateName(c === main ? (input.crateName ?? kebabCase(c.name)) : kebabCase(c.name)),
      sha256,
      workspace: others.length > 0,
      devDeps: c === main ? others.map((o) => crateName(kebabCase(o.name))) : [],
      withReply,
    });
    if (hasReply(crate.unit)) withReply.add(c.name);
    converted.set(c, crate);
  };
  for (const c of [main, ...others]) convertOne(c);
  const crates = [main, ...others].map((c) => converted.get(c)!);
  const mainCrate = crates[0];
  const report = { ...mainCrate.report };
  if (others.length > 0) report.contracts = crates.slice(1).map((c) => c.report);
  const seen = new Set<string>();
  const diagnostics = [...compiled.diagnostics, ...crates.flatMap((c) => c.diagnostics)]
    .filter((d) => {
      const key = `${d.code}:${d.line}:${d.column}:${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
  report.diagnostics = diagnostics;
  const scenarioFiles: Record<string, string> = {};
  for (const { name, scenario } of input.scenarios ?? []) {
    try {
      const rs = generateScenarioTest(report as never, scenario as Scenario, name);
      scenarioFiles[`tests/scenario_${scenarioTestName(name)}.rs`] = rs;
    } catch (error) {
      diagnostics.push({
        code: "SOL2CW-E200",
        severity: "error",
        message: `scenario '${name}' cannot be replayed on the converted contract: ${error instanceof Error ? error.message : String(error)}`,
        line: 1,
        column: 1,
      });
    }
  }
  const formattedScenarios = input.format === false ? scenarioFiles : formatRust(scenarioFiles);
  const files: Record<string, string> = {};
  const put = (
    prefix: string,
    crate: CrateOutput,
    extra: Record<string, string>,
    rep: Record<string, unknown>,
  ) => {
    const all = {
      ...crate.files,
      ...extra,
      "README.md": emitReadme(
        crate.unit,
        crate.entries,
        crate.report,
        crate.diagnostics,
        // a workspace member's schema binary is named after its crate (emitCargoToml)
        prefix ? `${crate.unit.options.crateName}-schema` : "schema",
      ),
      "conversion.json": `${JSON.stringify(rep, null, 2)}\n`,
    };
    for (const [k, v] of Object.entries(all)) files[`${prefix}${k}`] = v;
  };
  if (others.length === 0) {
    put("", mainCrate, formattedScenarios, report);
  } else {
    files["Cargo.toml"] = emitWorkspaceToml(crates.map((c) => c.unit.options.crateName));
    for (const [i, c] of crates.entries()) {
      put(
        `contracts/${c.unit.options.crateName}/`,
        c,
        i === 0 ? formattedScenarios : {},
        i === 0 ? report : c.report,
      );
    }
  }
  const sorted: Record<string, string> = {};
  for (const k of Object.keys(files).sort()) sorted[k] = files[k];
  return {
    ok: !diagnostics.some((d) => d.severity === "error"),
    files: sorted,
    report,
    diagnostics,
  };
}

interface CrateOutput {
  unit: ContractUnit;
  entries: ReturnType<typeof buildEntries>;
  files: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: JSON document
  report: Record<string, any>;
  diagnostics: Diagnostic[];
}

/** Converts one deployable contract of the file into a crate (files relative to the crate). */
function convertContract(
  input: ConvertInput,
  fileName: string,
  compiled: {
    ast: AstNode | null;
    compilerVersion: string;
    text: string;
    segments: SourceSegment[];
  },
  main: AstNode,
  opts: {
    denom: string;
    crateName: string;
    sha256: string;
    workspace: boolean;
    devDeps: string[];
    withReply: ReadonlySet<string>;
  },
): CrateOutput {
  const unit = new ContractUnit(compiled.text, fileName, compiled.ast!, main, {
    denom: opts.denom,
    crateName: opts.crateName,
    segments: compiled.segments.length > 1 ? compiled.segments : undefined,
  });
  scanWarnings(unit);
  const entries = buildEntries(unit);
  const contract = emitContract(unit, entries);
  const rust: Record<string, string> = {
    "src/contract.rs": contract.text,
    "src/msg.rs": emitMsg(unit, entries),
    "src/state.rs": emitState(unit),
    "src/error.rs": emitError(unit),
    "src/lib.rs": emitLib(unit),
    "src/bin/schema.rs": emitSchema(unit),
    "src/tests.rs": emitTests(unit, entries, opts.withReply),
  };
  const formatted = input.format === false ? rust : formatRust(rust);
  const diagnostics = [...unit.diagnostics].sort(
    (a, b) => a.line - b.line || a.column - b.column || a.code.localeCompare(b.code),
  );
  const report = buildReport({
    unit,
    entries,
    compilerVersion: compiled.compilerVersion,
    sha256: opts.sha256,
    diagnostics,
    sourceMap: sourceMap(unit, contract.items, formatted),
    unsupported: contract.unsupported,
    version: CONVERTER_VERSION,
  });
  return {
    unit,
    entries,
    files: {
      "Cargo.toml": emitCargoToml(unit, {
        workspace: opts.workspace,
        devDeps: [
          ...new Set([
            ...opts.devDeps,
            ...[...unit.newContracts.keys()].map((name) => crateName(kebabCase(name))),
          ]),
        ],
      }),
      ...formatted,
    },
    report,
    diagnostics,
  };
}

function fail(existing: Diagnostic[], code: string, message: string): ConversionResult {
  return {
    ok: false,
    files: {},
    report: null,
    diagnostics: [...existing, { code, severity: "error", message, line: 1, column: 1 }],
  };
}
