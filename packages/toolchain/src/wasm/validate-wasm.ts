import type { WasmCheck, WasmValidationReport } from "@contract-platform/api";
import type { CrateInterface } from "../crate/find-crate-entry-points.ts";
import {
  COSMWASM_IMPORTS,
  DEFAULT_CAPABILITIES,
  DEFAULT_MAX_WASM_BYTES,
  ENTRY_POINTS,
  INTERFACE_VERSION_PREFIX,
  REQUIRED_EXPORTS,
  SUPPORTED_INTERFACE_VERSION,
  WASM_LIMITS,
} from "./cosmwasm-vm-interface.ts";
import {
  readWasmModule,
  type WasmFeatureUse,
  type WasmModuleSummary,
  WasmParseError,
} from "./read-wasm-module.ts";

export interface ValidateWasmOptions {
  /** Largest accepted file (default 800 KiB, wasmd's usual MaxWasmSize). */
  maxSizeBytes?: number;
  /** Capabilities the target chain offers (default: those of a CosmWasm 2.2 chain). */
  capabilities?: string[];
  /**
   * Accept float operators. CosmWasm 1.5+ VMs run them with NaN canonicalisation, older ones
   * reject them; off by default so a contract runs on every chain of the 2.x line and before.
   */
  allowFloats?: boolean;
  /** The crate's interface, to check that the exports match its messages and entry points. */
  crate?: CrateInterface;
}

const checkNames = [
  "wasm format",
  "size",
  "interface version",
  "required exports",
  "imports",
  "memory",
  "table",
  "function limits",
  "wasm features",
  "floating point",
  "capabilities",
  "entry points match the crate",
  "function bodies",
];

/**
 * Checks a wasm file the way a CosmWasm 2.x chain checks an upload (cosmwasm-vm's check_wasm),
 * plus the float and size rules of most chains and the crate's own entry points. Never throws:
 * every problem is a line of the report, with a message saying what to change.
 */
export function validateWasm(
  bytes: Uint8Array,
  options: ValidateWasmOptions = {},
): WasmValidationReport {
  const maxSizeBytes = options.maxSizeBytes ?? DEFAULT_MAX_WASM_BYTES;
  const problems: WasmCheck[] = [];
  const error = (id: string, message: string) =>
    problems.push({ id, ok: false, severity: "error", message });
  const warning = (id: string, message: string) =>
    problems.push({ id, ok: false, severity: "warning", message });
  const report = (module: WasmModuleSummary | null): WasmValidationReport => {
    const exports = module?.exports.map((item) => item.name) ?? [];
    return {
      ok: !problems.some((problem) => problem.severity === "error"),
      sizeBytes: bytes.byteLength,
      maxSizeBytes,
      exports,
      imports: module?.imports.map((item) => `${item.module}.${item.name}`) ?? [],
      entryPoints: exports.filter((name) => (ENTRY_POINTS as readonly string[]).includes(name)),
      requiredCapabilities: requiredCapabilities(exports),
      functionCount: module?.functionCount ?? 0,
      problems,
      checked: checkNames,
    };
  };

  if (bytes.byteLength > maxSizeBytes) {
    error(
      "size",
      `The wasm file is ${formatKiB(bytes.byteLength)}, above the ${formatKiB(maxSizeBytes)} upload limit. Build with wasm-opt -Oz, opt-level "z" or "s", lto = true and panic = "abort", and drop dependencies the contract does not need.`,
    );
  }
  let module: WasmModuleSummary;
  try {
    module = readWasmModule(bytes);
  } catch (caught) {
    const message = caught instanceof WasmParseError ? caught.message : String(caught);
    error("wasm-format", message);
    return report(null);
  }

  checkInterfaceVersion(module, error);
  const exportedFunctions = new Set(
    module.exports.filter((item) => item.kind === "function").map((item) => item.name),
  );
  for (const name of REQUIRED_EXPORTS) {
    if (!exportedFunctions.has(name)) {
      error(
        "required-exports",
        name === "instantiate"
          ? 'Missing export "instantiate": every contract needs an instantiate entry point (#[entry_point] pub fn instantiate). Was it built with the "library" feature?'
          : `Missing export "${name}": cosmwasm-std provides it; the crate must depend on cosmwasm-std and be built as a cdylib for wasm32-unknown-unknown.`,
      );
    }
  }
  checkImports(module, error);
  checkMemoryAndTables(module, error);
  checkFunctionLimits(module, error);
  checkFeatures(module, options.allowFloats ?? false, error);

  const available = new Set(options.capabilities ?? DEFAULT_CAPABILITIES);
  const missing = requiredCapabilities([...exportedFunctions]).filter((cap) => !available.has(cap));
  if (missing.length > 0) {
    error(
      "capabilities",
      `The contract requires capabilities the chain does not offer: ${missing.join(", ")}. Build without the cosmwasm-std features that ask for them.`,
    );
  }
  if (options.crate) checkCrateInterface(options.crate, exportedFunctions, error, warning);

  // The engine's own validation (types, stack, indices). V8 enables more features than
  // CosmWasm; the feature checks above catch those.
  try {
    new engine.WebAssembly.Module(bytes);
  } catch (caught) {
    error("function-bodies", `The module does not validate: ${(caught as Error).message}`);
  }
  return report(module);
}

