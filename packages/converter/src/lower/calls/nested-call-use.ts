import type { AstNode } from "../../frontend/ast.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { isCheckableCall } from "./checked-call.ts";
import { classifyCall } from "./classify-call.ts";
import { isStateChangingCall } from "./external-execute.ts";
import { refuseResume } from "./unresumable-calls.ts";

/**
 * The state-changing call whose result a top-level statement uses inside its expression
 * (`if (pair.swap(x) > min)`, `require(vault.claim() >= min, ..)`, `total = vault.claim() + extra`,
 * `_credit(vault.claim())`, `uint v = vault.claim() * 2`, `return vault.claim() + 1`), when the
 * statement can run in reply with the call's result in its place (ADR 190): the call is evaluated
 * every time the statement runs, and everything else the expression evaluates around it is a
 * value the call cannot change and evaluating it changes nothing (a literal, a local or parameter
 * not pointing at storage, a constant, `msg.sender`, and operators or conversions of those), so it
 * is the same value whether the EVM evaluated it before or after the call. Otherwise the reason is
 * recorded for the SOL2CW-E018 the call then gets, and null is returned.
 */
export function nestedCallUse(fl: LoweringContext, stmt: AstNode): AstNode | null {
  const root = usedExpression(fl, stmt);
  if (!root) return null;
  const calls: AstNode[] = [];
  collectCalls(fl, root, stmt, calls);
  if (calls.length === 0) return null;
  if (calls.length > 1) {
    for (const c of calls)
      refuseResume(
        c,
        "two results of calls to other contracts are used in one statement (reply resumes a statement after one call)",
      );
    return null;
  }
  const call = calls[0];
  const why = placeProblem(fl, root, call);
  if (why) {
    refuseResume(call, `the result is used where ${why}`);
    return null;
  }
  return call;
}

/**
 * Why the value of `call`, inside expression `root`, cannot be computed before the rest of `root`
 * is evaluated (null when it can): see `nestedCallUse`.
 */
export function placeProblem(fl: LoweringContext, root: AstNode, call: AstNode): string | null {
  const path = pathTo(root, call);
  for (let i = 0; i + 1 < path.length; i++) {
    const why = orderProblem(fl, path[i], path[i + 1]);
    if (why) return why;
  }
  return null;
}

/** The expression of a statement evaluated once when it starts (loops' conditions are not). */
export function usedExpression(fl: LoweringContext, stmt: AstNode): AstNode | null {
  switch (stmt.nodeType) {
    case "ExpressionStatement":
      return stmt.expression;
    case "VariableDeclarationStatement":
      return stmt.initialValue ?? null;
    case "IfStatement": {
      // `if (!token.transfer(..)) revert ..` is checked in reply as it is
      const c = stmt.condition;
      if (
        c.nodeType === "UnaryOperation" &&
        c.operator === "!" &&
        isCheckableCall(fl, c.subExpression)
      )
        return null;
      return c;
    }
    case "Return":
      return stmt.expression ?? null;
    case "EmitStatement":
      return stmt.eventCall;
    default:
      return null;
  }
}

/** State-changing calls in `e` whose result is used (not the statement's own call, not a checked `require(call)`). */
function collectCalls(fl: LoweringContext, e: AstNode, stmt: AstNode, out: AstNode[]): void {
  const visit = (x: AstNode) => {
    if (x.nodeType === "FunctionCall") {
      const c = classifyCall(x, fl.unit.nodes);
      const args: AstNode[] = x.arguments;
      if (c.kind === "builtin" && (c.name === "require" || c.name === "assert")) {
        if (isCheckableCall(fl, args[0])) {
          for (const a of args.slice(1)) visit(a);
          return;
        }
      } else if (
        isStateChangingCall(fl, x) &&
        !(stmt.nodeType === "ExpressionStatement" && x === e)
      )
        out.push(x);
    }
    for (const child of children(x)) visit(child);
  };
  visit(e);
}

function children(x: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const key in x) {
    const v = x[key];
    if (Array.isArray(v)) {
      for (const item of v) if (item && typeof item.nodeType === "string") out.push(item);
    } else if (v && typeof v === "object" && typeof v.nodeType === "string") out.push(v);
  }
  return out;
}

function pathTo(root: AstNode, target: AstNode): AstNode[] {
  if (root === target) return [root];
  for (const child of children(root)) {
    const p = pathTo(child, target);
    if (p.length) return [root, ...p];
  }
  return [];
}

/** Why evaluating `node` around its operand `on` (which holds the call) cannot resume in reply. */
function orderProblem(fl: LoweringContext, node: AstNode, on: AstNode): string | null {
  if (node.nodeType === "BinaryOperation" && (node.operator === "&&" || node.operator === "||"))
    return on === node.rightExpression
      ? `it is evaluated only when the left of ${node.operator} allows it`
      : null;
  if (node.nodeType === "Conditional")
    return on === node.condition ? null : "it is evaluated only in one branch of ?:";
  if (node.nodeType === "Assignment") {
    if (on !== node.rightHandSide) return "it selects the target of an assignment";
    return stableTarget(fl, node.leftHandSide)
      ? null
      : "the assignment's target is chosen by a value the call may change";
  }
  for (const other of children(node)) {
    if (other === on || stable(fl, other)) continue;
    return "the same expression also reads state or has effects, which the EVM may evaluate before the call";
  }
  return null;
}

/** An assignment target whose place does not depend on what the call changes. */
function stableTarget(fl: LoweringContext, e: AstNode): boolean {
  switch (e.nodeType) {
    case "Identifier":
      return true;
    case "IndexAccess":
      return (
        stableTarget(fl, e.baseExpression) && (!e.indexExpression || stable(fl, e.indexExpression))
      );
    case "MemberAccess":
      return stableTarget(fl, e.expression);
    case "TupleExpression":
      return (e.components as (AstNode | null)[]).every((c) => !c || stableTarget(fl, c));
    default:
      return false;
  }
}

/** A value the call cannot change, whose evaluation changes nothing. */
export function stable(fl: LoweringContext, e: AstNode): boolean {
  switch (e.nodeType) {
    case "Literal":
    case "ElementaryTypeNameExpression":
    case "ElementaryTypeName":
    case "UserDefinedTypeName":
    case "IdentifierPath":
      return true;
    case "Identifier": {
      if (e.referencedDeclaration < 0) return true;
      const d = fl.unit.nodes.get(e.referencedDeclaration);
      if (d?.nodeType !== "VariableDeclaration") return true;
      if (d.stateVariable) return d.constant || d.mutability === "immutable";
      return d.storageLocation !== "storage";
    }
    case "MemberAccess":
      return !["balance", "code", "codehash"].includes(e.memberName) && stable(fl, e.expression);
    case "IndexAccess":
      return stable(fl, e.baseExpression) && (!e.indexExpression || stable(fl, e.indexExpression));
    case "UnaryOperation":
      return !["++", "--", "delete"].includes(e.operator) && stable(fl, e.subExpression);
    case "BinaryOperation":
    case "Conditional":
    case "TupleExpression":
      return children(e).every((c) => stable(fl, c));
    case "FunctionCall":
      return (
        (e.kind === "typeConversion" || e.kind === "structConstructorCall") &&
        (e.arguments as AstNode[]).every((a) => stable(fl, a))
      );
    default:
      return false;
  }
}
