import { createErrorLogSchema } from "@contract-platform/api";
import { describe, expect, it } from "vitest";
import { reportError, toErrorReport } from "./report-error";

describe("reportError", () => {
  it("posts the error_logs body", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const report = toErrorReport(new RangeError("boom"), "render", 2, () => new Date(0));
    const ok = await reportError(report, async (url, init) => {
      calls.push({ url, init });
      return new Response("{}", { status: 201 });
    });
    expect(ok).toBe(true);
    expect(calls[0].url).toBe("/api/error-logs");
    expect(calls[0].init?.method).toBe("POST");
    const body = JSON.parse(String(calls[0].init?.body));
    expect(createErrorLogSchema.parse(body)).toMatchObject({
      type: "RangeError",
      message: "boom",
      context: { operation: "render", attempt: 2, timestamp: "1970-01-01T00:00:00.000Z" },
    });
  });

  it("swallows failures to report", async () => {
    const report = toErrorReport("text error", "render");
    await expect(
      reportError(report, async () => {
        throw new Error("offline");
      }),
    ).resolves.toBe(false);
  });
});
