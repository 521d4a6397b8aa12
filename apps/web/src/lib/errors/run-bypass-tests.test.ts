import { describe, expect, it } from "vitest";
import { runBypassTests } from "./run-bypass-tests";

describe("runBypassTests", () => {
  it("reports each endpoint OK or Error, bypassing caches", async () => {
    const seen: RequestInit[] = [];
    const results = await runBypassTests(async (url, init) => {
      seen.push(init ?? {});
      return new Response("{}", { status: url === "/manifest.json" ? 200 : 503 });
    });
    expect(results).toEqual({ manifest: "OK", health: "Error" });
    expect(seen.every((init) => init.cache === "no-store" && init.credentials === "omit")).toBe(
      true,
    );
  });

  it("treats a network failure as Error", async () => {
    const results = await runBypassTests(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(results).toEqual({ manifest: "Error", health: "Error" });
  });
});
