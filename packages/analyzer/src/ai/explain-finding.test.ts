import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeSolidity } from "../solidity/analyze-solidity.ts";
import { AiProviderError, AiTimeoutError } from "./ai-provider-config.ts";
import { explainFinding, prepareFindingExplanation } from "./explain-finding.ts";
import { startOpenAiStandIn } from "./openai-stand-in.ts";

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Owned {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function setOwner(address next) external {
        require(tx.origin == owner, "owner");
        owner = next;
    }
}
`;

const ANSWER = {
  explanation: "tx.origin is the account that started the transaction, not the caller.",
  exploitScenario: "The owner calls a malicious contract, which then calls setOwner.",
  suggestedFix: "Use require(msg.sender == owner).",
  verdict: "true-positive",
  confidence: 0.93,
};

describe("AI assistant against an OpenAI-compatible server on 127.0.0.1", {
  timeout: 20_000,
}, () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  const finding = analyzeSolidity(SOURCE, { file: "Owned.sol" }).findings.find(
    (f) => f.ruleId === "tx-origin-auth",
  );
  if (!finding) throw new Error("the tx-origin-auth finding is missing");
  const config = () => ({ baseUrl: standIn.baseUrl, model: "test-model", apiKey: "sk-test" });
  beforeAll(async () => {
    standIn = await startOpenAiStandIn(ANSWER);
  });
  afterAll(async () => standIn.close());

  it("asks at temperature 0 with the finding and its code, and validates a plain reply", async () => {
    standIn.setMode("json");
    const answer = await explainFinding(config(), finding, SOURCE, { timeoutMs: 5000 });
    expect(answer).toEqual(ANSWER);
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("test-model");
    expect(request?.body.temperature).toBe(0);
    const messages = JSON.stringify(request?.body.messages);
    expect(messages).toContain("tx-origin-auth");
    expect(messages).toContain("require(tx.origin == owner");
  });

  it("reads a streamed reply", async () => {
    standIn.setMode("stream");
    const answer = await explainFinding(config(), finding, SOURCE, {
      timeoutMs: 5000,
      stream: true,
    });
    expect(answer).toEqual(ANSWER);
    expect(standIn.requests.at(-1)?.body.stream).toBe(true);
  });

  it("reports an error status as a provider error", async () => {
    standIn.setMode("error");
    await expect(
      explainFinding(config(), finding, SOURCE, { timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(AiProviderError);
  });

  it("rejects an answer that does not fit the schema", async () => {
    standIn.setMode("invalid");
    const failure = explainFinding(config(), finding, SOURCE, { timeoutMs: 5000 });
    await expect(failure).rejects.toBeInstanceOf(AiProviderError);
  });

  it("gives up after the timeout with a clear message", async () => {
    standIn.setMode("hang");
    const failure = explainFinding(config(), finding, SOURCE, { timeoutMs: 300 });
    await expect(failure).rejects.toBeInstanceOf(AiTimeoutError);
    await expect(failure).rejects.toThrow("The AI assistant did not answer within 0 s");
  });

  it("keys the cache by model, prompt and code", () => {
    const a = prepareFindingExplanation(config(), finding, SOURCE);
    const b = prepareFindingExplanation({ ...config(), model: "other" }, finding, SOURCE);
    const c = prepareFindingExplanation(config(), finding, SOURCE.replace("next;", "next; // x"));
    expect(a.cacheKey).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([a.cacheKey, b.cacheKey, c.cacheKey]).size).toBe(3);
    expect(prepareFindingExplanation(config(), finding, SOURCE).cacheKey).toBe(a.cacheKey);
  });
});
