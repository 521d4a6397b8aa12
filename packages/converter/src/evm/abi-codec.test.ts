import { describe, expect, it } from "vitest";
import { decodeParams, encodeParams } from "./abi-codec.ts";
import type { AbiParam } from "./abi-types.ts";
import { bytesToHex, hexToBytes } from "./hex.ts";
import { selectorOf } from "./keccak.ts";

const p = (type: string, components?: AbiParam[]): AbiParam => ({ name: "", type, components });

describe("ABI codec", () => {
  it("encodes static and dynamic values like solc (known vector)", () => {
    // The example from the Solidity ABI spec: f(uint256,uint32[],bytes10,bytes) with
    // (0x123, [0x456, 0x789], "1234567890", "Hello, world!").
    const params = [p("uint256"), p("uint32[]"), p("bytes10"), p("bytes")];
    const encoded = encodeParams(params, [
      0x123n,
      [0x456n, 0x789n],
      bytesToHex(new TextEncoder().encode("1234567890")),
      bytesToHex(new TextEncoder().encode("Hello, world!")),
    ]);
    const words = bytesToHex(encoded).slice(2).match(/.{64}/g) ?? [];
    expect(words).toEqual([
      "0000000000000000000000000000000000000000000000000000000000000123",
      "0000000000000000000000000000000000000000000000000000000000000080",
      "3132333435363738393000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000000000000000000000000000000000e0",
      "0000000000000000000000000000000000000000000000000000000000000002",
      "0000000000000000000000000000000000000000000000000000000000000456",
      "0000000000000000000000000000000000000000000000000000000000000789",
      "000000000000000000000000000000000000000000000000000000000000000d",
      "48656c6c6f2c20776f726c642100000000000000000000000000000000000000",
    ]);
    expect(selectorOf("f(uint256,uint32[],bytes10,bytes)")).toBe("0x8be65246");
  });

  it("round-trips nested tuples, signed integers and string arrays", () => {
    const params = [
      p("tuple[]", [p("address"), p("string"), p("int8")]),
      p("string[2]"),
      p("int256"),
      p("bool"),
    ];
    const values = [
      [
        [`0x${"ab".repeat(20)}`, "first", -5n],
        [`0x${"00".repeat(19)}01`, "", 127n],
      ],
      ["x", "yz"],
      -(1n << 255n),
      true,
    ];
    expect(decodeParams(params, encodeParams(params, values))).toEqual(values);
  });

  it("rejects truncated data", () => {
    expect(() => decodeParams([p("string")], hexToBytes(`0x${"00".repeat(31)}20`))).toThrow();
  });
});
