import { isNativeInt, rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { isAddressLike, parseType, type SolType } from "../../model/sol-type.ts";
import { hashInput } from "../abi/hash-input.ts";
import { isZeroAddress } from "../ast-queries.ts";
import { evalConst } from "../eval-const.ts";
import { typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { arith, arithRaw } from "./arithmetic.ts";
import { lowerCodeLengthComparison } from "./code-length.ts";
import { type Expr, isSimplePlace, P, refOf, wrap } from "./rust-expr.ts";

// Binary operators: `&&`/`||`, comparisons, arithmetic, bit operations and shifts.

export function lowerBinaryOperation(fl: LoweringContext, e: AstNode, type: SolType): Expr {
  const op: string = e.operator;
  if (op === "&&" || op === "||") {
    const l = fl.expr(e.leftExpression, { k: "bool" });
    fl.conditionalDepth++;
    const r = fl.expr(e.rightExpression, { k: "bool" });
    fl.conditionalDepth--;
    const p = op === "&&" ? P.AND : P.OR;
    return {
      code: `${wrap(l, p)} ${op} ${wrap(r, p + 1)}`,
      prec: p,
      owned: true,
      type: { k: "bool" },
    };
  }
  const common = parseType(e.commonType?.typeString);
  if (["==", "!=", "<", ">", "<=", ">="].includes(op)) {
    const hashCmp = hashComparison(fl, e);
    if (hashCmp) return hashCmp;
    const codeCheck = lowerCodeLengthComparison(fl, e);
    if (codeCheck) return codeCheck;
    const ct =
      common.k === "other" ? parseType(e.leftExpression.typeDescriptions?.typeString) : common;
    let l = fl.expr(e.leftExpression, ct);
    let r = fl.expr(e.rightExpression, ct);
    if (isAddressLike(ct) && (op === "==" || op === "!=")) {
      const zl = isZeroAddress(e.leftExpression);
      const zr = isZeroAddress(e.rightExpression);
      if (zl || zr) {
        fl.unit.helpers.add("is_zero_address");
        const other = zr ? l : r;
        const code = `is_zero_address(${refOf(wrap(other, P.UNARY))})`;
        return {
          code: op === "==" ? code : `!${code}`,
          prec: op === "==" ? P.ATOM : P.UNARY,
          owned: true,
          type: { k: "bool" },
        };
      }
    }
    const atZero = unsignedZeroComparison(l, op, r);
    if (atZero) return atZero;
    if (ct.k === "fixedbytes" && (op === "==" || op === "!=")) {
      // `x == bytes4(0)`: HexBinary compares with the zero bytes themselves (clippy's cmp_owned)
      const zeros = (x: Expr) => /^HexBinary::from\((vec!\[0u8; \d+\])\)$/.exec(x.code)?.[1];
      const lz = zeros(l);
      const rz = zeros(r);
      if (rz && !lz) r = { ...r, code: rz };
      else if (lz && !rz) l = { ...l, code: lz };
    }
    return {
      code: `${wrap(l, P.CMP + 1)} ${op} ${wrap(r, P.CMP + 1)}`,
      prec: P.CMP,
      owned: true,
      type: { k: "bool" },
    };
  }
  const t = common.k === "other" ? type : common;
  const l = fl.expr(e.leftExpression, op === "**" || op === "<<" || op === ">>" ? t : t);
  return lowerBinary(fl, op, l, e.rightExpression, t, e);
}

/**
 * A Rust primitive unsigned integer compared with zero at the bottom of its range: `x <= 0` is
 * `x == 0`, and `x < 0` / `x >= 0` have a fixed answer (the operand is still evaluated). Clippy's
 * deny-by-default `absurd_extreme_comparisons` refuses the literal forms.
 */
function unsignedZeroComparison(l: Expr, op: string, r: Expr): Expr | null {
  const zero = (x: Expr) => /^0u(8|16|32|64|128)$/.test(x.code);
  const unsigned = (x: Expr) => x.type.k === "uint" && /^u\d+$/.test(rustType(x.type));
  // written with zero on the right: `0 >= x` is `x <= 0`
  const flip: Record<string, string> = { "<": ">", ">": "<", "<=": ">=", ">=": "<=" };
  let [x, o, z] = [l, op, r.code];
  if (zero(l) && unsigned(r)) [x, o, z] = [r, flip[op] ?? op, l.code];
  else if (!(zero(r) && unsigned(l))) return null;
  const bool = { owned: true, type: { k: "bool" } as SolType };
  if (o === "<=") return { code: `${wrap(x, P.CMP + 1)} == ${z}`, prec: P.CMP, ...bool };
  if (o === "<" || o === ">=") {
    const answer = o === ">=" ? "true" : "false";
    if (isSimplePlace(x) || x.code.match(/^\w+$/)) return { code: answer, prec: P.ATOM, ...bool };
    return { code: `{ let _ = ${x.code}; ${answer} }`, prec: P.ATOM, ...bool };
  }
  return null;
}

/** `keccak256(a) == keccak256(b)`: compares the hashed bytes directly (string equality idiom). */
function hashComparison(fl: LoweringContext, e: AstNode): Expr | null {
  if (e.operator !== "==" && e.operator !== "!=") return null;
  const isHash = (x: AstNode) =>
    x.nodeType === "FunctionCall" &&
    x.expression.nodeType === "Identifier" &&
    x.expression.name === "keccak256" &&
    x.expression.referencedDeclaration < 0;
  if (!isHash(e.leftExpression) || !isHash(e.rightExpression)) return null;
  let a = hashInput(fl, e.leftExpression.arguments[0]);
  let b = hashInput(fl, e.rightExpression.arguments[0]);
  // two packed byte vectors compare as they are, not through references to them
  const packed = /^&\[.*\]\.concat\(\)$/s;
  if (packed.test(a) && packed.test(b)) {
    a = a.slice(1);
    b = b.slice(1);
  }
  return { code: `${a} ${e.operator} ${b}`, prec: P.CMP, owned: true, type: { k: "bool" } };
}

/** Applies a binary arithmetic/bitwise operator with `l` already lowered. */
export function lowerBinary(
  fl: LoweringContext,
  op: string,
  l: Expr,
  rightNode: AstNode,
  t: SolType,
  node: AstNode,
): Expr {
  if (op === "**") {
    const rt = parseType(rightNode.typeDescriptions?.typeString);
    const c = evalConst(rightNode, fl.unit);
    let exp: string;
    if (c !== null) exp = `${c}`;
    else {
      const r = fl.expr(rightNode, rt.k === "intconst" ? { k: "uint", bits: 256 } : rt);
      const tag = typeTag(r.type);
      fl.unit.helpers.add(`exponent_${tag}`);
      exp = `exponent_${tag}(${r.code})?`;
    }
    return arithRaw(fl, "pow", l, exp, t);
  }
  if (op === "<<" || op === ">>") {
    const rt = parseType(rightNode.typeDescriptions?.typeString);
    const c = evalConst(rightNode, fl.unit);
    let amount: string;
    if (c !== null) amount = c > 0xffffffffn ? "u32::MAX" : `${c}`;
    else {
      const r = fl.expr(rightNode, rt);
      const tag = typeTag(r.type);
      fl.unit.helpers.add(`shift_amount_${tag}`);
      amount = `shift_amount_${tag}(${r.code})`;
    }
    if (t.k === "fixedbytes") {
      const fn = op === "<<" ? "shl_fixed_bytes" : "shr_fixed_bytes";
      fl.unit.helpers.add(fn);
      return {
        code: `${fn}(&${wrap(l, P.UNARY)}, ${amount})`,
        prec: P.ATOM,
        owned: true,
        type: t,
      };
    }
    const tag = typeTag(t);
    const fn = `${op === "<<" ? "shl" : "shr"}_${tag}`;
    fl.unit.helpers.add(fn);
    return { code: `${fn}(${l.code}, ${amount})`, prec: P.ATOM, owned: true, type: t };
  }
  const r = fl.expr(rightNode, t);
  if (op === "&" || op === "|" || op === "^") {
    const rt = rustType(t);
    if (isNativeInt(rt) || t.k === "bool") {
      const p = op === "&" ? P.BITAND : op === "|" ? P.BITOR : P.XOR;
      return {
        code: `${wrap(l, p)} ${op} ${wrap(r, p + 1)}`,
        prec: p,
        owned: true,
        type: t,
      };
    }
    if (t.k === "uint" || t.k === "int") {
      const fn = `${{ "&": "bitand", "|": "bitor", "^": "bitxor" }[op]}_${typeTag(t)}`;
      fl.unit.helpers.add(fn);
      return { code: `${fn}(${l.code}, ${r.code})`, prec: P.ATOM, owned: true, type: t };
    }
    if (t.k === "fixedbytes") {
      return {
        code: `HexBinary::from(${wrap(l, P.ATOM)}.iter().zip(${wrap(r, P.ATOM)}.iter()).map(|(x, y)| x ${op} y).collect::<Vec<u8>>())`,
        prec: P.ATOM,
        owned: true,
        type: t,
      };
    }
    throw new Unsupported("SOL2CW-E013", node, `the operator ${op} on ${t.k}`);
  }
  return arith(fl, op, l, r, t);
}
