import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const TIMEOUT_MESSAGE =
  "The convert-contract job took longer than its time limit of 30 s and was stopped";

describe("job limits through the API", () => {
  let t: TestApp;
  let alice: AuthSession;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  beforeAll(async () => {
    t = await createTestApp({
      JOB_TIMEOUT_SECONDS_CONVERT_CONTRACT: "30",
      JOB_MAX_PENDING_PER_USER: "1",
    });
    alice = await signUpUser(t, "alice@example.com");
  });
  afterAll(async () => t.close());

  it("refuses a conversion beyond the user's job cap with 429, leaving the contract as it was", async () => {
    const first = (await upload(t, alice, "First.sol", COUNTER_SOL)).body.results[0].contract;
    const second = (await upload(t, alice, "Second.sol", `${COUNTER_SOL}// 2\n`)).body.results[0]
      .contract;
    // Nothing runs, so the first conversion stays queued.
    await t.deps.jobs.stop();
    const queued = await call(t, "POST", `/api/contracts/${first.id}/convert`, as(alice));
    expect(queued.status).toBe(202);
    const refused = await call(t, "POST", `/api/contracts/${second.id}/convert`, as(alice));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: "too_many_jobs",
      error:
        "You already have 1 jobs waiting or running; wait for some of them to finish before starting more",
    });
    const after = await call(t, "GET", `/api/contracts/${second.id}`, as(alice));
    expect(after.body.contract.status).toBe("validated");
  });

  it("stops a conversion at its time limit: the contract fails with the reason, shown in the workflow and error logs", async () => {
    const contracts = await call(t, "GET", "/api/contracts", as(alice));
    const first = contracts.body.contracts.find(
      (c: { fileName: string }) => c.fileName === "First.sol",
    );
    // The clock passes the limit the moment the converter is about to run.
    const unsubscribe = t.deps.jobs.onEvent((event) => {
      if (event.message === "Compiling and converting") void t.clock.advance(30_000);
    });
    await t.deps.jobs.start();
    await t.deps.jobs.whenIdle();
    unsubscribe();

    const workflow = await call(t, "GET", `/api/contracts/${first.id}/workflow`, as(alice));
    expect(workflow.body.job).toMatchObject({ status: "failed", error: TIMEOUT_MESSAGE });
    const contract = await call(t, "GET", `/api/contracts/${first.id}`, as(alice));
    expect(contract.body.contract).toMatchObject({
      status: "failed",
      errorMessage: `Conversion failed: ${TIMEOUT_MESSAGE}`,
    });
    const logs = await t.deps.db
      .selectFrom("error_logs")
      .selectAll()
      .where("contract_id", "=", first.id)
      .execute();
    expect(logs).toEqual([
      expect.objectContaining({
        error_type: "JobTimeoutError",
        error_message: TIMEOUT_MESSAGE,
        user_id: alice.user.id,
      }),
    ]);
    // The attempt was the only one.
    const job = await t.deps.jobs.get(workflow.body.job.id);
    expect(job?.attempts).toBe(1);
  });
});
