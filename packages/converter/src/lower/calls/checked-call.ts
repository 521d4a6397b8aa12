import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseSrc, sliceBytes } from "../../frontend/source-position.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { requireError, revertError } from "../statements/revert-errors.ts";
import { Unsupported } from "../unsupported.ts";
import { classifyCall } from "./classify-call.ts";
import { externalExecuteLines } from "./external-execute.ts";

// A state-changing call whose `bool` result is checked (`require(token.transfer(..))`): checked in
// `reply`.

/**
 * For `bool ok = call(...)`: the one statement that uses `ok`, when it is `require(ok, ..)` or
 * `if (!ok) revert ..` and nothing can return before it, with the error it raises.
 */
export function checkedUse(
  fl: LoweringContext,
  declId: number,
  rest: AstNode[],
): { stmt: AstNode; error: string } | null {
  const refs = (n: AstNode) => {
    let found = false;
    walk(n, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
    });
    return found;
  };
  const isOk = (n: AstNode | null | undefined) =>
    n?.nodeType === "Identifier" && n.referencedDeclaration === declId;
  const at = rest.findIndex(refs);
  if (at < 0 || rest.slice(at + 1).some(refs)) return null;
  for (const before of rest.slice(0, at)) {
    let exits = false;
    walk(before, (x) => {
      if (["Return", "Break", "Continue"].includes(x.nodeType)) exits = true;
    });
    if (exits) return null;
  }
  const stmt = rest[at];
  if (stmt.nodeType === "ExpressionStatement" && stmt.expression.nodeType === "FunctionCall") {
    const call = stmt.expression;
    const c = classifyCall(call, fl.unit.nodes);
    const args: AstNode[] = call.arguments;
    if (c.kind !== "builtin" || c.name !== "require" || !isOk(args[0])) return null;
    if (args[1] && refs(args[1])) return null;
    return { stmt, error: requireError(fl, args[1] ?? null) };
  }
  if (stmt.nodeType === "IfStatement" && !stmt.falseBody) {
    const cond = stmt.condition;
    if (cond.nodeType !== "UnaryOperation" || cond.operator !== "!" || !isOk(cond.subExpression))
      return null;
    if (refs(stmt.trueBody)) return null;
    const error = revertError(fl, stmt.trueBody);
    return error === null ? null : { stmt, error };
  }
  return null;
}

/** Whether `e` is a state-changing call to another contract returning one `bool`. */
export function isCheckableCall(fl: LoweringContext, e: AstNode | null | undefined): boolean {
  if (e?.nodeType !== "FunctionCall" || fl.exprOverrides.has(e.id)) return false;
  const c = classifyCall(e, fl.unit.nodes);
  if (c.kind !== "external") return false;
  const decl = c.fn;
  if (["view", "pure"].includes(decl.stateMutability)) return false;
  const rets: AstNode[] = decl.returnParameters?.parameters ?? [];
  return rets.length === 1 && rets[0].typeDescriptions?.typeString === "bool";
}

/**
 * `require(call, msg)` / `if (!call) revert E();` on a state-changing call returning `bool`: the
 * call becomes a `SubMsg::reply_on_success` and `reply` raises the same error when it returned
 * `false`. The error is fixed when the message is queued, so it cannot depend on values.
 */
export function checkedCall(
  fl: LoweringContext,
  call: AstNode,
  error: string,
  at: AstNode,
): string[] {
  if (/[({]/.test(error.replace(/^ContractError::\w+/, ""))) {
    const c = classifyCall(call, fl.unit.nodes) as { fn: AstNode };
    throw new Unsupported(
      "SOL2CW-E018",
      at,
      `an error with computed arguments raised on a false result of ${c.fn.name}() (the result is checked in reply, after this handler's values are gone)`,
    );
  }
  const r = parseSrc(call.src);
  const text = sliceBytes(fl.unit.source, r.start, r.end).replace(/\s+/g, " ");
  return externalExecuteLines(fl, call, { error, what: text });
}
