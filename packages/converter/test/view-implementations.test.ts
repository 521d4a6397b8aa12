import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

const header = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IHook {
    function onDeposit(address from, uint256 amount) external returns (bytes4);
}
interface IQuote {
    function quote(uint256 amount) external view returns (uint256);
}
`;

async function convert(contract: string) {
  const r = await convertSolidity({
    source: `${header}${contract}`,
    fileName: "Hooks.sol",
    format: false,
  });
  const report = JSON.parse(r.files["conversion.json"] ?? "{}");
  const fn = (sig: string) =>
    report.functions.find((f: { signature: string }) => f.signature === sig);
  return { r, msg: r.files["src/msg.rs"] ?? "", code: r.files["src/contract.rs"] ?? "", fn };
}

const executeEnum = (msg: string) => /pub enum ExecuteMsg \{\n[\s\S]*?\n\}/.exec(msg)?.[0] ?? "";
const queryEnum = (msg: string) => /pub enum QueryMsg \{[\s\S]*?\n\}/.exec(msg)?.[0] ?? "";

describe("view and pure implementations of state-changing declarations", () => {
  it("gives an inherited view override an execute variant running the view, the value as data", async () => {
    const { r, msg, code, fn } = await convert(`contract Hook is IHook {
    address public trusted;
    function onDeposit(address from, uint256) external view returns (bytes4) {
        require(msg.sender == trusted && from != address(0), "untrusted");
        return IHook.onDeposit.selector;
    }
}`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(executeEnum(msg)).toMatch(/OnDeposit \{[^}]*from: String[^}]*arg1: Uint256[^}]*\}/);
    expect(executeEnum(msg)).not.toContain("sender: String");
    expect(queryEnum(msg)).toMatch(/OnDeposit \{[^}]*sender: String/);
    expect(code).toMatch(
      /ExecuteMsg::OnDeposit \{[^}]*\} => \{[\s\S]*?set_data\(to_json_binary\(&query_on_deposit\(\s*deps\.as_ref\(\),\s*&info\.sender,/,
    );
    expect(code).toMatch(/QueryMsg::OnDeposit \{[^}]*sender/);
    const entry = fn("onDeposit(address,uint256)");
    expect(entry.kind).toBe("query");
    expect(entry.also_execute).toBe(true);
  });

  it("does so for a pure function matching a file interface it does not inherit", async () => {
    const { msg, fn } = await convert(`contract Closed {
    function onDeposit(address, uint256) external pure returns (bytes4) { return 0xdeadbeef; }
}`);
    expect(executeEnum(msg)).toMatch(/OnDeposit \{/);
    expect(fn("onDeposit(address,uint256)").also_execute).toBe(true);
  });

  it("gives a public getter overriding a state-changing declaration an execute variant", async () => {
    const { msg, code, fn } = await convert(`interface ILimits {
    function limit(address who) external returns (uint256);
    function cap() external view returns (uint256);
}
contract Limits is ILimits {
    mapping(address => uint256) public override limit;
    uint256 public override cap;
}`);
    expect(executeEnum(msg)).toMatch(/Limit \{ who: String \}/);
    expect(executeEnum(msg)).not.toContain("Cap");
    expect(queryEnum(msg)).toMatch(/Limit \{ who: String \}/);
    expect(code).toMatch(
      /ExecuteMsg::Limit \{ who \} => \{[\s\S]*?set_data\(to_json_binary\(&LIMIT\.may_load\(deps\.storage,/,
    );
    expect(fn("limit(address)").kind).toBe("query");
    expect(fn("limit(address)").also_execute).toBe(true);
    expect(fn("cap()").also_execute).toBeUndefined();
  });

  it("leaves views of view declarations and unrelated views query-only", async () => {
    const { msg, fn } = await convert(`contract Quoter is IQuote {
    function quote(uint256 amount) external pure returns (uint256) { return amount * 2; }
    function other(uint256 amount) external pure returns (uint256) { return amount; }
}`);
    expect(msg).toContain("pub enum ExecuteMsg {}");
    expect(fn("quote(uint256)").also_execute).toBeUndefined();
    expect(fn("other(uint256)").also_execute).toBeUndefined();
  });
});
