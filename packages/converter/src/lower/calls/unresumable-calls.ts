import type { AstNode } from "../../frontend/ast.ts";

// Why a state-changing call whose result a top-level statement uses cannot continue in reply
// there (found while looking for the function's split), for the SOL2CW-E018 the call then gets.

const reasons = new WeakMap<AstNode, string>();

export function refuseResume(call: AstNode, reason: string): void {
  reasons.set(call, reason);
}

export function resumeRefusal(call: AstNode): string | undefined {
  return reasons.get(call);
}
