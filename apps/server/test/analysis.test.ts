import type { AuthSession } from "@contract-platform/api";
import { analysisRecordSchema, analysisResponseSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VAULT_SOL } from "./analysis-helpers.ts";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("contract analysis: background job, latest result, changes and exports", () => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  let counterId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  beforeAll(async () => {
    t = await createTestApp();
    await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    const uploaded = await upload(t, alice, "Vault.sol", VAULT_SOL);
    contractId = uploaded.body.results[0].contract.id;
  });
  afterAll(async () => t.close());

  it("answers 404 before the first analysis is exported and no analysis yet", async () => {
    const latest = await call(t, "GET", `/api/contracts/${contractId}/analysis`, as(alice));
    expect(latest.status).toBe(200);
    expect(latest.body.analysis).toBeNull();
    expect(latest.body.job).toBeNull();
    const exported = await call(
      t,
      "GET",
      `/api/contracts/${contractId}/analysis/export`,
      as(alice),
    );
    expect(exported.status).toBe(404);
    expect(exported.body.error).toBe("This contract has not been analysed yet");
  });

  it("analyses the Solidity source of an unconverted contract in a background job", async () => {
    const started = await call(t, "POST", `/api/contracts/${contractId}/analysis`, as(alice));
    expect(started.status).toBe(202);
    expect(started.body.job.type).toBe("analyze-contract");
    await t.deps.jobs.whenIdle();

    const latest = await call(t, "GET", `/api/contracts/${contractId}/analysis`, as(alice));
    expect(latest.status).toBe(200);
    const body = analysisResponseSchema.parse(latest.body);
    expect(body.job?.status).toBe("succeeded");
    expect(body.job?.progress).toBe(100);
    expect(body.analysis?.version).toBe(1);
    expect(body.analysis?.crate).toBeNull();
    expect(body.changes).toBeNull();
    const rules = body.analysis?.solidity?.findings.map(
      (f) => `${f.ruleId}:${f.location.startLine}`,
    );
    expect(rules).toContain("reentrancy:18");
    expect(rules).toContain("tx-origin-auth:24");
    expect(body.analysis?.sources.solidity?.content).toBe(VAULT_SOL);
    expect(body.ai).toEqual({
      configured: false,
      message: "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY",
    });

    const contract = await call(t, "GET", `/api/contracts/${contractId}`, as(alice));
    expect(contract.body.contract.status).toBe("analyzed");

    const finding = body.analysis?.solidity?.findings[0];
    const explain = await call(
      t,
      "POST",
      `/api/contracts/${contractId}/analysis/findings/${finding?.id}/explain`,
      as(alice),
    );
    expect(explain.status).toBe(503);
    expect(explain.body.error).toBe(
      "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY",
    );
  });

  it("keeps other users out with the same answer as for a missing contract", async () => {
    for (const [method, path] of [
      ["GET", `/api/contracts/${contractId}/analysis`],
      ["POST", `/api/contracts/${contractId}/analysis`],
      ["GET", `/api/contracts/${contractId}/analysis/export?format=sarif`],
    ] as const) {
      const answer = await call(t, method, path, as(bob));
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe("Contract not found or access denied");
    }
    const anonymous = await call(t, "GET", `/api/contracts/${contractId}/analysis`);
    expect(anonymous.status).toBe(401);
  });

  it("analyses the generated crate too once converted, and reports what changed", async () => {
    const uploaded = await upload(t, alice, "Counter.sol", COUNTER_SOL);
    counterId = uploaded.body.results[0].contract.id;
    await call(t, "POST", `/api/contracts/${counterId}/convert`, as(alice));
    await t.deps.jobs.whenIdle();
    const converted = await call(t, "GET", `/api/contracts/${counterId}`, as(alice));
    expect(converted.body.contract.status).toBe("converted");

    await call(t, "POST", `/api/contracts/${counterId}/analysis`, as(alice));
    await t.deps.jobs.whenIdle();
    const first = analysisResponseSchema.parse(
      (await call(t, "GET", `/api/contracts/${counterId}/analysis`, as(alice))).body,
    );
    expect(first.analysis?.version).toBe(1);
    expect(first.analysis?.contractVersion).toBe(1);
    expect(first.analysis?.solidity?.target.language).toBe("solidity");
    expect(first.analysis?.crate?.target.language).toBe("cosmwasm");
    expect(first.analysis?.sources.crate.some((f) => f.path === "Cargo.toml")).toBe(true);
    expect(first.changes).toBeNull();
    const statusNow = await call(t, "GET", `/api/contracts/${counterId}`, as(alice));
    expect(statusNow.body.contract.status).toBe("analyzed");

    // Edit the crate (overflow checks off), then re-analyse.
    const code = await call(t, "GET", `/api/contracts/${counterId}/versions/1`, as(alice));
    const files = code.body.files as { path: string; content: string }[];
    const edited = files.map((file) =>
      file.path === "Cargo.toml"
        ? {
            ...file,
            content: file.content.replace(/overflow-checks\s*=\s*true/, "overflow-checks = false"),
          }
        : file,
    );
    expect(edited).not.toEqual(files);
    const saved = await call(t, "POST", `/api/contracts/${counterId}/versions`, {
      ...as(alice),
      body: { files: edited, note: "turn overflow checks off" },
    });
    expect(saved.status).toBe(201);
    await call(t, "POST", `/api/contracts/${counterId}/analysis`, as(alice));
    await t.deps.jobs.whenIdle();
    const third = analysisResponseSchema.parse(
      (await call(t, "GET", `/api/contracts/${counterId}/analysis`, as(alice))).body,
    );
    expect(third.analysis?.version).toBe(2);
    expect(third.analysis?.contractVersion).toBe(2);
    expect(third.changes?.previousVersion).toBe(1);
    expect(third.changes?.fixed).toEqual([]);
    expect(third.changes?.added.map((f) => f.ruleId)).toContain("cw-overflow-checks");
  });

  it("exports the latest analysis as JSON, SARIF and Markdown", async () => {
    const json = await call(
      t,
      "GET",
      `/api/contracts/${counterId}/analysis/export?format=json`,
      as(alice),
    );
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toContain("Counter-analysis-2.json");
    expect(json.body.solidity.findings.length).toBeGreaterThan(0);
    expect(json.body.crate.target.language).toBe("cosmwasm");

    const sarif = await call(
      t,
      "GET",
      `/api/contracts/${counterId}/analysis/export?format=sarif`,
      as(alice),
    );
    expect(sarif.headers.get("content-type")).toContain("application/sarif+json");
    const log = sarif.body;
    expect(log.version).toBe("2.1.0");
    expect(log.runs).toHaveLength(2);
    expect(
      log.runs[0].results.some((r: { ruleId: string }) => r.ruleId === "floating-pragma"),
    ).toBe(true);

    const md = await call(
      t,
      "GET",
      `/api/contracts/${counterId}/analysis/export?format=markdown`,
      as(alice),
    );
    const text = new TextDecoder().decode(md.body.bytes);
    expect(text).toContain("# Solidity analysis: Counter");
    expect(text).toContain("# CosmWasm crate analysis: Counter");

    const bad = await call(
      t,
      "GET",
      `/api/contracts/${counterId}/analysis/export?format=pdf`,
      as(alice),
    );
    expect(bad.status).toBe(400);
  });

  it("stores results that parse with the shared schema", async () => {
    const rows = await t.deps.db.selectFrom("analyses").selectAll().execute();
    expect(rows).toHaveLength(3);
    const latest = await call(t, "GET", `/api/contracts/${contractId}/analysis`, as(alice));
    expect(() => analysisRecordSchema.parse(latest.body.analysis)).not.toThrow();
  });
});
