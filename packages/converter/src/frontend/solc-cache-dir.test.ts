import { homedir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { solcCacheDir } from "./solc-cache-dir.ts";

describe("solcCacheDir", () => {
  it("takes SOL2COSMWASM_CACHE_DIR first, then an absolute XDG_CACHE_HOME, then ~/.cache", () => {
    expect(solcCacheDir({ SOL2COSMWASM_CACHE_DIR: "/c/own", XDG_CACHE_HOME: "/c/xdg" })).toBe(
      "/c/own",
    );
    expect(solcCacheDir({ XDG_CACHE_HOME: "/c/xdg" })).toBe("/c/xdg/sol2cosmwasm");
    expect(solcCacheDir({ XDG_CACHE_HOME: "relative" })).toBe(
      join(homedir(), ".cache", "sol2cosmwasm"),
    );
    expect(solcCacheDir({})).toBe(join(homedir(), ".cache", "sol2cosmwasm"));
  });
});
