import type { AstNode } from "../../frontend/ast.ts";
import { isConversionTo } from "./opaque-address-words.ts";

// `address(uint160(uint256(b)))` of a `bytes32` takes the word straight (ADR 244): the address
// is the word's canonical bytes, so a 32-byte address stored as an opaque word comes back whole.
// A `uint160` of a `uint256` (an unpacked field) keeps truncating to 20 bytes (ADR 184).

/** The word `uint256(b)` when `narrow` is `uint160(uint256(b))` of a `bytes32` `b`, else null. */
export function addressWordOf(narrow: AstNode): AstNode | null {
  if (!isConversionTo(narrow, "uint160")) return null;
  const wide = narrow.arguments[0];
  if (!isConversionTo(wide, "uint256")) return null;
  return wide.arguments[0]?.typeDescriptions?.typeString === "bytes32" ? wide : null;
}
