import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n${body}`,
    fileName: "Values.sol",
    format: false,
  });
  return { r, rs: r.files["src/contract.rs"] ?? "" };
}

describe("internal function values", () => {
  it("are ids, and a call through one matches on the id with Panic 0x51 for the zero value", async () => {
    const { r, rs } = await convert(`
contract Values {
    function(uint256) pure returns (uint256) internal op;
    function double(uint256 x) internal pure returns (uint256) { return 2 * x; }
    function triple(uint256 x) internal pure returns (uint256) { return 3 * x; }
    function choose(bool d) external { op = d ? double : triple; }
    function run(uint256 x) external view returns (uint256) { return op(x); }
    function isDouble() external view returns (bool) { return op == double; }
}`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.files["src/state.rs"]).toContain("pub const OP: Item<u32>");
    expect(fnText(rs, "execute_choose")).toContain("if d { 1u32 } else { 2u32 }");
    expect(fnText(rs, "query_is_double")).toContain("== 1u32");
    const dispatch = fnText(rs, "call_function");
    expect(dispatch).toContain("1 => double(arg0),");
    expect(dispatch).toContain("2 => triple(arg0),");
    expect(dispatch).toContain("_ => Err(ContractError::Panic { code: 0x51 }),");
    expect(fnText(rs, "query_run")).toContain("call_function(OP.load(deps.storage)?, x)");
  });

  it("reach only the functions a value of that type may hold", async () => {
    const { rs } = await convert(`
contract Fees {
    uint256 public bps = 25;
    function flat(uint256 a) internal pure returns (uint256) { return a + 1; }
    function scaled(uint256 a) internal view returns (uint256) { return a * bps; }
    function pureOnly(uint256 a) external pure returns (uint256) {
        function(uint256) pure returns (uint256) f = flat;
        return f(a);
    }
    function any(uint256 a, bool s) external view returns (uint256) {
        function(uint256) view returns (uint256) f = s ? scaled : flat;
        return f(a);
    }
}`);
    const pure = fnText(rs, "query_pure_only");
    const name = /(call_function\w*)\(/.exec(pure)![1];
    expect(fnText(rs, name)).not.toContain("scaled");
    const view = fnText(rs, "query_any");
    const viewName = /(call_function\w*)\(deps/.exec(view)![1];
    expect(fnText(rs, viewName)).toContain("scaled(deps, arg0)");
    expect(fnText(rs, viewName)).toContain("flat(arg0)");
  });

  it("of a type no function is named as always hold the zero value: the call fails with Panic 0x51", async () => {
    const { r, rs } = await convert(`
contract Empty {
    function() internal hook;
    function run() external returns (uint256) { hook(); return 2; }
}`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(fnText(rs, "call_function")).toBe(
      "fn call_function(_id: u32) -> Result<(), ContractError> {\n    Err(ContractError::Panic { code: 0x51 })",
    );
  });

  it("bound to a library function through `using L for function (..)` are passed as its first argument", async () => {
    const { r, rs } = await convert(`
library L {
    function double(function(uint) internal pure returns (uint) f, uint x) internal pure returns (uint) { return f(x) * 2; }
    function hook(function(uint) external pure returns (uint) f) internal pure returns (uint) { return f(1); }
}
contract C {
    using L for function(uint) internal pure returns (uint);
    using L for function(uint) external pure returns (uint);
    function identity(uint x) internal pure returns (uint) { return x; }
    function ext(uint x) external pure returns (uint) { return x; }
    function test(uint value) external pure returns (uint) { return identity.double(value); }
    function viaExternal() external view returns (uint) { return this.ext.hook(); }
}`);
    expect(fnText(rs, "query_test")).toContain("l_double(1u32, value)");
    // a library function taking an external function value is an internal call, refused at the value
    expect(r.diagnostics.filter((d) => d.code === "SOL2CW-E999")).toEqual([]);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: "SOL2CW-E013", line: 14 }),
    );
  });

  it("leave `.selector` a constant, still running a call it is read through", async () => {
    const { rs } = await convert(`
contract C {
    uint x;
    function f() public returns (uint256) { h().f.selector; return x; }
    function h() public returns (C) { x = 42; return this; }
    function pick(bool a) external view returns (bytes4) { return (a ? this.f : this.g).selector; }
    function g() public returns (uint256) { return 1; }
}`);
    expect(fnText(rs, "execute_f")).toContain(
      '{ let _ = h(deps.branch(), &env)?; HexBinary::from_hex("26121ff0")? };',
    );
    expect(fnText(rs, "query_pick")).toContain(
      'HexBinary::from_hex(if a { "26121ff0" } else { "e2179b8e" })?',
    );
  });

  it("of external function type stay refused with a located diagnostic", async () => {
    const { r } = await convert(`
contract Hooks {
    function hook(uint256 x) external pure returns (uint256) { return x; }
    function pick() external view returns (function(uint256) external pure returns (uint256)) {
        return this.hook;
    }
    function run(function(uint256) external pure returns (uint256) f) internal pure returns (uint256) {
        return f(1);
    }
    function go() external view returns (uint256) {
        return run(this.hook);
    }
}`);
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "SOL2CW-E013",
        line: 7,
        message: expect.stringContaining("an external function used as a value"),
      }),
    );
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "SOL2CW-E013",
        line: 10,
        message: expect.stringContaining("a call through a value of external function type"),
      }),
    );
  });
});
