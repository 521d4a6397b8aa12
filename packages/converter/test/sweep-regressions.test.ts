import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

async function convert(source: string) {
  const r = await convertSolidity({ source, fileName: "C.sol", format: false });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.files;
}

/** `pub const NAME` declarations of a Rust file, in order. */
function constNames(rust: string): string[] {
  return [...rust.matchAll(/^pub const (\w+):/gm)].map((m) => m[1]);
}

describe("names of stored values", () => {
  it("keeps a state variable apart from a constant of the same name once upper-cased", async () => {
    const files = await convert(`${header}
contract Board {
    struct Entry { address who; uint256 best; }
    uint8 public constant TOP = 3;
    Entry[3] public top;
    function put(uint256 i, uint256 v) external {
        require(i < TOP, "range");
        top[i] = Entry(msg.sender, v);
    }
}`);
    const state = files["src/state.rs"];
    const contract = files["src/contract.rs"];
    expect(contract).toContain("pub const TOP: u8 = 3u8;");
    const item = constNames(state).find((n) => n.startsWith("TOP"));
    expect(item).toBe("TOP_2");
    expect(contract).toContain("TOP_2.load(deps.storage)?");
    expect(contract).not.toMatch(/\bTOP\.(load|save)\(/);
  });

  it("gives variables that differ only by case or underscores distinct items and keys", async () => {
    const files = await convert(`${header}
contract Twins {
    address private _owner;
    address public owner;
    uint256 public totalSupply;
    uint256 public TOTAL_SUPPLY;
    function set(address a, address b) external {
        _owner = a;
        owner = b;
        totalSupply = 1;
        TOTAL_SUPPLY = 2;
    }
    function both() external view returns (address, address, uint256, uint256) {
        return (_owner, owner, totalSupply, TOTAL_SUPPLY);
    }
}`);
    const state = files["src/state.rs"];
    const names = constNames(state);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(["OWNER", "OWNER_2", "TOTAL_SUPPLY", "TOTAL_SUPPLY_2"]),
    );
    const keys = [...state.matchAll(/(?:Item|Map)::new\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("does not reuse the names of the crate's own items", async () => {
    const files = await convert(`${header}
contract Meta {
    string public contractName;
    uint256 public contractVersion;
    function set(string calldata n, uint256 v) external { contractName = n; contractVersion = v; }
}`);
    const state = files["src/state.rs"];
    expect(constNames(state)).toEqual(["CONTRACT_NAME_2", "CONTRACT_VERSION_2"]);
    expect(files["src/contract.rs"]).toContain('const CONTRACT_NAME: &str = "crates.io:');
  });
});

describe("imports of cosmwasm_std", () => {
  it("does not import a type for a message variant of the same name (a function named reply)", async () => {
    const files = await convert(`${header}
contract Inbox {
    uint256 public last;
    function reply(uint256 id) external { last = id; }
    function response() external view returns (uint256) { return last; }
}`);
    const contract = files["src/contract.rs"];
    expect(contract).toContain("ExecuteMsg::Reply {");
    const std = /use cosmwasm_std::\{([^}]*)\}/.exec(contract)?.[1] ?? "";
    expect(std).not.toMatch(/\bReply\b/);
    expect(std).toMatch(/\bResponse\b/);
  });
});

describe("evaluation order", () => {
  it("computes the assigned value before the side effects of the place (a[i++] = f(i))", async () => {
    const files = await convert(`${header}
contract Order {
    function copy(uint256[] calldata xs) external pure returns (uint256[] memory out) {
        out = new uint256[](xs.length);
        uint256 i;
        while (i < xs.length) {
            out[i++] = xs[i - 1] * 2;
        }
    }
}`);
    const body = files["src/contract.rs"].split("fn query_copy")[1];
    const value = body.indexOf("i.checked_sub(Uint256::one())");
    const increment = body.indexOf("checked_add(Uint256::one())");
    expect(value).toBeGreaterThan(0);
    expect(increment).toBeGreaterThan(value);
  });
});

describe("transient storage", () => {
  it("flags a transient state variable, which contract storage does not clear per transaction", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;
contract Guarded {
    uint256 transient private locked;
    uint256 public n;
    function bump() external {
        require(locked == 0, "reentrant");
        locked = 1;
        n += 1;
        locked = 0;
    }
}`,
      fileName: "C.sol",
      format: false,
    });
    const w = r.diagnostics.filter((d) => d.code === "SOL2CW-W008");
    expect(w).toEqual([expect.objectContaining({ severity: "warning", line: 4 })]);
    expect(w[0].message).toContain("`locked`");
    expect(r.files["conversion.json"]).toContain("SOL2CW-W008");
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});

describe("block.chainid", () => {
  it("converts block.chainid as a hash of the chain id text, with a warning (ADR 237)", async () => {
    const r = await convertSolidity({
      source: `${header}contract C {
    function id() external view returns (uint256) {
        return block.chainid;
    }
}`,
      fileName: "C.sol",
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.diagnostics.filter((d) => d.code === "SOL2CW-W009")).toEqual([
      expect.objectContaining({ severity: "warning", line: 5 }),
    ]);
    expect(r.files["src/contract.rs"]).toMatch(/block_chainid\(&?env\)/);
    expect(r.files["src/contract.rs"]).toContain("keccak256(env.block.chain_id.as_bytes())");
  });
});

describe("function-type values", () => {
  it("converts an internal function used as a value (ADR 196)", async () => {
    const r = await convertSolidity({
      source: `${header}
contract Ops {
    function double(uint256 x) internal pure returns (uint256) { return x * 2; }
    function square(uint256 x) internal pure returns (uint256) { return x * x; }
    function run(bool sq, uint256 x) external pure returns (uint256) {
        function (uint256) internal pure returns (uint256) op = sq ? square : double;
        return op(x);
    }
}`,
      fileName: "C.sol",
      format: false,
    });
    // internal function values convert since ADR 196: a call through one is a dispatch fn
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(r.files["src/contract.rs"]).toContain("Err(ContractError::Panic { code: 0x51 })");
  });
});

describe("abi.encode of a struct", () => {
  it("encodes a struct of static members as its members in place", async () => {
    const files = await convert(`${header}
contract Hashes {
    struct Pair { uint128 a; int64 b; bool c; bytes4 d; }
    function pairHash(uint128 a, int64 b) external pure returns (bytes32) {
        Pair memory p = Pair(a, b, true, 0x01020304);
        return keccak256(abi.encode(p, uint8(7)));
    }
}`);
    const body = files["src/contract.rs"].split("fn query_pair_hash")[1];
    expect(body).toContain("to_word_uint128(encoded.a)");
    expect(body).toContain("to_word_int64(encoded.b)");
    expect(body).toContain("to_word_uint8(u8::from(encoded.c))");
    expect(body).toMatch(/encoded\.d\.as_slice\(\),\s*&\[0u8; 28\]/);
    expect(body).toContain("to_word_uint8(7");
  });

  it("encodes a struct with a dynamic member as a tuple of its own behind an offset (ADR 194)", async () => {
    const r = await convertSolidity({
      source: `${header}
contract Hashes {
    struct Named { string name; uint256 v; }
    function h(string calldata n) external pure returns (bytes32) {
        return keccak256(abi.encode(Named(n, 1)));
    }
}`,
      fileName: "C.sol",
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain("let tail = abi_tail_bytes(encoded.name.as_bytes());");
    expect(rs).toMatch(/&to_word_uint64\(Uint64::new\(64\)\),\s*&to_word_uint256\(encoded\.v\)/);
    expect(rs).toMatch(
      /\[&to_word_uint64\(Uint64::new\(32\)\), tail_2\.as_slice\(\)\]\.concat\(\)/,
    );
  });
});

describe("fallback with a parameter", () => {
  it("binds fallback(bytes calldata input) to the call data and keeps msg.data working", async () => {
    const files = await convert(`${header}
contract Echo {
    bytes public lastInput;
    bytes public lastData;
    fallback(bytes calldata input) external returns (bytes memory output) {
        lastInput = input;
        lastData = msg.data;
        output = input;
    }
}`);
    const contract = files["src/contract.rs"];
    expect(contract).toContain("ExecuteMsg::Fallback { data } => execute_fallback(deps, data)");
    expect(contract).toMatch(/fn execute_fallback\(deps: DepsMut, input: HexBinary\)/);
    expect(contract).toContain("LAST_INPUT.save(deps.storage, &input)?;");
    expect(contract).toContain("LAST_DATA.save(deps.storage, &input)?;");
    expect(contract).not.toContain("Unsupported");
  });
});

describe("semantic-test sweep: values on their way into a typed place", () => {
  it("makes an inline array's elements at the stored element width", async () => {
    const files = await convert(`${header}
contract Inline {
    int16[] public xs = [-1, -2];
    uint256[] public ys;
    function set() external { ys = [7, 8, 9]; }
}`);
    const contract = files["src/contract.rs"];
    expect(contract).toContain("vec![-1i16, -2i16]");
    expect(contract).toMatch(/vec!\[\s*Uint256::from_u128\(7\),/);
  });

  it("passes the receiver of a free function attached with `using {f} for T`", async () => {
    const files = await convert(`${header}
type Int is int16;
using {add} for Int global;
function add(Int a, Int b) pure returns (Int) { return Int.wrap(Int.unwrap(a) + Int.unwrap(b)); }
contract C {
    function g() external pure returns (Int) { return Int.wrap(7).add(Int.wrap(6)); }
}`);
    expect(files["src/contract.rs"]).toContain("add(7i16, 6i16)");
  });

  it("compares a primitive unsigned integer with zero without an absurd comparison", async () => {
    const files = await convert(`${header}
contract Periods {
    uint32 public n;
    function f(uint32 periods, uint8 a) external returns (bool, bool, bool) {
        if (periods <= 0) n = 1;
        return (0 >= a, a < 0, bump() >= 0);
    }
    function bump() internal returns (uint16) { n += 1; return uint16(n); }
}`);
    const body = files["src/contract.rs"].split("fn execute_f")[1];
    expect(body).toContain("if periods == 0u32 {");
    expect(body).toContain("a == 0u8");
    expect(body).toMatch(/ret1: false/);
    // the operand still runs for its effects
    expect(body).toMatch(/let _ = bump\(deps\.branch\(\)\)\?;\s*true/);
    expect(body).not.toMatch(/<= 0u|< 0u|>= 0u/);
  });

  it("returns an internal call's result as it is, not wrapped again in Ok(..?)", async () => {
    const files = await convert(`${header}
contract Fees {
    uint256 public base = 3;
    function fee(uint256 x) internal view returns (uint256) { return x * base; }
    function total(uint256 x) public view returns (uint256) { return fee(x); }
    function both(uint256 x) public view returns (uint256) { return fee(x) + 1; }
}`);
    const contract = files["src/contract.rs"];
    expect(contract).toMatch(
      /fn query_total\(deps: Deps, x: Uint256\) -> Result<Uint256, ContractError> \{\s*fee\(deps, x\)\s*\}/,
    );
    expect(contract).not.toContain("Ok(fee(deps, x)?)");
    expect(contract).toMatch(/Ok\(fee\(deps, x\)\?\.checked_add/);
  });
});

describe("semantic-test sweep: parenthesised callees", () => {
  it("calls `(L.f)()` and `((super).f)()` like their plain forms", async () => {
    const files = await convert(`${header}
library L { function f() internal pure returns (uint) { return 3; } }
contract A { function f() public virtual returns (uint256) { return 1; } }
contract B is A {
    function f() public virtual override returns (uint256) { return ((super).f)() | 2; }
    function g() public pure returns (uint) { return (L.f)(); }
}`);
    const contract = files["contracts/b/src/contract.rs"];
    expect(contract).toContain("bitor_uint256(f()?, Uint256::from_u128(2))");
    expect(contract).toMatch(/fn query_g\(\) -> Result<Uint256, ContractError> \{\s*l_f\(\)\s*\}/);
    expect(contract).not.toContain("Unsupported");
  });
});

describe("semantic-test sweep: one-element inline arrays", () => {
  it("keeps `[x]` an array of one element, not the parenthesised `(x)`", async () => {
    const files = await convert(`${header}
contract C {
    function f(int[] calldata b, uint256 s, uint256 e) external pure returns (int) { return [b[s:e]][0][0]; }
    function g(uint8 x) external pure returns (uint8) { return [x][0] + (x); }
}`);
    const contract = files["src/contract.rs"];
    expect(contract).toContain("&vec![slice_range(b.as_slice(), s, Some(e))?]");
    expect(contract).toMatch(/at\(&vec!\[x\], Uint256::zero\(\)\)\?/);
  });
});

describe("semantic-test sweep: values that were refused", () => {
  it("reads `arr.push()` as the zero it appends, also where it is evaluated only sometimes", async () => {
    const files = await convert(`${header}
contract P {
    uint256[] xs;
    function f() external returns (uint256 y) { y = xs.push(); }
    function g(bool c) external returns (bool) { return c && xs.push() == 0; }
}`);
    const rs = files["src/contract.rs"];
    expect(rs).toMatch(
      /xs\.push\(Uint256::zero\(\)\);\n\s*XS\.save\(deps\.storage, &xs\)\?;\n\s*let y = Uint256::zero\(\);/,
    );
    // on the right of `&&` the push runs only when `c` holds: a block evaluated there
    expect(rs).toMatch(
      /c && \{ let mut xs = XS\.load\(deps\.storage\)\?; xs\.push\(Uint256::zero\(\)\); XS\.save\(deps\.storage, &xs\)\?; Uint256::zero\(\) \} == Uint256::zero\(\)/,
    );
  });

  it("assigns nested and parenthesised tuples component by component", async () => {
    const files = await convert(`${header}
contract T {
    function f() external pure returns (int a, bool b, int c) {
        ((a, b)) = (2, true);
        (((c, ), )) = ((1, 2), 3);
        ((, ), ) = ((7, 8), 9);
        (a) = a + c;
    }
}`);
    const rs = files["src/contract.rs"];
    expect(rs).toContain("let (t0, t1) = (Int256::from_i128(2), true);");
    expect(rs).toContain(
      "let (t0_2, _, _) = (Int256::one(), Uint256::from_u128(2), Uint256::from_u128(3));",
    );
    expect(rs).toContain(
      "let _ = (Uint256::from_u128(7), Uint256::from_u128(8), Uint256::from_u128(9));",
    );
    expect(rs).toContain("a = a.checked_add(c)?;");
  });

  it("drops a member named but not called (`payable(msg.sender).transfer;`)", async () => {
    const files = await convert(`${header}
contract U {
    function f() external view returns (uint256) { payable(msg.sender).transfer; return 1; }
}`);
    expect(files["src/contract.rs"]).not.toContain("transfer");
  });

  it("encodes a fixed-size array of integers in place in abi.encode", async () => {
    const files = await convert(`${header}
contract E {
    function f(uint256[] memory a, uint8[2] memory b) external pure returns (bytes memory) {
        return abi.encode(a, b);
    }
}`);
    const rs = files["src/contract.rs"];
    // the head: a's offset (3 words: itself and b's two) and b's elements
    expect(rs).toContain("&to_word_uint64(Uint64::new(96)),");
    expect(rs).toContain(
      "b.iter().flat_map(|x| to_word_uint8(*x)).collect::<Vec<u8>>().as_slice(),",
    );
  });

  it("hashes with ripemd160 in the contract", async () => {
    const files = await convert(`${header}
contract R {
    function f(bytes memory data) external pure returns (bytes20) { return ripemd160(data); }
}`);
    const rs = files["src/contract.rs"];
    expect(rs).toContain("fn ripemd160(data: &[u8]) -> HexBinary {");
    expect(rs).toContain("ripemd160(data.as_slice())");
  });
});

describe("semantic-test sweep: types Rust cannot infer", () => {
  it("makes both branches of `c ? (1, 2) : (3, 4)` at the targets' types", async () => {
    const files = await convert(`${header}
contract C {
    function f(bool c) external pure returns (uint256, uint256) {
        (uint256 a, uint256 b) = c ? (1, 2) : (3, 4);
        return (a, b);
    }
    function g(bool c) external pure returns (uint256, uint16) { return c ? (1, 2) : (3, 4); }
}`);
    const rs = files["src/contract.rs"];
    expect(rs).toContain(
      "let (a, b) = if c { (Uint256::one(), Uint256::from_u128(2)) } else { (Uint256::from_u128(3), Uint256::from_u128(4)) };",
    );
    expect(rs).toContain(
      "let (ret0, ret1) = if c { (Uint256::one(), 2u16) } else { (Uint256::from_u128(3), 4u16) };",
    );
  });

  it("names the element type of an empty array returned as data or kept unused", async () => {
    const files = await convert(`${header}
contract C {
    uint256 x;
    function f() external returns (uint8[][] memory) {
        uint256[][] memory a = new uint256[][](0);
        x = 1;
    }
}`);
    const rs = files["src/contract.rs"];
    expect(rs).toContain("let _a = vec![Vec::<Uint256>::new(); to_usize(Uint256::zero())?];");
    expect(rs).toContain("to_json_binary(&Vec::<Vec<u8>>::new())?");
  });
});

describe("semantic-test sweep: modifiers taking a storage reference", () => {
  it("change the caller's storage struct, not a copy of it", async () => {
    const files = await convert(`${header}
library L {
    struct S { uint256 v; }
    modifier bump(S storage s) { s.v++; _; }
    function add(S storage s) internal bump(s) { s.v += 0x100; }
}
contract C {
    using L for L.S;
    L.S s;
    modifier mark(L.S storage t) { t.v += 2; _; }
    function f() public returns (uint256) { s.add(); return s.v; }
    function g() public mark(s) returns (uint256) { return s.v; }
}`);
    const rs = files["src/contract.rs"];
    expect(rs).toMatch(
      /fn l_add\(_deps: DepsMut, s: &mut S\) -> Result<\(\), ContractError> \{\n\s*\/\/ modifier bump\n\s*s\.v = s\.v\.checked_add\(Uint256::one\(\)\)\?;\n\s*s\.v = s\.v\.checked_add\(Uint256::from_u128\(256\)\)\?;/,
    );
    expect(rs).toMatch(
      /\/\/ modifier mark\n\s*let mut s = S\.load\(deps\.storage\)\?;\n\s*s\.v = s\.v\.checked_add\(Uint256::from_u128\(2\)\)\?;\n\s*S\.save\(deps\.storage, &s\)\?;/,
    );
    expect(rs).not.toContain("fn l_bump(");
  });
});
