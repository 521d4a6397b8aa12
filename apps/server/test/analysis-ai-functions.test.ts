import {
  type AuthSession,
  functionPairsResponseSchema,
  hypothesesResponseSchema,
} from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../../../packages/analyzer/src/ai/openai-stand-in.ts";
import { BANK_SOL, standInAnswer } from "./ai-stand-in-answers.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const lineOf = (text: string) => BANK_SOL.split("\n").findIndex((l) => l.includes(text)) + 1;

async function convertedAndAnalysed(t: TestApp, session: AuthSession) {
  const as = { token: session.accessToken };
  const id = (await upload(t, session, "Bank.sol", BANK_SOL)).body.results[0].contract.id;
  await call(t, "POST", `/api/contracts/${id}/convert`, as);
  await t.deps.jobs.whenIdle();
  await call(t, "POST", `/api/contracts/${id}/analysis`, as);
  await t.deps.jobs.whenIdle();
  return id as string;
}

describe("AI function explanations and hypotheses, against the real app and a stand-in", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let alice: AuthSession;
  let contractId: string;
  const as = () => ({ token: alice.accessToken });
  const path = (rest: string) => `/api/contracts/${contractId}/analysis${rest}`;
  const explain = (pairId: string) =>
    call(t, "POST", path("/functions/explain"), { ...as(), body: { pairId } });
  const usage = async () =>
    (
      await t.deps.db
        .selectFrom("ai_usage")
        .select("requests")
        .where("day", "=", t.clock.now().toISOString().slice(0, 10))
        .executeTakeFirst()
    )?.requests ?? 0;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn(standInAnswer);
    t = await createTestApp({
      AI_BASE_URL: standIn.baseUrl,
      AI_MODEL: "test-model",
      AI_API_KEY: "sk-test",
      AI_TIMEOUT_MS: "1000",
      AI_DAILY_REQUESTS: "4",
    });
    await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    contractId = await convertedAndAnalysed(t, alice);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("pairs each Solidity function with its Rust handler without asking the model", async () => {
    const asked = standIn.requests.length;
    const listed = await call(t, "GET", path("/functions"), as());
    expect(listed.status).toBe(200);
    const body = functionPairsResponseSchema.parse(listed.body);
    expect(body.ai).toEqual({ configured: true, message: null });
    expect(body.pairs.map((p) => p.id)).toEqual([
      "balances(address)",
      "owner()",
      "constructor()",
      "modifier onlyOwner",
      "deposit()",
      "withdraw(uint256)",
      "setOwner(address)",
    ]);
    const withdraw = body.pairs.find((p) => p.id === "withdraw(uint256)");
    expect(withdraw?.message).toBe("ExecuteMsg::Withdraw");
    expect(withdraw?.solidity).toEqual({
      file: "Bank.sol",
      startLine: lineOf("function withdraw"),
      endLine: lineOf("function withdraw") + 5,
    });
    expect(withdraw?.rust.map((r) => r.label)).toEqual([
      "ExecuteMsg::Withdraw",
      "fn execute_withdraw",
    ]);
    expect(body.pairs.every((p) => p.explanation === null)).toBe(true);
    expect(standIn.requests.length).toBe(asked);
  });

  it("explains one pair with differences pointing to both sides, then from the cache", async () => {
    const first = await explain("withdraw(uint256)");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pairId: "withdraw(uint256)", cached: false });
    const [difference] = first.body.explanation.differences;
    expect(difference.solidityLines.startLine).toBe(lineOf("function withdraw"));
    expect(difference.rustLines.file).toBe("src/contract.rs");
    const prompt = JSON.stringify(standIn.requests.at(-1)?.body.messages);
    expect(prompt).toContain("msg.sender.call{value: amount}");
    expect(prompt).toContain("fn execute_withdraw");
    expect(await usage()).toBe(1);

    const asked = standIn.requests.length;
    const again = await explain("withdraw(uint256)");
    expect(again.body.cached).toBe(true);
    expect(again.body.explanation).toEqual(first.body.explanation);
    expect(standIn.requests.length).toBe(asked);
    expect(await usage()).toBe(1);
    const listed = functionPairsResponseSchema.parse(
      (await call(t, "GET", path("/functions"), as())).body,
    );
    expect(listed.pairs.find((p) => p.id === "withdraw(uint256)")?.explanation).toEqual(
      first.body.explanation,
    );
    const unknown = await explain("nope()");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Function not found in the latest analysis");
  });

  it("shows hypotheses apart from findings, confirmed only by an overlapping detector finding", async () => {
    const before = (await call(t, "GET", path(""), as())).body.analysis.solidity.findings;
    const none = hypothesesResponseSchema.parse(
      (await call(t, "GET", path("/hypotheses"), as())).body,
    );
    expect(none.hypotheses).toBeNull();

    const proposed = await call(t, "POST", path("/hypotheses"), as());
    expect(proposed.status).toBe(200);
    const body = hypothesesResponseSchema.parse(proposed.body);
    expect(body.cached).toBe(false);
    const reentrancy = before.find((f: { ruleId: string }) => f.ruleId === "reentrancy");
    expect(body.hypotheses?.[0]).toMatchObject({
      title: "Withdrawal can be re-entered",
      language: "solidity",
      confirmedBy: { findingId: reentrancy.id, ruleId: "reentrancy" },
    });
    expect(body.hypotheses?.[1]).toMatchObject({
      title: "Ownership change emits no event",
      confirmedBy: null,
    });
    const prompt = JSON.stringify(standIn.requests.at(-1)?.body.messages);
    expect(prompt).toContain("reentrancy at Bank.sol:");
    expect(prompt).toContain("Rust src/contract.rs:");
    expect(await usage()).toBe(2);

    // The findings stay exactly as they were.
    const after = (await call(t, "GET", path(""), as())).body.analysis.solidity.findings;
    expect(after).toEqual(before);
    const cached = hypothesesResponseSchema.parse(
      (await call(t, "GET", path("/hypotheses"), as())).body,
    );
    expect(cached).toMatchObject({ cached: true, model: "test-model" });
    expect(cached.hypotheses).toEqual(body.hypotheses);
  });

  it("refunds failed calls with a message per kind of failure", async () => {
    expect(await usage()).toBe(2);
    standIn.setMode("error");
    const failed = await explain("deposit()");
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe("ai_failed");
    expect(failed.body.error).toMatch(
      /^The AI assistant failed: .*\. This request was not counted against your daily AI budget\.$/,
    );
    standIn.setMode("hang");
    const slow = await explain("deposit()");
    expect(slow.status).toBe(504);
    expect(slow.body.error).toBe(
      "The AI assistant did not answer within 1 s. This request was not counted against your daily AI budget.",
    );
    for (const mode of ["invalid", "not-json"] as const) {
      standIn.setMode(mode);
      const invalid = await explain("deposit()");
      expect(invalid.status).toBe(502);
      expect(invalid.body.code).toBe("ai_invalid_answer");
      expect(invalid.body.error).toBe(
        "The AI assistant's answer did not fit the expected format. This request was not counted against your daily AI budget.",
      );
    }
    expect(await usage()).toBe(2);

    // Slow failures in parallel near the limit: each is reserved (the third finds the budget
    // taken), then given back.
    standIn.setMode("hang");
    const parallel = await Promise.all(
      ["deposit()", "setOwner(address)", "owner()"].map((id) => explain(id)),
    );
    expect(parallel.map((r) => r.status).sort()).toEqual([429, 504, 504]);
    expect(await usage()).toBe(2);

    // The budget is intact: two more answers fit, the next one does not.
    standIn.setMode("json");
    expect((await explain("deposit()")).status).toBe(200);
    expect((await explain("setOwner(address)")).status).toBe(200);
    expect(await usage()).toBe(4);
    const over = await explain("owner()");
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(
      "Daily AI budget reached (4 requests a day); it resets at midnight UTC",
    );
    expect(await usage()).toBe(4);
  });
});

