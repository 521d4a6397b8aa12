import { describe, expect, it } from "vitest";
import { analysisResultSchema } from "../src/result-schema.ts";
import { analyzeSolidity } from "../src/solidity/analyze-solidity.ts";

const vault = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.24;

contract Base {
    address public owner;
}

contract Middle is Base {
    uint256 public fee;
}

contract Vault is Middle {
    mapping(address => uint256) public balances;
    address[] public users;
    uint256 public rate = 5;
    uint8 public mode;
    uint256 public total;
    bool public open;

    function deposit() external payable {
        if (balances[msg.sender] == 0 && msg.value > 0) {
            users.push(msg.sender);
        }
        balances[msg.sender] += msg.value;
    }

    function sum() external view returns (uint256 s) {
        for (uint256 i = 0; i < users.length; i++) {
            s += balances[users[i]] * rate;
        }
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "insufficient");
        balances[msg.sender] -= amount;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "failed");
    }

    receive() external payable {}
}
`;

describe("analyzeSolidity", () => {
  it("returns a result that matches the published schema", () => {
    const result = analyzeSolidity(vault, { file: "Vault.sol" });
    expect(() => analysisResultSchema.parse(result)).not.toThrow();
    expect(result.typedAst).toEqual({ used: true, compiler: "solc 0.8.37" });
    expect(result.target).toEqual({
      language: "solidity",
      path: "Vault.sol",
      files: ["Vault.sol"],
    });
  });

  it("computes metrics: functions, state variables, complexity, calls, payable entry points, inheritance", () => {
    const { metrics } = analyzeSolidity(vault, { file: "Vault.sol" });
    expect(metrics.contracts).toBe(3);
    expect(metrics.functions).toBe(4);
    expect(metrics.stateVariables).toBe(8);
    expect(metrics.maxInheritanceDepth).toBe(2);
    expect(metrics.payableEntryPoints).toBe(2);
    expect(metrics.externalCalls).toBe(1);
    const deposit = metrics.perFunction.find((f) => f.name === "deposit");
    // if + && = 3
    expect(deposit?.cyclomaticComplexity).toBe(3);
    expect(metrics.perFunction.find((f) => f.name === "sum")?.cyclomaticComplexity).toBe(2);
    expect(metrics.lines.total).toBe(vault.split("\n").length - 1);
    expect(metrics.lines.comment).toBe(1);
  });

  it("gives gas hints with their lines", () => {
    const { hints } = analyzeSolidity(vault, { file: "Vault.sol" });
    const at = (id: string) =>
      hints.filter((h) => h.ruleId === id).map((h) => h.location.startLine);
    expect(at("gas-array-length-in-loop")).toEqual([28]);
    expect(at("gas-storage-read-in-loop")).toEqual([29]);
    expect(at("gas-constant-candidate")).toEqual([15]);
    expect(at("gas-storage-packing")).toEqual([13]);
    expect(at("gas-custom-errors")).toEqual([34]);
    expect(hints.every((h) => h.language === "solidity" && h.kind === "gas")).toBe(true);
  });

  it("reports syntax errors as diagnostics instead of throwing, and still runs text checks", () => {
    const broken = "pragma solidity ^0.8.0;\ncontract { function ( }\n// \u202e hidden\n";
    const result = analyzeSolidity(broken, { file: "broken.sol" });
    expect(result.diagnostics.some((d) => d.level === "error" && d.source === "parser")).toBe(true);
    expect(result.findings.map((f) => f.ruleId)).toContain("rtlo-character");
    expect(result.typedAst.used).toBe(false);
    expect(() => analysisResultSchema.parse(result)).not.toThrow();
  });

  it("survives empty, binary-looking and truncated input", () => {
    for (const source of [
      "",
      "\u0000\u0001\u0002",
      "contract A { function f() public { if (",
      "}}}}",
      "pragma solidity",
    ]) {
      const result = analyzeSolidity(source, { file: "x.sol" });
      expect(() => analysisResultSchema.parse(result)).not.toThrow();
    }
  });

  it("explains why the typed AST was not used", () => {
    const old = analyzeSolidity(
      "pragma solidity ^0.4.24;\ncontract A { function f() public {} }\n",
    );
    expect(old.typedAst).toEqual({ used: false, reason: "pragma does not allow a 0.8.x compiler" });
    const imports = analyzeSolidity(
      'pragma solidity ^0.8.0;\nimport "./B.sol";\ncontract A is B {}\n',
    );
    expect(imports.typedAst.reason).toBe("the file imports other files");
    const typeError = analyzeSolidity(
      "pragma solidity ^0.8.0;\ncontract A { function f() public { uint x = true; } }\n",
    );
    expect(typeError.typedAst.used).toBe(false);
    expect(
      typeError.diagnostics.some((d) => d.source === "compiler" && d.location?.startLine === 2),
    ).toBe(true);
  });

  it("runs only the selected detectors and gives stable finding ids", () => {
    const a = analyzeSolidity(vault, {
      file: "Vault.sol",
      detectors: ["floating-pragma", "timestamp-dependence"],
    });
    const b = analyzeSolidity(vault, {
      file: "Vault.sol",
      detectors: ["floating-pragma", "timestamp-dependence"],
    });
    expect(
      a.findings.every((f) => ["floating-pragma", "timestamp-dependence"].includes(f.ruleId)),
    ).toBe(true);
    expect(a.findings.map((f) => f.id)).toEqual(b.findings.map((f) => f.id));
  });

  it("uses the injected clock for the duration", () => {
    let t = 1000;
    const result = analyzeSolidity(vault, { now: () => (t += 5), typedAst: false });
    expect(result.durationMs).toBe(5);
  });
});
