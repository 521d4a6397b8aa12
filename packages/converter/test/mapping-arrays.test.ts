import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

async function convert(source: string) {
  const r = await convertSolidity({
    source: `${header}${source}`,
    fileName: "C.sol",
    format: false,
  });
  return {
    rs: r.files["src/contract.rs"] ?? "",
    state: r.files["src/state.rs"] ?? "",
    errors: r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.line]),
  };
}

describe("arrays of mappings (ADR 0209)", () => {
  it("keeps the entries in one map keyed by the index first, the length of a dynamic one in an item", async () => {
    const { rs, state, errors } = await convert(`
contract C {
    mapping(uint => uint)[] a;
    mapping(uint8 => uint8)[2] b;
    function n1(uint key, uint value) public { a.push(); a[a.length - 1][key] = value; }
    function get(uint i, uint key) public view returns (uint) { return a[i][key]; }
    function p() public { a.pop(); }
    function d() public returns (uint) { delete a; return a.length; }
    function setB(uint i, uint8 k, uint8 v) public { b[i][k] = v; delete b; }
    function n3(uint key, uint value) public { a.push()[key] = value; }
}`);
    expect(errors).toEqual([]);
    expect(state).toContain('pub const A: Map<(&[u8], &[u8]), Uint256> = Map::new("a");');
    expect(state).toContain('pub const A_LENGTH: Item<u64> = Item::new("a__length");');
    expect(state).toContain('pub const B: Map<(&[u8], u8), u8> = Map::new("b");');
    expect(state).not.toContain("B_LENGTH");
    const n1 = fnText(rs, "execute_n1");
    expect(n1).toContain("let a_length = A_LENGTH.may_load(deps.storage)?.unwrap_or_default();");
    expect(n1).toContain("A_LENGTH.save(deps.storage, &(a_length + 1))?;");
    expect(n1).toMatch(/element_index\(Uint256::from\(A_LENGTH\.may_load\(deps\.storage\)\?/);
    expect(fnText(rs, "query_get")).toContain(
      "A.may_load(deps.storage, (element_index(i, A_LENGTH.may_load(deps.storage)?.unwrap_or_default())?.to_be_bytes().as_slice(), key.to_be_bytes().as_slice()))",
    );
    const n3 = fnText(rs, "execute_n3");
    expect(n3).toContain("let index = Uint256::from(a_length);");
    expect(n3).toContain(
      "A.save(deps.storage, (index.to_be_bytes().as_slice(), key.to_be_bytes().as_slice()), &value)?;",
    );
    // pop and delete change the length only: the EVM keeps a mapping's entries
    expect(fnText(rs, "execute_p")).toContain(
      ".checked_sub(1).ok_or(ContractError::Panic { code: 0x31 })?;",
    );
    expect(fnText(rs, "execute_d")).toContain("A_LENGTH.remove(deps.storage);");
    expect(fnText(rs, "execute_d")).not.toMatch(/\bA\.remove/);
    const setB = fnText(rs, "execute_set_b");
    expect(setB).toContain("let key = element_index(i, 2)?;");
    expect(setB).toContain("B.save(deps.storage, (key.to_be_bytes().as_slice(), k), &v)?;");
    expect(setB).not.toContain("B.remove");
    expect(rs).toContain(
      "fn element_index(i: Uint256, length: u64) -> Result<Uint256, ContractError> {",
    );
  });

  it("answers the public getter with the index checked, and passes an array or one of its mappings by reference", async () => {
    const { rs, state, errors } = await convert(`
contract C {
    mapping(address => uint256)[] public seasons;
    mapping(uint8 => uint256)[3] leagues;
    function _add(mapping(address => uint256) storage m, address who) internal { m[who] += 1; }
    function _first(mapping(uint8 => uint256)[3] storage ls, uint8 id) internal view returns (uint256) { return ls[0][id]; }
    function score(uint256 s) external { _add(seasons[s], msg.sender); }
    function first(uint8 id) external view returns (uint256) { return _first(leagues, id); }
}`);
    expect(errors).toEqual([]);
    expect(rs).toContain(
      "SEASONS.may_load(deps.storage, (element_index(arg0, SEASONS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?.to_be_bytes().as_slice(), &arg1))",
    );
    expect(state).toContain("    /// `seasons[..]`\n    Seasons(Uint256),");
    const score = fnText(rs, "execute_score");
    expect(score).toContain(
      "let key = element_index(s, SEASONS_LENGTH.may_load(deps.storage)?.unwrap_or_default())?;",
    );
    expect(score).toContain("&AddressToUint256Ref::Seasons(key)");
    expect(state).toContain("pub enum Uint8ToUint256Array3Ref {");
    expect(fnText(rs, "first")).toContain(
      "ls.may_load(deps.storage, (element_index(Uint256::zero(), 3)?.to_be_bytes().as_slice(), id))",
    );
    expect(fnText(rs, "query_first")).toContain("&Uint8ToUint256Array3Ref::Leagues");
  });

  it("binds a base constructor's storage parameter to the place its argument names", async () => {
    const { rs, errors } = await convert(`
struct S { mapping(uint => uint) m; }
abstract contract A {
    constructor(mapping(uint => uint) storage m, S storage s) { m[5] = 20; s.m[5] = 16; }
}
contract C is A {
    mapping(uint => uint) public m;
    mapping(uint => S) n;
    constructor() A(m, n[1]) {}
}`);
    expect(errors).toEqual([]);
    const init = fnText(rs, "instantiate");
    expect(init).toContain(
      "M.save(deps.storage, Uint256::from_u128(5).to_be_bytes().as_slice(), &Uint256::from_u128(20))?;",
    );
    expect(init).toMatch(
      /N_M\.save\(deps\.storage, \(Uint256::one\(\)\.to_be_bytes\(\)\.as_slice\(\), /,
    );
  });
});

describe("arrays of arrays of mappings and arrays of mappings kept in a mapping (ADR 0229)", () => {
  it("keeps `mapping(..)[][]` as one map keyed by both indexes, the outer length in an item, the inner ones keyed by the outer index", async () => {
    const { rs, state, errors } = await convert(`
contract C {
    mapping(uint => uint)[][] public a;
    function n1(uint key, uint value) public {
        a.push();
        mapping(uint => uint)[] storage b = a[a.length - 1];
        b.push();
        b[b.length - 1][key] = value;
    }
    function p() public { a.pop(); }
    function d() public returns (uint) { delete a; return a.length; }
    function inner(uint i) public { delete a[i]; a[i].pop(); }
}`);
    expect(errors).toEqual([]);
    expect(state).toContain('pub const A: Map<(&[u8], &[u8], &[u8]), Uint256> = Map::new("a");');
    expect(state).toContain(
      'pub const A_ELEMENT_LENGTH: Map<&[u8], u64> = Map::new("a__element_length");',
    );
    expect(state).toContain('pub const A_LENGTH: Item<u64> = Item::new("a__length");');
    const n1 = fnText(rs, "execute_n1");
    // the outer push clears the new element's inner length, as the EVM's pop and delete did
    expect(n1).toContain("A_LENGTH.save(deps.storage, &(a_length + 1))?;");
    expect(n1).toContain(
      "A_ELEMENT_LENGTH.remove(deps.storage, Uint256::from(a_length).to_be_bytes().as_slice());",
    );
    expect(n1).toMatch(
      /let key_2 = element_index\(Uint256::from\(A_LENGTH\.may_load\(deps\.storage\)\?\.unwrap_or_default\(\)\)\.checked_sub\(Uint256::one\(\)\)\?, A_LENGTH\.may_load/,
    );
    expect(n1).toContain(
      "A_ELEMENT_LENGTH.save(deps.storage, key_2.to_be_bytes().as_slice(), &(a_element_length + 1))?;",
    );
    expect(n1).toMatch(
      /A\.save\(deps\.storage, \(key_2\.to_be_bytes\(\)\.as_slice\(\), key_3\.to_be_bytes\(\)\.as_slice\(\), key\.to_be_bytes\(\)\.as_slice\(\)\), &value\)\?;/,
    );
    const p = fnText(rs, "execute_p");
    expect(p).toContain(".checked_sub(1).ok_or(ContractError::Panic { code: 0x31 })?;");
    expect(p).not.toMatch(/\bA\.remove|A_ELEMENT_LENGTH/);
    const d = fnText(rs, "execute_d");
    expect(d).toContain("A_LENGTH.remove(deps.storage);");
    expect(d).not.toMatch(/\bA\.remove/);
    const inner = fnText(rs, "execute_inner");
    // the checked outer index is computed before the length it keys is written
    expect(inner).toContain(
      "let key = element_index(i, A_LENGTH.may_load(deps.storage)?.unwrap_or_default())?;",
    );
    expect(inner).toContain("A_ELEMENT_LENGTH.remove(deps.storage, key.to_be_bytes().as_slice());");
    expect(inner).toContain("code: 0x31");
    // the getter checks both indexes
    expect(rs).toMatch(
      /QueryMsg::A \{ arg0, arg1, arg2 \} => to_json_binary\(&A\.may_load\(deps\.storage, \(element_index\(arg0, A_LENGTH\.may_load\(deps\.storage\)\?\.unwrap_or_default\(\)\)\?\.to_be_bytes\(\)\.as_slice\(\), element_index\(arg1, A_ELEMENT_LENGTH/,
    );
  });

  it("keeps a mapping's arrays of mappings keyed by the mapping key and index, one reaching a base constructor's storage parameter", async () => {
    const { rs, state, errors } = await convert(`
abstract contract A {
    constructor(mapping(uint => uint)[] storage m) { m.push(); m[0][1] = 2; }
}
contract C is A {
    mapping(uint => mapping(uint => uint)[]) public m;
    mapping(uint => mapping(uint => uint)[3]) f;
    constructor() A(m[1]) {}
    function drop(uint k) public { m[k].pop(); delete m[k]; }
    function setF(uint k, uint i, uint v) public { f[k][i][v] = v; delete f[k]; }
}`);
    expect(errors).toEqual([]);
    expect(state).toContain('pub const M: Map<(&[u8], &[u8], &[u8]), Uint256> = Map::new("m");');
    expect(state).toContain('pub const M_LENGTH: Map<&[u8], u64> = Map::new("m__length");');
    const init = fnText(rs, "instantiate");
    expect(init).toContain(
      "M_LENGTH.save(deps.storage, Uint256::one().to_be_bytes().as_slice(), &(m_length + 1))?;",
    );
    expect(init).toContain(
      "let key = element_index(Uint256::zero(), M_LENGTH.may_load(deps.storage, Uint256::one().to_be_bytes().as_slice())?.unwrap_or_default())?;",
    );
    expect(init).toContain(
      "M.save(deps.storage, (Uint256::one().to_be_bytes().as_slice(), key.to_be_bytes().as_slice(), Uint256::one().to_be_bytes().as_slice()), &Uint256::from_u128(2))?;",
    );
    expect(rs).toContain(
      "element_index(arg1, M_LENGTH.may_load(deps.storage, arg0.to_be_bytes().as_slice())?.unwrap_or_default())?",
    );
    const drop = fnText(rs, "execute_drop");
    expect(drop).toContain("code: 0x31");
    expect(drop).toContain("M_LENGTH.remove(deps.storage, k.to_be_bytes().as_slice());");
    expect(drop).not.toMatch(/\bM\.remove/);
    expect(state).toContain('pub const F: Map<(&[u8], &[u8], &[u8]), Uint256> = Map::new("f");');
    expect(state).not.toContain("F_LENGTH");
    const setF = fnText(rs, "execute_set_f");
    expect(setF).toContain("let key = element_index(i, 3)?;");
    expect(setF).not.toMatch(/\bF\.remove/);
  });

  it("still refuses, located, the other shapes of arrays of mapping arrays", async () => {
    const { errors } = await convert(`
contract C {
    mapping(uint => uint)[2][] f1;
    mapping(uint => uint)[][2] f2;
    function t() public { f1.push(); f1[0][1][2] = 3; f2[0].push(); }
}`);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every(([code, line]) => code === "SOL2CW-E015" && line === 7)).toBe(true);
  });
});
