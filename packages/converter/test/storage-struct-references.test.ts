import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

async function convert(source: string) {
  return convertSolidity({ source, fileName: "C.sol", format: false });
}

function errors(r: Awaited<ReturnType<typeof convert>>) {
  return r.diagnostics.filter((d) => d.severity === "error");
}

/** The text of one generated Rust fn (signature and body). */

const addressSet = `
library AddressSet {
    struct Set { address[] values; mapping(address => uint256) indexes; }
    function add(Set storage set, address v) internal returns (bool) {
        if (set.indexes[v] != 0) return false;
        set.values.push(v);
        set.indexes[v] = set.values.length;
        return true;
    }
    function remove(Set storage set, address v) internal returns (bool) {
        uint256 index = set.indexes[v];
        if (index == 0) return false;
        uint256 last = set.values.length - 1;
        if (index - 1 != last) {
            address moved = set.values[last];
            set.values[index - 1] = moved;
            set.indexes[moved] = index;
        }
        set.values.pop();
        delete set.indexes[v];
        return true;
    }
    function contains(Set storage set, address v) internal view returns (bool) {
        return set.indexes[v] != 0;
    }
    function length(Set storage set) internal view returns (uint256) { return set.values.length; }
}`;

describe("storage references to structs with mapping members", () => {
  it("gives the library the struct's location: an enum with one variant per state variable holding it", async () => {
    const r = await convert(`${header}${addressSet}
contract Members {
    using AddressSet for AddressSet.Set;
    AddressSet.Set private members;
    mapping(bytes32 => AddressSet.Set) private roles;
    mapping(address => mapping(uint8 => AddressSet.Set)) private scoped;
    function join() external { require(members.add(msg.sender), "member"); }
    function leave() external returns (bool) { return members.remove(msg.sender); }
    function grant(bytes32 role, address a) external { roles[role].add(a); }
    function has(bytes32 role, address a) external view returns (bool) { return roles[role].contains(a); }
    function count() external view returns (uint256) { return members.length(); }
    function scope(uint8 s, address a) external { scoped[msg.sender][s].add(a); }
}`);
    expect(errors(r)).toEqual([]);
    const state = r.files["src/state.rs"];
    expect(state).toContain("pub enum SetRef {");
    expect(state).toMatch(/\n\s+Members,\n/);
    expect(state).toMatch(/\n\s+Roles\(HexBinary\),\n/);
    // the mapping members keep the layout direct accesses use
    expect(state).toContain("SetRef::Members => MEMBERS_INDEXES.may_load(storage, key),");
    expect(state).toContain(
      "SetRef::Roles(k0) => ROLES_INDEXES.save(storage, (k0.as_slice(), key), value),",
    );
    expect(state).toContain(
      "SetRef::Roles(k0) => ROLES_INDEXES.remove(storage, (k0.as_slice(), key)),",
    );
    expect(state).toMatch(/\n\s+Scoped\(Addr, u8\),\n/);
    expect(state).toContain(
      "SetRef::Scoped(k0, k1) => SCOPED_INDEXES.may_load(storage, (k0, *k1, key)),",
    );
    expect(state).toMatch(/use cosmwasm_std::\{[^}]*StdResult, Storage[^}]*\};/);

    const rs = r.files["src/contract.rs"];
    expect(rs).toMatch(/use crate::state::\{[^}]*SetRef[^}]*\};/);
    const add = fnText(rs, "address_set_add");
    expect(add).toContain("set: &mut Set, set_ref: &SetRef, v: Addr");
    expect(add).toContain("set_ref.may_load_indexes(deps.storage, &v)?.unwrap_or_default()");
    expect(add).toContain("set_ref.save_indexes(deps.storage, &v, &");
    const remove = fnText(rs, "address_set_remove");
    expect(remove).toContain("set_ref.save_indexes(deps.storage, &moved, &index)?;");
    expect(remove).toContain("set_ref.remove_indexes(deps.storage, &v);");
    // a function that reaches only the mapping members takes the location alone: nothing is loaded
    expect(fnText(rs, "address_set_contains")).toContain("(deps: Deps, set_ref: &SetRef, v: Addr)");
    expect(fnText(rs, "query_has")).not.toContain("ROLES.");
    // a function that only reads plain fields gets no location
    expect(fnText(rs, "address_set_length")).not.toContain("SetRef");
    // callers pass the location next to the value, keyed like the state variable
    expect(fnText(rs, "execute_join")).toMatch(
      /address_set_add\(deps\.branch\(\), &mut set, &SetRef::Members, info\.sender\.clone\(\)\)\?/,
    );
    expect(fnText(rs, "execute_grant")).toContain("&SetRef::Roles(role.clone())");
    expect(fnText(rs, "query_has")).toContain("&SetRef::Roles(role.clone())");
    expect(fnText(rs, "execute_scope")).toContain("&SetRef::Scoped(info.sender.clone(), s)");
  });

  it("passes the location on through library functions and storage pointers", async () => {
    const r = await convert(`${header}
library Tally {
    struct Box { uint256 total; mapping(address => mapping(uint32 => bool)) marks; }
    function mark(Box storage b, address who, uint32 slot) internal returns (bool) {
        if (b.marks[who][slot]) return false;
        b.marks[who][slot] = true;
        b.total += 1;
        return true;
    }
    function markTwice(Box storage b, address who, uint32 x, uint32 y) internal returns (uint256) {
        mark(b, who, x);
        mark(b, who, y);
        return b.total;
    }
}
contract Grid {
    using Tally for Tally.Box;
    mapping(uint64 => Tally.Box) private boxes;
    function markAll(uint64 n, uint32 x, uint32 y) external returns (uint256) {
        Tally.Box storage b = boxes[n];
        return b.markTwice(msg.sender, x, y);
    }
}`);
    expect(errors(r)).toEqual([]);
    const state = r.files["src/state.rs"];
    expect(state).toMatch(/\n\s+Boxes\(Uint64\),\n/);
    // a nested mapping member takes its keys as a tuple after the struct's own keys
    expect(state).toContain("key: (&Addr, u32)");
    expect(state).toContain(
      "BoxDataRef::Boxes(k0) => BOXES_MARKS.may_load(storage, (k0.u64(), key.0, key.1)),",
    );
    const rs = r.files["src/contract.rs"];
    const twice = fnText(rs, "tally_mark_twice");
    expect(twice).toContain("b: &mut BoxData, b_ref: &BoxDataRef");
    expect(twice).toMatch(/tally_mark\(deps\.branch\(\), b, b_ref, /);
    expect(fnText(rs, "tally_mark")).toContain(
      "b_ref.may_load_marks(deps.storage, (&who, slot))?.unwrap_or_default()",
    );
    expect(fnText(rs, "execute_mark_all")).toContain("&BoxDataRef::Boxes(n)");
  });

  it("reaches a set nested in a wrapper struct (OpenZeppelin EnumerableSet) through the field's location", async () => {
    const r = await convert(`${header}
library EnumerableSet {
    struct Set { bytes32[] _values; mapping(bytes32 => uint256) _positions; }
    function _add(Set storage set, bytes32 value) private returns (bool) {
        if (!_contains(set, value)) {
            set._values.push(value);
            set._positions[value] = set._values.length;
            return true;
        } else {
            return false;
        }
    }
    function _contains(Set storage set, bytes32 value) private view returns (bool) {
        return set._positions[value] != 0;
    }
    function _length(Set storage set) private view returns (uint256) { return set._values.length; }
    struct UintSet { Set _inner; }
    function add(UintSet storage set, uint256 value) internal returns (bool) {
        return _add(set._inner, bytes32(value));
    }
    function contains(UintSet storage set, uint256 value) internal view returns (bool) {
        return _contains(set._inner, bytes32(value));
    }
    function length(UintSet storage set) internal view returns (uint256) { return _length(set._inner); }
}
contract Owned {
    using EnumerableSet for EnumerableSet.UintSet;
    mapping(address => EnumerableSet.UintSet) private owned;
    EnumerableSet.UintSet private all;
    function take(uint256 id) external returns (bool) { all.add(id); return owned[msg.sender].add(id); }
    function owns(address a, uint256 id) external view returns (bool) { return owned[a].contains(id); }
    function count(address a) external view returns (uint256) { return owned[a].length(); }
    function position(uint256 id) external view returns (uint256) { return all._inner._positions[bytes32(id)]; }
}`);
    expect(errors(r)).toEqual([]);
    const state = r.files["src/state.rs"];
    // nested mapping members get maps of their own, named by the field path
    expect(state).toContain(
      'pub const OWNED_INNER_POSITIONS: Map<(&Addr, &[u8]), Uint256> = Map::new("owned__inner__positions");',
    );
    expect(state).toContain("pub fn inner(&self) -> SetRef {");
    expect(state).toContain("UintSetRef::Owned(k0) => SetRef::OwnedInner(k0.clone()),");
    expect(state).toContain("UintSetRef::All => SetRef::AllInner,");
    expect(state).toContain(
      "SetRef::OwnedInner(k0) => OWNED_INNER_POSITIONS.save(storage, (k0, key), value),",
    );
    const rs = r.files["src/contract.rs"];
    // the wrapper passes a place inside its own value and the field's location
    expect(fnText(rs, "enumerable_set_add")).toMatch(
      /\(deps\.branch\(\), &mut set\.inner, &set_ref\.inner\(\), HexBinary::from\(/,
    );
    expect(fnText(rs, "enumerable_set_contains")).toContain("(deps, &set_ref.inner(), ");
    expect(fnText(rs, "enumerable_set_length")).toContain("&set.inner");
    // direct access from the contract reads the same map
    expect(fnText(rs, "query_position")).toContain("ALL_INNER_POSITIONS.may_load(");
  });

  it("treats a local storage pointer to a parameter as another name for it", async () => {
    const r = await convert(`${header}${addressSet}
library Extra {
    function has(AddressSet.Set storage set, address v) internal view returns (bool) {
        AddressSet.Set storage s = set;
        return s.indexes[v] != 0;
    }
    function push(AddressSet.Set storage set, address v) internal returns (uint256) {
        AddressSet.Set storage s = set;
        s.values.push(v);
        s.indexes[v] = s.values.length;
        return s.values.length;
    }
}
contract Aliases {
    AddressSet.Set private members;
    function has(address v) external view returns (bool) { return Extra.has(members, v); }
    function push(address v) external returns (uint256) { return Extra.push(members, v); }
}`);
    expect(errors(r)).toEqual([]);
    const rs = r.files["src/contract.rs"];
    expect(fnText(rs, "extra_has")).toContain("(deps: Deps, set_ref: &SetRef, v: Addr)");
    expect(fnText(rs, "extra_has")).toContain("set_ref.may_load_indexes(deps.storage, &v)?");
    const push = fnText(rs, "extra_push");
    expect(push).toContain("set: &mut Set, set_ref: &SetRef, v: Addr");
    expect(push).toContain("set.values.push(v.clone());");
    expect(push).toContain("set_ref.save_indexes(deps.storage, &v, ");
  });

  it("copies a storage reference in and out inside `&&` in a block of its own", async () => {
    const r = await convert(`${header}${addressSet}
contract Both {
    using AddressSet for AddressSet.Set;
    AddressSet.Set private a;
    mapping(uint256 => AddressSet.Set) private m;
    function both(address v) external returns (bool) { return a.add(v) && m[2].add(v); }
}`);
    expect(errors(r)).toEqual([]);
    const both = fnText(r.files["src/contract.rs"], "execute_both");
    // the right operand only runs (and only stores) when the left one is true
    expect(both).toMatch(
      /&\(result && \{ let mut set_2 = M\.may_load\([^;]*\); let result_2 = address_set_add\(deps\.branch\(\), &mut set_2, &SetRef::M\(Uint256::from_u128\(2\)\), v\.clone\(\)\)\?; M\.save\([^;]*\)\?; result_2 \}\)/,
    );
  });

  it("leaves structs without mapping members passed by value (Counters)", async () => {
    const r = await convert(`${header}
library Counters {
    struct Counter { uint256 _value; }
    function current(Counter storage c) internal view returns (uint256) { return c._value; }
    function increment(Counter storage c) internal { c._value += 1; }
}
contract Ids {
    using Counters for Counters.Counter;
    Counters.Counter private ids;
    mapping(uint256 => Counters.Counter) private perKind;
    function next(uint256 kind) external returns (uint256) {
        ids.increment();
        perKind[kind].increment();
        return ids.current() + perKind[kind].current();
    }
}`);
    expect(errors(r)).toEqual([]);
    expect(r.files["src/state.rs"]).not.toContain("enum");
    const rs = r.files["src/contract.rs"];
    expect(fnText(rs, "counters_increment")).toContain("c: &mut Counter)");
    expect(rs).not.toContain("CounterRef");
  });

  it("reports a struct with mapping members kept in an array", async () => {
    const r = await convert(`${header}${addressSet}
contract Nested {
    using AddressSet for AddressSet.Set;
    struct Group { string name; AddressSet.Set set; }
    AddressSet.Set[] private sets;
    function addTo(uint256 i, address a) external { sets[i].add(a); }
    function ok(address a) external view returns (bool) { return sets.length > 0 && a != address(0); }
}`);
    expect(errors(r).map((d) => [d.code, d.message, d.line])).toContainEqual([
      "SOL2CW-E015",
      "a struct with mapping members stored in an array, passed by storage reference is not supported yet",
      expect.any(Number),
    ]);
    // the rest of the contract still converts
    expect(r.files["src/contract.rs"]).toContain("fn query_ok(");
  });
});

describe("storage references chosen by a condition", () => {
  it("evaluate the condition once and read, write and push through the chosen place", async () => {
    const r = await convert(`${header}
contract Book {
    uint256[] bids;
    uint256[] asks;
    mapping(address => uint256) credit;
    mapping(address => uint256) debit;
    function add(bool isBid, uint256 id, uint256 at) external returns (uint256) {
        uint256[] storage book = isBid && id > 0 ? bids : asks;
        book.push(id);
        book[at] += 1;
        mapping(address => uint256) storage m = isBid ? credit : debit;
        m[msg.sender] = id;
        return book.length;
    }
}`);
    expect(errors(r)).toEqual([]);
    const f = fnText(r.files["src/contract.rs"], "execute_add");
    expect(f).toContain("let chosen = is_bid && id > Uint256::zero();");
    expect(f).toMatch(
      /if chosen \{\n\s+let mut bids = BIDS\.load\(deps\.storage\)\?;\n\s+bids\.push\(id\);/,
    );
    expect(f).toMatch(
      /\} else \{\n\s+let mut asks = ASKS\.load\(deps\.storage\)\?;\n\s+asks\.push\(id\);/,
    );
    expect(f).toContain("CREDIT.save(deps.storage, &info.sender, &id)?;");
    expect(f).toContain("DEBIT.save(deps.storage, &info.sender, &id)?;");
    expect(f).toMatch(/if chosen \{\s*BIDS\.load\(deps\.storage\)\?\s*\} else \{\s*ASKS\.load/);
  });

  it("is refused when a function returns it to be changed", async () => {
    const r = await convert(`${header}
contract Book {
    uint256[] bids;
    uint256[] asks;
    function side(bool b) internal view returns (uint256[] storage) { return b ? bids : asks; }
    function depth(bool b) external view returns (uint256) { return side(b).length; }
    function add(bool b) external { side(b).push(1); }
}`);
    expect(errors(r)).toEqual([expect.objectContaining({ code: "SOL2CW-E013", line: 9 })]);
    expect(r.files["src/contract.rs"]).toContain("Ok(Uint256::from(side(deps, b)?.len() as u64))");
  });
});
