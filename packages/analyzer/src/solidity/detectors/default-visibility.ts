import { calleeExpression, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import {
  allFunctions,
  type FunctionInfo,
  guardVariables,
  type SolidityContext,
  stateWrites,
} from "../solidity-context.ts";

export const defaultVisibility = solidityRule(
  {
    id: "default-visibility",
    title: "Function without explicit visibility",
    severity: "high",
    confidence: "high",
    description:
      "Before Solidity 0.5 a function without a visibility keyword is public. Helpers meant to be internal (e.g. _setOwner) become callable by anyone.",
    recommendation:
      "Declare the visibility of every function explicitly (internal/private for helpers).",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (fn.kind !== "function" || fn.visibility !== "default") continue;
      if (fn.contract.kind === "interface") continue;
      // Old code that never writes a visibility keyword meant its functions to be public. A missing
      // keyword is a mistake when the name says internal (`_helper`) or when the function is the
      // odd one out among functions that do declare theirs (a renamed constructor, a forgotten
      // `internal`).
      const helperName = fn.name.startsWith("_");
      const oddOneOut =
        fn.mutating &&
        fn.contract.functions.some((g) => g.kind === "function" && g.visibility !== "default");
      if (!helperName && !oddOneOut) continue;
      const meantInternal = helperName || calledInternally(fn) || setsAccessUnguarded(ctx, fn);
      out.push({
        node: fn.node,
        header: true,
        message: meantInternal
          ? `${fn.contract.name}.${fn.name} has no visibility keyword and is public: ${why(ctx, fn, helperName)}, so anyone can call it.`
          : `${fn.contract.name}.${fn.name} has no visibility keyword; before 0.5 that makes it public, which is what its use suggests (not called internally, no access state set unguarded). Write \`public\` to say so.`,
        severity: !fn.mutating ? "low" : meantInternal ? "high" : "informational",
      });
    }
    return out;
  },
);

function why(ctx: SolidityContext, fn: FunctionInfo, helperName: boolean): string {
  if (helperName) return "its name marks it as an internal helper";
  if (calledInternally(fn)) return "other functions of the contract call it as a helper";
  const written = accessWrites(ctx, fn);
  return `it sets ${written.join(", ")}, which decide${written.length === 1 ? "s" : ""} who may call other functions, without checking the caller`;
}

/** Another function of the contract calls it by name: a helper (Parity's `initMultiowned`). */
function calledInternally(fn: FunctionInfo): boolean {
  return fn.contract.functions.some((g) => {
    if (g === fn || !g.node.body) return false;
    let found = false;
    walk(g.node.body, (n) => {
      if (found || n.type !== "FunctionCall") return;
      const callee = calleeExpression(n as unknown as Parameters<typeof calleeExpression>[0]);
      if (callee.type === "Identifier" && callee.name === fn.name) found = true;
    });
    return found;
  });
}

/** A renamed constructor or open initializer: writes an access variable with no sender check. */
function setsAccessUnguarded(ctx: SolidityContext, fn: FunctionInfo): boolean {
  return !fn.protected && accessWrites(ctx, fn).length > 0;
}

function accessWrites(ctx: SolidityContext, fn: FunctionInfo): string[] {
  const guards = guardVariables(fn.contract);
  return [
    ...new Set(
      stateWrites(ctx, fn, fn.node.body)
        .map((w: { name: string; node: Node }) => w.name)
        .filter((name) => guards.has(name)),
    ),
  ];
}
