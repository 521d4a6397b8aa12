import { describe, expect, it } from "vitest";
import type { AstNode } from "../src/frontend/ast.ts";
import { convertSolidity } from "../src/index.ts";
import { returnsAsResults } from "../src/lower/calls/returns-as-results.ts";

const header = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IVault {
    function withdraw(uint256 amount) external returns (uint256);
}
`;

async function convert(body: string) {
  const r = await convertSolidity({
    source: `${header}contract Puller {\n    IVault vault;\n    uint256 public total;\n${body}\n}`,
    fileName: "Puller.sol",
  });
  const contract = r.files["src/contract.rs"] ?? "";
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { contract, errors };
}

/** The Rust fn named `name` (up to the next top-level item). */
function fnText(contract: string, name: string): string {
  const at = contract.search(new RegExp(`fn ${name}\\(`));
  expect(at, name).toBeGreaterThan(-1);
  const end = contract.indexOf("\n}\n", at);
  return contract.slice(at, end + 2);
}

const pull = `
    function _pull(uint256 amount) internal returns (uint256) {
        uint256 got = vault.withdraw(amount);
        total += got;
        return got;
    }`;

describe("internal functions using a call's result, run in place of their call (ADR 212)", () => {
  it("runs the helper in place of its call at a top-level statement of the constructor (ADR 225)", async () => {
    const { contract, errors } = await convert(`${pull}
    uint256 public seeded;
    constructor(IVault v, uint256 amount) {
        vault = v;
        seeded = _pull(amount) * 2;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "instantiate")).toMatch(
      /VaultExecuteMsg::Withdraw \{ amount \}[\s\S]*REPLY_CONTINUE_CONSTRUCTOR,\s*\)\);\s*push_continuation\(deps\.storage, Continuation::Constructor \{\}\)\?;/,
    );
    expect(fnText(contract, "continue_constructor")).toMatch(
      /let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;\s*let total = TOTAL\.load\(deps\.storage\)\?\.checked_add\(got\)\?;\s*TOTAL\.save\(deps\.storage, &total\)\?;\s*let seeded = got\.checked_mul\(Uint256::from_u128\(2\)\)\?[\s\S]*SEEDED\.save/,
    );
  });

  it("stops the public function at the call inside the helper and resumes helper and caller in reply", async () => {
    const { contract, errors } = await convert(`${pull}
    function pull(uint256 amount, uint256 bonus) external returns (uint256) {
        uint256 got = _pull(amount);
        return got + bonus;
    }`);
    expect(errors).toEqual([]);
    // the helper is no Rust fn of its own: its statements are the handler's and the reply's
    expect(contract).not.toMatch(/fn _pull\(|fn pull_\(/);
    expect(fnText(contract, "execute_pull")).toMatch(
      /IVaultExecuteMsg::Withdraw \{ amount \}[\s\S]*push_continuation\(deps\.storage, Continuation::Pull \{ bonus \}\)\?;/,
    );
    const rest = fnText(contract, "continue_pull");
    expect(rest).toMatch(/let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;/);
    expect(rest).toMatch(/TOTAL\.save/);
    expect(rest).toMatch(/let got_2 = got;/);
    expect(rest).toMatch(/got_2\.checked_add\(bonus\)/);
  });

  it("gives each call of the same helper its own locals", async () => {
    const { contract, errors } = await convert(`${pull}
    function pullTwo(uint256 a, uint256 b) external returns (uint256) {
        uint256 first = _pull(a);
        return first + _pull(b);
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "continue_pull_two")).toMatch(
      /push_continuation\(deps\.storage, Continuation::PullTwo2 \{ first \}\)\?;/,
    );
    expect(fnText(contract, "continue_pull_two_2")).toMatch(
      /let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;[\s\S]*first\.checked_add\(got\)/,
    );
  });

  it("inlines a helper called by an inlined helper, and one in a branch whose result is unused", async () => {
    const { contract, errors } = await convert(`${pull}
    function _twice(uint256 amount) internal returns (uint256 sum) {
        sum = _pull(amount) * 2;
    }
    function viaTwo(uint256 amount) external returns (uint256) {
        return _twice(amount);
    }
    function maybe(uint256 amount) external {
        if (amount > 0) _pull(amount);
        total += 1;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "continue_via_two")).toMatch(/let sum = got\.checked_mul/);
    expect(fnText(contract, "execute_maybe")).toMatch(
      /if amount > Uint256::zero\(\) \{[\s\S]*Continuation::Maybe \{\s*\}[\s\S]*return Ok/,
    );
    expect(fnText(contract, "continue_maybe")).toMatch(/TOTAL\.save[\s\S]*TOTAL\.save/);
  });

  it("declares the parameter a helper assigns, and converts a returned value of another type", async () => {
    const { contract, errors } = await convert(`
    function _pullLess(uint256 amount) internal returns (uint256) {
        amount -= 1;
        uint8 got = uint8(vault.withdraw(amount));
        return got;
    }
    function pull(uint256 amount) external returns (uint256) {
        return _pullLess(amount) + 1;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "execute_pull")).toMatch(/let mut amount_2 = amount;/);
    expect(fnText(contract, "continue_pull")).toMatch(/let ret0 = Uint256::from\(got\);/);
  });

  it("turns a helper's early returns into branches, the path through the call continued in reply", async () => {
    const { contract, errors } = await convert(`
    function _pullIfAny(uint256 amount) internal returns (uint256) {
        if (amount == 0) return 0;
        uint256 got = vault.withdraw(amount);
        total += got;
        return got;
    }
    function pull(uint256 amount) external returns (uint256) {
        uint256 got = _pullIfAny(amount);
        return got + 1;
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_pull");
    expect(handler).toMatch(
      /let ret0 = if amount == Uint256::zero\(\) \{\s*Uint256::zero\(\)\s*\} else \{/,
    );
    expect(handler).toMatch(/Continuation::Pull \{\s*\}\)\?;\s*return Ok/);
    const rest = fnText(contract, "continue_pull");
    expect(rest).toMatch(/ret0 = got;/);
    expect(rest).toMatch(/let got_2 = ret0;/);
  });

  it("keeps SOL2CW-E018 with the reason where the helper's statements cannot replace its call", async () => {
    const { errors } = await convert(`
    modifier once() { _; }
    function _early(uint256 amount) internal returns (uint256) {
        for (uint256 i = 0; i < amount; i++) if (i == 3) return i;
        return vault.withdraw(amount);
    }
    function _guarded(uint256 amount) internal once returns (uint256) {
        return vault.withdraw(amount);
    }
    function _plain(uint256 amount) internal returns (uint256) {
        return vault.withdraw(amount);
    }
    function _other(uint256 amount) internal returns (uint256) {
        return vault.withdraw(amount);
    }
    function _looped(uint256 amount) internal returns (uint256) {
        return vault.withdraw(amount);
    }
    function early(uint256 amount) external returns (uint256) {
        return _early(amount);
    }
    function guarded(uint256 amount) external returns (uint256) {
        return _guarded(amount);
    }
    function both(uint256 amount) external returns (uint256) {
        return _plain(amount) + _plain(amount);
    }
    function readsFirst(uint256 amount) external {
        total = total + _other(amount);
    }
    constructor(uint256 amount) {
        // not at a statement reply can resume (ADR 225)
        unchecked { total = _looped(amount); }
    }`);
    const messages = errors.map((d) => `${d.line} ${d.code} ${d.message}`);
    const refused = (line: number, why: string) =>
      messages.some(
        (m) =>
          m.startsWith(
            `${line} SOL2CW-E018 using the result of withdraw() on another contract here: the result is used inside internal function`,
          ) && m.includes(`and here ${why}`),
      );
    expect(
      refused(13, "it returns inside a loop, or on some paths of both branches of an if"),
      messages.join("\n"),
    ).toBe(true);
    expect(refused(16, "it has modifiers"), messages.join("\n")).toBe(true);
    expect(
      refused(19, "the statement calling it also calls another such function"),
      messages.join("\n"),
    ).toBe(true);
    expect(
      refused(22, "the same expression also reads state or has effects"),
      messages.join("\n"),
    ).toBe(true);
    expect(
      messages.some((m) =>
        m.startsWith(
          "25 SOL2CW-E018 using the result of withdraw() on another contract here: its message runs after this handler",
        ),
      ),
      messages.join("\n"),
    ).toBe(true);
  });

  it("runs a helper that only reads its memory parameter in place, and refuses one that changes it", async () => {
    const { contract, errors } = await convert(`
    function _withdrawAll(uint256[] memory amounts) internal returns (uint256 got) {
        got = vault.withdraw(amounts[0] + amounts[1]);
        total += amounts.length;
    }
    function _zeroing(uint256[] memory amounts) internal returns (uint256) {
        amounts[0] = 0;
        return vault.withdraw(amounts[1]);
    }
    function _passing(uint256[] memory amounts) internal returns (uint256) {
        _clear(amounts);
        return vault.withdraw(amounts[1]);
    }
    function _clear(uint256[] memory amounts) internal pure {
        delete amounts[0];
    }
    function all(uint256[] memory amounts) external returns (uint256) {
        return _withdrawAll(amounts);
    }
    function zeroing(uint256[] memory amounts) external returns (uint256) {
        uint256 got = _zeroing(amounts);
        return got + amounts[0];
    }
    function passing(uint256[] memory amounts) external returns (uint256) {
        return _passing(amounts);
    }`);
    const messages = errors.map((d) => `${d.line} ${d.message}`);
    expect(messages.filter((m) => m.startsWith("10 ") || m.startsWith("11 "))).toEqual([]);
    const changes = messages.filter((m) =>
      m.includes("and here it may change a memory parameter (passed by reference)"),
    );
    expect(changes.map((m) => m.split(" ")[0]).sort(), messages.join("\n")).toEqual(["16", "20"]);
    // `all` stops at the call and reply runs the rest of the helper with its copy of `amounts`
    expect(contract).toMatch(/SubMsg::reply_(on_success|always)\(/);
  });

  it("runs a helper holding a try/catch in place of its call, and keeps it refused in a constructor", async () => {
    const { contract, errors } = await convert(`
    error Failed(uint256 amount);
    function _tryPull(uint256 amount) internal {
        if (amount > 0) {
            try vault.withdraw(amount) returns (uint256 got) {
                total += got;
            } catch {
                revert Failed(amount);
            }
        }
    }
    function pull(uint256 amount) external {
        total += 1;
        _tryPull(amount);
    }
    constructor(uint256 amount) {
        _tryPull(amount);
    }`);
    const messages = errors.map((d) => `${d.line} ${d.code} ${d.message}`);
    // only the constructor's use is refused: the handler of pull stops at the call
    expect(messages, messages.join("\n")).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^13 SOL2CW-E012 try\/catch around the state-changing call withdraw\(\)/,
    );
    expect(contract).toMatch(/SubMsg::reply_always\(/);
  });

  it("continues a call in a branch after other statements of that branch", async () => {
    const { contract, errors } = await convert(`
    function pull(uint256 amount) external returns (uint256) {
        if (amount > 0) {
            uint256 asked = amount + 1;
            uint256 got = vault.withdraw(asked);
            total += got;
        }
        return total;
    }`);
    expect(errors).toEqual([]);
    const rest = fnText(contract, "continue_pull");
    expect(rest).not.toMatch(/asked/);
    expect(rest).toMatch(/let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;/);
    expect(rest.match(/TOTAL\.save/g)?.length).toBe(1);
  });

  describe("returnsAsResults", () => {
    let id = 0;
    const node = (nodeType: string, extra: Record<string, unknown> = {}): AstNode => ({
      nodeType,
      id: ++id,
      src: "0:0:0",
      ...extra,
    });
    const ret = (value: string) => node("Return", { expression: node("Literal", { value }) });
    const stmt = (name: string) =>
      node("ExpressionStatement", { name, expression: node("Identifier", { name }) });
    const assign = (r: AstNode) => [node("Assigned", { value: r.expression.value })];
    const fresh = () => ++id;

    it("moves what follows a guard's if into its branch that goes on", () => {
      const guard = node("IfStatement", { trueBody: ret("0"), falseBody: null });
      const out = returnsAsResults([guard, stmt("a"), ret("1")], assign, fresh)!;
      expect(out).toHaveLength(1);
      expect(out[0].trueBody.statements.map((s: AstNode) => s.value)).toEqual(["0"]);
      expect(out[0].falseBody.statements.map((s: AstNode) => s.name ?? s.value)).toEqual([
        "a",
        "1",
      ]);
    });

    it("refuses what would copy statements, and returns in loops", () => {
      const inner = node("IfStatement", { trueBody: ret("0"), falseBody: null });
      const both = node("IfStatement", {
        trueBody: node("Block", { statements: [inner, stmt("x")] }),
        falseBody: null,
      });
      expect(returnsAsResults([both, stmt("after")], assign, fresh)).toBeNull();
      expect(returnsAsResults([both], assign, fresh)).not.toBeNull();
      const loop = node("ForStatement", { body: ret("2") });
      expect(returnsAsResults([loop, ret("3")], assign, fresh)).toBeNull();
    });
  });
});
