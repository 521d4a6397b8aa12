import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { MAX_SOLIDITY_NESTING_DEPTH } from "@contract-platform/api";
import { describe, expect, it } from "vitest";
import { rustfmtAvailable } from "../src/format/format-rust.ts";
import { convertSolidity } from "../src/index.ts";
import { listExamples } from "./examples.ts";

const examples = listExamples();
const basic = examples.find((e) => e.name === "basic-token")!;

describe("determinism", () => {
  it("gives byte-identical output for the same input", async () => {
    const a = await convertSolidity({ source: basic.source, fileName: "BasicToken.sol" });
    const b = await convertSolidity({ source: basic.source, fileName: "BasicToken.sol" });
    expect(Object.keys(a.files).length).toBeGreaterThan(8);
    expect(b.files).toEqual(a.files);
  });
});

describe("rustfmt", () => {
  it.skipIf(!rustfmtAvailable())("accepts every generated .rs file of every example", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sol2cw-rustfmt-"));
    try {
      const paths: string[] = [];
      for (const example of examples) {
        const r = await convertSolidity({
          source: example.source,
          fileName: "C.sol",
          contract: example.contract,
        });
        for (const [path, content] of Object.entries(r.files)) {
          if (!path.endsWith(".rs")) continue;
          const p = join(dir, example.name, path);
          mkdirSync(dirname(p), { recursive: true });
          writeFileSync(p, content);
          paths.push(p);
        }
      }
      expect(paths.length).toBeGreaterThan(0);
      const check = spawnSync("rustfmt", ["--check", "--edition", "2021", ...paths], {
        encoding: "utf8",
      });
      expect(check.stdout + check.stderr).toBe("");
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Deterministic mangling: truncations, deleted and duplicated slices, swapped characters. */
function mangle(source: string, seed: number): string {
  let x = seed * 2654435761;
  const rand = (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.abs(x) % Math.max(1, n);
  };
  switch (seed % 5) {
    case 0:
      return source.slice(0, rand(source.length));
    case 1: {
      const a = rand(source.length);
      return source.slice(0, a) + source.slice(a + rand(40));
    }
    case 2: {
      const a = rand(source.length);
      return source.slice(0, a) + source.slice(a, a + rand(60)) + source.slice(a);
    }
    case 3: {
      const chars = [...source];
      for (let i = 0; i < 8; i++) {
        const a = rand(chars.length);
        const b = rand(chars.length);
        [chars[a], chars[b]] = [chars[b], chars[a]];
      }
      return chars.join("");
    }
    default:
      return source.replace(/;/g, (m) => (rand(7) === 0 ? "" : m));
  }
}

describe("nesting", () => {
  const sum = (depth: number) =>
    `pragma solidity ^0.8.20;\ncontract A {\n  function f(uint256 x) external pure returns (uint256) {\n    return ${"(x + ".repeat(depth)}1${")".repeat(depth)};\n  }\n}\n`;

  it("refuses a source nested deeper than the limit before compiling or formatting it", async () => {
    // 40 nested sums: rustfmt alone would take hours on the converted checked_add chain.
    const r = await convertSolidity({ source: sum(40), fileName: "A.sol" });
    expect(r).toMatchObject({ ok: false, files: {}, report: null });
    expect(r.diagnostics).toEqual([
      {
        code: "SOL2CW-E102",
        severity: "error",
        message: `Brackets are nested more than ${MAX_SOLIDITY_NESTING_DEPTH} levels deep (line 4, column ${12 + 5 * (MAX_SOLIDITY_NESTING_DEPTH - 2)}); split the expression or block into smaller parts`,
        line: 4,
        column: 12 + 5 * (MAX_SOLIDITY_NESTING_DEPTH - 2),
      },
    ]);
  });

  it("converts nesting within the limit", async () => {
    const r = await convertSolidity({ source: sum(6), fileName: "A.sol", format: false });
    expect(r.ok).toBe(true);
    expect(r.files["src/contract.rs"]).toContain("checked_add");
  });
});

describe("fuzz: mangled sources end in diagnostics, never in a crash", () => {
  const sources = examples.map((e) => e.source);
  it("handles 60 mangled variants of the examples", async () => {
    let withErrors = 0;
    for (let i = 0; i < 60; i++) {
      const src = mangle(sources[i % sources.length], i + 1);
      const r = await convertSolidity({ source: src, fileName: "Fuzz.sol", format: false });
      expect(Array.isArray(r.diagnostics)).toBe(true);
      for (const d of r.diagnostics) {
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
        expect(d.code).toMatch(/^(SOLC|SOL2CW)-/);
        expect(d.code).not.toBe("SOL2CW-E999");
      }
      if (!r.ok) {
        expect(r.diagnostics.some((d) => d.severity === "error")).toBe(true);
        withErrors++;
      }
    }
    expect(withErrors).toBeGreaterThan(30);
  });

  it("reports compiler errors with their position", async () => {
    const r = await convertSolidity({
      source: "pragma solidity ^0.8.0;\ncontract A {\n  function f() { x = 1; }\n}\n",
      fileName: "A.sol",
    });
    expect(r.ok).toBe(false);
    expect(r.report).toBeNull();
    const d = r.diagnostics[0];
    expect(d.severity).toBe("error");
    expect(d.line).toBe(3);
    expect(d.code).toMatch(/^SOLC-/);
  });

  it("reports an unsupported construct and still emits a crate with a TODO", async () => {
    const src = `pragma solidity ^0.8.20;
contract A {
    uint256 public x;
    function f() external { x = gasleft(); }
    function g() external view returns (address) { return tx.origin; }
}`;
    const r = await convertSolidity({ source: src, fileName: "A.sol", format: false });
    expect(r.ok).toBe(false);
    const codes = r.diagnostics.map((d) => `${d.code}@${d.line}`);
    expect(codes).toContain("SOL2CW-E003@4");
    expect(codes).toContain("SOL2CW-E004@5");
    expect(r.files["src/contract.rs"]).toContain("// TODO: gasleft()");
    expect(r.files["src/contract.rs"]).toContain("ContractError::Unsupported");
    expect(
      r.report!.functions.find((f: { signature: string }) => f.signature === "f()").unsupported,
    ).toBe(true);
  });
});
