import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

// ADR 244: `uint256(uint160(a))` used as an opaque word holds any address; mixed with other bits
// it keeps the 20-byte number of ADR 184, which fails at run time for a 32-byte address.

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Words {\n${body}\n}`,
    fileName: "Words.sol",
    format: false,
  });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.files["src/contract.rs"] ?? "";
}

describe("an address widened to a word", () => {
  it("is the whole canonical address where the word is only stored, compared or a key", async () => {
    const rs = await convert(`
    mapping(uint256 => bool) seen;
    bytes32[] words;
    function asBytes32(address a) external pure returns (bytes32) { return bytes32(uint256(uint160(a))); }
    function kept(address a) external { words.push(bytes32((uint256(uint160(a))))); }
    function same(uint256 w, address a) external pure returns (bool) { return w != uint256(uint160(a)); }
    function key(address a) external view returns (bool) { return seen[uint256(uint160(a))]; }
    function equalWords(bytes32 w, address a) external pure returns (bool) { return bytes32(uint256(uint160(a))) == w; }`);
    for (const f of [
      "query_as_bytes32",
      "execute_kept",
      "query_same",
      "query_key",
      "query_equal_words",
    ]) {
      expect(fnText(rs, f), f).toContain("address_to_word(deps.api, &a)?");
      expect(fnText(rs, f), f).not.toContain("address_to_uint160");
    }
    expect(rs).toContain("word[32 - canonical.len()..].copy_from_slice(canonical.as_slice());");
    expect(rs).toContain("if canonical.len() != 20 && canonical.len() != 32 {");
  });

  it("keeps the 20-byte number where the word is mixed with other bits or kept as a number", async () => {
    const rs = await convert(`
    uint256 stored;
    function packed(address a, uint8 role) external pure returns (uint256) { return uint256(uint160(a)) | (uint256(role) << 160); }
    function shifted(address a) external pure returns (uint256) { return uint256(uint160(a)) >> 8; }
    function summed(address a) external pure returns (uint256) { return uint256(uint160(a)) + 1; }
    function ored(address a, bytes32 f) external pure returns (bytes32) { return bytes32(uint256(uint160(a))) | f; }
    function inverted(address a) external pure returns (bytes32) { return ~bytes32(uint256(uint160(a))); }
    function firstByte(address a) external pure returns (bytes1) { return bytes32(uint256(uint160(a)))[0]; }
    function store(address a) external { stored = uint256(uint160(a)); }
    function narrow(address a) external pure returns (uint160) { return uint160(a); }`);
    for (const f of [
      "query_packed",
      "query_shifted",
      "query_summed",
      "query_ored",
      "query_inverted",
      "query_first_byte",
      "execute_store",
      "query_narrow",
    ]) {
      expect(fnText(rs, f), f).toContain("address_to_uint160(deps.api, &a)?");
      expect(fnText(rs, f), f).not.toContain("address_to_word");
    }
    expect(rs).toContain("a {}-byte address has no 20-byte number");
  });
});

describe("an address read back from a word", () => {
  it("takes a bytes32 word straight, keeping all 32 bytes when the top 12 are not zero", async () => {
    const rs = await convert(`
    function fromWord(bytes32 w) external pure returns (address) { return address(uint160(uint256(w))); }`);
    expect(fnText(rs, "query_from_word")).toContain(
      "address_from_word(deps.api, Uint256::from_be_bytes(",
    );
    expect(rs).toContain("let start = if word[..12].iter().all(|b| *b == 0) { 12 } else { 0 };");
  });

  it("keeps truncating a uint256 to its low 20 bytes (an unpacked field)", async () => {
    const rs = await convert(`
    function unpack(uint256 packed) external pure returns (address) { return address(uint160(packed)); }`);
    expect(fnText(rs, "query_unpack")).toContain("address_from_uint160(");
    expect(fnText(rs, "query_unpack")).not.toContain("address_from_word");
  });
});
