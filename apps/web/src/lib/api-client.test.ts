import { afterEach, describe, expect, it } from "vitest";
import { ApiError, apiRequest, setAccessTokenSource } from "./api-client";

afterEach(() => setAccessTokenSource(() => null));

describe("apiRequest", () => {
  it("sends the bearer token to our own /api only", async () => {
    setAccessTokenSource(() => "tok");
    const seen: Record<string, string>[] = [];
    const fetch = async (_url: string, init?: RequestInit) => {
      seen.push(init?.headers as Record<string, string>);
      return Response.json({ ok: true });
    };
    await apiRequest("/api/health", { fetch });
    await apiRequest("/manifest.json", { fetch });
    expect(seen[0].authorization).toBe("Bearer tok");
    expect(seen[1].authorization).toBeUndefined();
  });

  it("turns an error body into an ApiError with message and code", async () => {
    await expect(
      apiRequest("/api/x", {
        fetch: async () => Response.json({ error: "Nope", code: "not_found" }, { status: 404 }),
      }),
    ).rejects.toEqual(new ApiError("Nope", 404, "not_found", { error: "Nope", code: "not_found" }));
  });

  it("times out", async () => {
    await expect(
      apiRequest("/api/slow", {
        timeoutMs: 5,
        fetch: (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
          ),
      }),
    ).rejects.toMatchObject({ code: "timeout" });
  });
});
