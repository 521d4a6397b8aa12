import type { SolType } from "../model/sol-type.ts";

/**
 * Whether Rust's `Default` for the type of `t` is Solidity's zero value (`defaultValue`): then a
 * struct of such fields derives `Default` instead of spelling it out. Not for addresses (the empty
 * address is written out), enums (their first variant), `bytesN` and fixed-size arrays (zeros of
 * a length).
 */
export function defaultIsDerived(t: SolType): boolean {
  switch (t.k) {
    case "bool":
    case "uint":
    case "int":
    case "string":
    case "bytes":
    case "struct":
      return true;
    case "array":
      return t.len === null;
    default:
      return false;
  }
}