describe("functions without a configured AI provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("still pairs the functions and says how to configure the assistant", async () => {
    await signUpUser(t, "admin@example.com");
    const bob = await signUpUser(t, "bob@example.com");
    const id = await convertedAndAnalysed(t, bob);
    const as = { token: bob.accessToken };
    const listed = functionPairsResponseSchema.parse(
      (await call(t, "GET", `/api/contracts/${id}/analysis/functions`, as)).body,
    );
    expect(listed.pairs.length).toBe(7);
    expect(listed.ai).toEqual({
      configured: false,
      message: "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY",
    });
    const explain = await call(t, "POST", `/api/contracts/${id}/analysis/functions/explain`, {
      ...as,
      body: { pairId: "deposit()" },
    });
    expect(explain.status).toBe(503);
    expect(explain.body.code).toBe("ai_not_configured");
    const hypotheses = await call(t, "GET", `/api/contracts/${id}/analysis/hypotheses`, as);
    expect(hypotheses.body.hypotheses).toBeNull();
    expect((await call(t, "POST", `/api/contracts/${id}/analysis/hypotheses`, as)).status).toBe(
      503,
    );

    // A contract that was never converted has nothing to pair, and says why.
    const plain = (await upload(t, bob, "Plain.sol", BANK_SOL.replace("Bank", "Plain"))).body
      .results[0].contract.id;
    await call(t, "POST", `/api/contracts/${plain}/analysis`, as);
    await t.deps.jobs.whenIdle();
    const nothing = await call(t, "GET", `/api/contracts/${plain}/analysis/functions`, as);
    expect(nothing.body.pairs).toEqual([]);
    expect(nothing.body.message).toBe(
      "Convert the contract to compare its functions with the Rust",
    );
  });
});
