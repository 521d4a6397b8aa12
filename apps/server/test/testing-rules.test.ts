import type { AuthSession } from "@contract-platform/api";
import { businessRuleListResponseSchema, testRunSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("business rules: a validating store and per-run results", () => {
  let t: TestApp;
  let alice: AuthSession;
  let contractId: string;
  const as = () => ({ token: alice.accessToken });
  const rules = () => `/api/contracts/${contractId}/rules`;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
    contractId = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
  });
  afterAll(async () => t.close());

  it("checks a rule against the contract's views with located problems", async () => {
    const ok = await call(t, "POST", `${rules()}/check`, {
      ...as(),
      body: { expression: "count() >= 5" },
    });
    expect(ok.body).toEqual({ problems: [] });
    const unknown = await call(t, "POST", `${rules()}/check`, {
      ...as(),
      body: { expression: "count() + total() > 1" },
    });
    expect(unknown.body.problems).toHaveLength(1);
    expect(unknown.body.problems[0]).toMatchObject({ column: 11 });
    expect(unknown.body.problems[0].message).toContain("total");
    const broken = await call(t, "POST", `${rules()}/check`, {
      ...as(),
      body: { expression: "count( >" },
    });
    expect(broken.body.problems[0].column).toBeGreaterThan(1);
  });

  it("stores valid rules, refuses invalid ones, edits and deletes", async () => {
    const created = await call(t, "POST", rules(), {
      ...as(),
      body: { name: "Never below the start", expression: "count() >= 5" },
    });
    expect(created.status).toBe(201);
    expect(created.body.rule).toMatchObject({ name: "Never below the start", enabled: true });
    const bad = await call(t, "POST", rules(), {
      ...as(),
      body: { name: "Bad", expression: "count() >= nobody()" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe("invalid_rule");
    expect(bad.body.error).toMatch(/^The rule does not parse: column 12: /);
    const twice = await call(t, "POST", rules(), {
      ...as(),
      body: { name: "Never below the start", expression: "count() > 0" },
    });
    expect(twice.status).toBe(409);
    const owner = await call(t, "POST", rules(), {
      ...as(),
      body: { name: "Owner is the deployer", expression: "owner() == @alice" },
    });
    const edited = await call(t, "PATCH", `${rules()}/${owner.body.rule.id}`, {
      ...as(),
      body: { enabled: false },
    });
    expect(edited.body.rule.enabled).toBe(false);
    const list = businessRuleListResponseSchema.parse((await call(t, "GET", rules(), as())).body);
    expect(list.rules.map((r) => r.name).sort()).toEqual([
      "Never below the start",
      "Owner is the deployer",
    ]);
    expect((await call(t, "DELETE", `${rules()}/${owner.body.rule.id}`, as())).status).toBe(204);
    expect((await call(t, "DELETE", `${rules()}/${owner.body.rule.id}`, as())).status).toBe(404);
  });

  it("checks the enabled rules after every step of a run (on the EVM while the conversion cannot run)", async () => {
    await call(t, "POST", rules(), {
      ...as(),
      body: { name: "Small", expression: "count() < 8" },
    });
    await call(t, "POST", `/api/contracts/${contractId}/scenarios`, {
      ...as(),
      body: {
        name: "Counting",
        scenario: {
          contract: "Counter",
          actors: ["alice", "bob"],
          deploy: { from: "alice", args: ["5"] },
          steps: [
            { from: "bob", call: "increment(uint256)", args: ["2"] },
            { from: "bob", call: "increment(uint256)", args: ["3"] },
          ],
        },
      },
    });
    const started = await call(t, "POST", `/api/contracts/${contractId}/test-runs`, {
      ...as(),
      body: {},
    });
    await t.deps.jobs.whenIdle();
    const run = testRunSchema.parse(
      (await call(t, "GET", `/api/test-runs/${started.body.runId}`, as())).body,
    );
    expect(run.request.rules).toBe(true);
    expect(run.rules.map((r) => [r.name, r.evm.held, r.evm.checks, r.cosmwasm])).toEqual([
      ["Never below the start", true, 2, null],
      ["Small", false, 2, null],
    ]);
    expect(run.rules[1].evm.firstViolation).toEqual({
      scenario: "Counting",
      label: "#1 bob increment(uint256)",
      value: "false",
      error: null,
    });
    expect(run.divergences.map((d) => d.source)).toContain("rule: Small");
    const gates = await call(t, "GET", `/api/contracts/${contractId}/testing/status`, as());
    // gates judge crate versions: an unconverted contract has none
    expect(gates.body.suites.find((s: { suite: string }) => s.suite === "rules")).toMatchObject({
      state: "not-run",
      reason: "The contract has not been converted yet",
    });
  });
});
