import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analysisResultSchema } from "../src/result-schema.ts";

const bin = new URL("../bin/contract-analyzer.js", import.meta.url).pathname;
const fixture = (p: string) => new URL(`../fixtures/${p}`, import.meta.url).pathname;
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });

describe("contract-analyzer CLI", () => {
  it("analyses a Solidity file as JSON", () => {
    const r = cli(fixture("tx-origin-auth/wallet.sol"), "--format", "json");
    expect(r.status).toBe(0);
    const result = analysisResultSchema.parse(JSON.parse(r.stdout));
    expect(
      result.findings.filter((f) => f.ruleId === "tx-origin-auth").map((f) => f.location.startLine),
    ).toEqual([14, 20, 38]);
  });

  it("analyses a crate directory as SARIF and writes to --out", () => {
    const out = join(mkdtempSync(join(tmpdir(), "analyzer-cli-")), "report.sarif");
    const r = cli(fixture("cw-state-not-saved/staking"), "--format", "sarif", "--out", out);
    expect(r.status).toBe(0);
    const log = JSON.parse(readFileSync(out, "utf8"));
    expect(log.version).toBe("2.1.0");
    expect(
      log.runs[0].results.some((x: { ruleId: string }) => x.ruleId === "cw-state-not-saved"),
    ).toBe(true);
  });

  it("fails with --fail-on when findings reach the threshold", () => {
    expect(cli(fixture("reentrancy/bank.sol"), "--fail-on", "high").status).toBe(1);
    expect(cli(fixture("floating-pragma/pinned.sol"), "--fail-on", "low").status).toBe(0);
  });

  it("gives a clear diagnostic for unparsable files", () => {
    const dir = mkdtempSync(join(tmpdir(), "analyzer-cli-"));
    const file = join(dir, "broken.sol");
    writeFileSync(file, "pragma solidity ^0.8.0;\ncontract Broken {\n  function f( public {\n}\n");
    const r = cli(file, "--format", "text");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/broken\.sol:\d+:\d+: Syntax error/);
    expect(r.stdout).toMatch(/^(warning|error): .*broken\.sol:3:/m);
  });

  it("refuses a file nested 1000 levels deep, naming where, instead of hanging", () => {
    const dir = mkdtempSync(join(tmpdir(), "analyzer-cli-"));
    const file = join(dir, "nested.sol");
    const deep = `${"(".repeat(1000)}1${")".repeat(1000)}`;
    writeFileSync(
      file,
      `pragma solidity ^0.8.0;\ncontract A { function f() public pure returns (uint) { return ${deep}; } }\n`,
    );
    const r = spawnSync(process.execPath, [bin, file, "--format", "text"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/error: .*nested\.sol:2:\d+.*Brackets are nested more than 32 levels/);
  });

  it("rejects missing paths and unknown formats with exit code 2", () => {
    expect(cli("/nonexistent/x.sol").stderr).toContain("no such file or directory");
    expect(cli("/nonexistent/x.sol").status).toBe(2);
    expect(cli(fixture("reentrancy/bank.sol"), "--format", "yaml").status).toBe(2);
  });

  it("lists the detectors", () => {
    const r = cli("--list-detectors");
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split("\n").length).toBeGreaterThanOrEqual(48);
    expect(r.stdout).toContain("cw-time-units");
  });
});
