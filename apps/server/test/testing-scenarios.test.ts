import type { AuthSession } from "@contract-platform/api";
import {
  contractInterfaceResponseSchema,
  scenarioListResponseSchema,
  scenarioResponseSchema,
} from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const counterScenario = {
  contract: "Counter",
  file: "somewhere/else/Counter.sol",
  actors: ["alice", "bob"],
  deploy: { from: "alice", args: ["5"] },
  steps: [
    {
      from: "bob",
      call: "increment(uint256)",
      args: ["2"],
      expect: { ok: true, events: [{ name: "Incremented", args: ["2"] }] },
    },
    { from: "bob", call: "count()", expect: { ok: true, returns: ["7"] } },
    { from: "bob", call: "increment(uint256)", args: ["0"], expect: { ok: false, revert: "zero" } },
  ],
};

describe("scenarios stored with a contract", () => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  const base = () => `/api/contracts/${contractId}/scenarios`;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    const uploaded = await upload(t, alice, "Counter.sol", COUNTER_SOL);
    contractId = uploaded.body.results[0].contract.id;
  });
  afterAll(async () => t.close());

  it("describes the contract's interface from the compiled Solidity", async () => {
    const res = await call(t, "GET", `/api/contracts/${contractId}/interface`, as(alice));
    expect(res.status).toBe(200);
    const body = contractInterfaceResponseSchema.parse(res.body);
    expect(body.mainContract).toBe("Counter");
    expect(body.fileName).toBe("Counter.sol");
    expect(body.errors).toEqual([]);
    const names = body.contracts[0].abi.map((e) => `${e.type}:${e.name ?? ""}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "constructor:",
        "function:increment",
        "function:count",
        "event:Incremented",
      ]),
    );
    // a second read comes from the stored copy
    const again = await call(t, "GET", `/api/contracts/${contractId}/interface`, as(alice));
    expect(again.body).toEqual(res.body);
  });

  it("creates a scenario checked against the ABI, with the contract's own file", async () => {
    const res = await call(t, "POST", base(), {
      ...as(alice),
      body: { name: "Increments", description: "happy path", scenario: counterScenario },
    });
    expect(res.status).toBe(201);
    const { scenario } = scenarioResponseSchema.parse(res.body);
    expect(scenario).toMatchObject({
      name: "Increments",
      description: "happy path",
      origin: "editor",
      stepCount: 3,
      recordedAt: null,
    });
    expect(scenario.scenario.file).toBe("Counter.sol");
    expect(scenario.scenario.steps[1]).toMatchObject({ value: "0", timeDelta: 0, args: [] });
  });

  it("refuses a scenario that does not match the ABI with located errors", async () => {
    const res = await call(t, "POST", base(), {
      ...as(alice),
      body: {
        name: "Broken",
        scenario: {
          ...counterScenario,
          steps: [
            { from: "bob", call: "increment(uint256)", args: ["-1"] },
            { from: "bob", call: "increment(uint8)", args: ["1"] },
            { from: "carol", call: "count()" },
          ],
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("invalid_scenario");
    expect(res.body.error).toMatch(/^The scenario does not match the contract: step 3, from/);
    const again = await call(t, "POST", base(), {
      ...as(alice),
      body: {
        name: "Broken",
        scenario: {
          ...counterScenario,
          steps: [
            { from: "bob", call: "increment(uint256)", args: ["-1"] },
            { from: "bob", call: "increment(uint8)", args: ["1"] },
          ],
        },
      },
    });
    expect(again.status).toBe(422);
    expect(again.body.issues).toEqual([
      {
        path: "steps.0.args.0",
        message: "step 1, argument 1: (by uint256) -1 is out of range for uint256",
      },
      {
        path: "steps.1.call",
        message: "step 2, call: Counter has no increment(uint8); did you mean increment(uint256)?",
      },
    ]);
    const list = await call(t, "GET", base(), as(alice));
    expect(list.body.scenarios.map((s: { name: string }) => s.name)).toEqual(["Increments"]);
  });

  it("renames, edits, duplicates, exports, imports and deletes", async () => {
    const list = scenarioListResponseSchema.parse((await call(t, "GET", base(), as(alice))).body);
    const id = list.scenarios[0].id;

    const renamed = await call(t, "PATCH", `${base()}/${id}`, {
      ...as(alice),
      body: { name: "Counting" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.scenario.name).toBe("Counting");

    const edited = await call(t, "PATCH", `${base()}/${id}`, {
      ...as(alice),
      body: { scenario: { ...counterScenario, steps: counterScenario.steps.slice(0, 2) } },
    });
    expect(edited.body.scenario.stepCount).toBe(2);
    const badEdit = await call(t, "PATCH", `${base()}/${id}`, {
      ...as(alice),
      body: { scenario: { ...counterScenario, deploy: { from: "alice" } } },
    });
    expect(badEdit.status).toBe(422);
    expect(badEdit.body.issues[0].message).toBe(
      "deploy, args: the constructor of Counter takes 1 argument, got 0",
    );

    const copy = await call(t, "POST", `${base()}/${id}/duplicate`, as(alice));
    expect(copy.status).toBe(201);
    expect(copy.body.scenario.name).toBe("Counting copy");
    const copy2 = await call(t, "POST", `${base()}/${id}/duplicate`, as(alice));
    expect(copy2.body.scenario.name).toBe("Counting copy (2)");

    const taken = await call(t, "PATCH", `${base()}/${copy2.body.scenario.id}`, {
      ...as(alice),
      body: { name: "Counting" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('A scenario named "Counting" already exists');

    const exported = await call(t, "GET", `${base()}/${id}/export`, as(alice));
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(
      'attachment; filename="Counting.scenario.json"',
    );
    const text = JSON.stringify(exported.body);
    expect(exported.body).toEqual({
      contract: "Counter",
      file: "Counter.sol",
      actors: ["alice", "bob"],
      deploy: { from: "alice", args: ["5"] },
      steps: [
        {
          from: "bob",
          call: "increment(uint256)",
          args: ["2"],
          expect: { ok: true, events: [{ name: "Incremented", args: ["2"] }] },
        },
        { from: "bob", call: "count()", expect: { ok: true, returns: ["7"] } },
      ],
    });

    const imported = await call(t, "POST", `${base()}/import`, {
      ...as(alice),
      body: { fileName: "Counting.scenario.json", content: text },
    });
    expect(imported.status).toBe(201);
    expect(imported.body.scenario).toMatchObject({ name: "Counting (2)", origin: "imported" });

    const notJson = await call(t, "POST", `${base()}/import`, {
      ...as(alice),
      body: { fileName: "x.json", content: '{\n  "contract": "Counter",\n  oops\n}' },
    });
    expect(notJson.status).toBe(422);
    expect(notJson.body.error).toMatch(/^The file is not valid JSON \(line 3, column 3\)/);

    const deleted = await call(t, "DELETE", `${base()}/${copy.body.scenario.id}`, as(alice));
    expect(deleted.status).toBe(204);
    const missing = await call(t, "GET", `${base()}/${copy.body.scenario.id}`, as(alice));
    expect(missing.status).toBe(404);
    const names = (await call(t, "GET", base(), as(alice))).body.scenarios.map(
      (s: { name: string }) => s.name,
    );
    expect(names.sort()).toEqual(["Counting", "Counting (2)", "Counting copy (2)"]);
  });

  it("records a scenario on the EVM: the original's results become the expectations", async () => {
    const res = await call(t, "POST", base(), {
      ...as(alice),
      body: {
        name: "Recorded",
        record: true,
        scenario: {
          ...counterScenario,
          steps: [
            { from: "bob", call: "increment(uint256)", args: ["4"] },
            { from: "bob", call: "count()" },
            { from: "bob", call: "increment(uint256)", args: ["0"] },
            // a wrong expectation is replaced by what the EVM did, and reported
            { from: "bob", call: "owner()", expect: { ok: true, returns: ["@bob"] } },
          ],
        },
      },
    });
    expect(res.status).toBe(201);
    const { scenario, recording } = scenarioResponseSchema.parse(res.body);
    expect(scenario.recordedAt).not.toBeNull();
    expect(scenario.scenario.steps.map((s) => s.expect)).toEqual([
      { ok: true, events: [{ name: "Incremented", args: ["4"] }] },
      { ok: true, returns: ["9"], events: [] },
      { ok: false, revert: "zero" },
      { ok: true, returns: ["@alice"], events: [] },
    ]);
    // what the scenario expected before and the EVM did not do
    expect(recording?.changed).toEqual([
      {
        label: "#2 bob increment(uint256)",
        message: 'expected success, but it reverted with "zero"',
      },
      { label: "#3 bob owner()", message: 'returns: expected ["@bob"], got ["@alice"]' },
    ]);

    // editing the steps by hand drops the mark; recording again restores it
    const edited = await call(t, "PATCH", `${base()}/${scenario.id}`, {
      ...as(alice),
      body: { scenario: { ...scenario.scenario, steps: scenario.scenario.steps.slice(0, 2) } },
    });
    expect(edited.body.scenario.recordedAt).toBeNull();
    const again = await call(t, "PATCH", `${base()}/${scenario.id}`, {
      ...as(alice),
      body: { record: true },
    });
    expect(again.status).toBe(200);
    expect(again.body.scenario.recordedAt).not.toBeNull();
    expect(again.body.recording.changed).toEqual([]);
  });

  it("generates a starter scenario recorded on the EVM", async () => {
    const res = await call(t, "POST", `${base()}/generate`, as(alice));
    expect(res.status).toBe(201);
    const { scenario } = scenarioResponseSchema.parse(res.body);
    expect(scenario).toMatchObject({ name: "Counter starter", origin: "generated" });
    expect(scenario.recordedAt).not.toBeNull();
    const calls = scenario.scenario.steps.map((s) => ("call" in s ? s.call : s.balance));
    expect(calls).toContain("increment(uint256)");
    expect(calls.filter((c) => c === "count()")).toHaveLength(2);
    expect(scenario.scenario.deploy.expect).toMatchObject({ ok: true });
    const second = await call(t, "POST", `${base()}/generate`, as(alice));
    expect(second.body.scenario.name).toBe("Counter starter (2)");
  });

  it("keeps scenarios to their owner", async () => {
    const list = await call(t, "GET", base(), as(bob));
    expect(list.status).toBe(404);
    expect(list.body.error).toBe("Contract not found or access denied");
    const created = await call(t, "POST", base(), {
      ...as(bob),
      body: { name: "x", scenario: counterScenario },
    });
    expect(created.status).toBe(404);
    expect((await call(t, "GET", base())).status).toBe(401);
  });

  it("answers plainly for a contract without Solidity and for bad names", async () => {
    const rust = await upload(t, alice, "lib.rs", "pub fn main() {}\n");
    const rustId = rust.body.results[0].contract.id;
    const res = await call(t, "GET", `/api/contracts/${rustId}/interface`, as(alice));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "Scenarios run against the original Solidity: this contract has no Solidity source",
    );
    const blank = await call(t, "POST", base(), {
      ...as(alice),
      body: { name: "  ", scenario: counterScenario },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain("Name is required");
  });
});
