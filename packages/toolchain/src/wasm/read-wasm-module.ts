import { BinaryReader, OperatorCodeNames } from "wasmparser";

/** Where a wasm module uses a feature a CosmWasm 2.x VM does not enable, or a float operator. */
export interface WasmFeatureUse {
  feature:
    | "float"
    | "bulk-memory"
    | "reference-types"
    | "simd"
    | "threads"
    | "tail-call"
    | "exceptions"
    | "gc"
    | "multi-memory"
    | "call-indirect-encoding";
  /** Operator or construct, e.g. "f64.add", "memory.copy", "data count section". */
  what: string;
  /** Index of the function (in the function index space) or null for module-level constructs. */
  functionIndex: number | null;
  count: number;
}

export interface WasmImport {
  module: string;
  name: string;
  kind: "function" | "table" | "memory" | "global" | "tag";
  /** For a function import: its parameter and result types ("i32", "i64", ...). */
  signature: { params: string[]; results: string[] } | null;
}

export interface WasmModuleSummary {
  imports: WasmImport[];
  /** Exported names by kind. */
  exports: { name: string; kind: "function" | "table" | "memory" | "global" | "tag" }[];
  memories: { initial: number; maximum: number | null }[];
  tables: { initial: number; maximum: number | null }[];
  /** Functions defined in the module (not imported). */
  functionCount: number;
  maxFunctionParams: number;
  maxFunctionResults: number;
  totalFunctionParams: number;
  functionNames: Map<number, string>;
  featureUses: WasmFeatureUse[];
}

/** Thrown when the bytes are not a well-formed wasm module. */
export class WasmParseError extends Error {
  override name = "WasmParseError";
}

const kinds = ["function", "table", "memory", "global", "tag"] as const;

// BinaryReaderState values (a const enum in wasmparser's typings, so not importable here).
const State = {
  ERROR: -1,
  END_WASM: 2,
  BEGIN_SECTION: 3,
  TYPE_SECTION_ENTRY: 11,
  IMPORT_SECTION_ENTRY: 12,
  FUNCTION_SECTION_ENTRY: 13,
  TABLE_SECTION_ENTRY: 14,
  MEMORY_SECTION_ENTRY: 15,
  EXPORT_SECTION_ENTRY: 17,
  NAME_SECTION_ENTRY: 19,
  BEGIN_FUNCTION_BODY: 28,
  CODE_OPERATOR: 30,
  BEGIN_ELEMENT_SECTION_ENTRY: 33,
  BEGIN_DATA_SECTION_ENTRY: 36,
  DATA_COUNT_SECTION_ENTRY: 49,
} as const;

const SECTION_DATA_COUNT = 12;
const NAME_TYPE_FUNCTION = 1;

interface TypeEntry {
  params: { code: number }[];
  returns: { code: number }[];
}

/**
 * Reads what the CosmWasm checks need from a wasm binary: imports, exports, memories, tables,
 * function signature figures, and every use of an operator or encoding outside the feature set
 * a CosmWasm 2.x VM enables (MVP + sign extension, mutable globals, multi-value). Parsing is done
 * by wasmparser; the byte-level encoding checks (reserved bytes that wasm-opt normalises) read
 * the raw bytes around each operator.
 */
