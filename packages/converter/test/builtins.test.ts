import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Builtins {\n${body}\n}`,
    fileName: "Builtins.sol",
    format: false,
  });
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { contract: r.files["src/contract.rs"] ?? "", errors, r };
}

describe("addmod and mulmod", () => {
  it("compute through Uint512 and fail with Panic(0x12) on a zero modulus", async () => {
    const { contract, errors, r } = await convert(`
    function am(uint256 a, uint256 b, uint256 k) external pure returns (uint256) { return addmod(a, b, k); }
    function mm(uint256 a, uint8 b) external pure returns (uint256) { return mulmod(a, b, 97); }`);
    expect(errors).toEqual([]);
    // the helper's own Result is the function's (ADR 198)
    expect(contract).toMatch(/\n {4}addmod\(a, b, k\)\n\}/);
    expect(contract).toMatch(/\n {4}mulmod\(a, Uint256::from\(b\), Uint256::from_u128\(97\)\)\n\}/);
    expect(contract).toContain("let r = (Uint512::from(x) + Uint512::from(y)) % Uint512::from(k);");
    expect(contract).toContain("let r = (Uint512::from(x) * Uint512::from(y)) % Uint512::from(k);");
    expect(contract).toMatch(
      /if k\.is_zero\(\) \{\s*return Err\(ContractError::Panic \{ code: 0x12 \}\);/,
    );
    expect(contract).toMatch(/use cosmwasm_std::\{[^}]*Uint512/);
    const report = JSON.parse(r.files["conversion.json"]);
    expect(report.errors).toContainEqual(expect.objectContaining({ kind: "panic", code: "0x12" }));
  });
});

describe("abi.decode", () => {
  it("reads back what abi.encode wrote, word by word and one address by what is left", async () => {
    const { contract, errors } = await convert(`
    bytes stored;
    event Decoded(address who, uint256 amount, bool flag, bytes4 tag, int16 delta);
    function save(address who, uint256 amount, bool flag, bytes4 tag, int16 delta) external {
        stored = abi.encode(who, amount, flag, tag, delta);
    }
    function load() external {
        (address who, uint256 amount, bool flag, bytes4 tag, int16 delta) =
            abi.decode(stored, (address, uint256, bool, bytes4, int16));
        emit Decoded(who, amount, flag, tag, delta);
    }
    function pair(uint64 a, uint8 b) external pure returns (uint64, uint8) {
        return abi.decode(abi.encode(a, b), (uint64, uint8));
    }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("let data: &[u8] = &STORED.load(deps.storage)?;");
    expect(contract).toContain(
      "let address_len = data.len().checked_sub(128).ok_or(ContractError::Reverted)?;",
    );
    expect(contract).toContain("abi_decode_address(deps.api, &data[..address_len])?");
    expect(contract).toContain("abi_decode_fixed_bytes(abi_word(data, address_len + 64)?, 4)?");
    expect(contract).toContain("abi_decode_int16(abi_word(data, address_len + 96)?)?");
    expect(contract).toContain("abi_decode_uint8(abi_word(data, 32)?)?");
    expect(contract).toContain("<[&[u8]]>::concat(&[&to_word_uint64(a), &to_word_uint8(b)])");
    // a value outside the declared width fails like Solidity's decoder
    expect(contract).toMatch(
      /fn abi_decode_uint8\(w: \[u8; 32\]\) -> Result<u8, ContractError> \{\s*let x = from_word_uint8\(w\);\s*if to_word_uint8\(x\) == w/,
    );
    expect(contract).toMatch(/fn abi_decode_bool[\s\S]*w\[31\] > 1/);
  });

  it("says why it cannot decode several addresses, or an address with dynamic values", async () => {
    const { errors } = await convert(`
    function two(bytes memory d) external pure returns (address a, address b) {
        (a, b) = abi.decode(d, (address, address));
    }
    function mixed(bytes memory d) external pure returns (address a, string memory s) {
        (a, s) = abi.decode(d, (address, string));
    }
    function nested(bytes memory d) external pure returns (string[] memory) {
        return abi.decode(d, (string[]));
    }`);
    expect(errors.map((d) => d.message)).toEqual([
      "abi.decode of several addresses (abi.encode writes each as bech32 text of its own length, so where one ends cannot be recovered) has no faithful CosmWasm translation",
      "abi.decode of an address together with dynamic values (abi.encode writes the address as bech32 text of its own length) has no faithful CosmWasm translation",
      "abi.decode to an array of string (only arrays of integers, bool and bytesN) is not supported yet",
    ]);
  });

  it("reads strings, bytes and arrays of static values through their offset and length words", async () => {
    const { contract, errors } = await convert(`
    function f(bytes memory d) external pure returns (string memory s, uint64[] memory xs, bytes memory b, bytes4[] memory t) {
        (s, xs, b, t) = abi.decode(d, (string, uint64[], bytes, bytes4[]));
    }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("abi_decode_string(data, abi_word(data, 0)?)?");
    expect(contract).toMatch(
      /abi_array_words\(data, abi_word\(data, 32\)\?\)\?\s*\.into_iter\(\)\s*\.map\(abi_decode_uint64\)\s*\.collect::<Result<Vec<_>, _>>\(\)\?/,
    );
    expect(contract).toContain("abi_decode_bytes(data, abi_word(data, 64)?)?");
    expect(contract).toContain(".map(|w| abi_decode_fixed_bytes(w, 4))");
    // a helper passed by name to `.map` is still emitted
    expect(contract).toContain("fn abi_decode_uint64(w: [u8; 32])");
    // offsets and lengths are checked before any slice is taken (no overflow, no panic)
    expect(contract).toContain(
      "let start = offset.checked_add(32).ok_or(ContractError::Reverted)?;",
    );
    expect(contract).toContain(".and_then(|size| start.checked_add(size))");
  });
});

describe("selectors", () => {
  it("gives a function's, an error's and an event's .selector as the EVM's constant bytes", async () => {
    const { contract, errors } = await convert(`
    error Denied(address who);
    event Done(uint256 x);
    function next() external returns (uint256) { return 1; }
    function sels() external pure returns (bytes4 f, bytes4 e, bytes32 v) {
        f = this.next.selector;
        e = Denied.selector;
        v = Done.selector;
    }`);
    expect(errors).toEqual([]);
    expect(contract).toContain('let f = HexBinary::from_hex("4c8fe526")?;');
    expect(contract).toContain('let e = HexBinary::from_hex("e7d05e27")?;');
    expect(contract).toMatch(/let v = HexBinary::from_hex\("[0-9a-f]{64}"\)\?;/);
  });
});

describe("generated helpers", () => {
  it("are left out when only a doc comment quoting Solidity names them (no dead-code warning)", async () => {
    const { contract } = await convert(`
    uint256[] list;
    function at(uint256 i) external view returns (uint256) { return list[i] + gasleft(); }`);
    expect(contract).toContain("/// `at(uint256 i) external view returns (uint256)`");
    expect(contract).not.toMatch(/\nfn at</);
    expect(contract).not.toMatch(/\nfn index\(/);
  });
});

describe("ecrecover", () => {
  it("recovers through secp256k1_recover_pubkey and yields the bech32 address of the 20 bytes", async () => {
    const { contract, errors } = await convert(`
    address public signer;
    function check(bytes32 h, uint8 v, bytes32 r, bytes32 s) external view returns (bool) {
        return recovered(h, v, r, s) == signer;
    }
    function recovered(bytes32 h, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        return ecrecover(keccak256(abi.encodePacked("\\x19Ethereum Signed Message:\\n32", h)), v, r, s);
    }`);
    expect(errors).toEqual([]);
    expect(contract).toMatch(/ecrecover\(\s*deps\.api,\s*&keccak256\(/);
    expect(contract).toMatch(/v,\s*&r,\s*&s,?\s*\)/);
    // the helper: v must be 27 or 28, a high s is mirrored, the key hashed without its 0x04
    expect(contract).toContain(
      "fn ecrecover(api: &dyn Api, hash: &HexBinary, v: u8, r: &HexBinary, s: &HexBinary) -> Addr {",
    );
    expect(contract).toContain("if v != 27 && v != 28 {");
    expect(contract).toContain("if s > order >> 1 && s < order {");
    expect(contract).toContain("api.secp256k1_recover_pubkey(hash.as_slice(), &signature, parity)");
    expect(contract).toContain("let digest = keccak256(&key[1..]);");
    expect(contract).toContain("CanonicalAddr::from(&digest.as_slice()[12..])");
    expect(contract).toMatch(/use cosmwasm_std::\{[^}]*CanonicalAddr/);
    // the internal pure function gets the deps it needs for the API
    expect(contract).toMatch(/fn recovered\(\s*deps: Deps,/);
  });
});

describe("addresses as numbers", () => {
  it("converts address literals and address <-> uint160 through the 20 bytes behind a bech32 address", async () => {
    const { contract, errors } = await convert(`
    address public constant HOME = 0x5B38Da6a701c568545dCfcB03FcB875f56beddC4;
    function pack(address a, uint8 tag) external pure returns (uint256) {
        return uint256(uint160(a)) | (uint256(tag) << 160);
    }
    function unpack(uint256 p) external pure returns (address) { return address(uint160(p)); }
    function home(address a) internal pure returns (bool) { return a == HOME; }
    function isHome(address a) external pure returns (bool) { return home(a); }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("address_to_uint160(deps.api, &a)?");
    expect(contract).toContain(
      "address_from_uint160(deps.api, from_word_uint160(to_word_uint256(p)))?",
    );
    expect(contract).toContain(
      'address_literal(deps.api, "5b38da6a701c568545dcfcb03fcb875f56beddc4")?',
    );
    // an internal function reading the constant gets the deps it needs
    expect(contract).toMatch(/fn home\(deps: Deps, a: Addr\)/);
    expect(contract).toContain("let Ok(bytes) = <[u8; 20]>::try_from(canonical.as_slice()) else {");
    expect(contract).toContain("api.addr_humanize(&CanonicalAddr::from(&x.to_be_bytes()[12..]))");
  });

  it("converts address <-> bytes20 through the same 20 bytes", async () => {
    const { contract, errors } = await convert(`
    function f(bytes20 b) external pure returns (address) { return address(b); }
    function g(address a) external pure returns (bytes20) { return bytes20(a); }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("Ok(address_from_bytes20(deps.api, &b)?)");
    expect(contract).toContain("Ok(address_to_bytes20(deps.api, &a)?)");
    expect(contract).toContain("if b.as_slice().iter().all(|x| *x == 0) {");
    expect(contract).toContain("fn address_to_uint160(api: &dyn Api, addr: &Addr)");
  });
});
