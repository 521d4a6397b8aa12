import { defaultValue, isNativeInt, rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { evalConst } from "../eval-const.ts";
import { hasFrom, intLiteral, isOddWidth, typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { type Expr, owned, P, wrap } from "./rust-expr.ts";

// Implicit conversions (literal to a typed value, widening) and integer re-typing at another
// width.

/** Implicit conversion of `e` to `to`. */
export function convertImplicitly(fl: LoweringContext, e: Expr, to: SolType, node?: AstNode): Expr {
  const from = e.type;
  if (to.k === "uint" || to.k === "int") {
    if (from.k === "intconst") {
      const v = node ? evalConst(node, fl.unit) : null;
      if (v === null) return { ...e, type: to };
      return {
        code: intLiteral(v, to),
        prec: v < 0n && isNativeInt(rustType(to)) ? P.UNARY : P.ATOM,
        owned: true,
        type: to,
      };
    }
    if ((from.k === "uint" || from.k === "int") && rustType(from) !== rustType(to)) {
      if (hasFrom(from, to))
        return { code: `${rustType(to)}::from(${e.code})`, prec: P.ATOM, owned: true, type: to };
      return castInt(fl, e, to);
    }
    if (from.k === "uint" || from.k === "int") return { ...e, type: to };
  }
  if (to.k === "fixedbytes" && from.k === "intconst") {
    const v = node ? evalConst(node, fl.unit) : null;
    if (v !== null && v >= 0n) {
      const hex = v
        .toString(16)
        .padStart(to.n * 2, "0")
        .slice(-to.n * 2);
      const code =
        v === 0n ? `HexBinary::from(vec![0u8; ${to.n}])` : `HexBinary::from_hex("${hex}")?`;
      return { code, prec: P.ATOM, owned: true, type: to };
    }
  }
  if ((to.k === "string" || to.k === "bytes" || to.k === "fixedbytes") && from.k === "strlit") {
    return { ...e, type: to };
  }
  if (to.k === "fixedbytes" && from.k === "fixedbytes" && from.n < to.n) {
    // `bytes2 b = a1;`: widening pads with zero bytes on the right
    return {
      code: `HexBinary::from({ let mut b = ${wrap(e, P.ATOM)}.to_vec(); b.resize(${to.n}, 0); b })`,
      prec: P.ATOM,
      owned: true,
      type: to,
    };
  }
  if (to.k === "array" && from.k === "array") return convertArray(fl, e, to, from);
  return e;
}

/**
 * An array copied into an array of another element type or length (`uint256[] = uint64[]`,
 * `bytes2[32] = bytes1[10]`): each element converted, a longer fixed-size target filled up with
 * zero values, as the EVM clears the target's leftover tail.
 */
function convertArray(
  fl: LoweringContext,
  e: Expr,
  to: SolType & { k: "array" },
  from: SolType & { k: "array" },
): Expr {
  const elem = convertImplicitly(
    fl,
    { code: "x", prec: P.ATOM, owned: true, type: from.elem },
    to.elem,
  );
  const converts = elem.code !== "x";
  const pads = to.len !== null && (from.len === null || from.len < to.len);
  if (!converts && !pads) return { ...e, type: to };
  let code = owned(e);
  if (converts) {
    const fn = /^([\w:]+)\(x\)$/.exec(elem.code)?.[1];
    code = fn
      ? `${wrap({ ...e, code }, P.ATOM)}.into_iter().map(${fn}).collect::<Vec<_>>()`
      : elem.code.includes("?")
        ? `${wrap({ ...e, code }, P.ATOM)}.into_iter().map(|x| Ok(${elem.code})).collect::<Result<Vec<_>, ContractError>>()?`
        : `${wrap({ ...e, code }, P.ATOM)}.into_iter().map(|x| ${elem.code}).collect::<Vec<_>>()`;
  }
  if (pads) {
    const zero = defaultValue(to.elem, (x) => fl.unit.enumFirst(x));
    code = `{ let mut v = ${code}; v.resize(${to.len}, ${zero}); v }`;
  }
  return { code, prec: P.ATOM, owned: true, type: to };
}

export function castInt(fl: LoweringContext, e: Expr, to: SolType): Expr {
  const from = e.type as { k: "uint" | "int"; bits: number };
  const t = to as { k: "uint" | "int"; bits: number };
  if (rustType(from) === rustType(t) && !isOddWidth(t) && from.k === t.k) return { ...e, type: to };
  const ft = typeTag(from);
  const tt = typeTag(t);
  fl.unit.helpers.add(`to_word_${ft}`);
  fl.unit.helpers.add(`from_word_${tt}`);
  return {
    code: `from_word_${tt}(to_word_${ft}(${e.code}))`,
    prec: P.ATOM,
    owned: true,
    type: to,
  };
}