export function readWasmModule(bytes: Uint8Array): WasmModuleSummary {
  const reader = new BinaryReader();
  const buffer = bytes.buffer.slice(
    bytes.byteOffset,
    bytes.byteOffset + bytes.byteLength,
  ) as ArrayBuffer;
  const data = new Uint8Array(buffer);
  reader.setData(buffer, 0, data.length, true);

  const types: TypeEntry[] = [];
  const summary: WasmModuleSummary = {
    imports: [],
    exports: [],
    memories: [],
    tables: [],
    functionCount: 0,
    maxFunctionParams: 0,
    maxFunctionResults: 0,
    totalFunctionParams: 0,
    functionNames: new Map(),
    featureUses: [],
  };
  const uses = new Map<string, WasmFeatureUse>();
  const use = (
    feature: WasmFeatureUse["feature"],
    what: string,
    functionIndex: number | null,
  ): void => {
    const key = `${feature}\u0000${what}`;
    const existing = uses.get(key);
    if (existing) existing.count += 1;
    else uses.set(key, { feature, what, functionIndex, count: 1 });
  };
  let importedFunctions = 0;
  let currentFunction = -1;

  for (;;) {
    const start = reader.position;
    const more = reader.read();
    if (reader.state === State.ERROR) {
      throw new WasmParseError(`Not a valid wasm module: ${reader.error?.message ?? "unknown"}`);
    }
    if (!more) {
      if (reader.state === State.END_WASM) break;
      throw new WasmParseError("Not a valid wasm module: the file ends in the middle of a section");
    }
    const result = reader.result as unknown as Record<string, unknown>;
    switch (reader.state) {
      case State.END_WASM:
        summary.featureUses = [...uses.values()];
        return summary;
      case State.BEGIN_SECTION:
        if (result.id === SECTION_DATA_COUNT) use("bulk-memory", "data count section", null);
        break;
      case State.TYPE_SECTION_ENTRY: {
        const entry = result as unknown as TypeEntry;
        types.push({ params: entry.params ?? [], returns: entry.returns ?? [] });
        break;
      }
      case State.IMPORT_SECTION_ENTRY: {
        const kind = kinds[result.kind as number] ?? "function";
        const type = kind === "function" ? types[result.funcTypeIndex as number] : undefined;
        summary.imports.push({
          module: decode(result.module),
          name: decode(result.field),
          kind,
          signature: type
            ? { params: type.params.map(valueType), results: type.returns.map(valueType) }
            : null,
        });
        if (kind === "function") importedFunctions += 1;
        break;
      }
      case State.FUNCTION_SECTION_ENTRY: {
        const type = types[result.typeIndex as number];
        if (!type) throw new WasmParseError("Not a valid wasm module: function of unknown type");
        summary.functionCount += 1;
        summary.maxFunctionParams = Math.max(summary.maxFunctionParams, type.params.length);
        summary.maxFunctionResults = Math.max(summary.maxFunctionResults, type.returns.length);
        summary.totalFunctionParams += type.params.length;
        break;
      }
      case State.TABLE_SECTION_ENTRY: {
        const limits = result.limits as { initial: number; maximum?: number };
        summary.tables.push({ initial: limits.initial, maximum: limits.maximum ?? null });
        break;
      }
      case State.MEMORY_SECTION_ENTRY: {
        const limits = result.limits as { initial: number; maximum?: number };
        summary.memories.push({ initial: limits.initial, maximum: limits.maximum ?? null });
        if (result.shared) use("threads", "shared memory", null);
        break;
      }
      case State.EXPORT_SECTION_ENTRY:
        summary.exports.push({
          name: decode(result.field),
          kind: kinds[result.kind as number] ?? "function",
        });
        break;
      case State.NAME_SECTION_ENTRY:
        if (result.type === NAME_TYPE_FUNCTION) {
          for (const entry of (result.names ?? []) as { index: number; name: Uint8Array }[]) {
            summary.functionNames.set(entry.index, decode(entry.name));
          }
        }
        break;
      case State.BEGIN_ELEMENT_SECTION_ENTRY:
        // MVP element segments are active, for table 0.
        if (result.mode !== 0) use("bulk-memory", "passive or declared element segment", null);
        else if (result.tableIndex) use("reference-types", "element segment for table > 0", null);
        break;
      case State.BEGIN_DATA_SECTION_ENTRY:
        if (result.mode !== 0) use("bulk-memory", "passive data segment", null);
        else if (result.memoryIndex) use("multi-memory", "data segment for memory > 0", null);
        break;
      case State.DATA_COUNT_SECTION_ENTRY:
        break;
      case State.BEGIN_FUNCTION_BODY:
        currentFunction = currentFunction < 0 ? importedFunctions : currentFunction + 1;
        break;
      case State.CODE_OPERATOR: {
        const code = result.code as number;
        const name = OperatorCodeNames[code] ?? `0x${code.toString(16)}`;
        const feature = operatorFeature(code, name, data, start, reader.position);
        if (feature) use(feature, name, currentFunction);
        break;
      }
      default:
        break;
    }
  }
  summary.featureUses = [...uses.values()];
  return summary;
}

/** The feature outside CosmWasm's set that an operator needs (or a float operator), if any. */
function operatorFeature(
  code: number,
  name: string,
  data: Uint8Array,
  start: number,
  end: number,
): WasmFeatureUse["feature"] | null {
  if (/^f(32|64)\.|_f(32|64)/.test(name) && code < 0xfd00) return "float";
  if (code >= 0xfb00 && code < 0xfc00) return "gc";
  if (code >= 0xfc08 && code <= 0xfc0e) return "bulk-memory";
  if (code >= 0xfc0f && code <= 0xfc11) return "reference-types";
  if (code >= 0xfd00 && code < 0xfe00) return "simd";
  if (code >= 0xfe00 && code < 0xff00) return "threads";
  switch (code) {
    case 0x06:
    case 0x07:
    case 0x08:
    case 0x09:
    case 0x0a:
    case 0x18:
    case 0x19:
    case 0x1f:
      return "exceptions";
    case 0x12:
    case 0x13:
      return "tail-call";
    case 0x1c:
    case 0x25:
    case 0x26:
    case 0xd0:
    case 0xd1:
    case 0xd2:
      return "reference-types";
    case 0x11: {
      // call_indirect typeidx tableidx: without reference types the table byte is a single 0x00.
      const afterType = skipLeb(data, start + 1);
      return end - afterType !== 1 || data[afterType] !== 0 ? "call-indirect-encoding" : null;
    }
    case 0x3f:
    case 0x40:
      return end - (start + 1) !== 1 || data[start + 1] !== 0 ? "multi-memory" : null;
    default:
      // Loads and stores: bit 6 of the alignment flags selects a memory index (multi-memory).
      return code >= 0x28 && code <= 0x3e && (data[start + 1] & 0x40) !== 0 ? "multi-memory" : null;
  }
}

const valueTypes: Record<number, string> = {
  [-1]: "i32",
  [-2]: "i64",
  [-3]: "f32",
  [-4]: "f64",
  [-5]: "v128",
  [-16]: "funcref",
  [-17]: "externref",
};

function valueType(type: { code: number }): string {
  return valueTypes[type.code] ?? "ref";
}

function skipLeb(data: Uint8Array, position: number): number {
  let at = position;
  while (at < data.length && (data[at] & 0x80) !== 0) at += 1;
  return at + 1;
}

function decode(value: unknown): string {
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  return String(value ?? "");
}
