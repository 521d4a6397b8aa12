import { describe, expect, it } from "vitest";
import { containerBits, rustIntType } from "../src/emit/rust-types.ts";
import { convertSolidity } from "../src/index.ts";
import { intLiteral, intRange, wrapToType } from "../src/lower/int-code.ts";

describe("integer widths", () => {
  it("maps every width to the next Rust type that holds it", () => {
    expect(rustIntType(false, 8)).toBe("u8");
    expect(rustIntType(false, 24)).toBe("u32");
    expect(rustIntType(false, 40)).toBe("Uint64");
    expect(rustIntType(false, 72)).toBe("Uint128");
    expect(rustIntType(false, 136)).toBe("Uint256");
    expect(rustIntType(true, 8)).toBe("i8");
    expect(rustIntType(true, 48)).toBe("Int64");
    expect(rustIntType(true, 256)).toBe("Int256");
    expect(containerBits(120)).toBe(128);
  });

  it("knows each type's range and Solidity's wrapping", () => {
    expect(intRange({ k: "uint", bits: 8 })).toEqual({ min: 0n, max: 255n });
    expect(intRange({ k: "int", bits: 8 })).toEqual({ min: -128n, max: 127n });
    expect(wrapToType(256n, { k: "uint", bits: 8 })).toBe(0n);
    expect(wrapToType(-1n, { k: "uint", bits: 24 })).toBe(0xffffffn);
    expect(wrapToType(128n, { k: "int", bits: 8 })).toBe(-128n);
  });

  it("writes literals of every width", () => {
    expect(intLiteral(255n, { k: "uint", bits: 8 })).toBe("255u8");
    expect(intLiteral(5n, { k: "uint", bits: 64 })).toBe("Uint64::new(5)");
    expect(intLiteral(0n, { k: "uint", bits: 256 })).toBe("Uint256::zero()");
    expect(intLiteral((1n << 256n) - 1n, { k: "uint", bits: 256 })).toBe("Uint256::MAX");
    expect(intLiteral(10n ** 18n, { k: "uint", bits: 256 })).toBe(
      "Uint256::from_u128(1000000000000000000)",
    );
    expect(intLiteral(-5n, { k: "int", bits: 256 })).toBe("Int256::from_i128(-5)");
    expect(intLiteral(1n << 200n, { k: "uint", bits: 256 })).toMatch(
      /^Uint256::from_be_bytes\(\[0x00, /,
    );
  });
});

const counter = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Widths {
    uint8 public small = 250;
    uint24 public odd;
    int16 public signed;
    error TooBig(uint8 got, uint256 limit, string why);
    function bump(uint8 by) external { small += by; }
    function wrap(uint8 by) external { unchecked { small += by; } }
    function setOdd(uint24 v) external { odd = v * 2; }
    function div(uint256 a, uint256 b) external pure returns (uint256) { return a / b; }
    function neg(int16 a) external { signed = -a; }
    function check(uint8 v) external pure { if (v > 10) revert TooBig(v, 10, "limit"); }
    function guard(bool ok) external pure { require(ok, "not ok"); }
}`;

describe("arithmetic and error texts in generated Rust", () => {
  it("checks arithmetic at the declared width and wraps in unchecked blocks", async () => {
    const r = await convertSolidity({ source: counter, fileName: "Widths.sol", format: false });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain("checked_add(by).ok_or(ContractError::Panic { code: 0x11 })?");
    expect(rs).toContain("wrapping_add(by)");
    // uint24 lives in u32: results are range-checked at 24 bits
    expect(rs).toContain("check_uint24(");
    expect(rs).toContain("fn check_uint24(x: u32) -> Result<u32, ContractError>");
    expect(rs).toMatch(/checked_div\(b\)\?/);
  });

  it("renders require messages verbatim and custom errors as Name {json}", async () => {
    const r = await convertSolidity({ source: counter, fileName: "Widths.sol", format: false });
    const err = r.files["src/error.rs"];
    expect(err).toContain('#[error("not ok")]');
    expect(err).toContain(
      '#[error("TooBig {{\\"got\\":{got},\\"limit\\":\\"{limit}\\",\\"why\\":{why:?}}}")]',
    );
    expect(err).toContain('#[error("Panic(0x{code:x})")]');
    const report = r.report!;
    const uint8Field = report.errors.find((e: { name?: string }) => e.name === "TooBig").params[0];
    expect(uint8Field.json).toBe("number");
  });
});
