import { describe, expect, it } from "vitest";
import { probeConnection } from "./probe-connection";

function clock(...times: number[]) {
  return () => times.shift() ?? 0;
}

describe("probeConnection", () => {
  it("sends HEAD /api/health and reports online under 2 s", async () => {
    let seen: RequestInit | undefined;
    const result = await probeConnection({
      fetch: async (url, init) => {
        expect(url).toBe("/api/health");
        seen = init;
        return new Response(null, { status: 200 });
      },
      now: clock(0, 150),
      isOnline: () => true,
    });
    expect(seen?.method).toBe("HEAD");
    expect(result).toMatchObject({ status: "online", latencyMs: 150 });
  });

  it("reports slow over 2 s", async () => {
    const result = await probeConnection({
      fetch: async () => new Response(null, { status: 200 }),
      now: clock(0, 2500),
      isOnline: () => true,
    });
    expect(result.status).toBe("slow");
  });

  it("reports offline without probing when the browser is offline", async () => {
    const result = await probeConnection({
      fetch: async () => {
        throw new Error("should not be called");
      },
      isOnline: () => false,
    });
    expect(result.status).toBe("offline");
  });

  it("reports unreachable when the probe fails or times out", async () => {
    const result = await probeConnection({
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
      isOnline: () => true,
      timeoutMs: 5,
    });
    expect(result.status).toBe("unreachable");
  });
});
