import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

const header = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IToken {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function mint(address to, uint256 amount) external returns (uint256);
    function balanceOf(address who) external view returns (uint256);
}
interface IVault {
    function deposit(address beneficiary) external payable;
}
`;

async function convert(body: string) {
  const r = await convertSolidity({
    source: `${header}contract Caller {\n${body}\n}`,
    fileName: "Caller.sol",
    format: false,
  });
  const contract = r.files["src/contract.rs"] ?? "";
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { r, contract, errors };
}

describe("state-changing calls to other contracts", () => {
  it("sends native funds with a call as the message's funds, checked against the balance", async () => {
    const { contract, errors, r } = await convert(`
    IVault vault;
    function forward(address to, uint256 amount) external {
        vault.deposit{value: amount}(to);
    }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("if amount > payouts.self_balance(deps.as_ref(), &env)? {");
    expect(contract).toContain("return Err(ContractError::TransferFailed);");
    expect(contract).toContain("payouts.sent += amount;");
    expect(contract).toContain("coins(value.u128(), NATIVE_DENOM)");
    expect(contract).toMatch(/WasmMsg::Execute \{[\s\S]*IVaultExecuteMsg::Deposit/);
    expect(r.diagnostics.map((d) => d.code)).toContain("SOL2CW-W004");
  });

  it("checks a bool result in reply: require(call, msg), a bool local, if (!call) revert", async () => {
    const { contract, errors, r } = await convert(`
    IToken token;
    error Refused(address to);
    error Plain();
    function a(address to) external { require(token.transfer(to, 1), "a failed"); }
    function b(address from) external {
        bool ok = token.transferFrom(from, address(this), 2);
        require(ok, "b failed");
    }
    function c(address to) external { if (!token.transfer(to, 3)) revert Plain(); }
    function d(address to) external { require(token.transfer(to, 4)); }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("SubMsg::reply_on_success(");
    expect(contract).toContain("REPLY_TRANSFER => ContractError::AFailed,");
    expect(contract).toContain("REPLY_TRANSFER_FROM => ContractError::BFailed,");
    expect(contract).toContain("REPLY_TRANSFER_2 => ContractError::Plain,");
    expect(contract).toContain("REPLY_TRANSFER_3 => ContractError::Reverted,");
    expect(contract).toContain("pub fn reply(_deps: DepsMut, _env: Env, msg: Reply)");
    expect(contract).toContain("parse_execute_response_data(&raw)");
    expect(contract).toContain(".add_submessages(payouts.msgs)");
    // the `require(ok, ..)` is checked in reply, not in the handler
    expect(contract).not.toContain("if !ok");
    const report = JSON.parse(r.files["conversion.json"]);
    expect(report.target.entry_points).toContain("reply");
    expect(
      report.functions.find((f: { signature: string }) => f.signature === "a(address)"),
    ).toMatchObject({ deferred_calls: true });
    expect(r.files["src/tests.rs"]).toContain(".with_reply(reply)");
  });

  it("keeps nested uses of a call's result unsupported, saying why", async () => {
    const { errors } = await convert(`
    IToken token;
    uint256 minted;
    function m(address to) external { if (to != address(0)) minted = token.mint(to, 1); }
    function e(address to) external {
        error_ = true;
        for (uint256 j = 0; j < 2; j++) {
            for (uint256 i = 0; i < 2; i++) {
                bool ok = token.transfer(to, 1);
                if (ok) minted += 1;
            }
        }
    }
    bool error_;
    error Short(uint256 amount);
    function f(address to, uint256 amount) external {
        if (!token.transfer(to, amount)) revert Short(minted);
    }
    function g(address to, uint256 amount) external {
        bool ok = token.transfer(to, amount);
        amount = 0;
        if (!ok) revert Short(amount);
    }`);
    const messages = errors.map((d) => d.message);
    // in a branch it continues that path in reply (ADR 192); in a loop inside a loop it cannot
    expect(messages.some((m) => m.startsWith("using the result of mint()"))).toBe(false);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^using the result of transfer\(\) on another contract here: .*this use is inside a loop reply cannot run on \(.*ADRs 213, 214\) is not supported yet$/,
      ),
    );
    // an error reading state, or a local assigned after the call, would differ from the EVM's
    const refused =
      "an error whose arguments read state, call functions or change after the call, raised on a false result of transfer() (the result is checked in reply, after this handler's values are gone) is not supported yet";
    expect(messages.filter((m) => m === refused)).toHaveLength(2);
    expect(errors.every((d) => d.code === "SOL2CW-E018")).toBe(true);
  });

  it("keeps plain message crates free of SubMsg when no result is checked", async () => {
    const { contract, errors } = await convert(`
    IToken token;
    function t(address to) external { token.transfer(to, 1); }
    function u(address to) external { uint256 minted = token.mint(to, 2); }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("ITokenExecuteMsg::Mint {");
    expect(contract).toContain(".add_messages(payouts.msgs)");
    expect(contract).not.toContain("SubMsg");
    expect(contract).not.toContain("fn reply(");
  });
});

