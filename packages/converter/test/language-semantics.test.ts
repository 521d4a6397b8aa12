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
    // the helper's result is the function's result (no `Ok(signed_rem_int8(a, b)?)`)
    expect(rs).toMatch(/-> Result<i8, ContractError> \{\s*signed_rem_int8\(a, b\)\s*\}/);
    expect(rs).toContain("signed_rem_int256(a, b)");
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
    expect(rs).toMatch(/\/\/ unchecked\s*wrapping_div_int8\(a, b\)\s*\}/);
    expect(rs).toMatch(
      /fn wrapping_div_int8[\s\S]*?Panic \{ code: 0x12 \}[\s\S]*?Ok\(0i8\.wrapping_sub\(a\)\)/,
    );
    expect(rs).toMatch(/fn wrapping_div_int24[\s\S]*?Ok\(wrap_int24\(0i32\.wrapping_sub\(a\)\)\)/);
    // checked division keeps the overflow panic
    expect(rs).toMatch(/fn query_c8[\s\S]*?checked_div\(b\)/);
  });
});

describe("bytes and bytesN", () => {
  it("pushes, pops, reads and writes single bytes of a stored bytes value", async () => {
    const rs = await contractRs(`
      bytes public blob;
      function push(bytes1 b) external { blob.push(b); }
      function pop() external { blob.pop(); }
      function at(uint256 i) external view returns (bytes1) { return blob[i]; }
      function put(uint256 i, bytes1 b) external { blob[i] = b; }`);
    expect(rs).toContain("blob = HexBinary::from([blob.as_slice(), b.as_slice()].concat());");
    expect(rs).toContain("blob = pop_byte(&blob)?;");
    expect(rs).toContain("fn pop_byte(b: &HexBinary) -> Result<HexBinary, ContractError>");
    expect(rs).toMatch(
      /HexBinary::from\(vec!\[at\(\s*BLOB\.load\(deps\.storage\)\?\.as_slice\(\),/,
    );
    expect(rs).toMatch(/let bytes = BLOB\.load\(deps\.storage\)\?;\s*set_byte\(&bytes, index, &b/);
    expect(rs).not.toContain("extend_from_slice");
    expect(rs).not.toContain("Unsupported {");
  });

  it("applies bit operators and shifts to bytesN", async () => {
    const rs = await contractRs(`
      function ops(bytes4 a, bytes4 b) external pure returns (bytes4, bytes4, bytes4, bytes4, bytes4) {
        return (a & b, a ^ b, ~a, a << 8, a >> 12);
      }`);
    expect(rs).toContain(".map(|(x, y)| x & y)");
    expect(rs).toContain(".map(|(x, y)| x ^ y)");
    expect(rs).toContain(".map(|x| !x)");
    expect(rs).toContain("shl_fixed_bytes(&a, 8)");
    expect(rs).toContain("shr_fixed_bytes(&a, 12)");
  });

  it("concatenates bytes with a string literal as its UTF-8 bytes", async () => {
    const rs = await contractRs(`
      function cat(bytes memory a) external pure returns (bytes memory) { return bytes.concat(a, "!"); }`);
    expect(rs).toContain('HexBinary::from_hex("21")?.as_slice()');
  });
});

describe("abi encoding for hashes", () => {
  it("encodes several dynamic values with offsets that follow the earlier tails", async () => {
    const rs = await contractRs(`
      function h(string memory a, uint256 n, bytes memory b, uint16[] memory xs) external pure returns (bytes32) {
        return keccak256(abi.encode(a, n, b, xs));
      }`);
    expect(rs).toContain("let tail = abi_tail_bytes(a.as_bytes());");
    expect(rs).toContain("let tail_2 = abi_tail_bytes(b.as_slice());");
    expect(rs).toContain("abi_tail_array(");
    expect(rs).toContain("&to_word_uint64(Uint64::new(128))");
    expect(rs).toContain("&to_word_uint64(Uint64::new((128 + tail.len()) as u64))");
    expect(rs).toContain("&to_word_uint64(Uint64::new((128 + tail.len() + tail_2.len()) as u64))");
  });

  it("pads each array element to a word in abi.encodePacked and keeps short integers as slices", async () => {
    const rs = await contractRs(`
      function h(uint8 a, int16 b, uint16[] memory xs) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(a, b, xs));
      }`);
    expect(rs).toContain("&a.to_be_bytes()[..]");
    expect(rs).toContain("&b.to_be_bytes()[..]");
    expect(rs).toContain("xs.iter().flat_map(|x| to_word_uint16(*x))");
  });
});

describe("memory aliasing", () => {
  async function diagnostics(body: string) {
    const source = `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\nlibrary L {\n  struct D { uint256 x; }\n  function add(D memory self, uint256 v) internal pure returns (D memory) { self.x += v; return self; }\n}\ncontract T {\n  using L for L.D;\n  struct P { uint256 x; uint256 y; }\n  P stored;\n${body}\n}`;
    const r = await convertSolidity({ source, fileName: "T.sol", format: false });
    return {
      diags: r.diagnostics.map((d) => `${d.code} ${d.line}`),
      rs: r.files["src/contract.rs"],
    };
  }

  it("reports writes through one name of a shared memory struct or array that the other name sees", async () => {
    const { diags, rs } = await diagnostics(`
  function a() external pure returns (uint256) { P memory b = P(1, 2); P memory c = b; c.x = 10; return b.x; }
  function b2() external pure returns (uint256) { uint256[] memory b = new uint256[](2); uint256[] memory c = b; c[0] = 7; return b[0]; }
  function bump(P memory p) internal pure { p.x += 1; }
  function c() external pure returns (uint256) { P memory p = P(1, 1); bump(p); return p.x; }
  function d() external pure returns (uint256) { P[] memory ps = new P[](2); P memory q = ps[1]; q.y = 33; return ps[1].y; }`);
    // `bump(p)` gets `p` by reference (ADR 193): the caller sees the change
    expect(diags).toEqual(["SOL2CW-E030 12", "SOL2CW-E030 13", "SOL2CW-E030 16"]);
    expect(rs).toContain("Err(ContractError::Unsupported {");
    expect(rs).toContain("fn bump(p: &mut P) -> Result<(), ContractError> {");
    expect(rs).toContain(
      "let mut p = P { x: Uint256::one(), y: Uint256::one() };\n    bump(&mut p)?;",
    );
  });

  it("passes a memory struct or array an internal function writes into as &mut, also on through recursion", async () => {
    const { diags, rs } = await diagnostics(`
  function fill(uint256[] memory out, uint256 at, uint256 depth) internal pure returns (uint256) {
    out[at++] = depth;
    if (depth > 0) at = fill(out, at, depth - 1);
    return at;
  }
  function tally(P memory t, uint256 v) internal pure { t.x += 1; t.y += v; }
  function f() external pure returns (uint256[] memory, uint256) {
    uint256[] memory out = new uint256[](3);
    P[] memory ps = new P[](2);
    fill(out, 0, 2);
    tally(ps[1], 7);
    return (out, ps[1].y);
  }
  function g() external view returns (uint256) { tally(stored, 1); return stored.x; }`);
    expect(diags).toEqual([]);
    expect(rs).toContain("fn fill(out: &mut Vec<Uint256>, mut at_value: Uint256, depth: Uint256)");
    expect(rs).toContain("at_value = fill(out, at_value, depth.checked_sub(Uint256::one())?)?;");
    expect(rs).toContain("fill(&mut out, Uint256::zero(), Uint256::from_u128(2))?;");
    expect(rs).toContain("tally(at_mut(&mut ps, Uint256::one())?, Uint256::from_u128(7))?;");
    // a storage value is copied into memory, as in Solidity
    expect(rs).toContain("tally(&mut STORED.load(deps.storage)?, Uint256::one())?;");
  });

  it("refuses what &mut cannot carry: one value through two arguments, an alias, a repointed parameter", async () => {
    const { diags } = await diagnostics(`
  function both(P memory a, P memory b) internal pure { a.x += 1; b.x += 2; }
  function f() external pure returns (uint256) { P memory p = P(1, 1); both(p, p); return p.x; }
  function bump(P memory p) internal pure { p.x += 1; }
  function g() external pure returns (uint256) { P memory p = P(1, 1); P memory q = p; bump(p); return q.x; }
  function later(P memory p) internal pure { p.x = 5; p = P(0, 0); p.x = 6; }
  function h() external pure returns (uint256) { P memory p = P(1, 1); later(p); return p.x; }
  function first(P memory p) internal pure { p = P(0, 0); p.x = 6; }
  function k() external pure returns (uint256) { P memory p = P(1, 1); first(p); return p.x; }`);
    expect(diags).toEqual(["SOL2CW-E030 13", "SOL2CW-E030 15", "SOL2CW-E030 17"]);
  });

  it("refuses a changing call to a function that is also used as a function value", async () => {
    const { diags, rs } = await diagnostics(`
  function inc(P memory p) internal pure { p.x += 1; }
  function f() external pure returns (uint256) {
    function (P memory) internal pure op = inc;
    P memory p = P(1, 1);
    op(p);
    inc(p);
    return p.x;
  }`);
    // `op(p)` passes a copy through the dispatch fn, so `inc(p)` cannot pass a reference either
    expect(diags).toEqual(["SOL2CW-E030 17"]);
    expect(rs).toContain("Err(ContractError::Unsupported {");
  });

  it("lends a public function's internal copy the caller's value; its handler and query own theirs", async () => {
    const { diags, rs } = await diagnostics(`
  function receiver(uint256[] memory array, uint256 idx) public pure returns (uint256) {
    for (uint256 i = 0; i < array.length; i++) array[i] = i + 1;
    return array[idx];
  }
  function test(uint256 len, uint256 idx) public pure returns (uint256) {
    uint256[] memory array = new uint256[](len);
    uint256 result = receiver(array, idx);
    return result + array[0];
  }
  function mark(P memory p) public { p.x = 1; stored = p; }
  function twice() external returns (uint256) { P memory p; mark(p); return p.x; }
  function viaThis() external view returns (uint256) {
    uint256[] memory array = new uint256[](2);
    this.receiver(array, 0);
    return array[1];
  }`);
    expect(diags).toEqual([]);
    // internal callers lend their value (ADR 219)
    expect(rs).toContain("fn query_receiver(array: &mut Vec<Uint256>, idx: Uint256)");
    expect(rs).toContain("let result = query_receiver(&mut array, idx)?;");
    expect(rs).toContain("fn mark(deps: DepsMut, p: &mut P) -> Result<(), ContractError> {");
    expect(rs).toContain("mark(deps.branch(), &mut p)?;");
    // the query lends the message's value; the handler writes into its own
    expect(rs).toContain(
      "QueryMsg::Receiver { mut array, idx } => to_json_binary(&query_receiver(&mut array, idx)?)?,",
    );
    expect(rs).toMatch(/pub fn execute_mark\(deps: DepsMut, mut p: P\)/);
    // `this.receiver(..)` is an external call: it changes a copy
    expect(rs).toContain("query_receiver(&mut array.clone(), Uint256::zero())?;");
  });

  it("keeps refusing a changing call to a library's public function, which gets a copy", async () => {
    const source = `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\nlibrary Fill {\n  function fill(uint256[] memory a) public pure { a[0] = 1; }\n}\ncontract T {\n  function f() external pure returns (uint256) { uint256[] memory a = new uint256[](1); Fill.fill(a); return a[0]; }\n}`;
    const r = await convertSolidity({ source, fileName: "T.sol", format: false });
    expect(r.diagnostics.map((d) => d.code)).toContain("SOL2CW-E030");
  });

  it("sees through an internal function that hands back the memory value it was given", async () => {
    const { diags } = await diagnostics(`
  function id(P memory p) internal pure returns (P memory) { return p; }
  function f() external pure returns (uint256) { P memory a = P(1, 2); P memory q = id(a); q.x = 5; return a.x; }
  function g() external pure returns (uint256) { P memory a = P(1, 2); P memory q = id(a); q.x = 5; return q.x; }`);
    expect(diags).toEqual(["SOL2CW-E030 13"]);
  });

  it("keeps copies that behave the same: rebinding, storage copies, swaps and values taken back", async () => {
    const { diags } = await diagnostics(`
  function a() external pure returns (uint256, uint256) { P memory a1 = P(1, 2); P memory b = a1; b = P(5, 6); b.x = 7; return (a1.x, b.x); }
  function b2() external returns (uint256) { stored = P(3, 4); P memory m = stored; m.x = 99; return stored.x + m.x; }
  function c(uint256 i, uint256 j) external pure returns (uint256) {
    P[] memory ps = new P[](3); ps[2].x = 5;
    P memory t = ps[i]; ps[i] = ps[j]; ps[j] = t; return ps[0].x;
  }
  function d() external pure returns (uint256) { L.D memory v = L.D(1); v = v.add(5); return v.x; }`);
    expect(diags).toEqual([]);
  });
});

describe("modifiers and enum bounds", () => {
  it("lets the code after `_` of a modifier applied twice use its own arguments", async () => {
    const rs = await contractRs(`
      uint256 public trace;
      modifier traced(uint256 t) { trace = trace * 10 + t; _; trace = trace * 10 + t + 5; }
      function f() external traced(1) traced(2) { trace += 1; }`);
    const outer = rs.slice(rs.lastIndexOf("})()?;"));
    expect(outer).toContain("checked_add(t)?");
    expect(outer).not.toContain("t_2");
  });

  it("writes type(E).min and type(E).max as the first and last variants", async () => {
    const rs = await contractRs(`
      enum Color { Red, Green, Blue }
      function bounds() external pure returns (Color, Color) { return (type(Color).min, type(Color).max); }`);
    expect(rs).toContain("Ok((Color::Red, Color::Blue))");
  });
});

describe("type names the crate already uses", () => {
  it("renames a struct called Item and an enum called Event so they do not clash with imports", async () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract T {
  struct Item { uint256 id; }
  enum Event { Open, Closed }
  Item[] public items;
  mapping(uint256 => Event) public states;
  function add(uint256 id, Event e) external { items.push(Item(id)); states[id] = e; }
}`;
    const r = await convertSolidity({ source, fileName: "T.sol", format: false });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.files["src/state.rs"]).toContain(
      'pub const ITEMS: Map<&[u8], ItemData> = Map::new("items");',
    );
    expect(r.files["src/state.rs"]).toContain("Map<&[u8], EventKind>");
    expect(r.files["src/msg.rs"]).toContain("pub struct ItemData {");
    expect(r.files["src/msg.rs"]).toContain("pub enum EventKind {");
    expect(r.files["src/contract.rs"]).toContain("ItemData { id }");
  });
});

describe("dynamic state arrays", () => {
  it("keeps an array used only element by element as a length and one entry per element", async () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract T {
  uint256[] public list;
  uint256[] public shared;
  uint256[] public seeded = [1, 2];
  function add(uint256 v) external { list.push(v); shared.push(v); }
  function drop() external { list.pop(); }
  function set(uint256 i, uint256 v) external { list[i] = v; }
  function all() external view returns (uint256[] memory) { return list; }
  function grow() external { uint256[] storage r = shared; r.push(1); }
}`;
    const r = await convertSolidity({ source, fileName: "T.sol", format: false });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const state = r.files["src/state.rs"];
    expect(state).toContain('pub const LIST: Map<&[u8], Uint256> = Map::new("list");');
    expect(state).toContain('pub const LIST_LENGTH: Item<u64> = Item::new("list__length");');
    // a storage reference to it, or an initial value, keeps the one-item layout
    expect(state).toContain('pub const SHARED: Item<Vec<Uint256>> = Item::new("shared");');
    expect(state).toContain('pub const SEEDED: Item<Vec<Uint256>> = Item::new("seeded");');
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain("load_elements(deps.storage, &LIST, &LIST_LENGTH, || Uint256::zero())?");
    expect(rs).not.toContain("LIST.load(");
  });
});

describe("dynamic state arrays that are mapping values", () => {
  it("keeps each array of a mapping as a length per key and one entry per key and index", async () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract T {
  mapping(address => uint256[]) public deposits;
  mapping(address => mapping(uint256 => string[])) private notes;
  mapping(address => uint256[]) private shared;
  function add(uint256 v) external { deposits[msg.sender].push(v); shared[msg.sender].push(v); }
  function drop() external { deposits[msg.sender].pop(); }
  function clear() external { delete deposits[msg.sender]; }
  function all(address a) external view returns (uint256[] memory) { return deposits[a]; }
  function note(uint256 day, string calldata t) external { notes[msg.sender][day].push(t); }
  function count(uint256 day) external view returns (uint256) { return notes[msg.sender][day].length; }
  function grow() external { uint256[] storage r = shared[msg.sender]; r.push(1); }
}`;
    const r = await convertSolidity({ source, fileName: "T.sol", format: false });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const state = r.files["src/state.rs"];
    expect(state).toContain(
      'pub const DEPOSITS: Map<(&Addr, &[u8]), Uint256> = Map::new("deposits");',
    );
    expect(state).toContain(
      'pub const DEPOSITS_LENGTH: Map<&Addr, u64> = Map::new("deposits__length");',
    );
    expect(state).toContain(
      'pub const NOTES: Map<(&Addr, &[u8], &[u8]), String> = Map::new("notes");',
    );
    expect(state).toContain(
      'pub const NOTES_LENGTH: Map<(&Addr, &[u8]), u64> = Map::new("notes__length");',
    );
    // a storage reference to one of its arrays keeps the one-entry-per-key layout
    expect(state).toContain('pub const SHARED: Map<&Addr, Vec<Uint256>> = Map::new("shared");');
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain(
      "DEPOSITS_LENGTH.save(deps.storage, &info.sender, &(deposits_length + 1))?;",
    );
    expect(rs).toContain("|storage, i| DEPOSITS.may_load(storage, (&a, i))");
    // `delete deposits[k]` removes the elements and the key's length
    expect(rs).toMatch(/store_keyed_elements\(deps\.storage, \w+, &\[\], /);
    expect(rs).toContain("DEPOSITS_LENGTH.remove(deps.storage, &info.sender);");
    // the public getter checks the index against that key's length
    expect(rs).toMatch(/element_index\(arg1, DEPOSITS_LENGTH\.may_load\(deps\.storage, &arg0\)/);
  });
});

describe("variables first written inside a block", () => {
  it("declares them where first written, without a default that would never be read", async () => {
    const rs = await contractRs(`
      function f(uint8 a, uint8 b) external pure returns (uint8 s, uint8 d) {
        unchecked { s = a + b; d = a - b; }
        d += 1;
      }
      function g(uint8 a) external pure returns (uint8) {
        uint8 x;
        { x = a * 2; }
        return x;
      }`);
    expect(rs).toContain(
      "// unchecked\n    let s = a.wrapping_add(b);\n    let mut d = a.wrapping_sub(b);",
    );
    expect(rs).toContain("let x = a.checked_mul(2u8)");
    expect(rs).not.toContain("let mut s = 0u8;");
    expect(rs).not.toContain("let s: u8;");
  });
});

describe("locals nothing reads", () => {
  it("names them with a leading underscore so the crate builds without warnings", async () => {
    const rs = await contractRs(`
      uint256 public total;
      function two() internal pure returns (uint256, uint256) { return (1, 2); }
      function a() external pure returns (uint256) { (uint256 p, uint256 q) = two(); return p; }
      function d(uint256 v) external { uint256 last; for (uint256 i = 0; i < v; i++) { last = i; } total = v; }`);
    expect(rs).toContain("let (p, _q) = two()?;");
    expect(rs).toContain("_last = i;");
    const copy = await contractRs(`
      struct P { uint256 x; uint256 y; }
      P public stored;
      function copy() external returns (uint256) { P memory m = stored; m.x = 99; return stored.x; }`);
    expect(copy).toContain("_m.x = Uint256::from_u128(99);");
    expect(rs).not.toMatch(/\blast = i;/);
  });
});

describe("calldata slices and bytes to bytesN", () => {
  it("copies x[a:b] with a checked range and converts bytes to bytesN by padding or truncating", async () => {
    const rs = await contractRs(`
      function s(uint256[] calldata xs, uint256 from) external pure returns (uint256[] memory) { return xs[from:]; }
      function b(bytes calldata data) external pure returns (bytes4, bytes memory) { return (bytes4(data[:4]), data[4:]); }`);
    expect(rs).toContain("slice_range(xs.as_slice(), from, None)?");
    expect(rs).toContain(
      "HexBinary::from(slice_range(data.as_slice(), Uint256::from_u128(4), None)?)",
    );
    expect(rs).toMatch(/b\.resize\(4, 0\);/);
    expect(rs).toContain("fn slice_range<T: Clone>(");
    expect(rs).toContain("_ => Err(ContractError::Reverted),");
  });
});

describe("assignments as values and loops that never end", () => {
  it("runs the inner assignment of x = y = v first and reads y for x", async () => {
    const rs = await contractRs(`
      uint256 public x; uint256 public y;
      function chain() external returns (uint256) { x = y = 5; return x + y; }`);
    expect(rs).toMatch(
      /Y\.save\(deps\.storage, &Uint256::from_u128\(5\)\)\?;\s*let x = Y\.load\(deps\.storage\)\?;\s*X\.save/,
    );
    expect(rs).not.toContain("Unsupported {");
  });

  it("writes nothing after a for (;;) or while (true) that only returns", async () => {
    const rs = await contractRs(`
      function f(uint256 n) external pure returns (uint256) { for (uint256 i = 0; ; i++) { if (i * i >= n) return i; } }
      function g(uint256 n) external pure returns (uint256 i) { while (true) { i++; if (i > n) return i; } }`);
    const f = rs.slice(rs.indexOf("fn query_f"), rs.indexOf("\n}\n", rs.indexOf("fn query_f")) + 3);
    const g = rs.slice(rs.indexOf("fn query_g"), rs.indexOf("\n}\n", rs.indexOf("fn query_g")) + 3);
    expect(f).toMatch(/\n {4}\}\n\}\n$/);
    expect(g).toMatch(/\n {4}\}\n\}\n$/);
  });

  it("declares a named return first written by a tuple assignment where it is written", async () => {
    const rs = await contractRs(`
      uint256 public x;
      function mixed(uint256 v) external returns (uint256 m) { (x, m) = (v, v + 1); }`);
    expect(rs).toMatch(
      /let \(t0, t1\) = [^\n]*\n\s*X\.save\(deps\.storage, &t0\)\?;\s*let m = t1;/,
    );
    expect(rs).not.toContain("let mut m");
  });
});

describe("user functions named like generated helpers", () => {
  it("renames them instead of clashing with index/pop_byte/slice_range", async () => {
    const rs = await contractRs(`
      uint256[] public xs;
      bytes public blob;
      function index(uint256 i) internal view returns (uint256) { uint256[] memory m = xs; return m[i]; }
      function pop_byte() internal { blob.pop(); }
      function f(uint256 i) external returns (uint256) { xs.push(1); pop_byte(); return index(i); }`);
    expect(rs.match(/\nfn index\(/g)?.length).toBe(1);
    expect(rs.match(/\nfn pop_byte\(/g)?.length).toBe(1);
    expect(rs).toContain("fn index_t(deps: Deps, i: Uint256)");
    expect(rs).toContain("fn pop_byte_t(deps: DepsMut)");
  });
});

describe("stores nothing reads", () => {
  it("still computes the value (its checks can fail) but does not store it", async () => {
    const rs = await contractRs(`
      function f(uint8 k) external pure returns (uint8) { uint8 x = k; x = x * 50; return k; }
      function h(uint256 n) external pure returns (uint256 s) { uint256 t = 1; for (uint256 i; i < n; i++) { s += t; t = i; } }`);
    expect(rs).toContain("let x = k;");
    expect(rs).toContain(
      "let _ = x.checked_mul(50u8).ok_or(ContractError::Panic { code: 0x11 })?;",
    );
    // inside a loop the next iteration reads it
    expect(rs).toContain("t = i;");
  });
});

describe("bytes of a stored bytesN", () => {
  it("reads seed[i] of a state, mapping or array bytes32 as a bytes1 value, not a raw u8", async () => {
    const rs = await contractRs(`
      bytes32 seed;
      mapping(uint256 => bytes32) hs;
      bytes32[] list;
      function f(uint8 i) external view returns (bytes1 b, bytes1 c, bytes1 g) {
        b = seed[i];
        c = hs[1][i];
        g = list[0][i];
      }`);
    expect(rs).toContain("let b = HexBinary::from(vec![at(SEED.load(deps.storage)?.as_slice(),");
    expect(rs).toMatch(/let c = HexBinary::from\(vec!\[at\(\s*HS\.may_load/);
    // an array stored element by element (ADR 0220): one entry, after the index check
    expect(rs).toMatch(
      /let g = HexBinary::from\(vec!\[at\(\s*LIST\.may_load\(\s*deps\.storage,\s*element_index/,
    );
    expect(rs).not.toContain("at(&SEED.load");
  });
});

describe("imports of contract.rs", () => {
  it("are found past a string literal that holds // (a URL)", async () => {
    const rs = await contractRs(`
      string[] links;
      event LinkAdded(string link);
      function add(string calldata s) external { links.push(string.concat("https://", s)); emit LinkAdded(s); }
      function count() external view returns (uint256) { return links.length; }`);
    expect(rs).toMatch(/use cosmwasm_std::\{[^}]*\bEvent\b[^}]*\}/);
    expect(rs).toMatch(/use cosmwasm_std::\{[^}]*\bto_json_binary\b[^}]*\}/);
    expect(rs).toMatch(/use crate::msg::\{[^}]*\bQueryMsg\b[^}]*\}/);
  });
});

describe("getters of structs", () => {
  it("return the one member left when the others are arrays, as Solidity's getter does", async () => {
    const rs = await contractRs(`
      struct Bag { uint16[] counts; int32 score; }
      struct One { uint64 only; }
      Bag public solo;
      One public one;
      mapping(uint256 => Bag) public bags;`);
    expect(rs).toContain("QueryMsg::Solo {} => to_json_binary(&SOLO.load(deps.storage)?.score)?");
    expect(rs).toContain("QueryMsg::One {} => to_json_binary(&ONE.load(deps.storage)?.only)?");
    expect(rs).toMatch(/QueryMsg::Bags \{ arg0 \} => [^\n]*\.unwrap_or_default\(\)\.score\)\?/);
  });
});

describe("construction order", () => {
  it("initialises every contract's state variables before base arguments and constructor bodies", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract P { uint256 public p = 5; constructor(uint256 x) { p = p + x; } }
contract Q { uint256 public q; constructor(uint256 y) { q = y; } }
contract R is P, Q {
    uint256 public r = p * 100;
    constructor() P(r + 1) Q(p) {}
}`,
      fileName: "R.sol",
      contract: "R",
      format: false,
    });
    const rs = r.files["contracts/r/src/contract.rs"];
    const at = (s: string) => {
      const i = rs.indexOf(s);
      expect(i, s).toBeGreaterThan(0);
      return i;
    };
    // legacy code generation (what the EVM runs): p = 5, r = 500, then P(501), Q(5), then bodies
    expect(at("P.save(deps.storage, &Uint256::from_u128(5))?;")).toBeLessThan(
      at("let r = P.load(deps.storage)?"),
    );
    // computed before the store borrows the storage mutably
    expect(at("let r = P.load(deps.storage)?")).toBeLessThan(at("R.save(deps.storage, &r)?;"));
    expect(at("R.save(deps.storage, &r)?;")).toBeLessThan(at("let x = R.load(deps.storage)?"));
    expect(at("let y = P.load(deps.storage)?;")).toBeLessThan(at("// P\n"));
    expect(at("// P\n")).toBeLessThan(at("// Q\n"));
    // q is assigned first by Q's body and read by nothing before it
    expect(rs).not.toContain("Q.save(deps.storage, &Uint256::zero())?;");
  });
});

