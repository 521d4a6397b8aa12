import { describe, expect, it } from "vitest";
import { diffAnalyses } from "../src/diff-analyses.ts";
import { analyzeSolidity } from "../src/solidity/analyze-solidity.ts";

const before = `pragma solidity 0.8.24;
contract Bank {
    mapping(address => uint256) public balances;
    address public owner;

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;
    }

    function setOwner(address o) external {
        owner = o;
    }
}
`;

describe("diffAnalyses", () => {
  it("reports fixed, new and moved findings after an edit", () => {
    // The edit adds a comment line (moving everything down) and a require line above the moved finding, fixes the reentrancy and adds tx.origin auth.
    const after = before
      .replace("contract Bank {", "// Bank v2\ncontract Bank {")
      .replace(
        `        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] = 0;`,
        `        balances[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);`,
      )
      .replace("owner = o;", "require(tx.origin == owner);\n        owner = o;");
    const a = analyzeSolidity(before, { file: "Bank.sol", typedAst: false });
    const b = analyzeSolidity(after, { file: "Bank.sol", typedAst: false });
    const diff = diffAnalyses(a, b);
    expect(diff.resolved.map((f) => f.ruleId)).toContain("reentrancy");
    expect(diff.added.map((f) => f.ruleId)).toContain("tx-origin-auth");
    const moved = diff.unchanged.find((u) => u.current.ruleId === "missing-zero-check");
    expect(moved?.current.location.startLine).toBe((moved?.previous.location.startLine ?? 0) + 2);
    expect(diff.added.length + diff.unchanged.length).toBe(b.findings.length);
    expect(diff.resolved.length + diff.unchanged.length).toBe(a.findings.length);
  });
});
