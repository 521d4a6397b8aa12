import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addrMake, classicContractAddress } from "@contract-platform/cosmwasm-vm";
import { defaultToolchainConfig } from "@contract-platform/toolchain";
import { describe, expect, it } from "vitest";
import { compareScenario } from "../compare/compare-scenario.ts";
import { FIXTURE_TOKEN_DIR, fixtureTokenReport } from "../test-support/fixture-token.ts";
import { createNativeEngine } from "./native-engine.ts";
import { toolchainCargoTest } from "./toolchain-cargo-test.ts";

/**
 * The cargo path in CI, where the CosmWasm crates cannot be downloaded: a dependency-free crate
 * whose scenario test prints the report lines a generated cw-multi-test runner prints for this
 * scenario (same format, same addresses), run by the sandboxed cargo of packages/toolchain.
 */
const scenario = {
  contract: "FixtureToken",
  file: "FixtureToken.sol",
  actors: ["alice", "bob"],
  deploy: { from: "alice", args: ["T", "100"] },
  steps: [
    { from: "alice", call: "transfer(address,uint128)", args: ["@bob", "30"] },
    { from: "bob", call: "transfer(address,uint128)", args: ["@alice", "31"] },
  ],
};

function reportLines(failAtEnd: boolean): string {
  const alice = addrMake("alice");
  const bob = addrMake("bob");
  const token = classicContractAddress(1, 0, "cosmwasm");
  const funds = "1000000000000000000000";
  const names = { "@alice": alice, "@bob": bob, "@contract": token };
  const balances = { "@alice": funds, "@bob": funds, "@contract": "0" };
  const lines = [
    {
      step: 0,
      ok: true,
      value: null,
      events: [
        {
          type: "Transfer",
          emitter: token,
          attrs: [
            ["from", ""],
            ["to", alice],
            ["value", "100"],
          ],
        },
      ],
      names,
      balances,
    },
    {
      step: 1,
      ok: true,
      value: true,
      events: [
        {
          type: "Transfer",
          emitter: token,
          attrs: [
            ["from", alice],
            ["to", bob],
            ["value", "30"],
          ],
        },
      ],
      names,
      balances,
    },
    {
      step: 2,
      ok: false,
      error: 'InsufficientBalance {"available":"30","required":"31"}',
      names,
      balances,
    },
  ];
  const prints = lines.map(
    (l) => `    println!("SCENARIO-STEP {}", ${JSON.stringify(JSON.stringify(l))});`,
  );
  if (failAtEnd)
    prints.splice(
      2,
      1,
      '    panic!("step 2: bob transfer(address,uint128): must fail, but succeeded");',
    );
  return `#[test]\nfn scenario() {\n${prints.join("\n")}\n}\n`;
}

function engine(failAtEnd: boolean) {
  const crateDir = mkdtempSync(join(tmpdir(), "native-crate-"));
  writeFileSync(
    join(crateDir, "Cargo.toml"),
    '[package]\nname = "fixture-token"\nversion = "0.1.0"\nedition = "2021"\n',
  );
  const root = mkdtempSync(join(tmpdir(), "native-toolchain-"));
  const config = defaultToolchainConfig({
    cargo: process.env.TEST_CARGO ?? "/usr/bin/cargo",
    rustc: process.env.TEST_RUSTC ?? "/usr/bin/rustc",
    cacheDir: join(root, "cache"),
    workDir: join(root, "work"),
  });
  return createNativeEngine({
    crateDir,
    report: fixtureTokenReport(),
    runCargoTest: toolchainCargoTest({
      config,
      policy: { allowBuildScripts: false, allowAnyDependency: false, extraAllowedCrates: [] },
    }),
    testSource: () => reportLines(failAtEnd),
  });
}

describe("the native engine", () => {
  it("reads a passing test's report lines back into observations equal to the EVM's", async () => {
    const result = await compareScenario(
      { scenario, baseDir: FIXTURE_TOKEN_DIR, name: "native" },
      engine(false),
    );
    expect(result.error).toBeUndefined();
    expect(result.steps.map((s) => [s.label, s.equal, s.diff])).toEqual([
      ["deploy FixtureToken", true, undefined],
      ["#0 alice transfer(address,uint128)", true, undefined],
      ["#1 bob transfer(address,uint128)", true, undefined],
    ]);
    expect(result.steps[2].cosmwasm?.revert).toEqual({
      error: "InsufficientBalance",
      args: ["30", "31"],
    });
    expect(result.engine).toBe("native");
  });

  it("shows the steps a failing test did not report, with its panic message", async () => {
    const result = await compareScenario(
      { scenario, baseDir: FIXTURE_TOKEN_DIR, name: "native" },
      engine(true),
    );
    expect(result.steps.map((s) => s.equal)).toEqual([true, true, false]);
    expect(result.steps[2].diff).toContain("CosmWasm did not run it: not reported by the test");
    expect(result.steps[2].diff).toContain("must fail, but succeeded");
  });
});

describe("panicMessage", () => {
  it("reads both libtest panic formats", async () => {
    const { panicMessage } = await import("./native-engine.ts");
    expect(panicMessage("thread 't' panicked at 'step 2: no', tests/a.rs:5:5\nnote: x")).toBe(
      "step 2: no",
    );
    expect(
      panicMessage("thread 't' panicked at tests/a.rs:5:5:\nstep 2: no\nmore\nnote: run with"),
    ).toBe("step 2: no\nmore");
    expect(panicMessage("test result: ok")).toBeUndefined();
  });
});
