import type { AstNode } from "../frontend/ast.ts";
import { parseType } from "../model/sol-type.ts";
import { intRange } from "./int-code.ts";

interface ConstScope {
  nodes: Map<number, AstNode>;
}

const UNITS: Record<string, bigint> = {
  wei: 1n,
  gwei: 10n ** 9n,
  ether: 10n ** 18n,
  seconds: 1n,
  minutes: 60n,
  hours: 3600n,
  days: 86400n,
  weeks: 604800n,
};

/** The exact value of a compile-time integer expression (solc abbreviates long ones in types). */
export function evalConst(e: AstNode, scope: ConstScope, depth = 0): bigint | null {
  if (depth > 50) return null;
  const ts: string = e.typeDescriptions?.typeString ?? "";
  const full = /^int_const (-?\d+)$/.exec(ts);
  if (full) return BigInt(full[1]);
  switch (e.nodeType) {
    case "Literal": {
      if (e.kind !== "number") return null;
      const v = parseNumber(String(e.value));
      if (v === null) return null;
      const unit = e.subdenomination ? UNITS[e.subdenomination] : 1n;
      return unit === undefined ? null : rationalToInt(v.num * unit, v.den);
    }
    case "TupleExpression":
      return e.components?.length === 1 ? evalConst(e.components[0], scope, depth + 1) : null;
    case "UnaryOperation": {
      const v = evalConst(e.subExpression, scope, depth + 1);
      if (v === null) return null;
      if (e.operator === "-") return -v;
      return null;
    }
    case "BinaryOperation": {
      const a = evalConst(e.leftExpression, scope, depth + 1);
      const b = evalConst(e.rightExpression, scope, depth + 1);
      if (a === null || b === null) return null;
      switch (e.operator) {
        case "+":
          return a + b;
        case "-":
          return a - b;
        case "*":
          return a * b;
        case "/":
          return b === 0n ? null : a / b;
        case "%":
          return b === 0n ? null : a % b;
        case "**":
          return b < 0n || b > 4096n ? null : a ** b;
        case "<<":
          return b > 4096n ? null : a << b;
        case ">>":
          return a >> b;
        case "&":
          return a & b;
        case "|":
          return a | b;
        case "^":
          return a ^ b;
        default:
          return null;
      }
    }
    case "Identifier":
    case "MemberAccess": {
      if (e.nodeType === "MemberAccess" && (e.memberName === "max" || e.memberName === "min")) {
        const base = e.expression;
        if (base.nodeType === "FunctionCall" && base.expression?.name === "type") {
          const t = parseType(
            base.arguments[0]?.typeDescriptions?.typeString?.replace(/^type\((.*)\)$/, "$1"),
          );
          if (t.k === "uint" || t.k === "int") {
            const r = intRange(t);
            return e.memberName === "max" ? r.max : r.min;
          }
        }
      }
      const decl = scope.nodes.get(e.referencedDeclaration);
      if (decl?.nodeType === "VariableDeclaration" && decl.constant && decl.value) {
        const t = parseType(decl.typeDescriptions?.typeString);
        if (t.k !== "uint" && t.k !== "int") return null;
        return evalConst(decl.value, scope, depth + 1);
      }
      return null;
    }
    default:
      return null;
  }
}

function parseNumber(text: string): { num: bigint; den: bigint } | null {
  const s = text.replaceAll("_", "");
  if (/^0x[0-9a-fA-F]+$/.test(s)) return { num: BigInt(s), den: 1n };
  const m = /^(\d*)(?:\.(\d*))?(?:[eE](-?\d+))?$/.exec(s);
  if (!m) return null;
  const intPart = m[1] || "0";
  const frac = m[2] ?? "";
  const exp = Number(m[3] ?? "0");
  let num = BigInt(intPart + frac);
  let den = 10n ** BigInt(frac.length);
  if (exp >= 0) num *= 10n ** BigInt(exp);
  else den *= 10n ** BigInt(-exp);
  return { num, den };
}

function rationalToInt(num: bigint, den: bigint): bigint | null {
  if (num % den !== 0n) return null;
  return num / den;
}