describe("writing one byte of a memory bytes", () => {
  it("evaluates an index with side effects once (buf[k++] = c)", async () => {
    const rs = await contractRs(`
      function f(bytes calldata src) external pure returns (bytes memory buf, uint256 k) {
        buf = new bytes(src.length);
        for (uint256 i = 0; i < src.length; i++) buf[k++] = src[i];
        buf[0] |= 0x01;
      }`);
    expect(rs.match(/k = new(_\d+)?;/g)?.length).toBe(1);
    expect(rs).toContain("buf = set_byte(&buf, old,");
    expect(rs).toMatch(
      /buf = set_byte\(\s*&buf,\s*Uint256::zero\(\),\s*&\{?[\s\S]*?at\(buf\.as_slice\(\), Uint256::zero\(\)\)/,
    );
  });
});

describe("a local assigned on every branch that does not leave", () => {
  it("is declared without a dead default when the other branches revert", async () => {
    const rs = await contractRs(`
      uint8 phase;
      error Closed();
      function f(uint32 a, uint32 b) external view returns (uint32) {
        uint32 cap;
        if (phase == 1) { cap = a; }
        else if (phase == 2) { cap = b; }
        else { revert("not selling"); }
        uint32 lim;
        if (a > b) lim = a; else revert Closed();
        return cap + lim;
      }`);
    // the if declares it, its value the branch's last assignment (ADR 0243)
    expect(rs).toMatch(
      /let cap = if PHASE\.load\(deps\.storage\)\? == 1u8 \{\s*a\s*\} else if [^{]*\{\s*b\s*\} else \{\s*return Err\(ContractError::NotSelling\);\s*\};/,
    );
    expect(rs).toMatch(
      /let lim = if a > b \{\s*a\s*\} else \{\s*return Err\(ContractError::Closed\);\s*\};/,
    );
    expect(rs).not.toMatch(/let (mut )?(cap|lim)\b: /);
  });
});

describe("custom errors with array and struct arguments", () => {
  it("write them as JSON text, as in messages, not in Rust's Debug form", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract T {
  struct Point { int16 x; int16 y; }
  error BadBatch(uint256[] ids, string reason, Point where);
  function f(uint256[] calldata ids) external pure { revert BadBatch(ids, "length", Point(1, -2)); }
}`,
      fileName: "T.sol",
      format: false,
    });
    const err = r.files["src/error.rs"];
    expect(err).toContain(
      '#[error("BadBatch {{\\"ids\\":{},\\"reason\\":{reason:?},\\"where\\":{}}}", cosmwasm_std::to_json_string(.ids).unwrap_or_default(), cosmwasm_std::to_json_string(.r#where).unwrap_or_default())]',
    );
    expect(err).not.toContain("{ids:?}");
  });
});

describe("assignments used as values where they are evaluated only sometimes (ADR 191)", () => {
  it("updates in place, inside the right of && / || and a branch of ?:", async () => {
    const rs = await contractRs(`
      uint256 public total;
      function f(uint256 a) external returns (uint256 x, uint256 y, uint256 k) {
        bool both = a > 3 && (y = a + 1) > 5;
        x = both ? a : (x = 9) + 1;
        k = a;
        if (a == 0 || k++ > 4) total += k;
      }`);
    expect(rs).toMatch(
      /let both = a > Uint256::from_u128\(3\) && \{ y = a\.checked_add\(Uint256::one\(\)\)\?; y \} >/,
    );
    expect(rs).toMatch(
      /else \{ \{ x = Uint256::from_u128\(9\); x \}\.checked_add\(Uint256::one\(\)\)\? \}/,
    );
    expect(rs).toMatch(
      /a == Uint256::zero\(\) \|\| \{ let old = k; let new = old\.checked_add\(Uint256::one\(\)\)\?; k = new; old \} >/,
    );
    expect(rs).not.toContain("unsupported(");
  });

  it("declares a local first assigned by an if or while condition without a dead default", async () => {
    const rs = await contractRs(`
      uint256[] queue;
      function next() internal returns (uint256 v) {
        if (queue.length > 0) { v = queue[queue.length - 1]; queue.pop(); }
      }
      function drain(uint256 limit) external returns (uint256 n, uint256 x) {
        uint256 v;
        while ((v = next()) != 0) n += v;
        if ((x = n * 2) > limit) n = 0;
      }`);
    expect(rs).toMatch(/let mut v: Uint256;\s*loop \{\s*v = next\(deps\.branch\(\)\)\?;/);
    expect(rs).toMatch(/let x: Uint256;/);
    expect(rs).not.toMatch(/let mut x = Uint256::zero\(\);/);
  });
});
