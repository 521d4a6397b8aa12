import type { AstNode } from "../../frontend/ast.ts";
import { isThisAddress } from "../ast-queries.ts";
import { classifyCall, isLowLevelCallWithData } from "./classify-call.ts";
import { type CallScope, encodedCall } from "./encoded-call.ts";

/**
 * `address(this).call(abi.encodeCall(this.f, (..)))` for a view or pure `f` of this contract, with
 * no value (ADR 0227): f cannot change state, so it runs in place (as `this.f(..)` does), and the
 * call's success flag is whether it returned. The function run and its arguments, or null.
 */
export function selfViewLowLevelCall(
  unit: CallScope,
  e: AstNode | null | undefined,
): { target: AstNode; args: AstNode[] } | null {
  if (e?.nodeType !== "FunctionCall") return null;
  const c = classifyCall(e, unit.nodes);
  if (c.kind !== "address" || c.name !== "call" || c.value || !isThisAddress(c.base)) return null;
  const call = e.arguments[0] ? encodedCall(unit, e.arguments[0], true) : null;
  if (!call || !["view", "pure"].includes(call.decl.stateMutability)) return null;
  const owner = unit.contractOf(call.decl);
  if (!owner || !unit.linearization.includes(owner)) return null;
  if (call.args.length !== call.decl.parameters.parameters.length) return null;
  const target = unit.resolveFunction(call.decl.id, "virtual");
  return target.body ? { target, args: call.args } : null;
}

/** A low-level call with data that is sent as a message (its result comes back in reply). */
export function isSentLowLevelCall(unit: CallScope, e: AstNode | null | undefined): boolean {
  return isLowLevelCallWithData(e, unit.nodes) && !selfViewLowLevelCall(unit, e);
}
