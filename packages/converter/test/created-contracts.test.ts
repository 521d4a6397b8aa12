import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

const child = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Counter {
    uint256 private count;
    constructor(uint256 start) payable { count = start; }
    function set(uint256 v) external { count = v; }
    function get() external view returns (uint256) { return count; }
}
`;

async function convert(body: string) {
  const r = await convertSolidity({
    source: `${child}contract Factory {\n${body}\n}`,
    fileName: "Factory.sol",
    contract: "Factory",
  });
  const contract = r.files["contracts/factory/src/contract.rs"] ?? "";
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { contract, errors };
}

describe("calls on a contract created with new in the same function", () => {
  it("continues in reply after the instantiation when a later statement queries the contract", async () => {
    const { contract, errors } = await convert(`
    function make(uint256 start) external returns (uint256) {
        Counter c = new Counter(start);
        return c.get();
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_make");
    // the instantiation is the handler's last message, with the continuation's reply id
    expect(handler).toMatch(
      /SubMsg::reply_on_success\(\s*WasmMsg::Instantiate2 \{[\s\S]*\},\s*REPLY_CONTINUE_MAKE,\s*\)\);\s*push_continuation/,
    );
    expect(handler).not.toContain("c.to_string()");
    const rest = fnText(contract, "continue_make");
    // the address comes from the instantiation's answer; the query runs once the contract exists
    expect(rest).toMatch(
      /let c = created_address\(reply\)\?;\s*Ok\(Response::new\(\)\.set_data\(to_json_binary\(\s*&deps\s*\.querier\s*\.query_wasm_smart::<Uint256>\(c\.to_string\(\), &CounterQueryMsg::Get \{\}\)\?/,
    );
    expect(contract).toContain("parse_instantiate_response_data(&raw)");
    expect(contract).toContain("use cw_utils::{nonpayable, parse_instantiate_response_data};");
  });

  it("continues a statement that queries the contract it creates, `(new C()).f()`", async () => {
    const { contract, errors } = await convert(`
    function fresh(uint256 start) external returns (uint256) {
        return (new Counter(start)).get() + 1;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "execute_fresh")).toContain("REPLY_CONTINUE_FRESH,");
    expect(fnText(contract, "continue_fresh")).toMatch(
      /query_wasm_smart::<Uint256>\(\s*created_address\(reply\)\?\.to_string\(\),\s*&CounterQueryMsg::Get \{\},?\s*\)\?/,
    );
  });

  it("waits for a state-changing call on the created contract before a later query of it", async () => {
    const { contract, errors } = await convert(`
    uint256 public seen;
    function setGet(uint256 v) external {
        Counter d = new Counter(0);
        d.set(v);
        seen = d.get();
    }`);
    expect(errors).toEqual([]);
    const afterCreation = fnText(contract, "continue_set_get");
    expect(afterCreation).toMatch(
      /let d = created_address\(reply\)\?;\s*payouts\.msgs\.push\(SubMsg::reply_on_success\([\s\S]*CounterExecuteMsg::Set \{ v \}[\s\S]*REPLY_CONTINUE_SET_GET_2,/,
    );
    expect(afterCreation).not.toContain("query_wasm_smart");
    expect(fnText(contract, "continue_set_get_2")).toMatch(
      /query_wasm_smart::<Uint256>\(d\.to_string\(\), &CounterQueryMsg::Get \{\}\)\?;\s*SEEN\.save/,
    );
  });

  it("queues the instantiation before a state-changing call on the new contract, `new C{value: v}(x).f()`", async () => {
    const { contract, errors } = await convert(`
    function addFresh(uint256 start) external payable returns (uint256) {
        new Counter{value: msg.value}(start).set(2);
        return 1;
    }`);
    expect(errors).toEqual([]);
    // the instantiation's own push is done before the call's message names the address
    expect(fnText(contract, "execute_add_fresh")).toMatch(
      /let contract = \{[\s\S]*payouts\.msgs\.push\(\s*WasmMsg::Instantiate2 \{[\s\S]*address\s*\}\s*\.to_string\(\);\s*payouts\.msgs\.push\(\s*WasmMsg::Execute \{\s*contract_addr: contract,/,
    );
  });

  it("keeps a creation nothing queries as a message with its address computed at once", async () => {
    const { contract, errors } = await convert(`
    Counter public last;
    function make() external returns (Counter) {
        last = new Counter(1);
        last.set(2);
        return last;
    }`);
    expect(errors).toEqual([]);
    expect(contract).not.toContain("fn reply(");
    expect(fnText(contract, "execute_make")).toContain("cosmwasm_std::instantiate2_address(");
  });

  it("queries a contract created in another function (the constructor) at once", async () => {
    const { contract, errors } = await convert(`
    Counter c;
    constructor() { c = new Counter(2); }
    function read() external view returns (uint256) { return c.get(); }`);
    expect(errors).toEqual([]);
    expect(contract).not.toContain("fn reply(");
  });

  it("continues the constructor in reply after a contract it creates and queries (ADR 223)", async () => {
    const { contract, errors } = await convert(`
    uint256 public immutable first;
    uint256 public second;
    constructor(uint256 start) {
        first = (new Counter(start)).get();
        start += 1;
        Counter c = new Counter(first + 1);
        second = c.get() + start;
    }`);
    expect(errors).toEqual([]);
    // instantiate stops at the first instantiation, keeping what the rest reads; the parameter
    // the rest assigns is `mut` there only
    expect(fnText(contract, "instantiate")).toContain("let start = msg.start;");
    expect(fnText(contract, "continue_constructor")).toContain(
      "Continuation::Constructor { mut start }",
    );
    expect(fnText(contract, "instantiate")).toMatch(
      /REPLY_CONTINUE_CONSTRUCTOR,\s*\)\);\s*push_continuation\(deps\.storage, Continuation::Constructor \{ start \}\)\?;\s*Ok\(Response::new\(\)\.add_submessages\(payouts\.msgs\)\)\s*$/,
    );
    expect(fnText(contract, "continue_constructor")).toMatch(
      /let first = deps\s*\.querier\s*\.query_wasm_smart::<Uint256>\(\s*created_address\(reply\)\?\.to_string\(\),\s*&CounterQueryMsg::Get \{\},?\s*\)\?;\s*FIRST\.save[\s\S]*REPLY_CONTINUE_CONSTRUCTOR_2,/,
    );
    expect(fnText(contract, "continue_constructor_2")).toMatch(
      /let c = created_address\(reply\)\?;[\s\S]*query_wasm_smart::<Uint256>\(c\.to_string\(\)[\s\S]*checked_add\(start\)[\s\S]*SECOND\.save/,
    );
  });

  it("creates first, in order, the contracts one statement queries (ADR 224)", async () => {
    const { contract, errors } = await convert(`
    event Pair(uint256 first, uint256 second);
    function f(uint256 v) external returns (uint256, uint256) {
        emit Pair((new Counter(v)).get(), (new Counter(v + 1)).get());
        return (v, (new Counter(v + 2)).get() * 2 + (new Counter(3)).get() * 0);
    }`);
    // the event's arguments are created first; the two operands of `+` are not
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [
        14,
        expect.stringContaining(
          "operands of one operator, which the EVM may evaluate in either order",
        ),
      ],
    ]);
    const { contract: tuple, errors: none } = await convert(`
    function f(uint256 v) external payable returns (uint256, uint256, uint256) {
        return (v, (new Counter{value: 1}(v)).get(), (new Counter(v + 1)).get() + 1);
    }`);
    expect(none).toEqual([]);
    expect(fnText(tuple, "continue_f")).toMatch(
      /let new_counter = created_address\(reply\)\?;[\s\S]*start: v\.checked_add\(Uint256::one\(\)\)\?[\s\S]*REPLY_CONTINUE_F_2,[\s\S]*Continuation::F2 \{ v, new_counter \}/,
    );
    expect(fnText(tuple, "continue_f_2")).toMatch(
      /let new_counter_2 = created_address\(reply\)\?;[\s\S]*query_wasm_smart::<Uint256>\(new_counter\.to_string\(\)[\s\S]*query_wasm_smart::<Uint256>\(new_counter_2\.to_string\(\)/,
    );
    expect(contract).toContain("fn execute_f(");
  });

  it("continues a constructor whose modifiers run before its body", async () => {
    const { contract, errors } = await convert(`
    uint256 public x;
    uint256 public calls;
    modifier counted(uint256 by) { calls += by; _; }
    constructor(uint256 a) counted(2) { x = (new Counter(a)).get(); }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "instantiate")).toMatch(
      /counted\(deps\.branch\(\), Uint256::from_u128\(2\)\)\?;[\s\S]*WasmMsg::Instantiate2[\s\S]*REPLY_CONTINUE_CONSTRUCTOR,/,
    );
    expect(fnText(contract, "continue_constructor")).toMatch(/X\.save\(deps\.storage, &x\)\?;/);
  });

  it("creates a contract in a state variable's initializer as part of instantiate", async () => {
    const { contract, errors } = await convert(`
    Counter public c = new Counter{value: 5}(4);
    constructor() payable {}
    function read() external view returns (uint256) { return c.get(); }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "instantiate")).toMatch(
      /let c = \{[\s\S]*let amount: Uint256 = Uint256::from_u128\(5\);[\s\S]*WasmMsg::Instantiate2 \{[\s\S]*address\s*\};\s*C\.save\(deps\.storage, &c\)\?;/,
    );
    expect(contract).not.toContain("fn reply(");
  });

  it("creates and queries in a branch, continuing that path in reply (ADR 192)", async () => {
    const { contract, errors } = await convert(`
    uint256 public seen;
    function f(bool make, uint256 v) external returns (uint256) {
        if (make) { Counter c = new Counter(v); seen = c.get(); } else { seen = 1; }
        return seen + 1;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "execute_f")).toMatch(
      /if make \{[\s\S]*WasmMsg::Instantiate2[\s\S]*REPLY_CONTINUE_F,[\s\S]*return Ok\([\s\S]*\} else \{\s*SEEN\.save/,
    );
    expect(fnText(contract, "continue_f")).toMatch(
      /let c = created_address\(reply\)\?;[\s\S]*query_wasm_smart[\s\S]*SEEN\.save[\s\S]*checked_add/,
    );
  });

  it("creates and queries in a loop, continuing each iteration in reply (ADR 213)", async () => {
    const { contract, errors } = await convert(`
    function f(uint256 n) external returns (uint256 sum) {
        for (uint256 i = 0; i < n; i++) { Counter c = new Counter(i); sum += c.get(); }
    }`);
    expect(errors).toEqual([]);
    const rest = fnText(contract, "continue_f");
    // the next iteration instantiates the next contract and stops again
    expect(rest).toMatch(
      /let c = created_address\(reply\)\?;[\s\S]*query_wasm_smart[\s\S]*WasmMsg::Instantiate2 \{[\s\S]*REPLY_CONTINUE_F,\s*\)\);\s*push_continuation/,
    );
  });

  it.each([
    [
      "in a constructor whose modifier has code after _",
      `uint256 public x;
    uint256 n;
    modifier once() { _; n += 1; }
    constructor() once { x = (new Counter(7)).get(); }`,
      "in a constructor where reply cannot resume it",
    ],
    [
      "by a state variable's initializer, in the constructor",
      `Counter public c = new Counter(3);
    uint256 public x;
    constructor() { x = c.get(); }`,
      "in a constructor where reply cannot resume it",
    ],
    [
      "in an internal function called in an unchecked block",
      `uint256 n;
    function g() internal returns (uint256) { Counter c = new Counter(1); return c.get(); }
    function f() external returns (uint256) { unchecked { n = g(); } return n; }`,
      "inside an internal function called where its statements cannot",
    ],
    [
      "two in one statement",
      `function f() external returns (uint256) {
        return (new Counter(1)).get() + (new Counter(2)).get();
    }`,
      "two contracts created with `new` are queried in one statement",
    ],
    [
      "on the right of &&",
      `function f(bool go) external returns (bool) {
        return go && (new Counter(1)).get() > 0;
    }`,
      "evaluates it only sometimes",
    ],
  ])(
    "refuses a query of a contract created %s before it exists, with its line",
    async (_, body, why) => {
      const { errors } = await convert(body);
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) {
        expect(e.code).toBe("SOL2CW-E018");
        expect(e.message).toContain("a query of get() on the contract created by `new` on line");
        expect(e.message).toContain(why);
        expect(e.line).toBeGreaterThanOrEqual(10);
      }
    },
  );
});

