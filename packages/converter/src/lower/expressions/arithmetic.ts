import { isNativeInt, rustType } from "../../emit/rust-types.ts";
import type { SolType } from "../../model/sol-type.ts";
import { isOddWidth, PANIC_DIV_ZERO, PANIC_OVERFLOW, typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { contractResult } from "./contract-result.ts";
import { type Expr, P, wrap } from "./rust-expr.ts";

// Arithmetic at the declared width: checked (Panic 0x11 / 0x12), or wrapping inside `unchecked`.

/** Checked (or, in `unchecked`, wrapping) arithmetic at the declared width. */
export function arith(fl: LoweringContext, op: string, l: Expr, r: Expr, t: SolType): Expr {
  const name = { "+": "add", "-": "sub", "*": "mul", "/": "div", "%": "rem" }[op];
  if (!name) throw new Unsupported("SOL2CW-E013", null, `the operator ${op}`);
  return arithRaw(fl, name, l, r.code, t);
}

export function arithRaw(fl: LoweringContext, name: string, l: Expr, r: string, t: SolType): Expr {
  if (t.k !== "uint" && t.k !== "int")
    throw new Unsupported("SOL2CW-E013", null, `arithmetic on ${t.k}`);
  const rt = rustType(t);
  const native = isNativeInt(rt);
  const lw = wrap(l, P.ATOM);
  const tag = typeTag(t);
  const odd = isOddWidth(t);
  if (name === "div" || name === "rem") {
    fl.unit.usePanic(0x12);
    let code: string;
    if (t.k === "int" && (name === "rem" || fl.uncheckedDepth > 0)) {
      // Solidity: min % -1 is 0; min / -1 wraps inside `unchecked`
      const fn = `${name === "rem" ? "signed_rem" : "wrapping_div"}_${tag}`;
      fl.unit.helpers.add(fn);
      return {
        code: contractResult(fl, `${fn}(${l.code}, ${r})?`),
        prec: P.ATOM,
        owned: true,
        type: t,
      };
    }
    if (!native) code = `${lw}.checked_${name}(${r})?`;
    else if (t.k === "uint")
      code = contractResult(fl, `${lw}.checked_${name}(${r}).ok_or(${PANIC_DIV_ZERO})?`);
    else {
      fl.unit.usePanic(0x11);
      code = contractResult(
        fl,
        `${lw}.checked_${name}(${r}).ok_or(if ${r} == 0 { ${PANIC_DIV_ZERO} } else { ${PANIC_OVERFLOW} })?`,
      );
    }
    if (odd && t.k === "int") {
      fl.unit.helpers.add(`check_${tag}`);
      code = contractResult(fl, `check_${tag}(${code})?`);
    }
    return { code, prec: P.ATOM, owned: true, type: t };
  }
  if (fl.uncheckedDepth > 0) {
    let code = `${lw}.wrapping_${name}(${r})`;
    if (odd) {
      fl.unit.helpers.add(`wrap_${tag}`);
      code = `wrap_${tag}(${code})`;
    }
    return { code, prec: P.ATOM, owned: true, type: t };
  }
  fl.unit.usePanic(0x11);
  let code = native
    ? contractResult(fl, `${lw}.checked_${name}(${r}).ok_or(${PANIC_OVERFLOW})?`)
    : `${lw}.checked_${name}(${r})?`;
  if (odd) {
    fl.unit.helpers.add(`check_${tag}`);
    code = contractResult(fl, `check_${tag}(${code})?`);
  }
  return { code, prec: P.ATOM, owned: true, type: t };
}
