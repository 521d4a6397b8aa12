import { describe, expect, it } from "vitest";
import { createErrorLogSchema } from "./error-logs.ts";

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
});
