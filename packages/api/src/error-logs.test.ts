import { describe, expect, it } from "vitest";
import { createErrorLogSchema, jsonDepth } from "./error-logs.ts";

describe("createErrorLogSchema", () => {
  it("accepts a client failure with its operation context", () => {
    const input = {
      type: "network_error",
      message: "Failed to fetch",
      context: { operation: "loadStatistics", attempt: 2, timestamp: "2026-01-01T00:00:00Z" },
    };
    expect(createErrorLogSchema.parse(input)).toEqual(input);
  });

  it("rejects a missing message and a wrongly typed attempt", () => {
    expect(createErrorLogSchema.safeParse({ type: "x" }).success).toBe(false);
    expect(
      createErrorLogSchema.safeParse({ type: "x", message: "m", context: { attempt: "2" } })
        .success,
    ).toBe(false);
  });

  it("bounds the context: 8 levels deep and 8 KB of JSON", () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 8; i++) deep = { a: deep };
    const report = (context: unknown) =>
      createErrorLogSchema.safeParse({ type: "x", message: "m", context });
    expect(jsonDepth(deep)).toBe(9);
    expect(report((deep as { a: unknown }).a).success).toBe(true);
    expect(report(deep).error?.issues[0]).toMatchObject({
      path: ["context"],
      message: "must not nest more than 8 levels deep",
    });
    expect(report({ note: "x".repeat(8200) }).error?.issues[0]).toMatchObject({
      message: "must be at most 8192 bytes as JSON",
    });
  });
});
