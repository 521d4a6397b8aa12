import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyzePaths } from "../src/analyze-path.ts";
import { analysisResultSchema } from "../src/result-schema.ts";
import { analyzeSolidityProject } from "../src/solidity/analyze-solidity-project.ts";
import { loadSolidityProject } from "../src/solidity/load-solidity-project.ts";

const bin = new URL("../bin/contract-analyzer.js", import.meta.url).pathname;

function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "analyzer-project-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const ownable = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {Context} from "../utils/Context.sol";
abstract contract Ownable is Context {
    address private _owner;
    constructor(address initialOwner) { _owner = initialOwner; }
    modifier onlyOwner() { require(_owner == _msgSender(), "owner"); _; }
}
`;
const context = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
abstract contract Context {
    function _msgSender() internal view virtual returns (address) { return msg.sender; }
}
`;
const hardhat = {
  "hardhat.config.js": "module.exports = { solidity: '0.8.24' };\n",
  "package.json": '{ "name": "hh" }\n',
  "node_modules/@openzeppelin/contracts/access/Ownable.sol": ownable,
  "node_modules/@openzeppelin/contracts/utils/Context.sol": context,
  "contracts/Pool.sol": `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import "@openzeppelin/contracts/access/Ownable.sol";
import {Shares} from "./base/Shares.sol";
contract Pool is Ownable, Shares {
    constructor() Ownable(msg.sender) {}
    function leave() external {
        uint256 owed = shares[msg.sender];
        (bool ok, ) = msg.sender.call{value: owed}("");
        require(ok);
        shares[msg.sender] = 0;
    }
    function rescue(address payable to) external onlyOwner {
        to.transfer(address(this).balance);
    }
}
`,
  "contracts/base/Shares.sol": `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
abstract contract Shares {
    mapping(address => uint256) internal shares;
    function join() external payable { shares[msg.sender] += msg.value; }
}
`,
  "test/Pool.t.sol": 'import "forge-std/Test.sol";\n',
};

describe("Solidity projects", () => {
  it("reads a Hardhat project: sources under contracts/, packages from node_modules, typed across files", () => {
    const root = writeTree(hardhat);
    const project = loadSolidityProject([root]);
    expect(project.root).toBe(root);
    expect(project.analyse).toEqual(["contracts/Pool.sol", "contracts/base/Shares.sol"]);
    expect(project.missing).toEqual([]);
    expect(project.files.map((f) => f.path).sort()).toEqual([
      "@openzeppelin/contracts/access/Ownable.sol",
      "@openzeppelin/contracts/utils/Context.sol",
      "contracts/Pool.sol",
      "contracts/base/Shares.sol",
    ]);
    const result = analyzePaths([root]);
    expect(result.typedAst).toEqual({ used: true, compiler: expect.stringMatching(/^solc 0\.8/) });
    expect(result.target.files).toEqual(["contracts/Pool.sol", "contracts/base/Shares.sol"]);
    const at = (rule: string) =>
      result.findings
        .filter((f) => f.ruleId === rule)
        .map((f) => `${f.location.file}:${f.location.startLine}`);
    // the ledger is a state variable of a base in another file; the guard is a package's modifier
    expect(at("reentrancy")).toEqual(["contracts/Pool.sol:9"]);
    expect(at("arbitrary-send-eth")).toEqual([]);
    expect(result.findings.every((f) => f.location.file.startsWith("contracts/"))).toBe(true);
    expect(result.metrics.files).toBe(2);
  });

  it("reads a Foundry project: src from foundry.toml, its remappings and lib/<name> defaults", () => {
    const root = writeTree({
      "foundry.toml":
        "[profile.default]\nsrc = 'src'\nremappings = ['@oz/=lib/openzeppelin-contracts/contracts/']\n",
      "lib/openzeppelin-contracts/contracts/access/Ownable.sol": ownable,
      "lib/openzeppelin-contracts/contracts/utils/Context.sol": context,
      "lib/solady/src/utils/Lib.sol": "pragma solidity ^0.8.20;\nlibrary Lib {}\n",
      "src/A.sol":
        'pragma solidity ^0.8.20;\nimport "@oz/access/Ownable.sol";\nimport "solady/utils/Lib.sol";\ncontract A is Ownable { constructor() Ownable(msg.sender) {} }\n',
      "src/A.t.sol": 'import "forge-std/Test.sol";\n',
      "script/Deploy.s.sol": 'import "forge-std/Script.sol";\n',
    });
    const project = loadSolidityProject([root]);
    expect(project.analyse).toEqual(["src/A.sol"]);
    expect(project.missing).toEqual([]);
    expect(project.files.map((f) => f.path)).toContain(
      "lib/openzeppelin-contracts/contracts/access/Ownable.sol",
    );
    expect(project.files.map((f) => f.path)).toContain("lib/solady/src/utils/Lib.sol");
    // one file of the project: the root is still found, so its imports resolve
    expect(loadSolidityProject([join(root, "src/A.sol")]).missing).toEqual([]);
  });

  it("names every import it cannot find, with where it is", () => {
    const result = analyzeSolidityProject(
      [
        {
          path: "src/A.sol",
          content: 'pragma solidity ^0.8.20;\n\nimport "./B.sol";\ncontract A {}\n',
        },
      ],
      {},
    );
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        level: "error",
        source: "input",
        message: expect.stringContaining('import "./B.sol" not found (resolved to src/B.sol)'),
        location: expect.objectContaining({ file: "src/A.sol", startLine: 3 }),
      }),
    );
  });

  it("CLI: analyses a project directory and several files in one run; a missing import is an error", () => {
    const root = writeTree({
      ...hardhat,
      "contracts/Broken.sol":
        'pragma solidity ^0.8.20;\n\n\nimport "@acme/missing/Thing.sol";\ncontract Broken {}\n',
    });
    const refused = spawnSync(process.execPath, [bin, root], { encoding: "utf8" });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(
      'contracts/Broken.sol:4:1: import "@acme/missing/Thing.sol" not found',
    );
    expect(refused.stderr).toContain("Install the dependency");
    const files = spawnSync(
      process.execPath,
      [
        bin,
        join(root, "contracts/Pool.sol"),
        join(root, "contracts/base/Shares.sol"),
        "--format",
        "json",
      ],
      { encoding: "utf8" },
    );
    expect(files.status).toBe(0);
    const result = analysisResultSchema.parse(JSON.parse(files.stdout));
    expect(result.target.files).toEqual(["contracts/Pool.sol", "contracts/base/Shares.sol"]);
    expect(result.findings.some((f) => f.ruleId === "reentrancy")).toBe(true);
  });
});
