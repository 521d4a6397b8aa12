import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT_SOURCES_BUCKET } from "../src/contracts/contract-deps.ts";
import { VAULT_SOL } from "./analysis-helpers.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("analysis job: analyzer in a worker thread", () => {
  let t: TestApp;
  let alice: AuthSession;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
  });
  afterAll(async () => t.close());

  it("keeps serving HTTP requests while the analyzer runs, with its steps as progress", async () => {
    const uploaded = await upload(t, alice, "Vault.sol", VAULT_SOL);
    const id = uploaded.body.results[0].contract.id as string;
    // One ordered log of job events and of health requests answered in between.
    const order: string[] = [];
    let probing: Promise<void> | undefined;
    let analysed = false;
    const probe = async () => {
      while (!analysed) {
        const health = await t.app.request("/api/health");
        await health.body?.cancel();
        if (!analysed) order.push(`health ${health.status}`);
        // A cached health answer settles in microtasks only: without a turn of the event loop
        // the worker's messages (and so the end of the job) would never be read.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const unsubscribe = t.deps.jobs.onEvent((event) => {
      if (event.type !== "analyze-contract" || event.status !== "running") return;
      order.push(`job ${event.progress} ${event.message}`);
      if (event.message?.startsWith("Running security detectors")) probing = probe();
      if (event.progress >= 85) analysed = true;
    });
    const started = await call(t, "POST", `/api/contracts/${id}/analysis`, as(alice));
    expect(started.status).toBe(202);
    await t.deps.jobs.whenIdle();
    analysed = true;
    await probing;
    unsubscribe();

    const steps = order.filter((line) => line.startsWith("job"));
    expect(steps).toEqual([
      "job 0 null",
      "job 5 Loading source",
      "job 30 Running security detectors on the Solidity source",
      "job 85 Storing the results",
      "job 100 Analyzed",
    ]);
    const detectors = order.indexOf("job 30 Running security detectors on the Solidity source");
    const stored = order.indexOf("job 85 Storing the results");
    const served = order.slice(detectors + 1, stored);
    // On the server's own thread the analysis would hold back every request until it ended: at
    // most the one already in flight could complete before the results were stored.
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(new Set(served)).toEqual(new Set(["health 200"]));

    const latest = await call(t, "GET", `/api/contracts/${id}/analysis`, as(alice));
    expect(latest.body.job.status).toBe("succeeded");
    expect(latest.body.analysis.solidity.findings.length).toBeGreaterThan(0);
  });

  it("records each failed attempt in error_logs and marks the job failed", async () => {
    const uploaded = await upload(t, alice, "Gone.sol", VAULT_SOL.replace("Vault", "Gone"));
    const contract = uploaded.body.results[0].contract;
    const row = await t.deps.db
      .selectFrom("contracts")
      .select("source_path")
      .where("id", "=", contract.id)
      .executeTakeFirstOrThrow();
    await t.deps.storage.delete(CONTRACT_SOURCES_BUCKET, row.source_path as string);

    const started = await call(t, "POST", `/api/contracts/${contract.id}/analysis`, as(alice));
    await t.deps.jobs.whenIdle();
    await t.clock.advance(1_000);
    await t.deps.jobs.whenIdle();

    const job = await t.deps.jobs.get(started.body.job.id);
    expect(job?.status).toBe("failed");
    expect(job?.error).toBe("Nothing to analyse: no Solidity source and no generated crate");
    const logs = await t.deps.db
      .selectFrom("error_logs")
      .selectAll()
      .where("contract_id", "=", contract.id)
      .orderBy("created_at")
      .execute();
    expect(logs.map((log) => (log.context as { attempt: number }).attempt)).toEqual([1, 2]);
    expect(logs[0]).toMatchObject({
      user_id: alice.user.id,
      source: "server",
      error_type: "Error",
      error_message: "Nothing to analyse: no Solidity source and no generated crate",
    });
    expect(logs[0].context).toMatchObject({ operation: "analyze-contract", maxAttempts: 2 });
  });
});
