import type { ScenarioValue } from "@contract-platform/converter/scenario";
import type { FunctionReport } from "@contract-platform/converter/scenario-test";
import { type DecodeContext, decodeCrateValue } from "./decode-crate-value.ts";

/**
 * A function's answer (query response or execute data, already parsed JSON) as the list of its
 * return values in the scenario encoding: one value, an object keyed by the returns' fields, or
 * nothing (response shapes of conversion.json).
 */
export function decodeReturns(
  fn: FunctionReport | undefined,
  value: unknown,
  ctx: DecodeContext,
): ScenarioValue[] {
  if (!fn || fn.returns.length === 0) return [];
  if (fn.response.shape === "object" || fn.returns.length > 1) {
    const object = (value ?? {}) as Record<string, unknown>;
    return fn.returns.map((r, i) =>
      decodeCrateValue(object[r.field ?? (r.name || `ret${i}`)], r.type, r.json, ctx),
    );
  }
  return [decodeCrateValue(value, fn.returns[0].type, fn.returns[0].json, ctx)];
}
