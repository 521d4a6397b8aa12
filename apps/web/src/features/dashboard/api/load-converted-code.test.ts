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

  it.each([
    [404, "Contract not found or access denied"],
    [409, "Contract has not been converted yet"],
    [500, "Failed to load contract: boom"],
  ])("maps %i to %s", async (status, message) => {
    await expect(
      loadConvertedCode("c1", async () => Response.json({ error: "boom", code: "x" }, { status })),
    ).rejects.toThrow(message);
  });
});
