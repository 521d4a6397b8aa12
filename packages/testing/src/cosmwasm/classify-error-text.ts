import type { ObservedRevert } from "@contract-platform/converter/scenario";
import type { ReportIndex } from "@contract-platform/converter/scenario-test";
import { type DecodeContext, decodeCrateValue } from "./decode-crate-value.ts";

const QUERY_ERROR_PREFIX = "Querier contract error: ";

/**
 * A CosmWasm error text as a revert in the scenario encoding (converter.md, "error texts"): a
 * custom error `Name` or `Name {json}` of the report becomes `{error, args}`; anything else (a
 * require message, `Panic(0x..)`, a rejected payment) stays text. A failure that crossed a query
 * keeps the queried contract's text.
 */
export function classifyErrorText(
  text: string,
  ctx: DecodeContext & { index: ReportIndex },
): ObservedRevert {
  const at = text.lastIndexOf(QUERY_ERROR_PREFIX);
  const error = at >= 0 ? text.slice(at + QUERY_ERROR_PREFIX.length) : text;
  const match = /^([A-Za-z_$][A-Za-z0-9_$]*)(?: (\{.*\}))?$/s.exec(error);
  if (!match) return error;
  const decl = ctx.index.customError(match[1], ctx.section);
  if (!decl) return error;
  const params = decl.params ?? [];
  if (match[2] === undefined) return params.length === 0 ? { error: match[1], args: [] } : error;
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(match[2]);
  } catch {
    return error;
  }
  return {
    error: match[1],
    args: params.map((p) => decodeCrateValue(fields[p.field], p.type, p.json, ctx)),
  };
}