describe("try/catch", () => {
  it("matches a smart query of another contract's view on its result", async () => {
    const { contract, errors } = await convert(`
    IToken token;
    function safeBalance(address who) external view returns (uint256 bal, bool ok) {
        try token.balanceOf(who) returns (uint256 b) {
            return (b, true);
        } catch {
            return (0, false);
        }
    }
    function orZero(address who) external view returns (uint256 v) {
        try token.balanceOf(who) returns (uint256) { v = 1; } catch (bytes memory) { v = 2; }
    }`);
    expect(errors).toEqual([]);
    expect(contract).toMatch(
      /match deps\.querier\.query_wasm_smart::<Uint256>\([\s\S]*ITokenQueryMsg::BalanceOf[\s\S]*\) \{\s*Ok\(b\) => \{\s*Ok\(\(b, true\)\)\s*\}\s*Err\(_\) => \{\s*Ok\(\(Uint256::zero\(\), false\)\)/,
    );
    expect(contract).toMatch(/Ok\(_\) => \{\s*v = Uint256::one\(\);/);
  });

  it("says why the clauses it cannot route stay unsupported", async () => {
    const { errors } = await convert(`
    IToken token;
    uint256 seen;
    function a(address who) external view returns (string memory) {
        try token.balanceOf(who) returns (uint256) { return ""; } catch Error(string memory reason) { return reason; }
    }
    function b(address who) external view returns (uint256) {
        try token.balanceOf(who) returns (uint256 x) { return x; } catch (bytes memory data) { return data.length; }
    }
    function c(address to, uint256 n) external {
        for (uint256 i = 0; i < n; i++) {
            try token.transfer(to, 1) returns (bool) { seen = 1; } catch { seen = 2; }
        }
    }`);
    const messages = errors.map((d) => d.message);
    expect(messages).toContain(
      "catch Error(..) around balanceOf(): a failed smart query reports only an error text (a contract's own message wrapped by wasmd, every other failure redacted to `codespace: .., code: ..`; cw-multi-test's differs again), not the EVM's ABI-encoded revert data, so it cannot tell a require/revert message from a panic or a custom error, and running this clause for every failure would catch what the EVM lets through (ADR 185); a bare `catch { }` handles every failure has no faithful CosmWasm translation",
    );
    expect(messages).toContain(
      "reading the revert data in catch (bytes memory ..) around balanceOf(): a failed smart query reports only an error text (a contract's own message wrapped by wasmd, every other failure redacted to `codespace: .., code: ..`; cw-multi-test's differs again), not the EVM's ABI-encoded revert data, so there are no bytes to decode (ADR 185); a catch that does not read them converts has no faithful CosmWasm translation",
    );
    expect(messages).toContain(
      "try/catch around the state-changing call transfer() here: the call runs as a submessage after the handler returns, and reply continues only a try statement at the top level of a public function's body or inside its `if`/`else` branches and plain blocks (when no modifier has code after `_` and no other call is continued at the top level), running the statements after it on that path; inside a loop, an internal function or a constructor the code around the try (later iterations, the caller) would have to be resumed in reply too (ADR 92, 186) is not supported yet",
    );
    expect(errors.every((d) => d.code === "SOL2CW-E012")).toBe(true);
  });
});

describe("message variants of called overloads", () => {
  it("names this.f(..) overloads as this contract's own ExecuteMsg does", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IPool {
    function put(uint256 a) external;
    function put(uint256 a, address to) external;
}
contract Self {
    uint256 public total;
    IPool pool;
    function add(uint256 a) public { total += a; }
    function add(uint256 a, uint256 b) public { total += a + b; }
    function both(uint256 a) external {
        this.add(a);
        this.add(a, 1);
        pool.put(a, msg.sender);
    }
}`,
      fileName: "Self.sol",
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const contract = r.files["src/contract.rs"];
    const msg = r.files["src/msg.rs"];
    expect(contract).toContain("SelfExecuteMsg::Add { a }");
    expect(contract).toMatch(/SelfExecuteMsg::Add2 \{\s*a,\s*b: Uint256::one\(\)/);
    expect(msg).toMatch(/#\[serde\(rename = "add_2"\)\]\s*Add2 \{ a: Uint256, b: Uint256 \}/);
    // the same names as the contract's own messages
    expect(msg).toMatch(/#\[serde\(rename = "add_2"\)\]\s*Add2 \{/);
    expect(contract).toContain("IPoolExecuteMsg::Put2 {");
    expect(msg).toMatch(/#\[serde\(rename = "put_2"\)\]\s*Put2 \{ a: Uint256, to: String \}/);
  });
});

describe("views returning several values", () => {
  it("are queried into a response struct keyed by the callee's return names", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IFeed {
    function latest() external view returns (int256 answer, uint64 updatedAt, address);
}
contract Reader {
    IFeed feed;
    int256 public last;
    function sync() external {
        (int256 a, , ) = feed.latest();
        last = a;
    }
    function probe() external view returns (bool) {
        try feed.latest() returns (int256, uint64 t, address) { return t > 0; } catch { return false; }
    }
}`,
      fileName: "Reader.sol",
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const contract = r.files["src/contract.rs"];
    expect(contract).toContain("query_wasm_smart::<crate::msg::IFeedLatestResponse>(");
    expect(contract).toContain(".map(|r| (r.answer, r.updated_at, r.ret2))");
    expect(contract).toContain("Ok((_, t, _)) => {");
    expect(r.files["src/msg.rs"]).toMatch(
      /pub struct IFeedLatestResponse \{\s*#\[serde\(alias = "ret0"\)\] pub answer: Int256,\s*#\[serde\(alias = "ret1"\)\] pub updated_at: Uint64,\s*pub ret2: Addr,\s*\}/,
    );
  });
});

describe("queries of views that read msg.sender", () => {
  it("send this contract's address as the callee's sender field", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IBook { function mine() external view returns (uint256); }
contract Book is IBook {
    mapping(address => uint256) held;
    function mine() external view returns (uint256) { return held[msg.sender]; }
}
contract Reader {
    IBook book;
    function read() external view returns (uint256) { return book.mine(); }
}`,
      fileName: "Reader.sol",
      contract: "Reader",
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const files = Object.entries(r.files);
    const contract = files.find(([p]) => p.endsWith("reader/src/contract.rs"))?.[1] ?? "";
    const msg = files.find(([p]) => p.endsWith("reader/src/msg.rs"))?.[1] ?? "";
    expect(contract).toMatch(
      /IBookQueryMsg::Mine \{\s*sender: env\.contract\.address\.to_string\(\),?\s*\}/,
    );
    expect(contract).toContain("fn query_read(deps: Deps, env: &Env)");
    expect(msg).toContain("Mine { sender: String },");
    expect(r.diagnostics.filter((d) => d.code === "SOL2CW-W006")).toEqual([]);
  });

  it("flags a view query whose implementation is not in the file, sent without sender", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IBook { function mine() external view returns (uint256); }
interface IMath { function twice(uint256 x) external pure returns (uint256); }
contract Reader {
    IBook book;
    IMath math;
    function read() external view returns (uint256) {
        return math.twice(book.mine());
    }
}`,
      fileName: "Reader.sol",
      format: false,
    });
    const w = r.diagnostics.filter((d) => d.code === "SOL2CW-W006");
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ severity: "warning", line: 9, column: 27 });
    expect(w[0].message).toContain("IBook.mine() is queried without a `sender` field");
    expect(r.files["conversion.json"]).toContain("SOL2CW-W006");
    expect(r.files["README.md"]).toContain("SOL2CW-W006");
    expect(r.files["src/contract.rs"]).toMatch(/IBookQueryMsg::Mine \{\s*\}/);
  });
});

