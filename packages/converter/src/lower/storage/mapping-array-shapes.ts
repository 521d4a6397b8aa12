import type { SolType } from "../../model/sol-type.ts";

// The state variable types kept as arrays of mappings (ADRs 0209, 0229): one map keyed by the
// mapping keys before the array, the element's index, then the element mapping's own keys.

/** `mapping(K => V)[]` or `[n]`, also as a (nested) mapping's value. */
export function endsInArrayOfMappings(type: SolType): boolean {
  let t = type;
  while (t.k === "mapping") t = t.value;
  return t.k === "array" && t.elem.k === "mapping";
}

/** `mapping(K => V)[][]`: a dynamic array of dynamic arrays of mappings. */
export function isArrayOfMappingArrays(type: SolType): boolean {
  return (
    type.k === "array" &&
    type.len === null &&
    type.elem.k === "array" &&
    type.elem.len === null &&
    type.elem.elem.k === "mapping"
  );
}
