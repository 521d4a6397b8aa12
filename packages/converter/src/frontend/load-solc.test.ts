import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { loadSolc, type SolcModule } from "./load-solc.ts";

const require = createRequire(import.meta.url);

function astInput(sources: Record<string, string>): string {
  return JSON.stringify({
    language: "Solidity",
    sources: Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, { content: v }])),
    settings: { outputSelection: { "*": { "": ["ast"] } } },
  });
}

const errorMessages = (output: { errors?: { severity: string; message: string }[] }) =>
  (output.errors ?? []).filter((e) => e.severity === "error").map((e) => e.message);

const importer = (name: string) =>
  `pragma solidity ^0.8.0;\nimport "lib.sol";\ncontract ${name} is Lib { function f() external pure returns (uint256) { return g(); } }`;

describe("loadSolc", () => {
  it("applies the cached table lookups to the bundled glue", () => {
    const glue = readFileSync(require.resolve("solc/soljson.js"), "utf8");
    expect(glue).toContain(
      "function getWasmTableEntry(funcPtr) { return wasmTable.get(funcPtr); }",
    );
    expect(loadSolc()).not.toBe(require("solc"));
  });

  it("gives byte-identical output to the published package", () => {
    const published = require("solc") as SolcModule;
    const source = readFileSync(
      new URL("../../examples/erc20-token/CorpusToken.sol", import.meta.url),
      "utf8",
    );
    const input = astInput({ "CorpusToken.sol": source });
    expect(loadSolc().compile(input)).toBe(published.compile(input));
    expect(loadSolc().version()).toBe(published.version());
  });

  it("calls each compile's own import callback when table slots are reused", () => {
    const compile = (name: string, returned: string) =>
      JSON.parse(
        loadSolc().compile(astInput({ "main.sol": importer(name) }), {
          import: () => ({ contents: returned }),
        }),
      );
    const first = compile(
      "A",
      "pragma solidity ^0.8.0; contract Lib { function g() internal pure returns (uint256) { return 1; } }",
    );
    const second = compile(
      "B",
      "pragma solidity ^0.8.0; contract Lib { function h() internal {} }",
    );
    expect(errorMessages(first)).toEqual([]);
    // The second callback's Lib has no g(): only a fresh callback makes this an error.
    expect(errorMessages(second).join("\n")).toMatch(/Undeclared identifier/);
  });
});