describe("contracts created with new in the generated tests", () => {
  it("registers the created contract's reply entry point when its crate has one", async () => {
    const r = await convertSolidity({
      source: `${header}
contract Plain { uint256 public x; }
contract Payer {
    IToken public token;
    constructor(IToken t) { token = t; }
    function pay(address to, uint256 amount) external {
        bool ok = token.transfer(to, amount);
        require(ok, "transfer failed");
    }
}
contract Factory {
    function create(IToken t) external returns (address, address) {
        return (address(new Payer(t)), address(new Plain()));
    }
}`,
      fileName: "Factory.sol",
      contract: "Factory",
      format: false,
    });
    expect(r.ok).toBe(true);
    expect(r.files["contracts/payer/conversion.json"]).toContain('"reply"');
    const tests = r.files["contracts/factory/src/tests.rs"];
    expect(tests).toMatch(/payer::contract::query,\s*\)\s*\.with_reply\(payer::contract::reply\)/);
    expect(tests).toMatch(/plain::contract::query,\s*\)\)\);/);
  });
});

describe("overrides that rename an interface's parameters", () => {
  it("accept the interface's field names as serde aliases, so callers through it are understood", async () => {
    const r = await convertSolidity({
      source: `${header}contract Token is IToken {
        mapping(address => uint256) public override balanceOf;
        function transfer(address recipient, uint256 value) external override returns (bool) { balanceOf[recipient] += value; return true; }
        function transferFrom(address from, address dst, uint256 amount) external override returns (bool) { balanceOf[from] -= amount; balanceOf[dst] += amount; return true; }
        function mint(address to, uint256 amount) external override returns (uint256) { balanceOf[to] += amount; return amount; }
      }`,
      fileName: "Token.sol",
      format: false,
    });
    const msg = r.files["src/msg.rs"];
    expect(msg).toContain(
      'Transfer { #[serde(alias = "to")] recipient: String, #[serde(alias = "amount")] value: Uint256 }',
    );
    expect(msg).toContain(
      'TransferFrom { from: String, #[serde(alias = "to")] dst: String, amount: Uint256 }',
    );
    expect(msg).toContain("Mint { to: String, amount: Uint256 }");
  });
});

