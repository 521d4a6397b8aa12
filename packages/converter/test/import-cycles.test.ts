import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const packageDir = new URL("..", import.meta.url).pathname;

// Every module of the converter, type-only imports included: a module that imports (even a type
// from) a module that imports it back is a cycle. The lowering modules reach each other's
// recursion through `LoweringContext` (src/lower/lowering-context.ts) instead.
describe("import graph", () => {
  it("has no cycles", async () => {
    const tree = await parseDependencyTree("src/**/*.ts", {
      cwd: packageDir,
      context: packageDir,
      transform: false,
      exclude: /node_modules/,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    const cycles = parseCircular(tree).map((c) => c.join(" -> "));
    expect(cycles).toEqual([]);
  }, 60_000);
});
