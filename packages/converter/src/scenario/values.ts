import type { ScenarioValue } from "./schema.ts";

/** The value that matches anything in an expectation. */
export const WILDCARD = "*";

export function isWildcard(value: unknown): boolean {
  return value === WILDCARD;
}

export { RESERVED_REFS, refName } from "@contract-platform/api";

export interface ParsedSignature {
  name: string;
  /** Parameter types as written, top-level split (tuple types keep their parentheses). */
  params: string[];
}

/** Splits `f(uint256,(address,bool)[],bytes)` into its name and top-level parameter types. */
export function parseSignature(signature: string): ParsedSignature {
  const open = signature.indexOf("(");
  if (open <= 0 || !signature.endsWith(")")) {
    throw new Error(`'${signature}' is not a full signature like f(uint256)`);
  }
  const name = signature.slice(0, open).trim();
  return { name, params: splitTopLevel(signature.slice(open + 1, -1)) };
}

/** Splits a comma-separated type list at depth 0 (`uint256,(a,b),c` → three entries). */
export function splitTopLevel(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of list) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      out.push(current.trim());
      current = "";
    } else {
      current += ch;
    }
  }
  if (current.trim() !== "" || out.length > 0) out.push(current.trim());
  if (depth !== 0) throw new Error(`unbalanced parentheses in '${list}'`);
  return out;
}

const INTEGER = /^-?[0-9]+$/;

/**
 * Deep comparison of an expected scenario value with an actual one already in scenario encoding:
 * `"*"` matches anything, integers compare numerically, hex and addresses case-insensitively.
 */
export function valuesMatch(expected: ScenarioValue, actual: ScenarioValue): boolean {
  if (isWildcard(expected)) return true;
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return false;
    if (expected.length !== actual.length) return false;
    return expected.every((e, i) => valuesMatch(e, actual[i]));
  }
  if (typeof expected === "boolean" || typeof actual === "boolean") {
    return expected === actual;
  }
  const e = String(expected);
  const a = String(actual);
  if (INTEGER.test(e) && INTEGER.test(a)) return BigInt(e) === BigInt(a);
  if (e.startsWith("0x") && a.startsWith("0x")) return e.toLowerCase() === a.toLowerCase();
  return e === a;
}

/** Compact rendering of values for failure messages. */
export function formatValue(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
}
