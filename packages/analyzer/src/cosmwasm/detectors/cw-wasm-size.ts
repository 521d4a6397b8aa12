import { type CrateContext, type CrateOccurrence, crateRule } from "../crate-context.ts";

/** Default upload limit of wasmd (MaxWasmSize, 800 KiB). */
export const defaultWasmBudgetBytes = 800 * 1024;

/** Rough optimised-wasm size: cosmwasm-std/serde baseline plus a factor per byte of contract code. */
export function estimateWasmBytes(ctx: CrateContext): number {
  const codeBytes = ctx.files.reduce(
    (n, f) =>
      n +
      f.masked
        .split("\n")
        .filter((l, i) => !f.testLines.has(i + 1) && l.trim() !== "")
        .join("\n").length,
    0,
  );
  const heavy = ctx.cargo
    ? (
        ctx.cargo.content.match(
          /^\s*(cw20-base|cw721-base|cw-multi-test|sha2|k256|ed25519-zebra|bech32|prost|cosmos-sdk-proto|serde_json)\s*=/gm,
        ) ?? []
      ).length
    : 0;
  return Math.round(140_000 + codeBytes * 5.5 + heavy * 60_000);
}

export function wasmBudget(ctx: CrateContext): number {
  const m = ctx.cargo ? /wasm-budget-kb\s*=\s*(\d+)/.exec(ctx.cargo.content) : null;
  return m ? Number(m[1]) * 1024 : defaultWasmBudgetBytes;
}

export const cwWasmSize = crateRule(
  {
    id: "cw-wasm-size",
    title: "Estimated wasm size over budget",
    severity: "low",
    confidence: "low",
    description:
      "Chains reject uploads above their size limit (800 KiB on default wasmd); large binaries also cost more gas to store and instantiate. The estimate is derived from the amount of contract code and heavy dependencies.",
    recommendation:
      "Build with cosmwasm/optimizer, drop unused dependencies and features, and split rarely used logic into a separate contract. Override the budget with `wasm-budget-kb` under [package.metadata.contract-analyzer].",
    category: "best-practice",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    if (!ctx.cargo) return out;
    const estimate = estimateWasmBytes(ctx);
    const budget = wasmBudget(ctx);
    if (estimate <= budget) return out;
    const pkg = ctx.cargo.text.lines.findIndex((l) => /^\s*\[package\]\s*$/.test(l));
    out.push({
      location: ctx.cargo.text.lineLocation(pkg >= 0 ? pkg + 1 : 1),
      message: `Estimated wasm size ${Math.round(estimate / 1024)} KiB exceeds the budget of ${Math.round(budget / 1024)} KiB.`,
    });
    return out;
  },
);
