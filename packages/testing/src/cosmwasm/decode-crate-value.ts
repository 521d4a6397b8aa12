import type { ScenarioValue } from "@contract-platform/converter/scenario";
import {
  type ContractReport,
  type JsonKind,
  parseSolType,
  type ReportIndex,
  type SolType,
} from "@contract-platform/converter/scenario-test";

/** Where a value is decoded: the report (enums, structs), the section first, address names. */
export interface DecodeContext {
  index: ReportIndex;
  section?: ContractReport;
  /** bech32 address → `@name`, when the scenario names it. */
  nameOf: (address: string) => string | undefined;
}

/**
 * A value in the crate's JSON encoding (converter.md) back in the scenario encoding: numbers and
 * wide integers as decimal strings, bech32 addresses as `@name` (`""` is `@zero`), hex as `0x`
 * hex, enum variant names as ordinals, structs as arrays in field order.
 */
export function decodeCrateValue(
  value: unknown,
  type: string,
  json: JsonKind | undefined,
  ctx: DecodeContext,
): ScenarioValue {
  return decode(value, parseSolType(type), json, ctx);
}

/** An event attribute (text; arrays and structs as JSON text) back in the scenario encoding. */
export function decodeAttributeValue(
  text: string,
  type: string,
  json: JsonKind | undefined,
  ctx: DecodeContext,
): ScenarioValue {
  const t = parseSolType(type);
  if (t.kind === "array" || t.kind === "struct" || t.kind === "tuple") {
    try {
      return decode(JSON.parse(text), t, json, ctx);
    } catch {
      return text;
    }
  }
  if (t.kind === "bool") return text === "true" ? true : text === "false" ? false : text;
  return decode(text, t, json, ctx);
}

function decode(
  value: unknown,
  t: SolType,
  json: JsonKind | undefined,
  ctx: DecodeContext,
): ScenarioValue {
  switch (t.kind) {
    case "bool":
      return typeof value === "boolean" ? value : String(value);
    case "int":
      return typeof value === "number" || typeof value === "string"
        ? String(value)
        : JSON.stringify(value);
    case "address": {
      if (value === "") return "@zero";
      const text = String(value);
      return ctx.nameOf(text) ?? text;
    }
    case "bytes":
      return typeof value === "string" ? `0x${value.toLowerCase()}` : JSON.stringify(value);
    case "string":
      return typeof value === "string" ? value : JSON.stringify(value);
    case "enum": {
      const name = json && typeof json === "object" && "enum" in json ? json.enum : t.name;
      const decl = ctx.index.enumOf(name, ctx.section);
      const variant = decl?.variants.find((v) => v.json === value);
      return variant ? String(variant.ordinal) : String(value);
    }
    case "struct": {
      const name = json && typeof json === "object" && "struct" in json ? json.struct : t.name;
      const decl = ctx.index.structOf(name, ctx.section);
      if (!decl || value === null || typeof value !== "object") return JSON.stringify(value);
      const fields = value as Record<string, unknown>;
      return decl.fields.map((f) => decode(fields[f.field], parseSolType(f.type), f.json, ctx));
    }
    case "array": {
      if (!Array.isArray(value)) return JSON.stringify(value);
      const of = json && typeof json === "object" && "array" in json ? json.array : undefined;
      return value.map((v) => decode(v, t.of, of, ctx));
    }
    case "tuple":
      if (!Array.isArray(value)) return JSON.stringify(value);
      return value.map((v, i) => decode(v, t.items[i], undefined, ctx));
    case "other":
      return typeof value === "string" ? value : JSON.stringify(value);
  }
}
