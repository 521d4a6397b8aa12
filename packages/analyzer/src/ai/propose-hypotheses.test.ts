import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeSolidity } from "../solidity/analyze-solidity.ts";
import { AiInvalidAnswerError, AiProviderError, AiTimeoutError } from "./ai-provider-config.ts";
import { confirmHypotheses } from "./confirm-hypotheses.ts";
import { startOpenAiStandIn } from "./openai-stand-in.ts";
import { prepareHypotheses, proposeHypotheses } from "./propose-hypotheses.ts";

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Vault {
    mapping(address => uint256) public balances;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "balance");
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        balances[msg.sender] -= amount;
    }

    function setOwner(address next) external {
        require(tx.origin == owner, "owner");
        owner = next;
    }
}
`;
const analysis = analyzeSolidity(SOURCE, { file: "Vault.sol" });
const lineOf = (text: string) => SOURCE.split("\n").findIndex((l) => l.includes(text)) + 1;

const HYPOTHESES = {
  hypotheses: [
    {
      title: "Ether sent before the balance is lowered",
      severity: "high",
      function: "withdraw(uint256)",
      file: "Vault.sol",
      startLine: lineOf("msg.sender.call"),
      endLine: lineOf("balances[msg.sender] -= amount"),
      rationale: "A receiving contract can re-enter withdraw before its balance drops.",
      detectorId: "reentrancy",
    },
    {
      title: "No event when the owner changes",
      severity: "low",
      function: "setOwner(address)",
      file: "Vault.sol",
      startLine: lineOf("function setOwner"),
      endLine: lineOf("owner = next;"),
      rationale: "Off-chain monitors cannot see ownership moving.",
      detectorId: "no-such-detector",
    },
  ],
};

describe("AI-proposed issues as hypotheses", { timeout: 20_000 }, () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let answer: Record<string, unknown> = HYPOTHESES;
  const config = () => ({ baseUrl: standIn.baseUrl, model: "test-model", apiKey: "sk-test" });
  const code = { solidity: { file: "Vault.sol", content: SOURCE }, rust: [], findings: [] };
  beforeAll(async () => {
    standIn = await startOpenAiStandIn(() => answer);
  });
  afterAll(async () => standIn.close());

  it("asks with the code, the reported findings and the detector ids", async () => {
    standIn.setMode("json");
    const withFindings = { ...code, findings: analysis.findings };
    const proposed = await proposeHypotheses(config(), withFindings, { timeoutMs: 5000 });
    expect(proposed[0]).toEqual(HYPOTHESES.hypotheses[0]);
    // An id no detector has cannot confirm anything.
    expect(proposed[1].detectorId).toBeNull();
    const messages = JSON.stringify(standIn.requests.at(-1)?.body.messages);
    expect(messages).toContain("tx-origin-auth at Vault.sol:");
    expect(messages).toContain("- reentrancy: ");
    expect(messages).not.toContain("- cw-overflow-checks: ");
    expect(messages).toContain(`${lineOf("require(tx.origin")} |         require(tx.origin`);
  });

  it("reads a streamed reply", async () => {
    standIn.setMode("stream");
    const proposed = await proposeHypotheses(config(), code, { timeoutMs: 5000, stream: true });
    expect(proposed).toHaveLength(2);
  });

  it("marks a hypothesis confirmed only by an overlapping finding of its detector", async () => {
    standIn.setMode("json");
    const proposed = await proposeHypotheses(config(), code, { timeoutMs: 5000 });
    const reentrancy = analysis.findings.find((f) => f.ruleId === "reentrancy");
    expect(reentrancy).toBeDefined();
    const shown = confirmHypotheses(proposed, analysis.findings, "Vault.sol");
    expect(shown[0].confirmedBy).toEqual({
      findingId: reentrancy?.id,
      ruleId: "reentrancy",
      title: reentrancy?.title,
    });
    expect(shown[0].language).toBe("solidity");
    expect(shown[1].confirmedBy).toBeNull();
    // Same detector, other lines: not confirmed.
    const elsewhere = { ...proposed[0], startLine: 5, endLine: 6 };
    expect(
      confirmHypotheses([elsewhere], analysis.findings, "Vault.sol")[0].confirmedBy,
    ).toBeNull();
  });

  it("tells errors, timeouts and invalid answers apart", async () => {
    standIn.setMode("error");
    await expect(proposeHypotheses(config(), code, { timeoutMs: 5000 })).rejects.toBeInstanceOf(
      AiProviderError,
    );
    standIn.setMode("not-json");
    await expect(proposeHypotheses(config(), code, { timeoutMs: 5000 })).rejects.toBeInstanceOf(
      AiInvalidAnswerError,
    );
    standIn.setMode("hang");
    await expect(proposeHypotheses(config(), code, { timeoutMs: 300 })).rejects.toBeInstanceOf(
      AiTimeoutError,
    );
    standIn.setMode("json");
    answer = { hypotheses: [{ ...HYPOTHESES.hypotheses[0], file: "Other.sol" }] };
    await expect(proposeHypotheses(config(), code, { timeoutMs: 5000 })).rejects.toThrow(
      "the file Other.sol was not shown",
    );
    answer = HYPOTHESES;
  });

  it("keys the cache by model, prompt and code", () => {
    const a = prepareHypotheses(config(), code);
    const b = prepareHypotheses(config(), { ...code, findings: analysis.findings });
    const c = prepareHypotheses({ ...config(), model: "other" }, code);
    expect(new Set([a.cacheKey, b.cacheKey, c.cacheKey]).size).toBe(3);
  });
});
