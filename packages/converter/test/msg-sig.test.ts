import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Sig {\n${body}\n}`,
    fileName: "Sig.sol",
    format: false,
  });
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { contract: r.files["src/contract.rs"] ?? "", errors };
}

describe("msg.sig (ADR 218)", () => {
  it("is the running handler's selector, passed to the functions it calls", async () => {
    const { contract, errors } = await convert(`
    function boo() public returns (bytes4 value) { return msg.sig; }
    function foo(uint256 a) public returns (bytes4 value) { return boo(); }`);
    expect(errors).toEqual([]);
    // boo() = 0x4b3df200, foo(uint256) = 0x2fbebd38
    expect(contract).toContain('to_json_binary(&HexBinary::from_hex("4b3df200")?)');
    expect(contract).toContain('to_json_binary(&boo(&HexBinary::from_hex("2fbebd38")?)?)');
    expect(contract).toMatch(
      /fn boo\(msg_sig: &HexBinary\) -> Result<HexBinary, ContractError> \{\s*Ok\(msg_sig\.clone\(\)\)/,
    );
  });

  it("reaches modifiers and internal functions through their callers", async () => {
    const { contract, errors } = await convert(`
    mapping(bytes4 => uint256) public calls;
    modifier counted() { calls[msg.sig] += 1; _; }
    function touch() internal { calls[msg.sig] += 10; }
    function run() external counted { touch(); }`);
    expect(errors).toEqual([]);
    // run() = 0xc0406226
    expect(contract).toMatch(/fn counted\(deps: DepsMut, msg_sig: &HexBinary\)/);
    expect(contract).toMatch(/fn touch\(deps: DepsMut, msg_sig: &HexBinary\)/);
    expect(contract).toContain('counted(deps.branch(), &HexBinary::from_hex("c0406226")?)?;');
    expect(contract).toContain('touch(deps.branch(), &HexBinary::from_hex("c0406226")?)?;');
  });

  it("is the view's own selector in a query and the callee's in this.f()", async () => {
    const { contract, errors } = await convert(`
    function current() public view returns (bytes4) { return msg.sig; }
    function throughThis() external view returns (bytes4) { return this.current(); }
    function throughCall() external view returns (bytes4) { return current(); }`);
    expect(errors).toEqual([]);
    // current() = 0x9fa6a6e3
    expect(contract).toContain('query_current(&HexBinary::from_hex("9fa6a6e3")?)');
    expect(contract).toMatch(
      /fn query_through_this\(_env: &Env\) -> Result<HexBinary, ContractError> \{\s*query_current\(&HexBinary::from_hex\("9fa6a6e3"\)\?\)/,
    );
    expect(contract).toMatch(
      /fn query_through_call\(msg_sig: &HexBinary\) -> Result<HexBinary, ContractError> \{\s*query_current\(msg_sig\)/,
    );
  });

  it("is zero in the constructor and in receive, whose call data is empty", async () => {
    const { contract, errors } = await convert(`
    bytes4 public atDeploy;
    bytes4 public received;
    constructor() { atDeploy = msg.sig; }
    receive() external payable { received = msg.sig; }`);
    expect(errors).toEqual([]);
    expect(contract.match(/HexBinary::from_hex\("00000000"\)\?/g)?.length).toBe(2);
  });

  it("is passed through a function value's dispatcher", async () => {
    const { contract, errors } = await convert(`
    bytes4 public seen;
    function g() internal returns (uint) { seen = msg.sig; return 1; }
    function h() internal pure returns (uint) { return 2; }
    function pick(bool b) external returns (uint) {
        function() internal returns (uint) f = b ? g : h;
        return f();
    }`);
    expect(errors).toEqual([]);
    expect(contract).toMatch(/fn call_function\(\s*mut deps: DepsMut,\s*msg_sig: &HexBinary,/);
    expect(contract).toContain("1 => g(deps.branch(), msg_sig),");
  });

  it("stays refused in the fallback and in what it calls", async () => {
    const { errors } = await convert(`
    bytes4 public seen;
    function g() internal { seen = msg.sig; }
    fallback() external { g(); }`);
    expect(errors).toHaveLength(1);
    expect(errors[0].code).toBe("SOL2CW-E005");
    expect(errors[0].message).toContain(
      "msg.sig in the fallback function or a function it calls (the first four bytes of its call data) is not supported yet",
    );
  });
});
