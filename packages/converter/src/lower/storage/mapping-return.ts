import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import type { ContractUnit } from "../contract-unit.ts";

/**
 * The mapping type an internal function returns as a location chosen at run time (`returns
 * (mapping(K => V) storage r)` with `r = a; .. r = b;`): the Rust fn returns the `<K>To<V>Ref`
 * value naming the map (ADR 0226). Null when the function returns no mapping, or when every place
 * it may return is in one variable, which it returns as keys instead (`storageReturn`).
 */
export function mappingReturnType(unit: ContractUnit, fn: AstNode): SolType | null {
  const rets: AstNode[] = fn.returnParameters?.parameters ?? [];
  if (rets.length !== 1 || rets[0].storageLocation !== "storage") return null;
  const t = parseType(rets[0].typeDescriptions?.typeString);
  if (t.k !== "mapping" || unit.storageReturn(fn)) return null;
  return t;
}
