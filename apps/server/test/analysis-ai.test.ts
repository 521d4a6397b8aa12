import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../../../packages/analyzer/src/ai/openai-stand-in.ts";
import { VAULT_SOL } from "./analysis-helpers.ts";
import { signInUser, signUpUser } from "./auth-helpers.ts";
import { call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const ANSWER = {
  explanation: "The ether is sent before the balance is lowered.",
  exploitScenario: "A contract re-enters withdraw from its receive function and drains the vault.",
  suggestedFix: "Lower the balance before the call (checks-effects-interactions).",
  verdict: "true-positive",
  confidence: 0.9,
};

describe("AI assistant for findings: cache, budget, timeouts and errors", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  let findingIds: string[];
  const as = (session: AuthSession) => ({ token: session.accessToken });
  const explain = (id: string, session = alice) =>
    call(t, "POST", `/api/contracts/${contractId}/analysis/findings/${id}/explain`, as(session));

  beforeAll(async () => {
    standIn = await startOpenAiStandIn(ANSWER);
    t = await createTestApp({
      AI_BASE_URL: standIn.baseUrl,
      AI_MODEL: "test-model",
      AI_API_KEY: "sk-test",
      AI_TIMEOUT_MS: "2000",
      AI_DAILY_REQUESTS: "3",
    });
    await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    contractId = (await upload(t, alice, "Vault.sol", VAULT_SOL)).body.results[0].contract.id;
    await call(t, "POST", `/api/contracts/${contractId}/analysis`, as(alice));
    await t.deps.jobs.whenIdle();
    const latest = await call(t, "GET", `/api/contracts/${contractId}/analysis`, as(alice));
    expect(latest.body.ai).toEqual({ configured: true, message: null });
    findingIds = latest.body.analysis.solidity.findings.map((f: { id: string }) => f.id);
    expect(findingIds.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("explains a finding and answers the same question from the cache", async () => {
    const first = await explain(findingIds[0]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      findingId: findingIds[0],
      model: "test-model",
      cached: false,
      explanation: ANSWER,
    });
    expect(standIn.requests.at(-1)?.body.temperature).toBe(0);
    const asked = standIn.requests.length;
    const again = await explain(findingIds[0]);
    expect(again.body.cached).toBe(true);
    expect(again.body.explanation).toEqual(ANSWER);
    expect(standIn.requests.length).toBe(asked);
    // The finding itself stays in the analysis whatever the verdict.
    const latest = await call(t, "GET", `/api/contracts/${contractId}/analysis`, as(alice));
    expect(latest.body.analysis.solidity.findings.map((f: { id: string }) => f.id)).toEqual(
      findingIds,
    );
  });

  it("answers provider errors and timeouts with clear messages", async () => {
    standIn.setMode("error");
    const failed = await explain(findingIds[1]);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toMatch(/^The AI assistant failed: /);
    expect(failed.body.error).toMatch(
      /This request was not counted against your daily AI budget\.$/,
    );
    standIn.setMode("hang");
    const slow = await explain(findingIds[2]);
    expect(slow.status).toBe(504);
    expect(slow.body.error).toBe(
      "The AI assistant did not answer within 2 s. This request was not counted against your daily AI budget.",
    );
    standIn.setMode("invalid");
    const invalid = await explain(findingIds[2]);
    expect(invalid.status).toBe(502);
    expect(invalid.body.code).toBe("ai_invalid_answer");
    standIn.setMode("json");
  });

  it("keeps other users out and names unknown findings", async () => {
    const other = await explain(findingIds[0], bob);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe("Contract not found or access denied");
    const unknown = await explain("no-such-finding");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Finding not found in the latest analysis");
  });
  it("stops at the daily budget and starts again the next day", async () => {
    // The failures above were given back: one answer so far, two more fit.
    expect((await explain(findingIds[1])).status).toBe(200);
    expect((await explain(findingIds[2])).status).toBe(200);
    const over = await explain(findingIds[3]);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(
      "Daily AI budget reached (3 requests a day); it resets at midnight UTC",
    );
    // Cached answers are still served.
    expect((await explain(findingIds[0])).status).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000));
    alice = (await signInUser(t, "alice@example.com")).body.session as AuthSession;
    const nextDay = await explain(findingIds[3]);
    expect(nextDay.status).toBe(200);
    expect(nextDay.body.cached).toBe(false);
  });
});
