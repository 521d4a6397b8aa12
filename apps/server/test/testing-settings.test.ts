import type { AuthSession } from "@contract-platform/api";
import { DEFAULT_TESTING_SETTINGS, testingSettingsOverviewSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("toggle testing: which suites run on new versions and which gate the statuses", () => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    contractId = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
  });
  afterAll(async () => t.close());

  it("starts from the built-in default, for the user and every contract", async () => {
    const res = await call(t, "GET", "/api/testing/settings", as(alice));
    expect(res.status).toBe(200);
    const body = testingSettingsOverviewSchema.parse(res.body);
    expect(body.default).toEqual(DEFAULT_TESTING_SETTINGS);
    expect(body.contracts).toEqual([
      {
        contractId,
        contractName: "Counter",
        status: "validated",
        custom: false,
        settings: DEFAULT_TESTING_SETTINGS,
      },
    ]);
  });

  it("changes the default, which contracts without their own settings follow", async () => {
    const settings = {
      auto: { scenarios: true, fuzz: { enabled: false, runs: 50 }, rules: false, analyzer: true },
      gates: { tested: ["scenarios", "scenarios"], deploymentReady: ["scenarios", "analyzer"] },
    };
    const res = await call(t, "PUT", "/api/testing/settings/default", {
      ...as(alice),
      body: { settings },
    });
    expect(res.status).toBe(200);
    // each suite once; deployment-ready does not repeat the tested gates
    expect(res.body.settings.gates).toEqual({
      tested: ["scenarios"],
      deploymentReady: ["analyzer"],
    });
    const contract = await call(
      t,
      "GET",
      `/api/contracts/${contractId}/testing/settings`,
      as(alice),
    );
    expect(contract.body).toEqual({ custom: false, settings: res.body.settings });
    // bob's default is untouched
    const other = await call(t, "GET", "/api/testing/settings", as(bob));
    expect(other.body.default).toEqual(DEFAULT_TESTING_SETTINGS);
  });

  it("gives a contract its own settings and resets it to the default", async () => {
    const own = {
      auto: { scenarios: false, fuzz: { enabled: true, runs: 1000 }, rules: true, analyzer: false },
      gates: { tested: ["fuzz"], deploymentReady: [] },
    };
    const put = await call(t, "PUT", `/api/contracts/${contractId}/testing/settings`, {
      ...as(alice),
      body: { settings: own },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ custom: true, settings: own });
    const overview = await call(t, "GET", "/api/testing/settings", as(alice));
    expect(overview.body.contracts[0]).toMatchObject({ custom: true, settings: own });

    const reset = await call(
      t,
      "DELETE",
      `/api/contracts/${contractId}/testing/settings`,
      as(alice),
    );
    expect(reset.body.custom).toBe(false);
    expect(reset.body.settings.auto.analyzer).toBe(true);
  });

  it("refuses invalid settings and other users' contracts", async () => {
    const bad = await call(t, "PUT", "/api/testing/settings/default", {
      ...as(alice),
      body: {
        settings: {
          auto: { scenarios: true, fuzz: { enabled: true, runs: 0 }, rules: true, analyzer: true },
          gates: { tested: ["everything"], deploymentReady: [] },
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_failed");
    const foreign = await call(t, "PUT", `/api/contracts/${contractId}/testing/settings`, {
      ...as(bob),
      body: { settings: DEFAULT_TESTING_SETTINGS },
    });
    expect(foreign.status).toBe(404);
    expect((await call(t, "GET", "/api/testing/settings")).status).toBe(401);
  });
});
