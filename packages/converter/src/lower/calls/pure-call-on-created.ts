import { type AstNode, walk } from "../../frontend/ast.ts";
import type { ContractUnit } from "../contract-unit.ts";
import { classifyCall } from "./classify-call.ts";
import { createdContract } from "./created-contract.ts";

/**
 * `A a = new A(); a.f(x)` for a pure f: the function `f` of A that runs in place. The new
 * contract's Instantiate2 runs only after this handler, so it cannot be queried yet; but a pure
 * function's answer depends on its arguments and code alone, and the code is known (the contract
 * `a` certainly holds). Null when the call is not such a call, or f has modifiers or calls other
 * functions of its contract (those would be looked up among this contract's overrides).
 */
export function pureCallOnCreated(unit: ContractUnit, call: AstNode): AstNode | null {
  const c = classifyCall(call, unit.nodes);
  if (c.kind !== "external" || c.isThis || c.fn.stateMutability !== "pure") return null;
  const created = createdContract(c.base, unit.nodes);
  if (!created) return null;
  const sig = `${c.fn.name}(${unit.paramTypes(c.fn)})`;
  let impl: AstNode | undefined;
  for (const id of created.linearizedBaseContracts as number[]) {
    impl = ((unit.nodes.get(id)?.nodes ?? []) as AstNode[]).find(
      (f) =>
        f.nodeType === "FunctionDefinition" && f.body && `${f.name}(${unit.paramTypes(f)})` === sig,
    );
    if (impl) break;
  }
  if (impl?.stateMutability !== "pure" || (impl.modifiers ?? []).length > 0) return null;
  let callsOwnFunctions = false;
  walk(impl.body, (x) => {
    if (x.nodeType !== "FunctionCall") return;
    const inner = classifyCall(x, unit.nodes);
    if (inner.kind !== "internal") return;
    const owner = unit.contractOf(unit.nodes.get(inner.decl) ?? x);
    if (owner && owner.contractKind !== "library") callsOwnFunctions = true;
  });
  return callsOwnFunctions ? null : impl;
}
