import type { AuthSession, TestRun } from "@contract-platform/api";
import {
  startTestRunResponseSchema,
  testingStatusSchema,
  testRunListResponseSchema,
  testRunSchema,
} from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const SPINNER_SOL = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Spinner {
    uint256 public turns;

    // Modular exponentiation (precompile 0x05) is cheap in gas and slow to compute, so the
    // loop runs for seconds before its gas runs out, however fast the interpreter gets.
    function spin() external view {
        bytes memory input = abi.encodePacked(
            uint256(32), uint256(32), uint256(32),
            type(uint256).max - 188, type(uint256).max - 1, type(uint256).max - 58
        );
        while (true) {
            (bool ok, ) = address(5).staticcall(input);
            require(ok);
        }
    }

    function once() external {
        turns += 1;
    }
}
`;

const counterScenario = {
  contract: "Counter",
  actors: ["alice", "bob"],
  deploy: { from: "alice", args: ["5"] },
  steps: [
    { from: "bob", call: "increment(uint256)", args: ["2"] },
    { from: "bob", call: "count()", expect: { ok: true, returns: ["7"] } },
    { from: "bob", call: "increment(uint256)", args: ["0"], expect: { ok: false, revert: "zero" } },
  ],
};

const spinsScenario = {
  contract: "Spinner",
  actors: ["alice"],
  deploy: { from: "alice" },
  steps: [{ from: "alice", call: "spin()" }],
};

describe("test runs: jobs comparing the original on the EVM with the conversion", () => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  let scenarioId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  const getRun = async (runId: string) =>
    testRunSchema.parse((await call(t, "GET", `/api/test-runs/${runId}`, as(alice))).body);

  beforeAll(async () => {
    t = await createTestApp({ TEST_STEP_TIMEOUT_MS: "1500" });
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    contractId = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
    const created = await call(t, "POST", `/api/contracts/${contractId}/scenarios`, {
      ...as(alice),
      body: { name: "Counting", scenario: counterScenario },
    });
    scenarioId = created.body.scenario.id;
  });
  afterAll(async () => t.close());

  it("runs the scenarios on the EVM and says plainly that the CosmWasm side could not run", async () => {
    const started = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(alice),
      body: {},
    });
    expect(started.status).toBe(202);
    const { runId, run } = startTestRunResponseSchema.parse(started.body);
    expect(run).toMatchObject({
      number: 1,
      status: "queued",
      contractName: "Counter",
      trigger: "manual",
    });
    expect(run.request.scenarioIds).toEqual([scenarioId]);
    await t.deps.jobs.whenIdle();

    const done = await getRun(runId);
    expect(done.status).toBe("succeeded");
    expect(done.engine).toBeNull();
    expect(done.cosmwasm).toMatchObject({
      available: false,
      reason: "The contract has not been converted yet: only the original ran, on the EVM.",
    });
    expect(done.steps.map((s) => [s.label, s.equal, s.expectation?.ok])).toEqual([
      ["deploy Counter", null, true],
      ["#0 bob increment(uint256)", null, true],
      ["#1 bob count()", null, true],
      ["#2 bob increment(uint256)", null, true],
    ]);
    expect(done.steps[2].evm).toMatchObject({ ok: true, returns: ["7"] });
    expect(done.steps[3].evm).toMatchObject({ ok: false, revert: "zero" });
    expect(done.steps[1].evm?.events).toEqual([
      { name: "Incremented", args: ["2"], emitter: "@contract" },
    ]);
    expect(done.summary).toMatchObject({
      steps: 4,
      equal: 0,
      different: 0,
      notCompared: 4,
      scenarios: 1,
    });
    expect(done.progress.percent).toBe(100);

    // the gates say why the contract is not tested
    const gates = testingStatusSchema.parse(
      (await call(t, "GET", `/api/contracts/${contractId}/testing/status`, as(alice))).body,
    );
    expect(gates.version).toBeNull();
    expect(gates.tested.passed).toBe(false);
    expect(gates.tested.blocking[0]).toMatchObject({
      suite: "scenarios",
      state: "not-run",
      reason: "The contract has not been converted yet",
    });
  });

  it("lists runs, compares two of them, and keeps runs to their owner", async () => {
    const second = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(alice),
      body: { scenarioIds: [scenarioId] },
    });
    await t.deps.jobs.whenIdle();
    const list = testRunListResponseSchema.parse(
      (await call(t, "GET", `/api/contracts/${contractId}/test-runs`, as(alice))).body,
    );
    expect(list.runs.map((r) => [r.number, r.status])).toEqual([
      [2, "succeeded"],
      [1, "succeeded"],
    ]);
    const first = list.runs[1].id;
    const compared = await call(
      t,
      "GET",
      `/api/test-runs/${second.body.runId}/compare/${first}`,
      as(alice),
    );
    expect(compared.status).toBe(200);
    expect(compared.body).toMatchObject({
      regressed: [],
      fixed: [],
      added: [],
      removed: [],
      unchanged: 4,
    });
    expect((await call(t, "GET", `/api/test-runs/${first}`, as(bob))).status).toBe(404);
    expect((await call(t, "POST", `/api/test-runs/${first}/cancel`, as(bob))).status).toBe(404);
    const finished = await call(t, "POST", `/api/test-runs/${first}/cancel`, as(alice));
    expect(finished.status).toBe(409);
    expect(finished.body.error).toBe("The run has already finished");
  });

  it("refuses unknown scenarios and a run with nothing to do", async () => {
    const unknown = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(alice),
      body: { scenarioIds: ["00000000-0000-4000-8000-000000000000"] },
    });
    expect(unknown.status).toBe(404);
    const empty = (await upload(t, alice, "Other.sol", COUNTER_SOL.replace("Counter", "Other")))
      .body.results[0].contract.id;
    const nothing = await call(t, "POST", `/api/contracts/${empty}/test-runs`, {
      ...as(alice),
      body: {},
    });
    expect(nothing.status).toBe(422);
    expect(nothing.body.error).toBe("Nothing to run: add a scenario or turn on fuzzing");
    const bad = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(alice),
      body: { fuzz: { runs: 0, seed: -1 } },
    });
    expect(bad.status).toBe(400);
  });

  it("says plainly when fuzzing cannot run (it needs the conversion's wasm)", async () => {
    const fuzz = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(alice),
      body: { scenarioIds: [], fuzz: { runs: 10, seed: 1 } },
    });
    expect(fuzz.status).toBe(202);
    await t.deps.jobs.whenIdle();
    const run = await getRun(fuzz.body.runId);
    expect(run.status).toBe("succeeded");
    expect(run.summary.fuzzSequences).toBe(0);
    expect(run.summary.fuzzNote).toBe(
      "Fuzzing did not run: it needs the converted contract's wasm. The contract has not been converted yet: only the original ran, on the EVM.",
    );
  });

  describe("a step that never ends", () => {
    let spinnerId: string;
    beforeAll(async () => {
      spinnerId = (await upload(t, alice, "Spinner.sol", SPINNER_SOL)).body.results[0].contract.id;
      await call(t, "POST", `/api/contracts/${spinnerId}/scenarios`, {
        ...as(alice),
        body: {
          name: "Spins",
          scenario: spinsScenario,
        },
      });
    });

    it("is stopped at the time limit, keeping the reason", async () => {
      // Its own server with a short step limit: the spinner's gas lasts a few seconds at most on
      // a fast machine, so the limit must be well below that for the stop to be certain.
      const short = await createTestApp({ TEST_STEP_TIMEOUT_MS: "250" });
      try {
        const owner = await signUpUser(short, "owner@example.com");
        const spinner = (await upload(short, owner, "Spinner.sol", SPINNER_SOL)).body.results[0]
          .contract.id;
        await call(short, "POST", `/api/contracts/${spinner}/scenarios`, {
          ...as(owner),
          body: { name: "Spins", scenario: spinsScenario },
        });
        const started = await call(short, "POST", `/api/contracts/${spinner}/test-runs`, {
          ...as(owner),
          body: {},
        });
        const begin = Date.now();
        await short.deps.jobs.whenIdle();
        const read = await call(short, "GET", `/api/test-runs/${started.body.runId}`, as(owner));
        const run = testRunSchema.parse(read.body);
        expect(run.status).toBe("failed");
        expect(run.error).toBe("Stopped: scenario “Spins” ran longer than 2 steps × 0.25 s");
        expect(Date.now() - begin).toBeLessThan(15_000);
      } finally {
        await short.close();
      }
    });

    it("is cancelled at once", async () => {
      const started = await call(t, "POST", `/api/contracts/${spinnerId}/test-runs`, {
        ...as(alice),
        body: {},
      });
      const runId: string = started.body.runId;
      let run: TestRun = await getRun(runId);
      for (let i = 0; i < 200 && run.status !== "running"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        run = await getRun(runId);
      }
      expect(run.status).toBe("running");
      const begin = Date.now();
      const cancelled = await call(t, "POST", `/api/test-runs/${runId}/cancel`, as(alice));
      expect(cancelled.status).toBe(200);
      await t.deps.jobs.whenIdle();
      expect(Date.now() - begin).toBeLessThan(1000);
      run = await getRun(runId);
      expect(run.status).toBe("cancelled");
      expect(run.error).toBe("Cancelled by the user");
    });

    it("cancels a queued run before it starts", async () => {
      await t.deps.jobs.stop();
      const started = await call(t, "POST", `/api/contracts/${spinnerId}/test-runs`, {
        ...as(alice),
        body: {},
      });
      const cancelled = await call(
        t,
        "POST",
        `/api/test-runs/${started.body.runId}/cancel`,
        as(alice),
      );
      expect(cancelled.body).toMatchObject({ status: "cancelled", error: "Cancelled by the user" });
      await t.deps.jobs.start();
      await t.deps.jobs.whenIdle();
      expect((await getRun(started.body.runId)).status).toBe("cancelled");
    });
  });
});
