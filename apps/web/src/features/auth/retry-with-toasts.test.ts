import { describe, expect, it } from "vitest";
import { retryDelay, retryWithToasts } from "./retry-with-toasts";

describe("retryWithToasts", () => {
  it("retries 3 times with 1 s doubling delays and the spec's toasts", async () => {
    const slept: number[] = [];
    const messages: string[] = [];
    const logged: [string, string, number][] = [];
    let calls = 0;
    await expect(
      retryWithToasts(
        "Session refresh",
        async () => {
          calls++;
          throw new Error("down");
        },
        {
          sleep: async (ms) => {
            slept.push(ms);
          },
          random: () => 0,
          notify: { warning: (m) => messages.push(m), error: (m) => messages.push(m) },
          report: (error, operation, attempt) =>
            logged.push([(error as Error).message, operation, attempt]),
        },
      ),
    ).rejects.toThrow("down");
    expect(calls).toBe(3);
    expect(slept).toEqual([1000, 2000]);
    expect(messages).toEqual([
      "Session refresh failed, retrying in 1s... (1/3)",
      "Session refresh failed, retrying in 2s... (2/3)",
      "Session refresh failed after 3 attempts",
    ]);
    // Only the final failure goes to error_logs, with the operation and attempt.
    expect(logged).toEqual([["down", "Session refresh", 3]]);
  });

  it("returns as soon as an attempt succeeds", async () => {
    let calls = 0;
    const result = await retryWithToasts(
      "Load",
      async () => {
        calls++;
        if (calls < 2) throw new Error("once");
        return "ok";
      },
      { sleep: async () => {}, notify: { warning: () => {}, error: () => {} } },
    );
    expect(result).toBe("ok");
    expect(calls).toBe(2);
  });

  it("adds up to 1 s of jitter and caps delays at 30 s", () => {
    expect(retryDelay(1, {}, () => 0.999)).toBe(1999);
    expect(retryDelay(10, {}, () => 0.5)).toBe(30_000);
  });
});
