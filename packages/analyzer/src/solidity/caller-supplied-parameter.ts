import { type AST, calleeExpression, identifierName, type Node, walk } from "./ast-helpers.ts";
import { allFunctions, type FunctionInfo, type SolidityContext } from "./solidity-context.ts";

/**
 * Whether a parameter's value comes from whoever calls the entry point: any parameter of an entry
 * point, and a parameter of an internal function whose every call site passes such a parameter in
 * its place (`execute(targets)` → `_execute(targets)`). A call site passing stored state makes it
 * stored; an internal function no function of the file calls counts as supplied.
 */
export function callerSuppliedParameter(
  ctx: SolidityContext,
  fn: FunctionInfo,
  name: string,
  depth = 0,
): boolean {
  const declared = (fn.node.parameters ?? []).map((p) => p.name);
  const index = declared.indexOf(name);
  if (index < 0) return false;
  if (fn.entry) return true;
  if (fn.kind !== "function" || depth > 3) return false;
  let sites = 0;
  let supplied = 0;
  for (const caller of allFunctions(ctx)) {
    if (caller === fn) continue;
    walk(caller.node.body, (m) => {
      if (m.type !== "FunctionCall") return;
      const call = m as unknown as AST.FunctionCall;
      const callee = calleeExpression(call);
      if (callee.type !== "Identifier" || callee.name !== fn.name) return;
      if (call.arguments.length !== declared.length) return;
      sites++;
      const arg = identifierName(call.arguments[index] as Node);
      if (arg && callerSuppliedParameter(ctx, caller, arg, depth + 1)) supplied++;
    });
  }
  // A hook no function of this file calls (it is called from another file, or overridden): its
  // arguments come from wherever it is used, as an entry point's would.
  return sites === supplied;
}
