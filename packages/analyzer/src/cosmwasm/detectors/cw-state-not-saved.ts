import { type CrateOccurrence, crateRule, offsetLocation } from "../crate-context.ts";

export const cwStateNotSaved = crateRule(
  {
    id: "cw-state-not-saved",
    title: "Loaded state modified but never saved",
    severity: "high",
    confidence: "medium",
    description:
      "A value is loaded from storage into a mutable variable and modified, but the handler never saves it back, so the change is lost when the transaction ends (Solidity storage references update in place; CosmWasm copies do not).",
    recommendation: "Call ITEM.save(deps.storage, &value)? after modifying it, or use ITEM.update.",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    for (const fn of ctx.functions) {
      const body = fn.file.body(fn);
      for (const load of body.matchAll(
        /let\s+mut\s+([a-z_][a-z0-9_]*)\s*(?::[^=]+)?=\s*([A-Z][A-Z0-9_]*)\s*\.\s*(?:load|may_load)\s*\(/g,
      )) {
        const [, variable, item] = load;
        const after = body.slice((load.index ?? 0) + load[0].length);
        const modification = new RegExp(
          `\\b${variable}(\\.[a-z_][a-z0-9_]*)+\\s*(=[^=]|\\+=|-=|\\*=)|\\b${variable}(\\.[a-z_][a-z0-9_]*)*\\.(push|insert|remove|retain|clear|extend)\\s*\\(`,
        ).exec(after);
        if (!modification) continue;
        const saved = new RegExp(
          `\\b${item}\\s*\\.\\s*(save|update)\\s*\\(|\\.save\\s*\\([^;]*&\\s*${variable}\\b|&mut\\s+${variable}\\b|Ok\\s*\\(\\s*${variable}\\s*\\)|\\b${variable}\\s*\\}\\s*$`,
        ).test(after);
        if (saved) continue;
        const loadIndex = fn.bodyStart + (load.index ?? 0);
        const modIndex = loadIndex + load[0].length + modification.index;
        out.push({
          location: offsetLocation(fn.file, loadIndex, load[0].length),
          message: `${variable} is loaded from ${item} and modified in ${fn.name} but never saved.`,
          related: [
            {
              ...offsetLocation(fn.file, modIndex, modification[0].length),
              message: "modification that is lost",
            },
          ],
        });
      }
    }
    return out;
  },
);