type Report = (id: string, message: string) => void;

// Node's WebAssembly global (not in the ES library typings this project compiles against).
const engine = globalThis as unknown as {
  WebAssembly: { Module: new (bytes: Uint8Array) => unknown };
};

function checkInterfaceVersion(module: WasmModuleSummary, error: Report): void {
  const markers = module.exports
    .filter((item) => item.kind === "function" && item.name.startsWith(INTERFACE_VERSION_PREFIX))
    .map((item) => item.name);
  if (markers.length === 0) {
    error(
      "interface-version",
      `Missing export "${SUPPORTED_INTERFACE_VERSION}": cosmwasm-std 1.x/2.x adds it; the crate must use cosmwasm-std (0.14 and older are not supported).`,
    );
  } else if (markers.length > 1) {
    error("interface-version", `More than one interface_version_* export: ${markers.join(", ")}.`);
  } else if (markers[0] !== SUPPORTED_INTERFACE_VERSION) {
    error(
      "interface-version",
      `Unsupported marker export "${markers[0]}": CosmWasm 2.x runs contracts with ${SUPPORTED_INTERFACE_VERSION} (cosmwasm-std 1.0 or later).`,
    );
  }
}

function checkImports(module: WasmModuleSummary, error: Report): void {
  if (module.imports.length > WASM_LIMITS.imports) {
    error(
      "imports",
      `The contract has ${module.imports.length} imports; a CosmWasm VM accepts at most ${WASM_LIMITS.imports}.`,
    );
  }
  for (const item of module.imports) {
    const fullName = `${item.module}.${item.name}`;
    const provided = COSMWASM_IMPORTS[fullName];
    if (!provided) {
      error(
        "imports",
        `Import "${fullName}" is not provided by a CosmWasm VM. ${importHint(item.module)}`,
      );
      continue;
    }
    if (item.kind !== "function") {
      error("imports", `Import "${fullName}" must be a function, not a ${item.kind}.`);
      continue;
    }
    const signature = item.signature;
    const expectedResults = provided.result ? [provided.result] : [];
    if (
      signature &&
      (signature.params.length !== provided.params ||
        signature.params.some((type) => type !== "i32") ||
        signature.results.join() !== expectedResults.join())
    ) {
      error(
        "imports",
        `Import "${fullName}" has the signature (${signature.params.join(", ")}) -> (${signature.results.join(", ")}), but the VM provides (${Array(provided.params).fill("i32").join(", ")}) -> (${expectedResults.join(", ")}). The contract was built against a different cosmwasm-std.`,
      );
    }
  }
}

function importHint(moduleName: string): string {
  if (moduleName === "wasi_snapshot_preview1" || moduleName.startsWith("wasi")) {
    return "WASI imports come from building for wasm32-wasi or from a dependency that uses the file system, clock or randomness; build for wasm32-unknown-unknown and remove that dependency.";
  }
  if (moduleName === "__wbindgen_placeholder__" || moduleName.startsWith("wbg")) {
    return "wasm-bindgen imports come from a dependency built for browsers (getrandom's js feature, web-sys); remove it.";
  }
  return "Only cosmwasm-std's env.* host functions are available; a dependency links to something the chain does not have.";
}

function checkMemoryAndTables(module: WasmModuleSummary, error: Report): void {
  if (module.memories.length !== 1) {
    error(
      "memory",
      `The contract must define exactly one memory; it defines ${module.memories.length}.`,
    );
  } else {
    const memory = module.memories[0];
    if (memory.initial > WASM_LIMITS.initialMemoryPages) {
      error(
        "memory",
        `The memory starts at ${memory.initial} pages; a CosmWasm VM allows at most ${WASM_LIMITS.initialMemoryPages} (32 MiB).`,
      );
    }
    if (memory.maximum !== null) {
      error(
        "memory",
        "The memory declares a maximum size; the VM sets it, so the contract must leave it unset.",
      );
    }
  }
  if (module.imports.some((item) => item.kind === "memory")) {
    error("memory", "The memory must be defined by the contract, not imported.");
  }
  if (module.tables.length > 1) {
    error("table", "The contract has more than one table (reference types); the VM allows one.");
  } else if (module.tables.length === 1) {
    const table = module.tables[0];
    if (table.maximum === null) {
      error("table", "The table has no maximum size; the VM requires a bounded table.");
    } else if (table.maximum > WASM_LIMITS.tableElements) {
      error(
        "table",
        `The table holds up to ${table.maximum} entries; the VM allows at most ${WASM_LIMITS.tableElements}.`,
      );
    }
  }
}

