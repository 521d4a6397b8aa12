import { type AstNode, walk } from "../../frontend/ast.ts";
import type { ContractUnit } from "../contract-unit.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { classifyCall } from "./classify-call.ts";
import {
  calledContract,
  isNewContract,
  isQuery,
  storedInto,
  unwrapContractValue,
} from "./created-contract-values.ts";
import { resolveTarget } from "./resolve-target.ts";
import { storedValue } from "./stored-value.ts";

// Contracts an internal or free function creates and returns to its caller, which queries them
// (`C c = make(4); return c.x();`): the instantiation runs after the handler, so the caller's
// query waits for reply like any query of a contract it creates (ADRs 204, 247).

/** The declarations whose contract a query under `body` asks (`c` in `c.x()`). */
export function queriedHolders(fl: LoweringContext, body: AstNode): Set<number> {
  const out = new Set<number>();
  walk(body, (x) => {
    if (!isQuery(x, fl.unit.nodes)) return;
    const base = unwrapContractValue(calledContract(x, fl.unit.nodes)!);
    if (base.nodeType === "Identifier") out.add(base.referencedDeclaration);
  });
  return out;
}

/**
 * `C c = f(..)` / `c = f(..)` storing what internal or free function `f` returns: the call, `f`
 * and the declaration of `c`; null otherwise.
 */
export function storedHelperCall(
  fl: LoweringContext,
  stmt: AstNode,
): { call: AstNode; target: AstNode; declId: number } | null {
  const stored = storedValue(stmt);
  if (!stored) return null;
  const { value, declId } = stored;
  const call = unwrapContractValue(value);
  if (call.nodeType !== "FunctionCall") return null;
  const c = classifyCall(call, fl.unit.nodes);
  if (c.kind !== "internal" || c.bound) return null;
  const target = resolveTarget(fl, c);
  if (target?.nodeType !== "FunctionDefinition" || !target.body) return null;
  return { call, target, declId };
}

/**
 * Whether `fn` ends with `return new C(..);` of its declared type and returns nowhere else: its
 * statements in place of a call leave `C c = new C(..);` in the caller.
 */
export function returnsNewOnly(fl: LoweringContext, fn: AstNode): boolean {
  const body: AstNode[] = fn.body.statements;
  const last = body.at(-1);
  let returns = 0;
  walk(fn.body, (x) => {
    if (x.nodeType === "Return") returns += 1;
  });
  const rets: AstNode[] = fn.returnParameters.parameters;
  return (
    returns === 1 &&
    last?.nodeType === "Return" &&
    rets.length === 1 &&
    isNewContract(last.expression, fl.unit.nodes) &&
    last.expression.typeDescriptions?.typeString === rets[0].typeDescriptions?.typeString
  );
}

/**
 * The `new` whose contract internal or free function call `call` may return (`return new C(..)`,
 * a local or named result it stores one into, or another such call it returns), or null.
 */
export function helperCreation(
  fl: LoweringContext,
  call: AstNode,
  seen: Set<number> = new Set(),
): AstNode | null {
  const c = classifyCall(call, fl.unit.nodes);
  if (c.kind !== "internal" || c.bound) return null;
  const target = resolveTarget(fl, c);
  if (!target?.body || seen.has(target.id)) return null;
  seen.add(target.id);
  const stored = new Map<number, AstNode>();
  walk(target.body, (x) => {
    const s = storedInto(x, fl.unit.nodes);
    if (s) stored.set(s.declId, s.call);
  });
  let found: AstNode | null = null;
  const returned = (e: AstNode) => {
    const v = unwrapContractValue(e);
    if (isNewContract(v, fl.unit.nodes)) found ??= v;
    else if (v.nodeType === "Identifier" && stored.has(v.referencedDeclaration))
      found ??= stored.get(v.referencedDeclaration)!;
    else if (v.nodeType === "FunctionCall") found ??= helperCreation(fl, v, seen);
  };
  walk(target.body, (x) => {
    if (x.nodeType === "Return" && x.expression) returned(x.expression);
  });
  for (const r of target.returnParameters.parameters as AstNode[])
    if (stored.has(r.id)) found ??= stored.get(r.id)!;
  return found;
}

const inlined = new WeakMap<ContractUnit, Set<number>>();

/**
 * The calls (by the id of solc's node) of helpers returning a contract they create whose
 * statements `unit` runs in place of the call, so the `new` can be continued in the caller.
 */
export function inlinedCreatingCalls(unit: ContractUnit): Set<number> {
  let set = inlined.get(unit);
  if (!set) {
    set = new Set();
    inlined.set(unit, set);
  }
  return set;
}
