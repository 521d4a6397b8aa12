import { describe, expect, it } from "vitest";
import {
  excessiveNestingMessage,
  findExcessiveNesting,
  MAX_SOLIDITY_NESTING_DEPTH,
} from "./solidity-nesting.ts";

const nested = (depth: number) => `${"(".repeat(depth)}1${")".repeat(depth)}`;
const wrap = (expression: string) =>
  `pragma solidity ^0.8.0;\ncontract A {\n  function f() public pure returns (uint) {\n    return ${expression};\n  }\n}\n`;

describe("findExcessiveNesting", () => {
  it("accepts nesting up to the limit, counting every kind of bracket together", () => {
    // contract { function (...) { return ... } } holds 2 levels around the expression
    const limit = MAX_SOLIDITY_NESTING_DEPTH;
    expect(findExcessiveNesting(wrap(nested(limit - 2)))).toBeNull();
    expect(findExcessiveNesting(wrap(nested(limit - 1)))).toEqual({
      limit,
      line: 4,
      column: 12 + limit - 2,
    });
    expect(findExcessiveNesting("{[(".repeat(4), 11)).toEqual({ limit: 11, line: 1, column: 12 });
  });

  it("finds the 311-byte, 100-level file at once", () => {
    const found = findExcessiveNesting(wrap(nested(100)));
    expect(found).toMatchObject({ line: 4 });
    expect(excessiveNestingMessage(found!)).toBe(
      `Brackets are nested more than ${MAX_SOLIDITY_NESTING_DEPTH} levels deep (line 4, column 42); split the expression or block into smaller parts`,
    );
  });

  it("ignores brackets in comments and string literals, and keeps counting lines through them", () => {
    const noise = [
      `// ${"(".repeat(50)}`,
      `/* ${"[".repeat(50)}\n${"{".repeat(50)} */`,
      `string s = "${"(".repeat(50)}\\"${"(".repeat(50)}";`,
      `string t = '${"{".repeat(50)}';`,
      `string u = "unterminated ${"(".repeat(50)}`,
      `string v = "escaped line end \\`,
      "",
    ].join("\n");
    expect(findExcessiveNesting(noise, 3)).toBeNull();
    expect(findExcessiveNesting(`${noise}((((`, 3)).toEqual({ limit: 3, line: 8, column: 4 });
  });

  it("does not count closing brackets below zero", () => {
    expect(findExcessiveNesting(`${")".repeat(10)}((`, 1)).toEqual({
      limit: 1,
      line: 1,
      column: 12,
    });
  });
});