function checkFunctionLimits(module: WasmModuleSummary, error: Report): void {
  const limits: [number, number, string][] = [
    [module.functionCount, WASM_LIMITS.functions, "functions"],
    [module.maxFunctionParams, WASM_LIMITS.functionParams, "parameters in one function"],
    [module.maxFunctionResults, WASM_LIMITS.functionResults, "results in one function"],
    [module.totalFunctionParams, WASM_LIMITS.totalFunctionParams, "function parameters in total"],
  ];
  for (const [value, limit, what] of limits) {
    if (value > limit) {
      error("function-limits", `The contract has ${value} ${what}; the VM allows ${limit}.`);
    }
  }
}

const featureAdvice: Record<WasmFeatureUse["feature"], string> = {
  float:
    "Floating-point operations are not deterministic across machines; CosmWasm before 1.5 rejects them. Use integer or decimal types (Uint128, Decimal) instead of f32/f64, including in dependencies.",
  "bulk-memory":
    "Bulk memory operations are disabled in CosmWasm VMs. Rust 1.87+ emits them: run wasm-opt (binaryen ≥ 121 with --llvm-memory-copy-fill-lowering) or build with an older toolchain.",
  "reference-types":
    "Reference types are disabled in CosmWasm VMs. Run wasm-opt (binaryen) on the file, which rewrites the module without them.",
  "call-indirect-encoding":
    'call_indirect encodes its table index the reference-types way (rustc ≥ 1.82 / LLVM 19 does); a CosmWasm 2.x VM rejects it with "call_indirect reserved value must be 0". Run wasm-opt (binaryen) on the file, which rewrites the encoding.',
  simd: "SIMD instructions are disabled in CosmWasm VMs; do not build with target-feature=+simd128.",
  threads: "Threads and atomics are disabled in CosmWasm VMs.",
  "tail-call": "Tail calls are disabled in CosmWasm VMs.",
  exceptions: 'Exception handling is disabled in CosmWasm VMs; build with panic = "abort".',
  gc: "Garbage-collection types are disabled in CosmWasm VMs.",
  "multi-memory": "The contract uses more than one memory, which CosmWasm VMs do not allow.",
};

function checkFeatures(module: WasmModuleSummary, allowFloats: boolean, error: Report): void {
  const byFeature = new Map<WasmFeatureUse["feature"], WasmFeatureUse[]>();
  for (const use of module.featureUses) {
    if (use.feature === "float" && allowFloats) continue;
    byFeature.set(use.feature, [...(byFeature.get(use.feature) ?? []), use]);
  }
  for (const [feature, uses] of byFeature) {
    const total = uses.reduce((sum, use) => sum + use.count, 0);
    const first = uses[0];
    const where =
      first.functionIndex === null
        ? ""
        : ` (first in function ${first.functionIndex}${nameOf(module, first.functionIndex)})`;
    const what = [...new Set(uses.map((use) => use.what))].slice(0, 5).join(", ");
    error(
      feature === "float" ? "floating-point" : "wasm-features",
      `${total} use${total === 1 ? "" : "s"} of ${what}${where}. ${featureAdvice[feature]}`,
    );
  }
}

function nameOf(module: WasmModuleSummary, index: number): string {
  const name = module.functionNames.get(index);
  return name ? `, ${name}` : "";
}

const messageEntryPoint: Record<string, string> = {
  ExecuteMsg: "execute",
  QueryMsg: "query",
  MigrateMsg: "migrate",
  SudoMsg: "sudo",
};

function checkCrateInterface(
  crate: CrateInterface,
  exported: Set<string>,
  error: Report,
  warning: Report,
): void {
  for (const entryPoint of crate.entryPoints) {
    if ((ENTRY_POINTS as readonly string[]).includes(entryPoint) && !exported.has(entryPoint)) {
      error(
        "entry-points",
        `The crate marks "${entryPoint}" as an entry point but the wasm does not export it (was it built with the "library" feature?).`,
      );
    }
  }
  for (const [message, entryPoint] of Object.entries(messageEntryPoint)) {
    if (!crate.messages.includes(message) || exported.has(entryPoint)) continue;
    const text =
      entryPoint === "migrate"
        ? `The crate defines MigrateMsg but the wasm has no "migrate" entry point: the contract could never be migrated. Add #[entry_point] pub fn migrate.`
        : `The crate defines ${message} but the wasm has no "${entryPoint}" entry point, so no ${message} can reach the contract.`;
    if (entryPoint === "sudo") warning("entry-points", text);
    else error("entry-points", text);
  }
  if (crate.requestsReplies && !exported.has("reply")) {
    error(
      "entry-points",
      'The crate sends sub-messages that ask for a reply but the wasm has no "reply" entry point: every such transaction would fail. Add #[entry_point] pub fn reply.',
    );
  }
}

function requiredCapabilities(exports: string[]): string[] {
  return exports
    .filter((name) => name.startsWith("requires_") && name.length > "requires_".length)
    .map((name) => name.slice("requires_".length))
    .sort();
}

function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes)`;
}
