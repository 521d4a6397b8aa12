import { spawnSync } from "node:child_process";
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it("keeps the decoded wasm in the cache directory for the next process, which reads it back", () => {
    const dir = mkdtempSync(join(tmpdir(), "solc-cache-"));
    const cache = join(dir, "cache");
    const version = (require("solc") as SolcModule).version();
    try {
      expect(loadInNewProcess(cache)).toEqual({ version, stderr: "" });
      const [file, ...others] = readdirSync(cache);
      expect(others).toEqual([]);
      const soljson = readFileSync(require.resolve("solc/package.json"), "utf8");
      expect(file).toMatch(
        new RegExp(
          `^soljson-${JSON.parse(soljson).version.replaceAll(".", "\\.")}-[0-9a-f]{16}\\.wasm$`,
        ),
      );
      const path = join(cache, file);
      const written = statSync(path);
      expect(readFileSync(path).subarray(0, 4)).toEqual(Buffer.from([0, 97, 115, 109]));

      // Read back, not rewritten: the same file.
      expect(loadInNewProcess(cache)).toEqual({ version, stderr: "" });
      expect(statSync(path).ino).toBe(written.ino);

      // A torn file is decoded again and replaced, without a word.
      truncateSync(path, 1000);
      expect(loadInNewProcess(cache)).toEqual({ version, stderr: "" });
      expect(statSync(path).size).toBe(written.size);

      // A cache that cannot be written only costs the decoding.
      writeFileSync(join(dir, "file"), "");
      expect(loadInNewProcess(join(dir, "file", "cache"))).toEqual({ version, stderr: "" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Loads solc through `loadSolc` in a fresh node process with `cacheDir`: its version and stderr. */
function loadInNewProcess(cacheDir: string) {
  const loader = new URL("./load-solc.ts", import.meta.url).href;
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { loadSolc } = await import(${JSON.stringify(loader)}); console.log(loadSolc().version());`,
    ],
    { env: { ...process.env, SOL2COSMWASM_CACHE_DIR: cacheDir }, encoding: "utf8" },
  );
  expect(run.status).toBe(0);
  return { version: run.stdout.trim(), stderr: run.stderr };
}
