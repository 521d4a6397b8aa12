import type { Entry } from "./entry.ts";

/**
 * The selector `msg.sig` holds while the handler of `entry` runs (hex): the function's own, as the
 * EVM's call data starts with it; `00000000` for `receive`, which only empty call data reaches;
 * null for the fallback, whose call data names no function (ADR 218).
 */
export function entrySelector(entry: Entry): string | null {
  if (entry.special === "receive") return "00000000";
  if (entry.special === "fallback") return null;
  const hex: string | undefined = entry.fn?.functionSelector;
  return hex && /^[0-9a-f]{8}$/.test(hex) ? hex : null;
}