describe("a local that every try/catch clause assigns first", () => {
  it("is declared without its dead initial value (no unused-assignment warning)", async () => {
    const { contract, errors } = await convert(`
    IToken token;
    function safeBalance(address who) external view returns (uint256) {
        uint256 b = 0;
        try token.balanceOf(who) returns (uint256 got) { b = got; } catch { b = 1; }
        return b;
    }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("let b: Uint256;");
    expect(contract).not.toContain("let mut b");
  });
});

describe("answers of views with several return values", () => {
  it("parse whichever names the callee gives them: ret<i> or an in-file implementation's", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IStats { function stats() external view returns (uint256 count, bool frozen); }
contract Impl is IStats {
  function stats() external pure override returns (uint256 total, bool) { return (1, true); }
}
contract Reader {
  uint256 public seen;
  function read(IStats s) external { (uint256 c, bool f) = s.stats(); if (f) seen = c; }
}`,
      fileName: "Reader.sol",
      contract: "Reader",
      format: false,
    });
    const msg = r.files["contracts/reader/src/msg.rs"];
    expect(msg).toContain('#[serde(alias = "ret0")] #[serde(alias = "total")] pub count: Uint256,');
    expect(msg).toContain('#[serde(alias = "ret1")] pub frozen: bool,');
  });
});

