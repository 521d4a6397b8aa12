import { describe, expect, it } from "vitest";
import { collectSolidityProject, unresolvedImportMessage } from "./collect-solidity-project.ts";
import { parseSolidityImports } from "./parse-solidity-imports.ts";
import { resolveImportPath } from "./resolve-import-path.ts";
import { collectProjectInMemory, projectRemappings } from "./solidity-project-in-memory.ts";
import { parseRemappingsFile, readFoundryConfig } from "./solidity-remappings.ts";

describe("parseSolidityImports", () => {
  it("finds every form of import with its position, skipping comments and strings", () => {
    const source = [
      "pragma solidity ^0.8.20;",
      'import "./A.sol";',
      "import './B.sol' as B;",
      'import * as C from "../C.sol";',
      'import {D, E as F} from "@oz/contracts/D.sol";',
      "import {",
      "  G",
      '} from "lib/G.sol";',
      '// import "commented.sol";',
      '/* import "block.sol"; */',
      'string constant s = "import \\"in-string.sol\\";";',
      "contract importer { uint important; }",
    ].join("\n");
    expect(parseSolidityImports(source)).toEqual([
      { path: "./A.sol", line: 2, column: 1 },
      { path: "./B.sol", line: 3, column: 1 },
      { path: "../C.sol", line: 4, column: 1 },
      { path: "@oz/contracts/D.sol", line: 5, column: 1 },
      { path: "lib/G.sol", line: 6, column: 1 },
    ]);
  });
});

describe("resolveImportPath", () => {
  it("resolves relative paths against the importer and applies the best remapping", () => {
    expect(resolveImportPath("contracts/token/T.sol", "./A.sol")).toBe("contracts/token/A.sol");
    expect(resolveImportPath("contracts/token/T.sol", "../../lib/A.sol")).toBe("lib/A.sol");
    expect(resolveImportPath("T.sol", "./A.sol")).toBe("A.sol");
    expect(resolveImportPath("contracts/T.sol", "@oz/x/A.sol")).toBe("@oz/x/A.sol");
    const remappings = parseRemappingsFile(
      "@oz/=lib/openzeppelin-contracts/contracts/\n# a comment\n@oz/x/=lib/x/\nsrc/legacy:@oz/=lib/oz-v3/\n",
    );
    expect(resolveImportPath("src/T.sol", "@oz/A.sol", remappings)).toBe(
      "lib/openzeppelin-contracts/contracts/A.sol",
    );
    expect(resolveImportPath("src/T.sol", "@oz/x/A.sol", remappings)).toBe("lib/x/A.sol");
    expect(resolveImportPath("src/legacy/T.sol", "@oz/A.sol", remappings)).toBe("lib/oz-v3/A.sol");
  });
});

describe("readFoundryConfig", () => {
  it("reads remappings, src and libs of the default profile only", () => {
    const config = readFoundryConfig(
      [
        "[profile.default]",
        "src = 'contracts'",
        "libs = ['node_modules', 'lib']",
        "remappings = [",
        '  "@openzeppelin/=lib/openzeppelin-contracts/",',
        '  "solmate/=lib/solmate/src/",',
        "]",
        "[profile.ci]",
        "src = 'other'",
      ].join("\n"),
    );
    expect(config.src).toBe("contracts");
    expect(config.libs).toEqual(["node_modules", "lib"]);
    expect(config.remappings.map((r) => `${r.prefix}=${r.target}`)).toEqual([
      "@openzeppelin/=lib/openzeppelin-contracts/",
      "solmate/=lib/solmate/src/",
    ]);
  });
});

describe("collectSolidityProject", () => {
  it("follows imports transitively, once per file, and reports each missing one where it is", () => {
    const files: Record<string, string> = {
      "src/Main.sol": 'import "./Base.sol";\nimport "./Missing.sol";\ncontract Main is Base {}',
      "src/Base.sol": 'import "./Main.sol";\nimport "@dep/Lib.sol";\ncontract Base {}',
      "@dep/Lib.sol": "library Lib {}",
    };
    const reads: string[] = [];
    const project = collectSolidityProject({
      entries: ["src/Main.sol"],
      read: (unit) => {
        reads.push(unit);
        return files[unit];
      },
    });
    expect(project.files.map((f) => f.path)).toEqual([
      "src/Main.sol",
      "src/Base.sol",
      "@dep/Lib.sol",
    ]);
    expect(reads.filter((r) => r === "src/Main.sol")).toHaveLength(1);
    expect(project.imports.get("src/Main.sol")).toEqual(["src/Base.sol"]);
    expect(project.missing).toHaveLength(1);
    expect(unresolvedImportMessage(project.missing[0])).toBe(
      'src/Main.sol:2:1: import "./Missing.sol" (resolved to src/Missing.sol) not found',
    );
  });

  it("resolves an uploaded project: node_modules packages, remappings.txt and Foundry libs", () => {
    const project = collectProjectInMemory(
      [
        {
          path: "./contracts/Token.sol",
          content:
            'import "@openzeppelin/contracts/token/ERC20/ERC20.sol";\nimport "solmate/auth/Owned.sol";\nimport "forge-std/Test.sol";',
        },
        {
          path: "node_modules/@openzeppelin/contracts/token/ERC20/ERC20.sol",
          content: 'import "../../utils/Context.sol";',
        },
        { path: "node_modules/@openzeppelin/contracts/utils/Context.sol", content: "" },
        { path: "remappings.txt", content: "solmate/=lib/solmate/src/" },
        { path: "lib/solmate/src/auth/Owned.sol", content: "" },
        { path: "lib/forge-std/src/Test.sol", content: "" },
      ],
      ["contracts/Token.sol"],
    );
    expect(project.missing).toEqual([]);
    expect(project.files.map((f) => f.path).sort()).toEqual([
      "@openzeppelin/contracts/token/ERC20/ERC20.sol",
      "@openzeppelin/contracts/utils/Context.sol",
      "contracts/Token.sol",
      "lib/forge-std/src/Test.sol",
      "lib/solmate/src/auth/Owned.sol",
    ]);
    expect(projectRemappings([{ path: "lib/a/contracts/A.sol", content: "" }])).toEqual([
      { context: "", prefix: "a/", target: "lib/a/contracts/" },
    ]);
  });
});
