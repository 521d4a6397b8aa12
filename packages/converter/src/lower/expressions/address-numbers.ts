import type { SolType } from "../../model/sol-type.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { type Expr, P, refOf, wrap } from "./rust-expr.ts";

// Addresses as 20-byte numbers (ADR 184): a bech32 address is its canonical bytes, so an address
// literal (`0x5B38…`) and `address(uint160(x))` are the bech32 address of those 20 bytes on the
// chain, and `uint160(a)` reads them back (`bytes20` alike). An address of another length (32-byte contract
// addresses) has no uint160 and fails at run time.

/** `0x5B38…` of type address: the bech32 address of its 20 bytes. */
export function lowerAddressLiteral(fl: LoweringContext, hex: string, type: SolType): Expr {
  fl.unit.helpers.add("address_literal");
  fl.used.deps = true;
  return { code: `address_literal(deps.api, "${hex}")?`, prec: P.ATOM, owned: true, type };
}

/** A call of the address helper `helper` (which reads the chain's address format) on `arg`. */
function addressHelperCall(fl: LoweringContext, helper: string, arg: string, type: SolType): Expr {
  fl.unit.helpers.add(helper);
  fl.used.deps = true;
  return { code: `${helper}(deps.api, ${arg})?`, prec: P.ATOM, owned: true, type };
}

/** `address(x)` of a `uint160` value. */
export function lowerAddressFromUint160(fl: LoweringContext, value: Expr, type: SolType): Expr {
  return addressHelperCall(fl, "address_from_uint160", value.code, type);
}

/** `uint160(a)` of an address. */
export function lowerUint160FromAddress(fl: LoweringContext, addr: Expr): Expr {
  return addressHelperCall(fl, "address_to_uint160", refOf(wrap(addr, P.UNARY)), {
    k: "uint",
    bits: 160,
  });
}

/** `uint256(uint160(a))` used as an opaque word (ADR 244): `a`'s canonical bytes, left-padded. */
export function lowerAddressWord(fl: LoweringContext, addr: Expr): Expr {
  return addressHelperCall(fl, "address_to_word", refOf(wrap(addr, P.UNARY)), {
    k: "uint",
    bits: 256,
  });
}

/** `address(uint160(w))` of a word `w` taken straight from a `bytes32` (ADR 244). */
export function lowerAddressFromWord(fl: LoweringContext, word: Expr, type: SolType): Expr {
  return addressHelperCall(fl, "address_from_word", word.code, type);
}

/** `address(b)` of a `bytes20` value. */
export function lowerAddressFromBytes20(fl: LoweringContext, value: Expr, type: SolType): Expr {
  return addressHelperCall(fl, "address_from_bytes20", refOf(wrap(value, P.UNARY)), type);
}

/** `bytes20(a)` of an address. */
export function lowerBytes20FromAddress(fl: LoweringContext, addr: Expr): Expr {
  return addressHelperCall(fl, "address_to_bytes20", refOf(wrap(addr, P.UNARY)), {
    k: "fixedbytes",
    n: 20,
  });
}
