import { isNativeInt, rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { lowerAssignment } from "../assignments/lower-assignment.ts";
import { lowerCall } from "../calls/lower-call.ts";
import { evalConst } from "../eval-const.ts";
import { intLiteral } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { lowerBinaryOperation } from "./binary-operation.ts";
import { blockExpression } from "./block-expression.ts";
import { lowerIdentifier } from "./identifier.ts";
import { convertImplicitly } from "./implicit-conversion.ts";
import { lowerIndexAccess } from "./index-access.ts";
import { lowerLiteral } from "./literal.ts";
import { lowerMemberAccess } from "./member-access.ts";
import { type Expr, owned, P, wrap } from "./rust-expr.ts";
import { lowerUnaryOperation } from "./unary-operation.ts";

// `lowerExpression`: a Solidity expression as a Rust `Expr`; dispatches on the node type.

export function lowerExpression(fl: LoweringContext, e: AstNode, want?: SolType): Expr {
  const raw = exprRaw(fl, e, want);
  return want ? convertImplicitly(fl, raw, want, e) : raw;
}

function exprRaw(fl: LoweringContext, e: AstNode, want?: SolType): Expr {
  const computed = fl.exprOverrides.get(e.id);
  if (computed) return computed;
  const type = parseType(e.typeDescriptions?.typeString);
  const isTypeBound =
    e.nodeType === "MemberAccess" &&
    (e.memberName === "max" || e.memberName === "min") &&
    e.expression?.nodeType === "FunctionCall";
  const constVal = type.k === "intconst" || isTypeBound ? evalConst(e, fl.unit) : null;
  if (isTypeBound && constVal !== null && (type.k === "uint" || type.k === "int")) {
    return { code: intLiteral(constVal, type), prec: P.ATOM, owned: true, type };
  }
  if (isTypeBound && type.k === "enum") {
    const members: AstNode[] = fl.unit.enumDef(type.name)?.members ?? [];
    const member = e.memberName === "min" ? members[0] : members[members.length - 1];
    if (!member) throw new Unsupported("SOL2CW-E013", e, `type(${type.name}).${e.memberName}`);
    return {
      code: `${type.name}::${fl.unit.enumVariant(type.name, member.name)}`,
      prec: P.ATOM,
      owned: true,
      type,
    };
  }
  if (constVal !== null && want?.k === "fixedbytes") {
    return convertImplicitly(
      fl,
      { code: "", prec: P.ATOM, owned: true, type: { k: "intconst", text: "" } },
      want,
      e,
    );
  }
  if (constVal !== null) {
    const target = want && (want.k === "uint" || want.k === "int") ? want : guessIntType(constVal);
    return {
      code: intLiteral(constVal, target),
      prec: constVal < 0n && isNativeInt(rustType(target)) ? P.UNARY : P.ATOM,
      owned: true,
      type: target,
    };
  }
  switch (e.nodeType) {
    case "Literal":
      return lowerLiteral(fl, e, type, want);
    case "Identifier":
      return lowerIdentifier(fl, e, type, want);
    case "MemberAccess":
      return lowerMemberAccess(fl, e, type);
    case "IndexAccess":
      return lowerIndexAccess(fl, e, type);
    case "FunctionCall":
      return lowerCall(fl, e, type, want);
    case "BinaryOperation":
      return lowerBinaryOperation(fl, e, type);
    case "UnaryOperation":
      return lowerUnaryOperation(fl, e, type);
    case "Conditional": {
      const c = fl.expr(e.condition, { k: "bool" });
      const t = want ?? type;
      fl.conditionalDepth++;
      const a = owned(fl.expr(e.trueExpression, t));
      const b = owned(fl.expr(e.falseExpression, t));
      fl.conditionalDepth--;
      return { code: `if ${c.code} { ${a} } else { ${b} }`, prec: P.IF, owned: true, type: t };
    }
    case "TupleExpression": {
      const comps: (AstNode | null)[] = e.components;
      if (comps.length === 1 && comps[0] && !e.isInlineArray) {
        const inner = fl.expr(comps[0], want);
        return inner;
      }
      if (e.isInlineArray) {
        // `[7, 8, 9]` stored as `uint256[]`: each element made at the wanted width
        const elem =
          want?.k === "array" && type.k === "array"
            ? want.elem
            : type.k === "array"
              ? type.elem
              : undefined;
        const items = comps.map((c) => owned(fl.expr(c!, elem)));
        const made = type.k === "array" && elem ? { ...type, elem } : type;
        return { code: `vec![${items.join(", ")}]`, prec: P.ATOM, owned: true, type: made };
      }
      const items = comps.map((c, i) => {
        const w = want?.k === "tuple" ? (want.items[i] ?? undefined) : undefined;
        return c ? owned(fl.expr(c, w)) : "()";
      });
      return { code: `(${items.join(", ")})`, prec: P.ATOM, owned: true, type };
    }
    case "Assignment": {
      // `x = y = v`: the inner assignment runs first; its value is what `y` then holds
      const assignThenRead = () => {
        fl.prelude[fl.prelude.length - 1].push(...lowerAssignment(fl, e));
        return fl.expr(e.leftHandSide, want);
      };
      const frame = fl.prelude[fl.prelude.length - 1];
      if (!frame || fl.conditionalDepth > 0) return blockExpression(fl, assignThenRead);
      return assignThenRead();
    }
    case "IndexRangeAccess": {
      // `x[start:end]` on calldata: a copy of the range; a range past the end fails the call
      const baseType = parseType(e.baseExpression.typeDescriptions?.typeString);
      const base = fl.expr(e.baseExpression);
      const u256: SolType = { k: "uint", bits: 256 };
      const start = e.startExpression ? fl.expr(e.startExpression, u256).code : "Uint256::zero()";
      const end = e.endExpression ? `Some(${fl.expr(e.endExpression, u256).code})` : "None";
      fl.unit.useSpecial("revert");
      fl.unit.helpers.add("slice_range");
      const view = baseType.k === "string" ? "as_bytes" : "as_slice";
      const code = `slice_range(${wrap(base, P.ATOM)}.${view}(), ${start}, ${end})?`;
      if (baseType.k === "string") {
        // a range of the string's UTF-8 bytes, read back as text as `string(b)` does
        const text = `String::from_utf8_lossy(&${code}).into_owned()`;
        return { code: text, prec: P.ATOM, owned: true, type: baseType };
      }
      return baseType.k === "bytes"
        ? { code: `HexBinary::from(${code})`, prec: P.ATOM, owned: true, type: baseType }
        : { code, prec: P.ATOM, owned: true, type: baseType };
    }
    case "ElementaryTypeNameExpression":
      throw new Unsupported("SOL2CW-E013", e, "a type used as a value");
    default:
      throw new Unsupported("SOL2CW-E013", e, `the expression ${e.nodeType}`);
  }
}

function guessIntType(v: bigint): { k: "uint" | "int"; bits: number } {
  if (v < 0n) return { k: "int", bits: 256 };
  return { k: "uint", bits: 256 };
}
