import { readFileSync } from "node:fs";
import { buildFixtureWasm } from "@contract-platform/cosmwasm-vm/fixtures";
import { describe, expect, it } from "vitest";
import { createWasmEngine } from "../cosmwasm/run-scenario-on-wasm.ts";
import {
  FIXTURE_TOKEN_DIR,
  FIXTURE_TOKEN_SCENARIO,
  fixtureTokenEngine,
  fixtureTokenReport,
} from "../test-support/fixture-token.ts";
import { compareScenario } from "./compare-scenario.ts";

describe("compareScenario on the wasm engine", () => {
  it("finds every step of the fixture token equal to the EVM, with sources", async () => {
    const result = await compareScenario(FIXTURE_TOKEN_SCENARIO, fixtureTokenEngine());
    expect(result.error).toBeUndefined();
    const different = result.steps.filter((s) => !s.equal).map((s) => `${s.label}: ${s.diff}`);
    expect(different).toEqual([]);
    expect(result.summary).toEqual({ steps: 18, equal: 18, different: 0 });
    // the oracle also matched the scenario's own expectations
    expect(result.steps.filter((s) => !s.expectation.ok)).toEqual([]);
    const transfer = result.steps[1];
    expect(transfer.cosmwasm).toEqual(transfer.evm);
    expect(transfer.cosmwasm).toMatchObject({
      ok: true,
      returns: [true],
      events: [{ name: "Transfer", args: ["@alice", "@bob", "100"], emitter: "@contract" }],
    });
    expect(transfer.source).toEqual({
      function: "transfer(address,uint128)",
      solidity: { startLine: 28, endLine: 36 },
      rust: { file: "src/contract.rs", startLine: expect.any(Number), endLine: expect.any(Number) },
    });
    expect(result.steps[2].cosmwasm?.revert).toEqual({
      error: "InsufficientBalance",
      args: ["100", "150"],
    });
    expect(result.steps[4].cosmwasm?.revert).toEqual({ error: "NotOwner", args: ["@bob"] });
  });

  it("shows the divergent twin's differences, first difference of each step", async () => {
    const result = await compareScenario(FIXTURE_TOKEN_SCENARIO, fixtureTokenEngine(true));
    const different = result.steps.filter((s) => !s.equal).map((s) => [s.label, s.diff]);
    expect(different).toEqual([
      ["#5 bob lastMint()", 'returns[0]: EVM "1700000060", CosmWasm "1700000061"'],
      ["#7 bob deposit()", 'revert: EVM "nothing to deposit", CosmWasm "nothing deposited"'],
    ]);
    expect(result.summary).toEqual({ steps: 18, equal: 16, different: 2 });
  });

  it('counts a value the scenario marks "*" as not comparable, shown but not a difference', async () => {
    const scenario = JSON.parse(readFileSync(FIXTURE_TOKEN_SCENARIO, "utf8"));
    scenario.steps[5].expect.returns = ["*"]; // lastMint(): the twin answers one second later
    const result = await compareScenario(
      { scenario, baseDir: FIXTURE_TOKEN_DIR, name: "wildcards" },
      fixtureTokenEngine(true),
    );
    const lastMint = result.steps.find((s) => s.label === "#5 bob lastMint()");
    expect(lastMint).toMatchObject({
      equal: true,
      notComparable: {
        values: [{ where: "returns[0]", evm: "1700000060", cosmwasm: "1700000061" }],
        warnings: [],
      },
    });
    expect(lastMint?.diff).toBeUndefined();
    expect(result.summary).toEqual({ steps: 18, equal: 17, different: 1 });
    // where both sides agree there is nothing to show
    const faithful = await compareScenario(
      { scenario, baseDir: FIXTURE_TOKEN_DIR, name: "wildcards" },
      fixtureTokenEngine(),
    );
    expect(faithful.steps[6]).toMatchObject({ equal: true });
    expect(faithful.steps.filter((s) => s.diff !== undefined || s.notComparable)).toEqual([]);
  });

  it("gives the converter's warnings on the called code as the reason a value is not comparable", async () => {
    const scenario = JSON.parse(readFileSync(FIXTURE_TOKEN_SCENARIO, "utf8"));
    scenario.steps[5].expect.returns = ["*"];
    const report = fixtureTokenReport();
    report.diagnostics = [
      { code: "W1", severity: "warning", message: "block time is the chain's", line: 11 },
      { code: "W2", severity: "warning", message: "elsewhere", line: 42 },
      { code: "E1", severity: "error", message: "not a warning", line: 11 },
    ];
    const engine = createWasmEngine({
      report,
      wasm: { FixtureToken: buildFixtureWasm("fixture-token", { divergent: true }) },
    });
    const result = await compareScenario(
      { scenario, baseDir: FIXTURE_TOKEN_DIR, name: "wildcards" },
      engine,
    );
    const lastMint = result.steps.find((s) => s.label === "#5 bob lastMint()");
    expect(lastMint?.source?.solidity).toEqual({ startLine: 11, endLine: 11 });
    expect(lastMint?.notComparable?.warnings).toEqual(["W1 block time is the chain's (line 11)"]);
  });
});
