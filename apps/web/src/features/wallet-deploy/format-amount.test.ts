import { describe, expect, it } from "vitest";
import { explorerTxLink, formatAmount } from "./format-amount";

const ntrn = { decimals: 6, displayDenom: "NTRN", denom: "untrn" };

describe("formatAmount", () => {
  it("shows base units in the display denom exactly", () => {
    expect(formatAmount("1234567", ntrn)).toBe("1.234567 NTRN");
    expect(formatAmount("5000000", ntrn)).toBe("5 NTRN");
    expect(formatAmount("1", ntrn)).toBe("0.000001 NTRN");
    expect(formatAmount(123456789012345678901234n, { ...ntrn, decimals: 18 })).toBe(
      "123,456.789012345678901234 NTRN",
    );
  });

  it("links a transaction to the chain's explorer when it has one", () => {
    expect(explorerTxLink({ explorerTxUrl: "https://x.io/tx/{hash}" }, "AB")).toBe(
      "https://x.io/tx/AB",
    );
    expect(explorerTxLink({ explorerTxUrl: null }, "AB")).toBeNull();
  });
});
