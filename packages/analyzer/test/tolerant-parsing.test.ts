import { readFileSync } from "node:fs";
import { MAX_SOLIDITY_NESTING_DEPTH } from "@contract-platform/api";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../benchmark/score-held-out-corpus.ts";
import { analysisResultSchema } from "../src/result-schema.ts";
import { analyzeSolidity } from "../src/solidity/analyze-solidity.ts";

const legacy = (name: string) => readFileSync(new URL(`./legacy/${name}`, import.meta.url), "utf8");

/** "ruleId:line" of every finding. */
function reported(source: string, typedAst?: boolean): Set<string> {
  const result = analyzeSolidity(source, { file: "c.sol", typedAst });
  analysisResultSchema.parse(result);
  return new Set(result.findings.map((f) => `${f.ruleId}:${f.location.startLine}`));
}

describe("old Solidity syntax", () => {
  it("analyses 0.4 code: constructor named like the contract, var, throw, suicide, sha3, msg.gas, call.value()()", () => {
    const found = reported(legacy("old-bank-0.4.sol"));
    for (const expected of [
      "reentrancy:17",
      "unchecked-low-level-call:17",
      "weak-randomness:22",
      "controlled-delegatecall:30",
      "unchecked-low-level-call:30",
      "unprotected-selfdestruct:34",
      "outdated-compiler:1",
    ])
      expect(found).toContain(expected);
    // Each deprecated construct is named where it is.
    for (const line of [7, 16, 17, 21, 22, 25, 26, 30, 34])
      expect(found).toContain(`deprecated-construct:${line}`);
  });

  it("analyses 0.5 code (address payable, unnamed fallback)", () => {
    const found = reported(legacy("vault-0.5.sol"));
    for (const expected of ["tx-origin-auth:16", "arbitrary-send-eth:21", "unchecked-send:21"])
      expect(found).toContain(expected);
  });

  it("analyses 0.6 code (abstract, virtual/override, receive, call{value:})", () => {
    const found = reported(legacy("pool-0.6.sol"));
    for (const expected of ["reentrancy:22", "divide-before-multiply:17"])
      expect(found).toContain(expected);
  });
});

describe("mangled and truncated sources", () => {
  it("still reports the intact functions of a truncated file, at their own lines", () => {
    const source = legacy("old-bank-0.4.sol");
    const cut = source.slice(0, source.indexOf("bytes4(sha3") + 5);
    const result = analyzeSolidity(cut, { file: "c.sol" });
    analysisResultSchema.parse(result);
    const found = new Set(result.findings.map((f) => `${f.ruleId}:${f.location.startLine}`));
    expect(found).toContain("reentrancy:17");
    expect(found).toContain("weak-randomness:22");
    expect(result.diagnostics.some((d) => /unclosed bracket/.test(d.message))).toBe(true);
    expect(result.diagnostics.some((d) => d.level === "error" && d.source === "parser")).toBe(true);
  });

  it("skips a member that does not parse and analyses the others", () => {
    const source = [
      "pragma solidity ^0.8.0;",
      "contract A {",
      "    function broken( external {",
      "        uint x = ;",
      "    }",
      "    function kill() external {",
      "        selfdestruct(payable(msg.sender));",
      "    }",
      "}",
      "",
    ].join("\n");
    const result = analyzeSolidity(source, { file: "c.sol" });
    expect(result.findings.map((f) => `${f.ruleId}:${f.location.startLine}`)).toContain(
      "unprotected-selfdestruct:7",
    );
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        level: "warning",
        location: expect.objectContaining({ startLine: 3 }),
      }),
    );
  });

  it("refuses a member nested too deeply without parsing it, and analyses the others", () => {
    const deep = `${"(".repeat(100)}1${")".repeat(100)}`;
    const source = [
      "pragma solidity ^0.8.0;",
      "contract A {",
      "    function deep() external pure returns (uint256) {",
      `        return ${deep};`,
      "    }",
      "    function kill() external {",
      "        selfdestruct(payable(msg.sender));",
      "    }",
      "}",
      "",
    ].join("\n");
    const result = analyzeSolidity(source, { file: "c.sol" });
    expect(result.findings.map((f) => `${f.ruleId}:${f.location.startLine}`)).toContain(
      "unprotected-selfdestruct:7",
    );
    expect(result.diagnostics).toContainEqual({
      level: "error",
      source: "parser",
      message: `Brackets are nested more than ${MAX_SOLIDITY_NESTING_DEPTH} levels deep (line 4, column ${16 + MAX_SOLIDITY_NESTING_DEPTH - 2}); split the expression or block into smaller parts`,
      location: expect.objectContaining({ startLine: 4 }),
    });
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        level: "warning",
        location: expect.objectContaining({ startLine: 3, endLine: 5 }),
      }),
    );
  });

  it("never throws on prefixes and mutations of real contracts", () => {
    const sources = loadCorpus(["round-1"])
      .filter((e) => /king-of-ether|share-vault|upgradeable-proxy/.test(e.name))
      .map((e) => e.source);
    expect(sources).toHaveLength(3);
    const variants: string[] = [
      "",
      "\u0000\u0001garbage",
      "// only a comment",
      "pragma solidity",
      "}}}{{{",
    ];
    for (const s of sources) {
      for (let i = 1; i < s.length; i += Math.floor(s.length / 8)) variants.push(s.slice(0, i));
      variants.push(s.replace(/\}/g, ""), s.replace(/;/g, ""), s.replace(/function/g, "functoin"));
      variants.push(s.split("").reverse().join(""));
    }
    for (const v of variants) {
      const result = analyzeSolidity(v, { file: "c.sol", typedAst: false });
      expect(() => analysisResultSchema.parse(result)).not.toThrow();
    }
  });
});
