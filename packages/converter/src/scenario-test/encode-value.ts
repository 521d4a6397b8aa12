import type { ScenarioValue } from "../scenario/index.ts";
import type { ContractReport, JsonKind } from "./conversion-report.ts";
import type { ReportIndex } from "./report-index.ts";
import { ScenarioTestError } from "./scenario-test-error.ts";
import { parseSolType, type SolType } from "./solidity-type.ts";

/** The JSON the generated runner reads: `"@name"` is an address, `"@@x"` the string `"@x"`. */
export type RunnerJson =
  | null
  | boolean
  | number
  | string
  | RunnerJson[]
  | { [k: string]: RunnerJson };

export interface EncodeContext {
  index: ReportIndex;
  /** The contract whose enums and structs are looked up first. */
  section: ContractReport;
  /** Whether `@name` is known at this point of the scenario. */
  isKnown: (name: string) => boolean;
  /** Where the value is, for error messages (`step 3: transfer(address,uint256) arg 1`). */
  where: string;
}

/** A value in the crate's message encoding (messages, responses, error arguments). */
export function encodeMessageValue(
  value: ScenarioValue,
  type: string,
  json: JsonKind | undefined,
  ctx: EncodeContext,
): RunnerJson {
  return encode(value, parseSolType(type), json, ctx);
}

/** A value as an event attribute: text, except arrays and structs (JSON, compared as JSON). */
export function encodeAttributeValue(
  value: ScenarioValue,
  type: string,
  json: JsonKind | undefined,
  ctx: EncodeContext,
): RunnerJson {
  const t = parseSolType(type);
  const encoded = encode(value, t, json, ctx);
  if (t.kind === "array" || t.kind === "struct" || t.kind === "tuple") return encoded;
  if (typeof encoded === "boolean" || typeof encoded === "number") return String(encoded);
  return encoded;
}

function fail(ctx: EncodeContext, message: string): never {
  throw new ScenarioTestError(`${ctx.where}: ${message}`);
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

function encode(
  value: ScenarioValue,
  t: SolType,
  json: JsonKind | undefined,
  ctx: EncodeContext,
): RunnerJson {
  if (value === "*") return "*";
  switch (t.kind) {
    case "bool":
      if (value === true || value === "true") return true;
      if (value === false || value === "false") return false;
      return fail(ctx, `expected a bool, got ${show(value)}`);
    case "int":
      return encodeInt(value, t, json, ctx);
    case "address":
      return encodeAddress(value, ctx);
    case "bytes": {
      if (typeof value !== "string" || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
        return fail(ctx, `expected 0x hex bytes, got ${show(value)}`);
      }
      const hex = value.slice(2).toLowerCase();
      if (t.size === null) return hex;
      if (hex.length !== t.size * 2) return fail(ctx, `${show(value)} is not ${t.size} bytes`);
      return hex;
    }
    case "string":
      if (typeof value !== "string") return fail(ctx, `expected a string, got ${show(value)}`);
      return value.startsWith("@") ? `@${value}` : value;
    case "enum":
      return encodeEnum(
        value,
        json && typeof json === "object" && "enum" in json ? json.enum : t.name,
        ctx,
      );
    case "struct":
      return encodeStruct(
        value,
        json && typeof json === "object" && "struct" in json ? json.struct : t.name,
        ctx,
      );
    case "array": {
      if (!Array.isArray(value)) return fail(ctx, `expected an array, got ${show(value)}`);
      if (t.length !== null && value.length !== t.length) {
        return fail(ctx, `expected ${t.length} elements, got ${value.length}`);
      }
      const of = json && typeof json === "object" && "array" in json ? json.array : undefined;
      return value.map((v) => encode(v, t.of, of, ctx));
    }
    case "tuple":
      if (!Array.isArray(value) || value.length !== t.items.length) {
        return fail(ctx, `expected a tuple of ${t.items.length}, got ${show(value)}`);
      }
      return value.map((v, i) => encode(v, t.items[i], undefined, ctx));
    case "other":
      return fail(ctx, `values of type '${t.text}' are not supported in scenarios`);
  }
}

function encodeInt(
  value: ScenarioValue,
  t: { signed: boolean; bits: number },
  json: JsonKind | undefined,
  ctx: EncodeContext,
): RunnerJson {
  const text = typeof value === "number" && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== "string" || !/^-?[0-9]+$/.test(text)) {
    return fail(ctx, `expected an integer as a decimal string, got ${show(value)}`);
  }
  // Out-of-range values are passed as they are: the crate rejects them, as the EVM's ABI decoder
  // reverts on them.
  const n = BigInt(text);
  const asNumber = json === "number" || (json !== "decimal_string" && t.bits <= 32);
  return asNumber ? Number(n) : n.toString();
}

function encodeAddress(value: ScenarioValue, ctx: EncodeContext): RunnerJson {
  if (typeof value === "string" && /^0x0{40}$/i.test(value)) return "";
  // an Ethereum address: the runner uses the bech32 address of the same 20 bytes
  if (typeof value === "string" && /^0x[0-9a-fA-F]{40}$/.test(value))
    return `@${value.toLowerCase()}`;
  if (typeof value !== "string" || !/^@[A-Za-z0-9_.-]+$/.test(value)) {
    return fail(
      ctx,
      `expected an address reference like @alice or 0x and 40 hex digits, got ${show(value)}`,
    );
  }
  if (value === "@zero") return "";
  if (!ctx.isKnown(value.slice(1))) return fail(ctx, `unknown reference ${value}`);
  return value;
}

function encodeEnum(value: ScenarioValue, name: string, ctx: EncodeContext): RunnerJson {
  const decl = ctx.index.enumOf(name, ctx.section);
  if (!decl) return fail(ctx, `enum '${name}' is not in conversion.json`);
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[0-9]+$/.test(text)) {
    return fail(ctx, `${show(value)} is not an ordinal of enum ${decl.name}`);
  }
  const variant = decl.variants.find((v) => v.ordinal === Number(text));
  // An ordinal past the last variant stays a number, which the crate rejects like the EVM does.
  return variant ? variant.json : Number(text);
}

function encodeStruct(value: ScenarioValue, name: string, ctx: EncodeContext): RunnerJson {
  const decl = ctx.index.structOf(name, ctx.section);
  if (!decl) return fail(ctx, `struct '${name}' is not in conversion.json`);
  if (!Array.isArray(value) || value.length !== decl.fields.length) {
    return fail(ctx, `struct ${decl.name} takes ${decl.fields.length} members, got ${show(value)}`);
  }
  const out: { [k: string]: RunnerJson } = {};
  decl.fields.forEach((f, i) => {
    out[f.field] = encode(value[i], parseSolType(f.type), f.json, ctx);
  });
  return out;
}
