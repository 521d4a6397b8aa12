import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions } from "../solidity-context.ts";

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
      out.push({
        node: fn.node,
        header: true,
        message: `${fn.contract.name}.${fn.name} has no visibility keyword and is public.`,
        severity: fn.mutating ? "high" : "low",
      });
    }
    return out;
  },
);
