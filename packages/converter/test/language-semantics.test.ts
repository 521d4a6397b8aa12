import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

async function contractRs(body: string): Promise<string> {
  const source = `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract T {\n${body}\n}`;
  const r = await convertSolidity({ source, fileName: "T.sol", format: false });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.files["src/contract.rs"];
}

describe("signed division and modulo edge cases", () => {
  it("makes type(int).min % -1 zero instead of an overflow, at every width", async () => {
    const rs = await contractRs(`
      function m8(int8 a, int8 b) external pure returns (int8) { return a % b; }
      function m256(int256 a, int256 b) external pure returns (int256) { return a % b; }`);
    expect(rs).toContain("signed_rem_int8(a, b)?");
    expect(rs).toContain("signed_rem_int256(a, b)?");
    expect(rs).toMatch(/fn signed_rem_int8\(a: i8, b: i8\)[\s\S]*?else if b == -1 \{\s*Ok\(0\)/);
    expect(rs).toMatch(
      /fn signed_rem_int256\(a: Int256, b: Int256\)[\s\S]*?else if b == Int256::zero\(\) - Int256::one\(\) \{\s*Ok\(Int256::zero\(\)\)/,
    );
    expect(rs).not.toContain("checked_rem");
  });

  it("wraps type(int).min / -1 inside unchecked but still fails on division by zero", async () => {
    const rs = await contractRs(`
      function d8(int8 a, int8 b) external pure returns (int8) { unchecked { return a / b; } }
      function d24(int24 a, int24 b) external pure returns (int24) { unchecked { return a / b; } }
      function c8(int8 a, int8 b) external pure returns (int8) { return a / b; }`);
    expect(rs).toContain("wrapping_div_int8(a, b)?");
    expect(rs).toMatch(
      /fn wrapping_div_int8[\s\S]*?Panic \{ code: 0x12 \}[\s\S]*?Ok\(0i8\.wrapping_sub\(a\)\)/,
    );
    expect(rs).toMatch(/fn wrapping_div_int24[\s\S]*?Ok\(wrap_int24\(0i32\.wrapping_sub\(a\)\)\)/);
    // checked division keeps the overflow panic
    expect(rs).toMatch(/fn query_c8[\s\S]*?checked_div\(b\)/);
  });
});
