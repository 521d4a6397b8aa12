import { describe, expect, it } from "vitest";
import { FIXTURE_TOKEN_SCENARIO, fixtureTokenEngine } from "../test-support/fixture-token.ts";
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
});
