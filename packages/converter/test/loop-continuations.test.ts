import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

const header = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IPool {
    function claim(uint256 max) external returns (uint256);
}
`;

async function convert(body: string) {
  const source = `${header}contract Claimer {\n    IPool[] pools;\n    uint256 public total;\n${body}\n}`;
  const r = await convertSolidity({ source, fileName: "Claimer.sol" });
  const contract = r.files["src/contract.rs"] ?? "";
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  /** The line of the first source line holding `text`. */
  const lineOf = (text: string) => source.split("\n").findIndex((l) => l.includes(text)) + 1;
  return { contract, errors, lineOf };
}

/** The Rust fn named `name` (up to the next top-level item). */
function fnText(contract: string, name: string): string {
  const at = contract.search(new RegExp(`fn ${name}\\(`));
  expect(at, name).toBeGreaterThan(-1);
  const end = contract.indexOf("\n}\n", at);
  return contract.slice(at, end + 2);
}

describe("a call's result used in a loop continues each iteration in reply (ADR 213)", () => {
  it("stops the first iteration at its call; reply runs the rest, the step and the next iteration", async () => {
    const { contract, errors } = await convert(`
    function claimAll(uint256 max) external returns (uint256 sum) {
        for (uint256 i = 0; i < pools.length; i++) {
            uint256 cap = max + i;
            uint256 got = pools[i].claim(cap);
            sum += got + cap;
        }
        total = sum;
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_claim_all");
    expect(handler).toMatch(
      /if i < Uint256::from\(POOLS_LENGTH\.may_load\(deps\.storage\)\?\.unwrap_or_default\(\)\) \{\s*let cap = max\.checked_add\(i\)\?;[\s\S]*REPLY_CONTINUE_CLAIM_ALL,[\s\S]*Continuation::ClaimAll \{\s*max,\s*sum,\s*i,\s*cap,?\s*\}[\s\S]*return Ok/,
    );
    // the loop never entered: what follows runs at once
    expect(handler).toMatch(/TOTAL\.save[\s\S]*set_data/);
    const rest = fnText(contract, "continue_claim_all");
    expect(rest).toMatch(/let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;/);
    expect(rest).toMatch(/i = i\.checked_add\(Uint256::one\(\)\)\?;/);
    // the next iteration declares `cap` again under a new name and pushes it as the same field
    expect(rest).toMatch(/let cap_2 = max\.checked_add\(i\)\?;/);
    expect(rest).toMatch(/Continuation::ClaimAll \{\s*max,\s*sum,\s*i,\s*cap: cap_2,\s*\}/);
    expect(rest).toMatch(/REPLY_CONTINUE_CLAIM_ALL,/);
    expect(contract.match(/const REPLY_CONTINUE_CLAIM_ALL/g)?.length).toBe(1);
  });

  it("runs a while loop the same way", async () => {
    const { contract, errors } = await convert(`
    function drain(uint256 max, uint256 times) external {
        uint256 n = 0;
        while (n < times) {
            total += pools[0].claim(max);
            n++;
        }
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "continue_drain")).toMatch(
      /if n < times \{[\s\S]*Claim \{ max \}[\s\S]*Continuation::Drain \{ max, times, n \}/,
    );
  });

  it("runs the statements of a helper called in the loop's body in place of its call (ADR 212)", async () => {
    const { contract, errors } = await convert(`
    function _pull(uint256 index, uint256 max) internal returns (uint256) {
        uint256 got = pools[index].claim(max);
        return got + 1;
    }
    function viaHelper(uint256 max) external {
        for (uint256 i = 0; i < pools.length; i++) total += _pull(i, max);
    }`);
    expect(errors).toEqual([]);
    expect(contract).not.toMatch(/fn _pull\(|fn pull\(/);
    const rest = fnText(contract, "continue_via_helper");
    expect(rest).toMatch(/let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;/);
    expect(rest).toMatch(/TOTAL\.save/);
    expect(rest).toMatch(/Continuation::ViaHelper \{ max, i \}/);
  });

  it("keeps SOL2CW-E018 with the reason for loops reply cannot run on", async () => {
    const { errors, lineOf } = await convert(`
    function stops(uint256 max) external {
        for (uint256 i = 0; i < pools.length; i++) {
            uint256 got = pools[i].claim(max + 4);
            if (got == 0) break;
            if (got == 1) continue;
            total += got;
        }
    }
    function copies(uint256 max) external {
        for (uint256 i = 0; i < pools.length; i++) {
            uint256 got = pools[i].claim(max + 5);
            if (got > 9) { total += 1; } else { if (got == 0) break; total += 2; }
            total += got;
        }
    }
    function nested(uint256 max) external {
        for (uint256 j = 0; j < 2; j++) {
            for (uint256 i = 0; i < pools.length; i++) total += pools[i].claim(max + 6);
        }
    }
    function twice(uint256 max) external {
        for (uint256 i = 0; i < pools.length; i++) {
            total += pools[i].claim(max + 1);
            total += pools[i].claim(max + 2);
        }
    }
    function _pull(uint256 max) internal returns (uint256) {
        return pools[0].claim(max + 3);
    }
    constructor(uint256 max) {
        // not at a statement reply can resume (ADR 225)
        unchecked { total = _pull(max); }
    }`);
    const messages = errors.map((d) => `${d.line} ${d.code} ${d.message}`);
    const has = (line: number, text: string) =>
      messages.some((m) => m.startsWith(`${line} SOL2CW-E018`) && m.includes(text));
    const all = messages.join("\n");
    expect(
      has(
        lineOf("claim(max + 4)"),
        "a loop whose body has both break and continue after the call (ADR 214)",
      ),
      all,
    ).toBe(true);
    expect(
      has(
        lineOf("claim(max + 5)"),
        "whose break or continue is outside an if or block, or would need statements copied (ADR 214)",
      ),
      all,
    ).toBe(true);
    expect(has(lineOf("claim(max + 6)"), "inside a loop reply cannot run on"), all).toBe(true);
    expect(
      has(lineOf("claim(max + 1)"), "the results of two calls are used in one loop body"),
      all,
    ).toBe(true);
    expect(
      has(
        lineOf("claim(max + 3)"),
        "inside an internal function called where its statements cannot run",
      ),
      all,
    ).toBe(true);
  });
});

describe("break, continue and return in a loop that continues in reply (ADR 214)", () => {
  it("skips a paused pool with continue before the call and stops with break after it", async () => {
    const { contract, errors } = await convert(`
    mapping(uint256 => bool) paused;
    function sweep(uint256 max) external returns (uint256 swept) {
        for (uint256 i = 0; i < pools.length; i++) {
            if (paused[i]) continue;
            uint256 got = pools[i].claim(max);
            if (got == 0) break;
            swept += got;
        }
        total = swept;
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_sweep");
    // a continue before the call: the iteration is a loop whose continue runs the step
    expect(handler).toMatch(
      /while i < [^{]*\{\s*'body0: \{\s*if PAUSED[\s\S]*break 'body0;[\s\S]*REPLY_CONTINUE_SWEEP,[\s\S]*return Ok[\s\S]*\}\s*i = i\.checked_add\(Uint256::one\(\)\)\?;\s*\}\s*TOTAL\.save/,
    );
    const rest = fnText(contract, "continue_sweep");
    // the break skips the rest of the body, the step and the next iteration, not what follows
    expect(rest).toMatch(
      /let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;\s*if got != Uint256::zero\(\) \{\s*swept = swept\.checked_add\(got\)\?;\s*i = i\.checked_add\(Uint256::one\(\)\)\?;\s*while i < [\s\S]*REPLY_CONTINUE_SWEEP,[\s\S]*\}\s*\}\s*TOTAL\.save/,
    );
  });

  it("skips the rest of the body with continue after the call, then runs the step", async () => {
    const { contract, errors } = await convert(`
    function keepSmall(uint256 max, uint256 limit) external returns (uint256 sum) {
        for (uint256 i = 0; i < pools.length; i++) {
            uint256 one = pools[i].claim(max);
            if (one > limit) continue;
            sum += one;
        }
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_keep_small");
    // nothing before the call leaves: the first iteration stays an `if`
    expect(handler).toMatch(/if i < Uint256::from/);
    expect(handler).not.toMatch(/while /);
    expect(fnText(contract, "continue_keep_small")).toMatch(
      /if one <= limit \{\s*sum = sum\.checked_add\(one\)\?;\s*\}\s*i = i\.checked_add\(Uint256::one\(\)\)\?;\s*if i < /,
    );
  });

  it("skips the call with break before it", async () => {
    const { contract, errors } = await convert(`
    function until(uint256 max, uint256 stop) external returns (uint256 sum) {
        for (uint256 i = 0; i < pools.length; i++) {
            if (i == stop) break;
            sum += pools[i].claim(max);
        }
        total = sum;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "execute_until")).toMatch(
      /if i < Uint256::from\(POOLS_LENGTH\.may_load\(deps\.storage\)\?\.unwrap_or_default\(\)\) && i != stop \{[\s\S]*REPLY_CONTINUE_UNTIL,[\s\S]*return Ok[\s\S]*\}\s*TOTAL\.save/,
    );
    expect(fnText(contract, "continue_until")).toMatch(
      /i = i\.checked_add\(Uint256::one\(\)\)\?;\s*if i < Uint256::from\(POOLS_LENGTH\.may_load\(deps\.storage\)\?\.unwrap_or_default\(\)\) && i != stop \{/,
    );
  });

  it("finishes the function with its return data when the body returns after the call", async () => {
    const { contract, errors } = await convert(`
    function upTo(uint256 max, uint256 need) external returns (uint256) {
        uint256 got = 0;
        uint256 n = 0;
        while (n < pools.length) {
            got += pools[n].claim(max);
            if (got >= need) return got;
            n++;
        }
        return got;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "continue_up_to")).toMatch(
      /if got >= need \{\s*return Ok\(Response::new\(\)\s*\.add_submessages\(payouts\.msgs\)\s*\.set_data\(to_json_binary\(&got\)\?\)\);\s*\}\s*n = n\.checked_add/,
    );
  });

  it("continues a loop in an if branch, then the rest of the branch and what follows the if", async () => {
    const { contract, errors } = await convert(`
    uint256 public rounds;
    function maybe(bool all, uint256 max) external returns (uint256 sum) {
        if (all) {
            for (uint256 i = 0; i < pools.length; i++) sum += pools[i].claim(max);
            total = sum;
        }
        rounds += 1;
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_maybe");
    expect(handler).toMatch(
      /if all \{\s*let i = Uint256::zero\(\);\s*if i < [\s\S]*REPLY_CONTINUE_MAYBE,[\s\S]*return Ok[\s\S]*TOTAL\.save[\s\S]*\}\s*let rounds/,
    );
    expect(fnText(contract, "continue_maybe")).toMatch(
      /sum = sum\.checked_add\(from_json[\s\S]*i = i\.checked_add[\s\S]*REPLY_CONTINUE_MAYBE,[\s\S]*TOTAL\.save[\s\S]*ROUNDS\.save/,
    );
  });
});
