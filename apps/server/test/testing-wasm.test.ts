import type { AuthSession, TestRun } from "@contract-platform/api";
import { testingStatusSchema, testRunSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../../../packages/analyzer/src/ai/openai-stand-in.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";
import {
  FIXTURE_TOKEN_SCENARIO,
  FIXTURE_TOKEN_SOL,
  fixtureTokenCrate,
} from "./fixture-token-crate.ts";

const EXPLANATION = {
  summary: "The conversion records the mint time one second late.",
  cause: "execute_mint stores env.block.time + 1 where the Solidity stores block.timestamp.",
  solidity: { startLine: 37, endLine: 43 },
  rust: { file: "src/lib.rs", startLine: 360, endLine: 370 },
  fix: "Store env.block.time.seconds() as it is.",
};

describe("test runs on the wasm engine: the fixture token and its divergent twin", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let alice: AuthSession;
  let contractId: string;
  const as = () => ({ token: alice.accessToken });
  const getRun = async (runId: string) =>
    testRunSchema.parse((await call(t, "GET", `/api/test-runs/${runId}`, as())).body);
  const contractStatus = async () =>
    (await call(t, "GET", `/api/contracts/${contractId}`, as())).body.contract.status as string;
  /** Lets the jobs (the wasm build, then the run) work until the run is finished. */
  const finish = async (runId: string): Promise<TestRun> => {
    for (let i = 0; i < 600; i++) {
      await t.deps.jobs.whenIdle();
      const run = await getRun(runId);
      if (run.status !== "queued" && run.status !== "running") return run;
      // the run looks again for its build a second later (manual clock)
      await t.clock.advance(1000);
    }
    throw new Error("the run did not finish");
  };
  const latestRun = async () =>
    (await call(t, "GET", `/api/contracts/${contractId}/test-runs`, as())).body.runs[0] as {
      id: string;
      trigger: string;
    };

  beforeAll(async () => {
    standIn = await startOpenAiStandIn(EXPLANATION);
    t = await createTestApp({
      CARGO: "/usr/bin/cargo",
      RUSTC: "/usr/bin/rustc",
      AI_BASE_URL: standIn.baseUrl,
      AI_MODEL: "test-model",
      AI_API_KEY: "sk-test",
    });
    alice = await signUpUser(t, "alice@example.com");
    contractId = (await upload(t, alice, "FixtureToken.sol", FIXTURE_TOKEN_SOL)).body.results[0]
      .contract.id;
    await call(t, "POST", `/api/contracts/${contractId}/convert`, as());
    await t.deps.jobs.whenIdle();
    // the converted crate needs the CosmWasm crates; the hand-written one needs nothing
    const saved = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(),
      body: { files: fixtureTokenCrate(), note: "dependency-free Rust" },
    });
    expect(saved.status).toBe(201);
    const imported = await call(t, "POST", `/api/contracts/${contractId}/scenarios/import`, {
      ...as(),
      body: { fileName: "FixtureToken.scenario.json", content: FIXTURE_TOKEN_SCENARIO },
    });
    expect(imported.status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("builds the version to wasm, runs every step on both sides and finds them equal", async () => {
    const rule = await call(t, "POST", `/api/contracts/${contractId}/rules`, {
      ...as(),
      body: {
        name: "No balance above the supply",
        expression: "balanceOf(@alice) + balanceOf(@bob) <= totalSupply()",
      },
    });
    expect(rule.status).toBe(201);
    const started = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(),
      body: { fuzz: { runs: 25, seed: 7 } },
    });
    expect(started.status).toBe(202);
    const run = await finish(started.body.runId);
    expect(run.status).toBe("succeeded");
    expect(run.engine).toBe("wasm");
    expect(run.cosmwasm).toMatchObject({ available: true, engine: "wasm" });
    expect(run.summary).toMatchObject({ steps: 18, equal: 18, different: 0, notCompared: 0 });
    const mint = run.steps.find((s) => s.label === "#4 alice mint(address,uint128)");
    expect(mint?.cosmwasm?.events).toEqual([
      { name: "Transfer", args: ["@zero", "@carol", "7"], emitter: "@contract" },
    ]);
    expect(mint?.source?.solidity?.startLine).toBeGreaterThan(0);
    expect(run.divergences).toEqual([]);
    // the rule after all 18 steps on both sides, and 25 random sequences equal
    expect(run.rules).toMatchObject([
      { name: "No balance above the supply", evm: { held: true }, cosmwasm: { held: true } },
    ]);
    // after each of the 15 calls (balance checks change nothing the rules read)
    expect(run.rules[0].cosmwasm?.checks).toBe(15);
    expect(run.rules[0].evm.checks).toBe(15);
    expect(run.summary).toMatchObject({ fuzzSequences: 25, fuzzNote: null });
    expect(run.summary.fuzzSteps).toBeGreaterThan(25);

    const gates = testingStatusSchema.parse(
      (await call(t, "GET", `/api/contracts/${contractId}/testing/status`, as())).body,
    );
    expect(gates.tested.passed).toBe(true);
    expect(gates.suites.find((s) => s.suite === "scenarios")).toMatchObject({
      state: "passed",
      reason: `All 18 steps equal on both sides in run #${run.number}`,
    });
    expect(await contractStatus()).toBe("tested");
  }, 300_000);

  it("runs the twin by itself as a new version, shows the divergence and holds the status back", async () => {
    const equalRun = await latestRun();
    const twin = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(),
      body: { files: fixtureTokenCrate(true), note: "mint records the time + 1" },
    });
    expect(twin.status).toBe(201);
    // the default settings run the scenarios on each new version
    let auto = await latestRun();
    for (let i = 0; i < 100 && auto.id === equalRun.id; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      auto = await latestRun();
    }
    expect(auto.trigger).toBe("auto");
    const run = await finish(auto.id);
    expect(run.contractVersion).toBe(3);
    expect(run.summary.different).toBeGreaterThan(0);
    const lastMint = run.steps.find((s) => s.label === "#5 bob lastMint()");
    expect(lastMint).toMatchObject({
      equal: false,
      diff: 'returns[0]: EVM "1700000060", CosmWasm "1700000061"',
    });
    expect(run.divergences[0]).toMatchObject({
      source: "FixtureToken",
      label: "#5 bob lastMint()",
    });

    const gates = testingStatusSchema.parse(
      (await call(t, "GET", `/api/contracts/${contractId}/testing/status`, as())).body,
    );
    expect(gates.tested.passed).toBe(false);
    expect(gates.tested.blocking[0].reason).toMatch(/^\d+ of 18 steps differ in run #\d+$/);
    expect(await contractStatus()).toBe("review");

    const compared = await call(t, "GET", `/api/test-runs/${run.id}/compare/${equalRun.id}`, as());
    expect(compared.body.regressed.map((r: { key: string }) => r.key)).toContain(
      "FixtureToken: #5 bob lastMint()",
    );

    // fuzzing (on by default for new versions) finds it too, shrunk to a few calls
    const fuzzed = run.divergences.find((d) => d.source === "fuzzing");
    expect(fuzzed?.seed).toBeTruthy();
    const counterexample = fuzzed?.counterexample as { steps: { call: string }[] };
    expect(counterexample.steps.length).toBeLessThanOrEqual(fuzzed?.shrunkFrom ?? 0);
    expect(counterexample.steps.length).toBeLessThanOrEqual(3);
    const saved = await call(t, "POST", `/api/contracts/${contractId}/scenarios`, {
      ...as(),
      body: {
        name: "Fuzzing counterexample",
        origin: "counterexample",
        record: true,
        scenario: counterexample,
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.scenario).toMatchObject({ origin: "counterexample" });

    // the assistant explains the divergence, naming lines that exist on both sides
    const explained = await call(t, "POST", `/api/test-runs/${run.id}/divergences/0/explain`, as());
    expect(explained.status).toBe(200);
    expect(explained.body).toMatchObject({
      index: 0,
      model: "test-model",
      explanation: EXPLANATION,
    });
    const asked = JSON.stringify(standIn.requests.at(-1)?.body);
    expect(asked).toContain("lastMint");
    expect(asked).toContain("src/lib.rs");
    const outside = await call(t, "POST", `/api/test-runs/${run.id}/divergences/99/explain`, as());
    expect(outside.status).toBe(404);
  }, 300_000);

  it('stores a value the scenario marks "*" as not comparable on an equal step, not a divergence', async () => {
    const scenario = JSON.parse(FIXTURE_TOKEN_SCENARIO);
    scenario.steps[5].expect.returns = ["*"]; // lastMint(): the twin answers one second later
    const imported = await call(t, "POST", `/api/contracts/${contractId}/scenarios/import`, {
      ...as(),
      body: { fileName: "Wildcards.scenario.json", content: JSON.stringify(scenario) },
    });
    expect(imported.status).toBe(201);
    const started = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(),
      body: { scenarioIds: [imported.body.scenario.id] },
    });
    expect(started.status).toBe(202);
    const run = await finish(started.body.runId);
    expect(run.contractVersion).toBe(3);
    const lastMint = run.steps.find((s) => s.label === "#5 bob lastMint()");
    expect(lastMint).toMatchObject({
      equal: true,
      diff: null,
      notComparable: {
        values: [{ where: "returns[0]", evm: "1700000060", cosmwasm: "1700000061" }],
        warnings: [],
      },
    });
    expect(run.steps.filter((s) => s.notComparable)).toHaveLength(1);
    // only the deposit's revert text still differs
    expect(run.summary).toMatchObject({ steps: 18, equal: 17, different: 1 });
    expect(run.divergences.map((d) => d.label)).toEqual(["#7 bob deposit()"]);
  }, 300_000);
});