describe("calls on a contract-typed value", () => {
  const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IScore { function scoreOf(address player) external view returns (uint256); }
contract Reader {
    Store store;
    constructor(Store s) { store = s; }
    function plain() external view returns (uint256) { return store.total() + store.LIMIT(); }
    function keyed(address a, address b) external view returns (uint256) {
        return store.balances(a) + store.allowances(a, b) + store.scoreOf(b);
    }
    function tagged(uint256 i) external view returns (uint256) { return store.tags(i); }
    function profile(address who) external view returns (string memory name, uint64 level) {
        (name, level) = store.profiles(who);
    }
    function inherited() external view returns (address) { return store.owner(); }
    function cast(address at) external view returns (address) { return address(Store(at).self()); }
    function local(Store other) external view returns (uint256) { Store s = other; return s.total(); }
    function change(uint256 x) external returns (uint256) { uint256 r = store.add(x); return r; }
}
contract Owned { address public owner = msg.sender; }
contract Store is Owned, IScore {
    struct Profile { string name; uint64 level; uint256[] history; }
    uint256 public constant LIMIT = 7;
    uint256 public total;
    mapping(address => uint256) public balances;
    mapping(address => mapping(address => uint256)) public allowances;
    mapping(address => uint256) public override scoreOf;
    uint256[] public tags;
    mapping(address => Profile) public profiles;
    Store public self;
    function add(uint256 x) external returns (uint256) { total += x; return total; }
}`;

  /** `Variant { fields }` of an enum in msg.rs, by variant. */
  function variants(msg: string, enumName: string): Map<string, string> {
    const body = new RegExp(`pub enum ${enumName} \\{([\\s\\S]*?)\\n\\}`).exec(msg)?.[1] ?? "";
    return new Map(
      [...body.matchAll(/^\s*(\w+) \{([^}]*)\},$/gm)].map((m) => [m[1], m[2].trim()] as const),
    );
  }

  it("queries getters and views with the messages the callee's QueryMsg declares", async () => {
    const r = await convertSolidity({ source, fileName: "Reader.sol", format: false });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const callerMsg = r.files["contracts/reader/src/msg.rs"];
    const calleeMsg = r.files["contracts/store/src/msg.rs"];
    const sent = variants(callerMsg, "StoreQueryMsg");
    const declared = variants(calleeMsg, "QueryMsg");
    expect([...sent.keys()].sort()).toEqual(
      [
        "Allowances",
        "Balances",
        "Limit",
        "Profiles",
        "ScoreOf",
        "SelfCall",
        "Tags",
        "Total",
      ].sort(),
    );
    for (const [variant, fields] of sent) expect(declared.get(variant), variant).toBe(fields);
    expect(sent.get("Allowances")).toBe("arg0: String, arg1: String");
    // the getter overriding IScore.scoreOf takes the interface's parameter name on both sides
    expect(sent.get("ScoreOf")).toBe("player: String");
    expect(callerMsg).toMatch(/#\[serde\(rename = "self"\)\]\s*SelfCall \{\},/);
    // the inherited getter is sent to the contract declaring it
    expect(variants(callerMsg, "OwnedQueryMsg").get("Owner")).toBe("");
    // a struct comes back as its members without the array, named as the callee's answer names them
    expect(callerMsg).toMatch(
      /pub struct StoreProfilesResponse \{\s*#\[serde\(alias = "ret0"\)\] pub name: String,\s*#\[serde\(alias = "ret1"\)\] pub level: Uint64,\s*\}/,
    );
    expect(calleeMsg).toMatch(
      /pub struct ProfilesResponse \{\s*pub name: String,\s*pub level: Uint64,\s*\}/,
    );
    const contract = r.files["contracts/reader/src/contract.rs"];
    expect(contract).toContain("query_wasm_smart::<Uint256>(");
    expect(contract).toContain("&StoreQueryMsg::Tags { arg0: i }");
    expect(contract).toContain(".map(|r| (r.name, r.level))");
    // the state-changing function is a message continued in reply
    expect(contract).toContain("StoreExecuteMsg::Add { x }");
    expect(contract).toContain("pub fn reply(");
  });

  it("never calls a getter on another contract an external function value", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Later { uint256 public count; }
contract Caller {
    function viaValue(Later l) external view returns (uint256) {
        function() external view returns (uint256) f = l.count;
        return f();
    }
    function direct(Later l) external view returns (uint256) { return l.count(); }
}`,
      fileName: "Caller.sol",
      contract: "Caller",
      format: false,
    });
    const errors = r.diagnostics.filter((d) => d.severity === "error");
    // only the function value is refused, as one
    expect(errors.map((d) => [d.code, d.line])).toEqual([["SOL2CW-E013", 6]]);
    expect(errors[0].message).toContain(".count as a value: an external function value");
  });

  it("queries a contract created by new in the same function after its instantiation (ADR 204)", async () => {
    const r = await convertSolidity({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract C { uint256 public v = 32; }
contract D {
    C kept;
    constructor() { kept = new C(); }
    function direct() external returns (uint256) { return (new C()).v(); }
    function viaLocal() external returns (uint256) { C c = new C(); return c.v(); }
    function later() external view returns (uint256) { return kept.v(); }
}`,
      fileName: "D.sol",
      contract: "D",
      format: false,
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const rs = r.files["contracts/d/src/contract.rs"];
    // the getter is queried in reply, once the instantiation answered with the address
    expect(rs).toMatch(/REPLY_CONTINUE_DIRECT => continue_direct\(/);
    expect(rs).toMatch(/REPLY_CONTINUE_VIA_LOCAL => continue_via_local\(/);
    expect(rs).toMatch(/let c = created_address\(reply\)\?;/);
  });
});
