import type { AstNode } from "../../frontend/ast.ts";
import { evalConst } from "../eval-const.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { type Expr, P, refOf, wrap } from "./rust-expr.ts";

// `addr.code.length` compared with zero ("is this a contract?"): a contract-info query. CosmWasm
// tells whether a contract is instantiated at an address, not the size of its code, so other uses
// of `.code` stay refused (SOL2CW-E007).

/** The address expression of `<addr>.code.length`, or null. */
export function codeLengthBase(e: AstNode): AstNode | null {
  if (e.nodeType !== "MemberAccess" || e.memberName !== "length") return null;
  const code = e.expression;
  if (code?.nodeType !== "MemberAccess" || code.memberName !== "code") return null;
  return /^address/.test(code.expression.typeDescriptions?.typeString ?? "")
    ? code.expression
    : null;
}

/**
 * `a.code.length > 0` (or `!= 0`, `>= 1`, and `== 0`, `<= 0`, `< 1`, either way round) as
 * `is_contract(deps, &a)` or its negation; null for any other comparison.
 */
export function lowerCodeLengthComparison(fl: LoweringContext, e: AstNode): Expr | null {
  const op: string = e.operator;
  let base = codeLengthBase(e.leftExpression);
  let other = e.rightExpression;
  let flipped = false;
  if (!base) {
    base = codeLengthBase(e.rightExpression);
    other = e.leftExpression;
    flipped = true;
  }
  if (!base) return null;
  const k = evalConst(other, fl.unit);
  if (k !== 0n && k !== 1n) return null;
  // written as `length OP k`
  const mirror: Record<string, string> = { "<": ">", ">": "<", "<=": ">=", ">=": "<=" };
  const o = flipped ? (mirror[op] ?? op) : op;
  const contract = k === 0n ? o === ">" || o === "!=" : o === ">=";
  const notContract = k === 0n ? o === "==" || o === "<=" : o === "<";
  if (!contract && !notContract) return null;
  fl.unit.helpers.add("is_contract");
  const addr = fl.expr(base);
  const code = `is_contract(${fl.depsRef()}, ${refOf(wrap(addr, P.UNARY))})`;
  return contract
    ? { code, prec: P.ATOM, owned: true, type: { k: "bool" } }
    : { code: `!${code}`, prec: P.UNARY, owned: true, type: { k: "bool" } };
}
