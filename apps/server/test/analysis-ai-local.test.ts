import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../../../packages/analyzer/src/ai/openai-stand-in.ts";
import { VAULT_SOL } from "./analysis-helpers.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const ANSWER = {
  explanation: "The ether is sent before the balance is lowered.",
  exploitScenario: "A contract re-enters withdraw and drains the vault.",
  suggestedFix: "Lower the balance before the call.",
  verdict: "true-positive",
  confidence: 0.8,
};

// A local OpenAI-compatible server (Ollama, llama.cpp's server, vLLM) needs no AI_API_KEY.
describe("AI assistant on a local server without a key", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let alice: AuthSession;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn(ANSWER);
    expect(new URL(standIn.baseUrl).hostname).toBe("127.0.0.1");
    t = await createTestApp({ AI_BASE_URL: standIn.baseUrl, AI_MODEL: "llama3.1" });
    alice = await signUpUser(t, "local-ai@example.com");
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("is configured and asks the model without an Authorization header", async () => {
    const as = { token: alice.accessToken };
    const id = (await upload(t, alice, "Vault.sol", VAULT_SOL)).body.results[0].contract.id;
    await call(t, "POST", `/api/contracts/${id}/analysis`, as);
    await t.deps.jobs.whenIdle();
    const latest = await call(t, "GET", `/api/contracts/${id}/analysis`, as);
    expect(latest.body.ai).toEqual({ configured: true, message: null });
    const finding = latest.body.analysis.solidity.findings[0].id;
    const explained = await call(
      t,
      "POST",
      `/api/contracts/${id}/analysis/findings/${finding}/explain`,
      as,
    );
    expect(explained.status).toBe(200);
    expect(explained.body).toMatchObject({ model: "llama3.1", explanation: ANSWER });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0].authorization).toBeUndefined();
  });
});
