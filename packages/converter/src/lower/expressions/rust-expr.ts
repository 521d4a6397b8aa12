import { isCopy } from "../../emit/rust-types.ts";
import type { SolType } from "../../model/sol-type.ts";

// The lowered form of an expression (Rust code, precedence, ownership, Solidity type) and helpers
// on its code.

/** A lowered Rust expression. `owned`: a fresh value (no clone needed to move it). */
export interface Expr {
  code: string;
  prec: number;
  owned: boolean;
  type: SolType;
}

/** Rust operator precedences, to parenthesise only where needed. */
export const P = {
  ATOM: 100,
  UNARY: 90,
  AS: 85,
  MUL: 80,
  ADD: 70,
  SHIFT: 60,
  BITAND: 50,
  XOR: 45,
  BITOR: 40,
  CMP: 30,
  AND: 20,
  OR: 10,
  IF: 5,
};

/** `e`'s code, parenthesised when it binds looser than `min`. */
export function wrap(e: Expr, min: number): string {
  return e.prec < min ? `(${e.code})` : e.code;
}

/** The expression as an owned value (cloned when it names a non-Copy place). */
export function owned(e: Expr): string {
  if (e.owned || isCopy(e.type) || e.type.k === "intconst") return e.code;
  if (e.code.startsWith("*") && /^\*[a-z_]+$/.test(e.code)) return `${e.code.slice(1)}.clone()`;
  return `${wrap(e, P.ATOM)}.clone()`;
}

/** A plain local or field path (no calls): can be used twice without evaluating anything. */
export function isSimplePlace(e: Expr): boolean {
  return !e.owned && /^\*?[a-z_][\w]*(\.[a-z_][\w]*)*$/.test(e.code);
}

export function isLiteralCode(code: string): boolean {
  return /^(\d+[ui]\d+|Uint\d+::(zero|one|MAX)\(\)|Uint\d+::(new|from_u128)\(\d+\)|true|false)$/.test(
    code,
  );
}

/** A shared borrow of `e`: `&x`, or `r` itself when `e` is `*r` (a reference already). */
export function borrow(e: Expr): string {
  if (/^\*[a-z_]\w*$/.test(e.code)) return e.code.slice(1);
  return `&${wrap(e, P.UNARY)}`;
}

/** A reference to the place `code` names (`*r` → `r`, `x` → `&x`). */
export function refOf(code: string): string {
  if (code.startsWith("*")) return code.slice(1);
  return `&${code}`;
}
