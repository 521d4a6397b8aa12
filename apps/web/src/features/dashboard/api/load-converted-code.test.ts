import { describe, expect, it } from "vitest";
import { loadConvertedCode } from "./load-converted-code";

describe("loadConvertedCode", () => {
  it("returns the converted code", async () => {
    let url = "";
    const code = await loadConvertedCode("c 1", async (u) => {
      url = u;
      return Response.json({ code: "pub fn instantiate() {}", language: "rust" });
    });
    expect(code).toBe("pub fn instantiate() {}");
    expect(url).toBe("/api/contracts/c%201/converted-code");
  });

  // spec §8: each message is shown alone, never wrapped in another.
  it.each([
    [404, "contract_not_found", "Contract not found or access denied"],
    [409, "not_converted", "Contract has not been converted yet"],
    [502, "download_failed", "Failed to download converted code"],
    [500, "internal_error", "Failed to load contract: boom"],
  ])("maps %i (%s) to %s", async (status, code, message) => {
    const failure = loadConvertedCode("c1", async () =>
      Response.json({ error: status === 502 ? message : "boom", code }, { status }),
    );
    await expect(failure).rejects.toThrow(new RegExp(`^${message}$`));
    await expect(failure).rejects.toMatchObject({ name: "CodeReviewError", message });
  });

  it("says the database is not available when the server cannot be reached", async () => {
    await expect(
      loadConvertedCode("c1", async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).rejects.toThrow("Database connection not available");
  });
});
