import { type CrateOccurrence, crateRule, offsetLocation } from "../crate-context.ts";

export const cwPanicInEntryPoint = crateRule(
  {
    id: "cw-panic-in-entry-point",
    title: "unwrap / expect / panic in contract code",
    severity: "medium",
    confidence: "high",
    description:
      "A panic aborts the whole transaction with an opaque wasm trap instead of a typed ContractError; it hides the cause from users and integrators, and in sudo/reply paths it can halt chain-side processing.",
    recommendation: "Propagate errors with ? and map them to ContractError variants.",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    for (const f of ctx.files) {
      for (const m of f.matches(
        /\.\s*unwrap\s*\(\s*\)|\.\s*expect\s*\(|\b(panic|unreachable|todo|unimplemented)!\s*\(/,
      )) {
        const what = m.match[1]
          ? `${m.match[1]}!`
          : m.match[0].includes("unwrap")
            ? "unwrap()"
            : "expect()";
        out.push({
          location: offsetLocation(f, m.index, m.match[0].length),
          message: `${what} can abort the transaction.`,
        });
      }
    }
    return out;
  },
);
