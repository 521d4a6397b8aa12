import { type Occurrence, solidityRule } from "../detector.ts";

export const stateVariableShadowing = solidityRule(
  {
    id: "state-variable-shadowing",
    title: "State variable shadows an inherited one",
    severity: "high",
    confidence: "high",
    description:
      "A contract declares a state variable with the same name as one in a base contract. The two are different storage slots: code in the base keeps using its own copy, so checks like onlyOwner may read a variable that is never set.",
    recommendation:
      "Remove the duplicate declaration and set the inherited variable instead (for example in the constructor).",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    const byName = new Map(ctx.contracts.map((c) => [c.name, c]));
    for (const c of ctx.contracts) {
      const inherited = new Map<string, import("../solidity-context.ts").StateVarInfo>();
      const visit = (name: string, seen: Set<string>) => {
        const base = byName.get(name);
        if (!base || seen.has(name)) return;
        seen.add(name);
        for (const v of base.ownStateVars) if (!inherited.has(v.name)) inherited.set(v.name, v);
        for (const b of base.bases) visit(b, seen);
      };
      for (const b of c.bases) visit(b, new Set());
      for (const v of c.ownStateVars) {
        const shadowed = inherited.get(v.name);
        if (!shadowed || shadowed.decl.visibility === "private") continue;
        out.push({
          node: v.statement,
          message: `${c.name}.${v.name} shadows ${shadowed.contract}.${v.name}.`,
          related: [
            { node: shadowed.statement, message: `shadowed declaration in ${shadowed.contract}` },
          ],
        });
      }
    }
    return out;
  },
);
