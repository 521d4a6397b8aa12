import type { ChainConfig } from "@contract-platform/api";

/** 1234567 untrn with 6 decimals → "1.234567 NTRN" (exact, no floating point). */
export function formatAmount(
  amount: string | bigint,
  chain: Pick<ChainConfig, "decimals" | "displayDenom" | "denom">,
): string {
  const value = BigInt(amount);
  const scale = 10n ** BigInt(chain.decimals);
  const whole = value / scale;
  const fraction = (value % scale).toString().padStart(chain.decimals, "0").replace(/0+$/, "");
  return `${whole.toLocaleString("en-US")}${fraction ? `.${fraction}` : ""} ${chain.displayDenom}`;
}

/** The explorer page of a transaction, when the chain has one. */
export function explorerTxLink(chain: Pick<ChainConfig, "explorerTxUrl">, hash: string) {
  return chain.explorerTxUrl ? chain.explorerTxUrl.replace("{hash}", hash) : null;
}
