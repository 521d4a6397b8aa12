import type { AstNode } from "../../frontend/ast.ts";
import type { ContractUnit } from "../contract-unit.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { refersTo } from "./call-continuations.ts";
import { isCheckableCall } from "./checked-call.ts";
import { classifyCall } from "./classify-call.ts";
import { isStateChangingCall } from "./external-execute.ts";
import { queriesOfCreated } from "./queries-of-created.ts";
import { resolveTarget } from "./resolve-target.ts";

/**
 * The state-changing calls to other contracts whose result the body of internal function `fn`
 * uses as a value, and those of the internal functions it calls: the uses
 * an internal function cannot convert, since only reply has the result. A call that is a statement
 * of its own, a `bool` checked by `require(call, ..)`, `if (!call) revert ..` or `bool ok = call`,
 * and `T x = call` with `x` never read are sent as messages and not listed. The call of a `try`
 * is listed: only reply knows whether it failed. So is a query of a contract the body creates
 * (`(new C()).x()`, `C c = new C(); c.x()`): only reply finds the contract there (ADR 246).
 */
export function usedCallResults(fl: LoweringContext, fn: AstNode): AstNode[] {
  let known = cache.get(fl.unit);
  if (!known) {
    known = new Map();
    cache.set(fl.unit, known);
  }
  let calls = known.get(fn.id);
  if (!calls) {
    calls = collect(fl, fn, new Set());
    known.set(fn.id, calls);
  }
  return calls;
}

/** Per contract and function: every public function asks about the same helpers. */
const cache = new WeakMap<ContractUnit, Map<number, AstNode[]>>();

function collect(fl: LoweringContext, fn: AstNode, seen: Set<number>): AstNode[] {
  if (!fn.body || seen.has(fn.id)) return [];
  seen.add(fn.id);
  const out: AstNode[] = [];
  const visit = (x: AstNode, parent: AstNode | null) => {
    if (x.nodeType === "FunctionCall") {
      if (isStateChangingCall(fl, x) && !sentAsMessage(fl, fn, x, parent)) out.push(x);
      const c = classifyCall(x, fl.unit.nodes);
      if (c.kind === "internal") out.push(...collect(fl, resolveTarget(fl, c), seen));
    }
    for (const key in x) {
      const v = x[key];
      if (Array.isArray(v)) {
        for (const item of v) if (item && typeof item.nodeType === "string") visit(item, x);
      } else if (v && typeof v === "object" && typeof v.nodeType === "string") visit(v, x);
    }
  };
  visit(fn.body, null);
  out.push(...queriesOfCreated(fl, fn.body));
  return out;
}

function sentAsMessage(
  fl: LoweringContext,
  fn: AstNode,
  call: AstNode,
  parent: AstNode | null,
): boolean {
  if (!parent) return false;
  switch (parent.nodeType) {
    case "ExpressionStatement":
      return true;
    case "VariableDeclarationStatement": {
      const decls = (parent.declarations as (AstNode | null)[]).filter((d): d is AstNode => !!d);
      if (decls.length === 1 && isCheckableCall(fl, call)) return true;
      return !decls.some((d) => refersTo(fn.body, d.id));
    }
    case "UnaryOperation":
      return parent.operator === "!" && isCheckableCall(fl, call);
    case "FunctionCall": {
      const c = classifyCall(parent, fl.unit.nodes);
      return (
        c.kind === "builtin" &&
        (c.name === "require" || c.name === "assert") &&
        parent.arguments[0] === call &&
        isCheckableCall(fl, call)
      );
    }
    default:
      return false;
  }
}
