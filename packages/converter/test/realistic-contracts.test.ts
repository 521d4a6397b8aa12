import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileSolidity } from "../src/evm/compile-solidity.ts";
import { selectorOf } from "../src/evm/keccak.ts";
import { convertSolidity } from "../src/index.ts";

function keccakSelector(sig: string): number {
  return Number.parseInt(selectorOf(sig).replace(/^0x/, ""), 16);
}

async function convert(source: string, contract?: string) {
  const r = await convertSolidity({ source, fileName: "C.sol", contract, format: false });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r;
}

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

describe("patterns from realistic contracts", () => {
  it("computes a returned value that emits events before the response takes the events", async () => {
    const r = await convert(`${header}
contract W {
    mapping(address => uint) public balanceOf;
    event Transfer(address indexed src, address indexed dst, uint wad);
    function transfer(address dst, uint wad) public returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }
    function transferFrom(address src, address dst, uint wad) public returns (bool) {
        balanceOf[src] -= wad;
        balanceOf[dst] += wad;
        emit Transfer(src, dst, wad);
        return true;
    }
}`);
    const rs = r.files["src/contract.rs"];
    const handler = rs.slice(rs.indexOf("pub fn execute_transfer("));
    const body = handler.slice(0, handler.indexOf("\n}\n"));
    expect(body).toMatch(/let ret = transfer_from\([^;]*&mut events[^;]*\)\?;/);
    expect(body).toContain(".set_data(to_json_binary(&ret)?)");
    expect(body.indexOf("let ret")).toBeLessThan(body.indexOf(".add_events(events)"));
  });

  it("runs a modifier with code after `_` around a function without return values without an unused binding", async () => {
    const r = await convert(`${header}
contract G {
    uint256 private status = 1;
    uint256 public total;
    modifier nonReentrant() {
        require(status == 1, "reentrant");
        status = 2;
        _;
        status = 1;
    }
    function add(uint256 x) external nonReentrant { total += x; }
}`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain("(|| -> Result<(), ContractError> {");
    expect(rs).not.toMatch(/let ret\w* = \(\|\| -> Result<\(\), ContractError>/);
  });

  it("does not import a struct whose name only appears as a message variant path", async () => {
    const r = await convert(`${header}
contract P {
    struct UserInfo { uint256 amount; uint256 debt; }
    mapping(address => UserInfo) public userInfo;
    function deposit(uint256 a) external { userInfo[msg.sender].amount += a; }
}`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain("QueryMsg::UserInfo {");
    const useMsg = rs.split("\n").find((l) => l.startsWith("use crate::msg"))!;
    expect(useMsg).not.toMatch(/\bUserInfo\b/);
  });

  it("names error variants in UpperCamelCase while keeping the Solidity name in the text", async () => {
    const r = await convert(`${header}
contract R {
    uint256 public n;
    error Raffle__NotOpen();
    error notEnough(uint256 have);
    function f(uint256 x) external {
        if (x == 0) revert Raffle__NotOpen();
        if (x == 1) revert notEnough(x);
        n = x;
    }
}`);
    const err = r.files["src/error.rs"];
    expect(err).toContain('#[error("Raffle__NotOpen")]');
    expect(err).toMatch(/\n\s+RaffleNotOpen,/);
    expect(err).toMatch(/#\[error\("notEnough \{\{[^\n]*\n\s+NotEnough \{/);
    expect(r.files["src/contract.rs"]).toContain("ContractError::RaffleNotOpen");
  });

  it("imports only the message enums a generated test names", async () => {
    const r = await convert(`${header}
contract OnlyViews {
    uint256 public total = 3;
}`);
    const tests = r.files["src/tests.rs"];
    const useMsg = tests.split("\n").find((l) => l.startsWith("use crate::msg"))!;
    expect(useMsg).toBe("use crate::msg::{InstantiateMsg, QueryMsg};");
  });

  it("computes type(I).interfaceId from the interface's own selectors and drops bare `data;` statements", async () => {
    const r = await convert(`${header}
interface IERC165 {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}
interface IPair {
    function a() external;
    function b(uint256 x) external;
}
contract E is IERC165 {
    uint256 public n;
    function supportsInterface(bytes4 interfaceId) public pure returns (bool) {
        return interfaceId == type(IERC165).interfaceId || interfaceId == type(IPair).interfaceId;
    }
    function hook(uint256 x, bytes memory data) external {
        data;
        n = x;
    }
}`);
    const rs = r.files["src/contract.rs"];
    // supportsInterface(bytes4) is ERC-165's well-known 0x01ffc9a7
    expect(rs).toContain('interface_id == HexBinary::from_hex("01ffc9a7")?');
    const sel = (sig: string) => keccakSelector(sig);
    const pair = (sel("a()") ^ sel("b(uint256)")) >>> 0;
    expect(rs).toContain(`HexBinary::from_hex("${pair.toString(16).padStart(8, "0")}")?`);
    expect(rs).not.toMatch(/^\s*data;$/m);
    expect(rs).toContain("_data: HexBinary");
  });

  it("reports code generation errors of the EVM runner's compile instead of crashing", () => {
    const dir = mkdtempSync(join(tmpdir(), "sol2cw-"));
    const file = join(dir, "Deep.sol");
    const params = Array.from({ length: 18 }, (_, i) => `uint256 a${i}`).join(", ");
    const sum = Array.from({ length: 18 }, (_, i) => `a${i}`).join(" + ");
    writeFileSync(
      file,
      `${header}contract Deep { function f(${params}) external pure returns (uint256) { return ${sum}; } }\n`,
    );
    const out = compileSolidity(file);
    expect(out.errors.join("\n")).toMatch(/Stack too deep/);
  });

  it("labels a loop only when a `break` inside a continue block names it", async () => {
    const r = await convert(`${header}
contract L {
    uint256[] public xs;
    function count() external view returns (uint256 n) {
        for (uint256 i; i < xs.length; ++i) {
            if (xs[i] == 0) continue;
            n++;
        }
    }
    function firstZero() external view returns (uint256 k) {
        for (uint256 i; i < xs.length; ++i) {
            if (xs[i] == 7) continue;
            if (xs[i] == 0) break;
            k++;
        }
    }
}`);
    const rs = r.files["src/contract.rs"];
    const count = rs.slice(rs.indexOf("fn query_count("), rs.indexOf("fn query_first_zero("));
    expect(count).toMatch(/'body\d+: \{/);
    expect(count).not.toMatch(/'loop\d+:/);
    const first = rs.slice(rs.indexOf("fn query_first_zero("));
    expect(first).toMatch(/'loop(\d+): while[\s\S]*break 'loop\1;/);
  });

  it("erases user-defined value types: wrap/unwrap are the value, signatures use the underlying type", async () => {
    const r = await convert(`${header}
type Price is uint128;
function addPrice(Price a, Price b) pure returns (Price) {
    return Price.wrap(Price.unwrap(a) + Price.unwrap(b));
}
using {addPrice as +} for Price global;
contract V {
    type OrderId is uint64;
    mapping(uint64 => Price) public prices;
    OrderId public last;
    function set(OrderId id, Price p) external {
        prices[OrderId.unwrap(id)] = p + Price.wrap(1);
        last = id;
    }
    function get(uint64 id) external view returns (Price) { return prices[id]; }
}`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toMatch(/pub fn execute_set\([^)]*id: Uint64,\s*p: Uint128/);
    expect(rs).toContain("add_price(p, Uint128::new(1))?");
    const fns = r.report!.functions as { signature: string }[];
    expect(fns.map((f) => f.signature)).toContain("set(uint64,uint128)");
  });

  it("keeps the statements around an unsupported one and leaves out what only the stub would call", async () => {
    const s = await convertSolidity({
      source: `${header}
contract S {
    event Seen(address who, uint256 n);
    uint256 public n;
    function _double(uint256 x) internal pure returns (uint256) { return x * 2; }
    function f(uint256 x) external {
        n = _double(x);
        emit Seen(tx.origin, n);
    }
    function g(uint256 x) external { n = x; }
}`,
      fileName: "S.sol",
      format: false,
    });
    expect(s.diagnostics.map((d) => d.code)).toContain("SOL2CW-E004");
    const rs = s.files["src/contract.rs"];
    expect(rs).toContain("fn unsupported<T>(feature: &str) -> Result<T, ContractError> {");
    // the statement before the unsupported one still runs; only the emit is a stub
    expect(rs).toContain("let n = double(x)?;");
    expect(rs).toMatch(
      /\/\/ TODO: tx\.origin \(Solidity line 10\)[^\n]*\n\s*unsupported::<\(\)>\("tx\.origin"\)\?;/,
    );
    expect(rs).not.toContain("fn seen_event(");
    const report = JSON.parse(s.files["conversion.json"]);
    expect(
      report.functions.find((f: { signature: string }) => f.signature === "f(uint256)").unsupported,
    ).toBe(true);
  });

  it("names the keys of a getter that overrides an interface function after its parameters", async () => {
    const r = await convert(
      `${header}
interface IBal {
    function balanceOf(address who) external view returns (uint256);
    function allowance(address, address) external view returns (uint256);
}
contract T is IBal {
    mapping(address => uint256) public override balanceOf;
    mapping(address => mapping(address => uint256)) public override allowance;
    mapping(address => uint256) public plain;
}
contract Reader {
    IBal public t;
    constructor(IBal _t) { t = _t; }
    function read(address a) external view returns (uint256) { return t.balanceOf(a); }
}`,
      "T",
    );
    const msg = r.files["contracts/t/src/msg.rs"];
    expect(msg).toContain("BalanceOf { who: String }");
    expect(msg).toContain("Allowance { arg0: String, arg1: String }");
    expect(msg).toContain("Plain { arg0: String }");
  });

  it("declares a named return set in both branches of an if/else without a default value", async () => {
    const r = await convert(`${header}
contract A {
    uint256 public total;
    function shares(uint256 a, uint256 b) public view returns (uint256 s) {
        if (total == 0) {
            s = a * b;
        } else if (a > b) {
            s = a;
        } else {
            s = b;
        }
    }
    function bumped(uint256 a) public pure returns (uint256 s) {
        if (a > 1) s = a; else s = 1;
        s += 1;
    }
}`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toMatch(/fn query_shares\([^{]*\{\n {4}let s = if TOTAL\.load/);
    expect(rs).toMatch(/fn query_bumped\([^{]*\{\n {4}let mut s = if a > Uint256::one\(\) \{/);
  });

  it("does not import types into error.rs for variants that share their name", async () => {
    const r = await convert(`${header}
contract P {
    enum Role { None, Worker }
    struct Payment { address to; uint256 amount; }
    mapping(address => Role) public roleOf;
    uint256 public total;
    function pay(Payment[] calldata ps) external {
        require(roleOf[msg.sender] != Role.None, "role");
        for (uint256 i; i < ps.length; i++) total += ps[i].amount;
    }
}`);
    const err = r.files["src/error.rs"];
    expect(err).toMatch(/\n\s+Role,/);
    expect(err).not.toContain("use crate::msg");
  });

  it("drops a literal initial value that a tuple or plain assignment overwrites before any read", async () => {
    const r = await convert(`${header}
contract A {
    uint256 public base = 3;
    function pair() internal view returns (uint256, uint256) { return (base, base + 1); }
    function sum() public view returns (uint256) {
        uint256 x = 1;
        int256 y = -2;
        (x, y) = (base, int256(base));
        return x + uint256(y);
    }
    function plain() public view returns (uint256) { uint256 x = 1; x = base; return x; }
    function kept() public view returns (uint256) { uint256 x = 1; if (base > 2) x = base; return x; }
}`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toMatch(/fn query_sum\([\s\S]*?\n {4}let x: Uint256;\n {4}let y: Int256;\n/);
    expect(rs).toMatch(/fn query_plain\([\s\S]*?\n {4}let x: Uint256;\n {4}x = BASE/);
    expect(rs).toMatch(/fn query_kept\([\s\S]*?\n {4}let mut x = Uint256::one\(\);\n/);
  });

  it("renames a `self` function's variant, reaches mapping members behind storage parameters through their location and drops unread results", async () => {
    const r = await convertSolidity({
      source: `${header}
library SetLib {
    struct Set { address[] values; mapping(address => uint256) index; }
    function contains(Set storage self, address v) internal view returns (bool) {
        return self.index[v] != 0;
    }
}
library Counter {
    struct C { uint256 n; }
    function bump(C storage self) internal returns (uint256) { self.n += 1; return self.n; }
}
contract K {
    using SetLib for SetLib.Set;
    using Counter for Counter.C;
    SetLib.Set private members;
    Counter.C private c;
    function isMember(address a) external view returns (bool) { return members.contains(a); }
    function tick() external { c.bump(); }
    function self(uint256 crate) external pure returns (uint256) { return crate + 1; }
}`,
      fileName: "K.sol",
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const rs = r.files["src/contract.rs"];
    expect(rs).not.toMatch(/self_\.index/);
    expect(rs).toContain("self_ref.may_load_index(deps.storage, &v)?");
    expect(r.files["src/msg.rs"]).toMatch(
      /#\[serde\(rename = "self"\)\][^}]*SelfCall \{ #\[serde\(rename = "crate"\)\] crate_: Uint256 \}/,
    );
    expect(rs).toMatch(/\n\s+counter_bump\([^;]*&mut \w+\)\?;\n/);
    expect(rs).not.toMatch(/^\s*result;$/m);
  });
});
