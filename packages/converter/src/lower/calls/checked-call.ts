import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseSrc, sliceBytes } from "../../frontend/source-position.ts";
import { placeWrittenBy } from "../ast-queries.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { requireError, revertError, revertsOnly } from "../statements/revert-errors.ts";
import { Unsupported } from "../unsupported.ts";
import { classifyCall } from "./classify-call.ts";
import { externalExecuteLines } from "./external-execute.ts";

// A state-changing call whose `bool` result is checked (`require(token.transfer(..))`): checked in
// `reply`.

/**
 * For `bool ok = call(...)`: the one statement that uses `ok`, when it is `require(ok, ..)` or
 * `if (!ok) revert ..` and nothing can return before it, with the statements between the call and
 * it and the error it raises (lowered when asked for, where the statement's values are in scope).
 */
export function checkedUse(
  fl: LoweringContext,
  declId: number,
  rest: AstNode[],
): { stmt: AstNode; error: () => string; between: AstNode[] } | null {
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
    return { stmt, error: () => requireError(fl, args[1] ?? null), between: rest.slice(0, at) };
  }
  if (stmt.nodeType === "IfStatement" && !stmt.falseBody) {
    const cond = stmt.condition;
    if (cond.nodeType !== "UnaryOperation" || cond.operator !== "!" || !isOk(cond.subExpression))
      return null;
    if (refs(stmt.trueBody)) return null;
    if (!revertsOnly(fl, stmt.trueBody)) return null;
    return {
      stmt,
      error: () => revertError(fl, stmt.trueBody) as string,
      between: rest.slice(0, at),
    };
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
 * `false`. An error with arguments (`revert SafeERC20FailedOperation(address(token))`) is
 * rendered to its text when the message is queued and travels in the submessage's payload; its
 * arguments must then be values the call cannot change (`between`: the statements after the call
 * and before the check).
 */
export function checkedCall(
  fl: LoweringContext,
  call: AstNode,
  error: string,
  at: AstNode,
  between: AstNode[] = [],
): string[] {
  const r = parseSrc(call.src);
  const text = sliceBytes(fl.unit.source, r.start, r.end).replace(/\s+/g, " ");
  if (!/[({]/.test(error.replace(/^ContractError::\w+/, "")))
    return externalExecuteLines(fl, call, { error, what: text });
  if (!errorArgsFrozen(fl, at, call, between)) {
    const c = classifyCall(call, fl.unit.nodes) as { fn: AstNode };
    throw new Unsupported(
      "SOL2CW-E018",
      at,
      `an error whose arguments read state, call functions or change after the call, raised on a false result of ${c.fn.name}() (the result is checked in reply, after this handler's values are gone)`,
    );
  }
  return externalExecuteLines(fl, call, { error, what: text, rendered: true });
}

/**
 * Whether the error raised at `at` on a false result of `call` only reads locals, parameters,
 * constants, immutables, literals and type conversions, none of them assigned in `between`: its
 * text is then the same when the message is queued as when the EVM raises it after the call.
 */
function errorArgsFrozen(
  fl: LoweringContext,
  at: AstNode,
  call: AstNode,
  between: AstNode[],
): boolean {
  const read = new Set<number>();
  const inCall = new Set<AstNode>();
  walk(call, (x) => {
    inCall.add(x);
  });
  let frozen = true;
  walk(at, (x) => {
    if (inCall.has(x)) return;
    if (x.nodeType === "Identifier" && x.referencedDeclaration >= 0) {
      const decl = fl.unit.nodes.get(x.referencedDeclaration);
      if (decl?.nodeType !== "VariableDeclaration") return;
      if (decl.stateVariable && !decl.constant && decl.mutability !== "immutable") frozen = false;
      read.add(decl.id);
    }
    if (x.nodeType === "FunctionCall" && x.kind !== "typeConversion") {
      const callee = x.expression;
      const target =
        callee?.nodeType === "Identifier" ? fl.unit.nodes.get(callee.referencedDeclaration) : null;
      const builtin = callee?.nodeType === "Identifier" && callee.referencedDeclaration < 0;
      if (target?.nodeType !== "ErrorDefinition" && !builtin) frozen = false;
    }
  });
  if (!frozen) return false;
  for (const s of between)
    walk(s, (x) => {
      let root = placeWrittenBy(x);
      while (root && (root.nodeType === "IndexAccess" || root.nodeType === "MemberAccess"))
        root = root.nodeType === "IndexAccess" ? root.baseExpression : root.expression;
      if (root?.nodeType === "Identifier" && read.has(root.referencedDeclaration)) frozen = false;
    });
  return frozen;
}