describe("a free function that creates a contract and queries it (ADR 246)", () => {
  const free = `${child}
function fresh(uint256 start) returns (uint256) {
    Counter c = new Counter(start);
    return c.get();
}
`;
  async function convertFree(body: string) {
    const r = await convertSolidity({
      source: `${free}contract Desk {\n${body}\n}`,
      fileName: "Desk.sol",
      contract: "Desk",
    });
    const contract = r.files["contracts/desk/src/contract.rs"] ?? "";
    const errors = r.diagnostics.filter((d) => d.severity === "error");
    return { contract, errors };
  }

  it("runs in place of its call, and reply resumes it and its caller after the instantiation", async () => {
    const { contract, errors } = await convertFree(`
    function one(uint256 start) external returns (uint256) { return fresh(start); }
    function plus(uint256 start) external returns (uint256) { return fresh(start) + 1; }`);
    expect(errors).toEqual([]);
    // instantiate keeps the code id of the contract the free function creates
    expect(fnText(contract, "instantiate")).toContain(
      "COUNTER_CODE_ID.save(deps.storage, &msg.counter_code_id)?;",
    );
    expect(fnText(contract, "execute_one")).toMatch(
      /SubMsg::reply_on_success\(\s*WasmMsg::Instantiate2 \{[\s\S]*\},\s*REPLY_CONTINUE_ONE,/,
    );
    expect(fnText(contract, "continue_one")).toMatch(
      /let c = created_address\(reply\)\?;[\s\S]*query_wasm_smart::<Uint256>\(c\.to_string\(\), &CounterQueryMsg::Get \{\}\)/,
    );
    expect(fnText(contract, "continue_plus")).toMatch(
      /query_wasm_smart::<Uint256>\(c\.to_string\(\), &CounterQueryMsg::Get \{\}\)\?[\s\S]*\+ Uint256::one\(\)|checked_add\(Uint256::one\(\)\)/,
    );
  });

  it("is refused with the line of its `new` where its statements cannot run in place of the call", async () => {
    const { errors } = await convertFree(`
    uint256 n;
    function f() external returns (uint256) { unchecked { n = fresh(2); } return n; }`);
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(e.code).toBe("SOL2CW-E018");
      expect(e.message).toContain(
        "a query of get() on the contract created by `new` on line 11, before that contract exists",
      );
      expect(e.message).toContain("inside an internal function called where its statements cannot");
      expect(e.line).toBe(12);
    }
  });

  it("is refused naming the free function when one statement calls it twice", async () => {
    const { errors } = await convertFree(`
    function f() external returns (uint256) { return fresh(1) + fresh(2); }`);
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(e.code).toBe("SOL2CW-E018");
      expect(e.message).toContain("the contract created by `new` on line 11");
      expect(e.message).toContain(
        "inside free function fresh, whose statements run in place of its call only at a statement of a public function",
      );
      expect(e.message).toContain("the statement calling it also calls another such function");
    }
  });
});
