import { compileSolidity } from "@contract-platform/converter/evm";
import { describe, expect, it } from "vitest";
import { FIXTURE_TOKEN_SOL } from "../test-support/fixture-token.ts";
import { evaluateRule, type ViewCaller } from "./evaluate-rule.ts";
import { parseRules } from "./parse-rules.ts";

const abi = () =>
  compileSolidity(FIXTURE_TOKEN_SOL).contracts.find((c) => c.name === "FixtureToken")!.abi;

/** Views answered from a table, as a side would. */
const caller = (answers: Record<string, string[]>): ViewCaller => ({
  async call(name, args) {
    const key = `${name}(${args.join(",")})`;
    return key in answers ? { ok: true, returns: answers[key] } : { ok: false, error: `no ${key}` };
  },
});

describe("business rules", () => {
  it("parses rules with comments and reports each error at its line and columns", () => {
    const text = [
      "# supply is the sum of balances",
      "totalSupply() == balanceOf(@alice) + balanceOf(@bob)",
      "",
      "balanceOf(@alice) <= totalSupply() && !(deposits() > 1_000)",
      "totalSupply( >= 1",
      "a < b < c",
      "mint(@alice, 1) == 0",
      "balanceOf() == 0",
      "nothing() == 1",
      "x == 1",
    ].join("\n");
    const { rules, errors } = parseRules(text, abi());
    expect(rules.map((r) => r.line)).toEqual([2, 4]);
    expect(errors).toEqual([
      { message: "unexpected '>='", line: 5, column: 14, endColumn: 16 },
      { message: "'a' is not a view call: write a()", line: 6, column: 1, endColumn: 2 },
      {
        message: "mint changes state; rules may only call views",
        line: 7,
        column: 1,
        endColumn: 16,
      },
      { message: "balanceOf takes 1 arguments, not 0", line: 8, column: 1, endColumn: 12 },
      { message: "the contract has no function nothing", line: 9, column: 1, endColumn: 10 },
      { message: "'x' is not a view call: write x()", line: 10, column: 1, endColumn: 2 },
    ]);
    expect(parseRules("lastMint() < 1 < 2").errors[0].message).toBe(
      "comparisons cannot be chained; join them with &&",
    );
  });

  it("evaluates with big integers, short-circuits and explains failures", async () => {
    const side = caller({
      "totalSupply()": ["340282366920938463463374607431768211455"],
      "balanceOf(@alice)": ["340282366920938463463374607431768211454"],
      "balanceOf(@bob)": ["1"],
      "owner()": ["@alice"],
    });
    const evaluate = async (text: string) => evaluateRule(parseRules(text).rules[0], side);
    expect(await evaluate("totalSupply() == balanceOf(@alice) + balanceOf(@bob)")).toMatchObject({
      holds: true,
    });
    expect(await evaluate("totalSupply() * 2 / 2 - 1 == balanceOf(@alice)")).toMatchObject({
      holds: true,
    });
    expect(await evaluate("owner() == @alice && -balanceOf(@bob) < 0")).toMatchObject({
      holds: true,
    });
    expect(await evaluate("false && nothing() == 1")).toMatchObject({
      holds: false,
      value: "false",
    });
    expect(await evaluate("balanceOf(@carol) == 0")).toMatchObject({
      holds: false,
      error: "balanceOf(…) failed: no balanceOf(@carol)",
    });
    expect(await evaluate("1 / (balanceOf(@bob) - 1) == 0")).toMatchObject({
      holds: false,
      error: "division by zero",
    });
    expect(await evaluate("owner() < 1")).toMatchObject({
      holds: false,
      error: '< needs integers, got "@alice"',
    });
    expect(await evaluate("totalSupply() % 10")).toMatchObject({ holds: false, value: "5" });
  });
});
