import type { SolType } from "../../model/sol-type.ts";
import type { ContractUnit } from "../contract-unit.ts";
import { emptyNeeds, mergeNeeds, type Needs } from "../needs.ts";
import { functionValueCandidates } from "./function-value-targets.ts";

/**
 * The Rust fn that runs the function a value of type `pointer` names (one per value type,
 * registered on first use), and the context it needs: all its candidates need together.
 */
export function functionDispatcher(
  unit: ContractUnit,
  pointer: Extract<SolType, { k: "function" }>,
): { name: string; needs: Needs } {
  const key = `${pointer.params}|${pointer.returns}|${pointer.mutability}`;
  let known = unit.functionDispatchers.get(key);
  if (!known) {
    known = { name: unit.reserveName("call_function"), type: pointer };
    unit.functionDispatchers.set(key, known);
  }
  const needs = emptyNeeds();
  for (const t of functionValueCandidates(unit, pointer)) mergeNeeds(needs, unit.needs(t.fn.id));
  return { name: known.name, needs };
}
