import type { FunctionPair } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiInvalidAnswerError, AiProviderError, AiTimeoutError } from "./ai-provider-config.ts";
import { explainFunctionPair, prepareFunctionPairExplanation } from "./explain-function-pair.ts";
import { startOpenAiStandIn } from "./openai-stand-in.ts";

const SOLIDITY = {
  file: "Counter.sol",
  content: [
    "contract Counter {",
    "    uint256 public count;",
    "    function increment(uint256 by) external {",
    '        require(by > 0, "zero");',
    "        count += by;",
    "    }",
    "}",
  ].join("\n"),
};
const CRATE = [
  {
    path: "src/contract.rs",
    content: [
      "pub fn execute_increment(deps: DepsMut, by: Uint256) -> Result<Response, ContractError> {",
      "    if by.is_zero() {",
      '        return Err(ContractError::Require("zero".into()));',
      "    }",
      "    let count = COUNT.load(deps.storage)?.checked_add(by)?;",
      "    COUNT.save(deps.storage, &count)?;",
      "    Ok(Response::new())",
      "}",
    ].join("\n"),
  },
];
const PAIR: FunctionPair = {
  id: "increment(uint256)",
  name: "increment",
  kind: "execute",
  message: "ExecuteMsg::Increment",
  solidity: { file: "Counter.sol", startLine: 3, endLine: 6 },
  rust: [
    {
      file: "src/contract.rs",
      startLine: 1,
      endLine: 8,
      role: "handler",
      label: "fn execute_increment",
    },
  ],
};
const ANSWER = {
  solidity: "Adds `by` to count; reverts with 'zero' when by is 0.",
  rust: "Loads COUNT, adds with checked_add and saves it; errors with 'zero' when by is 0.",
  differences: [
    {
      title: "Overflow handling",
      severity: "low",
      detail: "Solidity panics with 0x11, Rust returns an overflow error; check the error text.",
      solidityLines: { startLine: 5, endLine: 5 },
      rustLines: { file: "src/contract.rs", startLine: 5, endLine: 5 },
    },
  ],
};

describe("function-by-function explanation against an OpenAI-compatible server", {
  timeout: 20_000,
}, () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let answer: Record<string, unknown> = ANSWER;
  const config = () => ({ baseUrl: standIn.baseUrl, model: "test-model", apiKey: "sk-test" });
  const code = { solidity: SOLIDITY, crate: CRATE };
  beforeAll(async () => {
    standIn = await startOpenAiStandIn(() => answer);
  });
  afterAll(async () => standIn.close());

  it("shows both sides with line numbers and validates a plain reply", async () => {
    standIn.setMode("json");
    expect(await explainFunctionPair(config(), PAIR, code, { timeoutMs: 5000 })).toEqual(ANSWER);
    const request = standIn.requests.at(-1);
    expect(request?.body.temperature).toBe(0);
    expect(request?.body.response_format).toMatchObject({ type: "json_schema" });
    const messages = JSON.stringify(request?.body.messages);
    expect(messages).toContain("ExecuteMsg::Increment");
    expect(messages).toContain("Counter.sol lines 3-6");
    expect(messages).toContain("src/contract.rs lines 1-8");
    expect(messages).toContain("checked_add(by)");
  });

  it("reads a streamed reply", async () => {
    standIn.setMode("stream");
    const streamed = await explainFunctionPair(config(), PAIR, code, {
      timeoutMs: 5000,
      stream: true,
    });
    expect(streamed).toEqual(ANSWER);
    expect(standIn.requests.at(-1)?.body.stream).toBe(true);
  });

  it("tells errors, timeouts and invalid answers apart", async () => {
    standIn.setMode("error");
    const failed = explainFunctionPair(config(), PAIR, code, { timeoutMs: 5000 });
    await expect(failed).rejects.toBeInstanceOf(AiProviderError);
    await expect(failed).rejects.not.toBeInstanceOf(AiInvalidAnswerError);
    standIn.setMode("not-json");
    await expect(
      explainFunctionPair(config(), PAIR, code, { timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(AiInvalidAnswerError);
    standIn.setMode("invalid");
    await expect(
      explainFunctionPair(config(), PAIR, code, { timeoutMs: 5000 }),
    ).rejects.toBeInstanceOf(AiInvalidAnswerError);
    standIn.setMode("hang");
    await expect(
      explainFunctionPair(config(), PAIR, code, { timeoutMs: 300 }),
    ).rejects.toBeInstanceOf(AiTimeoutError);
  });

  it("refuses line references outside the code shown", async () => {
    standIn.setMode("json");
    const [difference] = ANSWER.differences;
    answer = {
      ...ANSWER,
      differences: [{ ...difference, rustLines: { ...difference.rustLines, endLine: 99 } }],
    };
    const wrong = explainFunctionPair(config(), PAIR, code, { timeoutMs: 5000 });
    await expect(wrong).rejects.toBeInstanceOf(AiInvalidAnswerError);
    await expect(wrong).rejects.toThrow("Rust lines 5-99 are not in src/contract.rs");
    answer = {
      ...ANSWER,
      differences: [{ ...difference, rustLines: { ...difference.rustLines, file: "src/lib.rs" } }],
    };
    await expect(explainFunctionPair(config(), PAIR, code, { timeoutMs: 5000 })).rejects.toThrow(
      "the Rust file src/lib.rs was not shown",
    );
    answer = ANSWER;
  });

  it("keys the cache by model, prompt and the code of the pair", () => {
    const a = prepareFunctionPairExplanation(config(), PAIR, code);
    const b = prepareFunctionPairExplanation({ ...config(), model: "other" }, PAIR, code);
    const edited = [{ ...CRATE[0], content: CRATE[0].content.replace("checked_add", "add") }];
    const c = prepareFunctionPairExplanation(config(), PAIR, { ...code, crate: edited });
    expect(new Set([a.cacheKey, b.cacheKey, c.cacheKey]).size).toBe(3);
    expect(prepareFunctionPairExplanation(config(), PAIR, code).cacheKey).toBe(a.cacheKey);
  });
});
