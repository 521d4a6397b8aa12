import type { AuthSession } from "@contract-platform/api";
import { proposeScenariosResponseSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../../../packages/analyzer/src/ai/openai-stand-in.ts";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const PROPOSALS = {
  scenarios: [
    {
      name: "Zero increment is refused",
      purpose: "revert",
      description: "increment(0) must revert with 'zero'.",
      deployArgs: ["5"],
      steps: [
        { from: "bob", call: "increment(uint256)", args: ["0"], value: "0", timeDelta: 0 },
        { from: "bob", call: "count()", args: [], value: "0", timeDelta: 60 },
      ],
    },
    {
      name: "Largest increment overflows",
      purpose: "edge-case",
      description: "Adding the largest uint256 to a non-zero count overflows.",
      deployArgs: ["1"],
      steps: [
        {
          from: "@carol",
          call: "increment(uint256)",
          args: [(2n ** 256n - 1n).toString()],
          value: "0",
          timeDelta: 0,
        },
      ],
    },
    {
      name: "A function the contract does not have",
      purpose: "access-control",
      description: "",
      deployArgs: ["1"],
      steps: [{ from: "bob", call: "reset()", args: [], value: "0", timeDelta: 0 }],
    },
  ],
};

describe("AI-proposed scenarios: kept only when they fit the ABI and run on the EVM", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let alice: AuthSession;
  let contractId: string;
  const as = () => ({ token: alice.accessToken });

  beforeAll(async () => {
    standIn = await startOpenAiStandIn(PROPOSALS);
    t = await createTestApp({
      AI_BASE_URL: standIn.baseUrl,
      AI_MODEL: "test-model",
      AI_API_KEY: "sk-test",
      AI_TIMEOUT_MS: "3000",
    });
    alice = await signUpUser(t, "alice@example.com");
    contractId = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("says whether the assistant is configured", async () => {
    expect((await call(t, "GET", "/api/testing/ai", as())).body).toEqual({
      configured: true,
      message: null,
    });
  });

  it("records the proposals that run on the EVM and reports the others", async () => {
    const res = await call(t, "POST", `/api/contracts/${contractId}/scenarios/propose`, as());
    expect(res.status).toBe(201);
    const body = proposeScenariosResponseSchema.parse(res.body);
    expect(body).toMatchObject({ model: "test-model", cached: false });
    expect(body.kept.map((s) => [s.name, s.origin, s.recordedAt !== null])).toEqual([
      ["AI: Zero increment is refused", "ai", true],
      ["AI: Largest increment overflows", "ai", true],
    ]);
    expect(body.kept[0].scenario.steps[0].expect).toEqual({ ok: false, revert: "zero" });
    expect(body.kept[1].scenario.steps[0].expect).toEqual({ ok: false, revert: "Panic(0x11)" });
    expect(body.dropped).toEqual([
      {
        name: "A function the contract does not have",
        reason: "does not match the ABI: step 1, call: Counter has no function reset()",
      },
    ]);
    // the prompt names the functions a step may call
    const prompt = JSON.stringify(standIn.requests.at(-1)?.body);
    expect(prompt).toContain("increment(uint256)");

    // asked again: the same answer from the cache, saved under new names
    const again = await call(t, "POST", `/api/contracts/${contractId}/scenarios/propose`, as());
    expect(again.body.cached).toBe(true);
    expect(again.body.kept[0].name).toBe("AI: Zero increment is refused (2)");
  });

  it("answers plainly when the assistant fails, counting nothing", async () => {
    standIn.setMode("error");
    const other = (await upload(t, alice, "Other.sol", COUNTER_SOL.replace("Counter", "Other")))
      .body.results[0].contract.id;
    const res = await call(t, "POST", `/api/contracts/${other}/scenarios/propose`, as());
    expect(res.status).toBe(502);
    expect(res.body.error).toContain("This request was not counted against your daily AI budget.");
    standIn.setMode("json");
  });
});

describe("without an AI assistant", () => {
  it("says how to configure one", async () => {
    const t = await createTestApp();
    try {
      const alice = await signUpUser(t, "alice@example.com");
      const id = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
      const res = await call(t, "POST", `/api/contracts/${id}/scenarios/propose`, {
        token: alice.accessToken,
      });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(
        "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY",
      );
      expect((await call(t, "GET", "/api/testing/ai", { token: alice.accessToken })).body).toEqual({
        configured: false,
        message: "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY",
      });
    } finally {
      await t.close();
    }
  });
});
