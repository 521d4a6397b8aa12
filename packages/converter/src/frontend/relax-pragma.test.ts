import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertSoliditySync } from "../convert-solidity.ts";
import { compileSolidity as compileForEvm } from "../evm/compile-solidity.ts";
import { admitsSome08, relaxVersionPragma } from "./relax-pragma.ts";

describe("version pragmas of other 0.8 compilers", () => {
  it.each([
    ["0.8.26", true],
    ["=0.8.19", true],
    [">=0.8.4 <0.8.21", true],
    ["~0.8.10", true],
    ["0.8", true],
    [">=0.6.12 <0.9.0", true],
    ["^0.7.0 || ^0.8.0", true],
    ["^0.6.12", false],
    [">=0.7.0 <0.8.0", false],
    ["0.7.6", false],
    ["^0.9.0", false],
    [">0.8.40", false],
  ])("%s admits a 0.8 compiler: %s", (requirement, expected) => {
    expect(admitsSome08(requirement, 37)).toBe(expected);
  });

  it("blanks every version pragma, keeping positions, unless one of them excludes 0.8", () => {
    const source = "// pragma solidity ^0.6.0;\npragma solidity 0.8.26;\ncontract A {}\n";
    const r = relaxVersionPragma(source, "0.8.37+commit");
    expect(r?.source.length).toBe(source.length);
    expect(r?.source).toContain("// pragma solidity ^0.6.0;\n");
    expect(r?.source).not.toContain("pragma solidity 0.8.26");
    expect(r?.requirement).toBe("0.8.26");
    expect(relaxVersionPragma("pragma solidity 0.8.26;\npragma solidity ^0.7.0;", "0.8.37")).toBe(
      null,
    );
  });

  it("converts a file pinned to another 0.8 compiler, with a warning at its pragma", () => {
    const source = `// SPDX-License-Identifier: MIT\npragma solidity 0.8.20;\ncontract Pinned { uint256 public x; function set(uint256 v) external { x = v; } }\n`;
    const r = convertSoliditySync({ source, fileName: "Pinned.sol", format: false });
    expect(r.ok).toBe(true);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: "SOL2CW-W007", severity: "warning", line: 2, column: 1 }),
    );
    expect(r.files["src/contract.rs"]).toContain("X.save(deps.storage, &v)?;");
  });

  it("still rejects a file for another compiler line with the compiler's own message", () => {
    const source = "pragma solidity ^0.6.12;\ncontract Old { uint public x; }\n";
    const r = convertSoliditySync({ source, fileName: "Old.sol", format: false });
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]).toMatchObject({ code: "SOLC-5333", line: 1 });
  });

  it("lets the EVM runner compile such a file too", () => {
    const dir = mkdtempSync(join(tmpdir(), "sol2cw-pragma-"));
    try {
      const path = join(dir, "Pinned.sol");
      writeFileSync(path, "pragma solidity =0.8.19;\ncontract Pinned { uint256 public x; }\n");
      const out = compileForEvm(path);
      expect(out.errors).toEqual([]);
      expect(out.contracts.map((c) => c.name)).toContain("Pinned");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
