import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

const header = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IPool {
    function swap(address to, uint256 amountIn) external returns (uint256 amountOut);
    function split(uint256 amount) external returns (uint256 half, uint256 rest);
    function deposit(address owner) external payable returns (uint256 shares);
    function poke() external;
    function route(uint256 amountIn, address[] calldata path) external returns (uint256[] memory amounts);
}
`;

async function convert(body: string) {
  const r = await convertSolidity({
    source: `${header}contract Router {\n${body}\n}`,
    fileName: "Router.sol",
  });
  const contract = r.files["src/contract.rs"] ?? "";
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { r, contract, errors };
}

/** The Rust fn named `name` (up to the next top-level item). */
function fnText(contract: string, name: string): string {
  const at = contract.search(new RegExp(`fn ${name}\\(`));
  expect(at, name).toBeGreaterThan(-1);
  const end = contract.indexOf("\n}\n", at);
  return contract.slice(at, end + 2);
}

describe("calls continued in reply", () => {
  it("continues the constructor at a try around a call, with the sender kept (ADR 223)", async () => {
    const { contract, errors } = await convert(`
    uint256 public got;
    address public owner;
    constructor(IPool pool, uint256 x) {
        try pool.swap(msg.sender, x) returns (uint256 out) { got = out; } catch { got = 1; }
        owner = msg.sender;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "instantiate")).toMatch(
      /SubMsg::reply_always\([\s\S]*REPLY_CONTINUE_CONSTRUCTOR,?\s*\)\);\s*push_continuation\(\s*deps\.storage,\s*Continuation::Constructor \{\s*sender: info\.sender,?\s*\},?\s*\)\?;/,
    );
    expect(fnText(contract, "continue_constructor")).toMatch(
      /if reply\.result\.is_ok\(\) \{\s*let out = [\s\S]*GOT\.save[\s\S]*\} else \{\s*GOT\.save\(deps\.storage, &Uint256::one\(\)\)\?;\s*\}\s*OWNER\.save\(deps\.storage, &sender\)\?;/,
    );
  });

  it("stops the handler at `T x = call`, keeps what the rest reads and runs the rest in reply", async () => {
    const { contract, errors, r } = await convert(`
    IPool pool;
    mapping(address => uint256) public balances;
    uint256 public pending;
    event Started(address indexed user, uint256 amountIn);
    event Routed(address indexed user, uint256 amountOut);
    function swapFor(uint256 amountIn, uint256 minOut, uint256 unused) external returns (uint256) {
        pending += amountIn;
        emit Started(msg.sender, amountIn);
        uint256 out = pool.swap(msg.sender, amountIn);
        require(out >= minOut, "slippage");
        pending -= amountIn;
        balances[msg.sender] += out;
        emit Routed(msg.sender, out);
        return out;
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_swap_for");
    // the statements before the call run first; the call is the handler's last message
    expect(handler).toMatch(
      /PENDING\.save[\s\S]*events\.push\(started_event[\s\S]*SubMsg::reply_on_success\([\s\S]*IPoolExecuteMsg::Swap[\s\S]*REPLY_CONTINUE_SWAP_FOR,\s*\)\);/,
    );
    expect(handler).toMatch(
      /push_continuation\(\s*deps\.storage,\s*Continuation::SwapFor \{\s*amount_in,\s*min_out,\s*sender: info\.sender,?\s*\},?\s*\)\?;/,
    );
    expect(handler).toMatch(
      /Ok\(Response::new\(\)\s*\.add_submessages\(payouts\.msgs\)\s*\.add_events\(events\)\)\s*\}$/,
    );
    expect(handler).not.toContain("set_data");
    // the continuation: pops the state, decodes the callee's return value, runs the rest
    const rest = fnText(contract, "continue_swap_for");
    expect(rest).toContain("fn continue_swap_for(deps: DepsMut, reply: Reply)");
    expect(rest).toMatch(
      /let Continuation::SwapFor \{\s*sender,\s*amount_in,\s*min_out,?\s*\} = pop_continuation\(deps\.storage\)\?;/,
    );
    expect(rest).toContain("let out = from_json::<Uint256>(returned_data(reply)?)?;");
    expect(rest).toMatch(/if out < min_out \{\s*return Err\(ContractError::Slippage\);/);
    expect(rest).toContain("PENDING.load(deps.storage)?.checked_sub(amount_in)?");
    expect(rest).toContain("events.push(routed_event(&sender, out));");
    expect(rest).toMatch(/\.add_events\(events\)\s*\.set_data\(to_json_binary\(&out\)\?\)\)/);
    expect(contract).toMatch(
      /enum Continuation \{\s*SwapFor \{\s*sender: Addr,\s*amount_in: Uint256,\s*min_out: Uint256,\s*\},\s*\}/,
    );
    expect(contract).toContain("REPLY_CONTINUE_SWAP_FOR => continue_swap_for(deps, msg),");
    expect(contract).toContain("fn returned_data(reply: Reply) -> Result<Binary, ContractError>");
    expect(contract).toContain('cw_storage_plus::Item::new("continuations")');
    // nothing runs out of order any more: no W004, and the report does not reorder events
    expect(r.diagnostics.filter((d) => d.code === "SOL2CW-W004")).toEqual([]);
    const report = JSON.parse(r.files["conversion.json"]);
    expect(report.target.entry_points).toContain("reply");
    const fn = report.functions.find(
      (f: { signature: string }) => f.signature === "swapFor(uint256,uint256,uint256)",
    );
    expect(fn.deferred_calls).toBeUndefined();
    expect(r.files["src/tests.rs"]).toContain(".with_reply(reply)");
  });

  it("chains a second call's continuation from the first one's", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    mapping(address => uint256) public balances;
    function swapTwice(uint256 amountIn) external returns (uint256 total) {
        total = pool.swap(msg.sender, amountIn);
        uint256 second = pool.swap(msg.sender, amountIn);
        total += second;
        balances[msg.sender] += total;
    }`);
    expect(errors).toEqual([]);
    const first = fnText(contract, "continue_swap_twice");
    // `total = call` declares total in the continuation: its old value is not kept
    expect(first).toMatch(/let Continuation::SwapTwice \{ sender, amount_in \} = pop_continuation/);
    expect(first).toContain("let total = from_json::<Uint256>(returned_data(reply)?)?;");
    expect(first).toContain("REPLY_CONTINUE_SWAP_TWICE_2,");
    expect(first).toContain(
      "push_continuation(deps.storage, Continuation::SwapTwice2 { total, sender })?;",
    );
    expect(first).toContain("Ok(Response::new().add_submessages(payouts.msgs))");
    const second = fnText(contract, "continue_swap_twice_2");
    // assigned after the call: restored as mut
    expect(second).toMatch(/Continuation::SwapTwice2 \{ sender, mut total \}/);
    expect(second).toContain("total = total.checked_add(second)?;");
    expect(second).toContain("Ok(Response::new().set_data(to_json_binary(&total)?))");
    // several continuations: a pop that finds another one fails
    expect(second).toContain("else {");
    expect(contract).toMatch(/const REPLY_CONTINUE_SWAP_TWICE: u64 = 1;/);
    expect(contract).toMatch(/const REPLY_CONTINUE_SWAP_TWICE_2: u64 = 2;/);
  });

  it("continues `return call`, tuple assignments and payable calls", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    uint256 public lastHalf;
    uint256 public forwarded;
    function direct(uint256 amountIn) external returns (uint256) {
        return pool.swap(msg.sender, amountIn);
    }
    function halves(uint256 amount) external returns (uint256 a, uint256 b) {
        (a, b) = pool.split(amount);
        lastHalf = a;
    }
    function accumulate(uint256 x) external returns (uint256 acc) {
        acc = 1;
        acc += pool.swap(msg.sender, x);
        lastHalf = acc;
    }
    function depositAll() external payable returns (uint256) {
        uint256 shares = pool.deposit{value: msg.value}(address(this));
        forwarded += msg.value;
        return shares;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "continue_direct")).toMatch(
      /Ok\(\s*Response::new\(\)\.set_data\(to_json_binary\(&from_json::<Uint256>\(returned_data\(\s*reply,?\s*\)\?\)\?\)\?\),?\s*\)/,
    );
    const halves = fnText(contract, "continue_halves");
    expect(halves).toMatch(
      /let \(a, b\) = from_json::<crate::msg::IPoolSplitResponse>\(returned_data\(reply\)\?\)\s*\.map\(\|r\| \(r\.half, r\.rest\)\)\?;/,
    );
    expect(halves).toContain("to_json_binary(&HalvesResponse { a, b })?");
    // `x += call` reads x: kept and restored as mut
    const acc = fnText(contract, "continue_accumulate");
    expect(acc).toMatch(/Continuation::Accumulate \{ mut acc \}/);
    expect(acc).toContain("acc = acc.checked_add(from_json::<Uint256>(returned_data(reply)?)?)?;");
    expect(fnText(contract, "execute_deposit_all")).toMatch(
      /coins\(value\.u128\(\), NATIVE_DENOM\)[\s\S]*push_continuation\(deps\.storage, Continuation::DepositAll \{ funds \}\)\?;/,
    );
    expect(fnText(contract, "continue_deposit_all")).toContain("checked_add(funds)?");
    expect(contract).toMatch(/DepositAll \{\s*funds: Uint256,?\s*\}/);
  });

  it("runs a try block or a catch block after a SubMsg::reply_always", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    uint256 public failures;
    mapping(address => uint256) public balances;
    function trySwap(uint256 amountIn) external returns (bool ok) {
        try pool.swap(msg.sender, amountIn) returns (uint256 out) {
            balances[msg.sender] += out;
            ok = true;
        } catch {
            failures += 1;
            ok = false;
        }
        failures += 0;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "execute_try_swap")).toMatch(
      /SubMsg::reply_always\([\s\S]*REPLY_CONTINUE_TRY_SWAP,/,
    );
    const rest = fnText(contract, "continue_try_swap");
    expect(rest).toMatch(
      /let ok: bool;\s*if reply\.result\.is_ok\(\) \{\s*let out = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;[\s\S]*ok = true;\s*\} else \{[\s\S]*FAILURES\.save[\s\S]*ok = false;\s*\}/,
    );
    expect(rest).toContain("set_data(to_json_binary(&ok)?)");
  });

  it("continues a try in a branch of a top-level if, then the statements after the if", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    uint256 public failures;
    uint256 public small;
    mapping(address => uint256) public balances;
    function route(uint256 amountIn) external returns (uint256 credited) {
        if (amountIn > 10) {
            uint256 fee = amountIn / 10;
            try pool.swap(msg.sender, amountIn - fee) returns (uint256 out) {
                credited = out;
            } catch {
                failures += 1;
            }
            credited += fee;
        } else {
            small += 1;
        }
        balances[msg.sender] += credited;
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_route");
    // the taken branch stops at the call; the other path runs on to the end at once
    expect(handler).toMatch(
      /if amount_in > Uint256::from_u128\(10\) \{[\s\S]*SubMsg::reply_always\([\s\S]*REPLY_CONTINUE_ROUTE,[\s\S]*push_continuation\([\s\S]*Continuation::Route \{[\s\S]*fee,[\s\S]*\)\?;\s*return Ok\(Response::new\(\)\.add_submessages\(payouts\.msgs\)\);\s*\} else \{[\s\S]*SMALL\.save[\s\S]*\}\s*let balances = BALANCES/,
    );
    // the catch path reads the zero `credited` starts with: it travels with the continuation
    expect(handler).toMatch(/Continuation::Route \{\s*credited,\s*fee,\s*sender: info\.sender,/);
    const rest = fnText(contract, "continue_route");
    expect(rest).toMatch(
      /if reply\.result\.is_ok\(\) \{[\s\S]*credited = out;[\s\S]*\} else \{[\s\S]*FAILURES\.save[\s\S]*\}\s*credited = credited\.checked_add\(fee\)\?;[\s\S]*BALANCES\.save/,
    );
    expect(rest).not.toContain("SMALL");
  });

  it("continues `T x = call` and a nested use in a branch, then the statements after the if (ADR 192)", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    uint256 public total;
    uint256 public skipped;
    function pull(uint256 amount, uint256 min) external returns (uint256) {
        if (amount > 0) {
            uint256 got = pool.swap(msg.sender, amount);
            require(got >= min, "short");
            total += got;
        } else {
            skipped += 1;
        }
        return total;
    }
    function twice(uint256 amount) external {
        if (amount > 10) total += pool.swap(msg.sender, amount) * 2;
        skipped += 1;
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "execute_pull")).toMatch(
      /if amount > Uint256::zero\(\) \{[\s\S]*REPLY_CONTINUE_PULL,[\s\S]*push_continuation\(deps\.storage, Continuation::Pull \{ min \}\)\?;\s*return Ok\(Response::new\(\)\.add_submessages\(payouts\.msgs\)\);\s*\} else \{[\s\S]*SKIPPED\.save/,
    );
    const rest = fnText(contract, "continue_pull");
    expect(rest).toMatch(
      /let got = from_json::<Uint256>\(returned_data\(reply\)\?\)\?;\s*if got < min \{\s*return Err\(ContractError::Short\);[\s\S]*TOTAL\.save[\s\S]*set_data\(to_json_binary\(&TOTAL\.load/,
    );
    expect(rest).not.toContain("SKIPPED");
    expect(fnText(contract, "continue_twice")).toMatch(
      /from_json::<Uint256>\(returned_data\(reply\)\?\)\?\s*\.checked_mul\(Uint256::from_u128\(2\)\)\?[\s\S]*TOTAL\.save[\s\S]*SKIPPED\.save/,
    );
  });

  it("keeps a try in a branch refused when a modifier wraps the body, and only that statement", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    uint256 public failures;
    uint256 public calls;
    bool locked;
    modifier guarded() { require(!locked, "reentrant"); locked = true; _; locked = false; }
    function take(uint256 amountIn) external guarded {
        calls += 1;
        if (amountIn > 0) {
            try pool.swap(msg.sender, amountIn) returns (uint256) {} catch { failures += 1; }
        }
    }`);
    expect(errors.map((e) => [e.code, e.line])).toEqual([["SOL2CW-E012", 20]]);
    expect(errors[0].message).toContain("when no modifier has code after `_`");
    expect(contract).not.toContain("REPLY_CONTINUE_TAKE");
    expect(fnText(contract, "execute_take")).toContain("CALLS.save");
  });

  it("refuses catch clauses that need the revert data, at the clause, around a continued call", async () => {
    const { errors } = await convert(`
    IPool pool;
    uint256 public failures;
    function a(uint256 amountIn) external returns (string memory why) {
        try pool.swap(msg.sender, amountIn) returns (uint256) {
            why = "";
        } catch Error(string memory reason) {
            why = reason;
        } catch {
            failures += 1;
        }
    }
    function b(uint256 amountIn) external returns (uint256 code) {
        try pool.swap(msg.sender, amountIn) returns (uint256) {} catch Panic(uint256 c) { code = c; }
    }
    function d(uint256 amountIn) external returns (uint256 n) {
        try pool.swap(msg.sender, amountIn) returns (uint256) {} catch (bytes memory data) { n = data.length; }
    }`);
    const found = errors.map((e) => [e.code, e.line, e.message.slice(0, e.message.indexOf(":"))]);
    expect(found).toEqual([
      ["SOL2CW-E012", 17, "catch Error(..) around swap()"],
      ["SOL2CW-E012", 24, "catch Panic(..) around swap()"],
      ["SOL2CW-E012", 27, "reading the revert data in catch (bytes memory ..) around swap()"],
    ]);
    expect(errors[0].message).toContain("redacted to `codespace: .., code: ..`");
    expect(errors[0].message).toContain("a bare `catch { }` handles every failure");
  });

  it("reports what it cannot continue", async () => {
    const { errors } = await convert(`
    IPool pool;
    uint256 public total;
    struct Pos { uint256 amount; }
    mapping(address => Pos) positions;
    modifier counted() {
        uint256 before = total;
        _;
        total = before + 1;
    }
    function afterBody(uint256 x) external counted returns (uint256) {
        uint256 out = pool.swap(msg.sender, x);
        return out;
    }
    function viaPointer(uint256 x) external {
        Pos storage p;
        p = positions[msg.sender];
        uint256 out = pool.swap(msg.sender, x);
        p.amount += out;
    }
    function inner(uint256 x) internal returns (uint256) {
        uint256 got = pool.swap(msg.sender, x);
        return got;
    }
    constructor(uint256 x) {
        // not at a statement reply can resume (ADR 225)
        unchecked { total = inner(x); }
    }`);
    const messages = errors.map((d) => d.message);
    expect(messages).toContain(
      "a call continued in reply inside a function whose modifier counted declares locals (its code after `_` runs in reply) is not supported yet",
    );
    expect(messages).toContain(
      "the storage reference p read after swap() returns (the continuation keeps the keys of a reference declared at the top level with a value and not pointed elsewhere before the call, to a mapping entry or array element) is not supported yet",
    );
    // a result read only by the function's final return is read too (not a plain message)
    expect(
      messages.some((m) => m.startsWith("using the result of swap() on another contract here")),
    ).toBe(true);
    expect(errors.every((d) => d.code === "SOL2CW-E018")).toBe(true);
  });

  it("continues a statement that uses the result inside its expression (ADR 190)", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    uint256 public total;
    uint256 public big;
    function harvest(uint256 bonus) external {
        total = pool.swap(msg.sender, 1) + bonus;
    }
    function swapIf(uint256 x, uint256 min) external {
        if (pool.swap(msg.sender, x) > min) big += 1;
        total += 1;
    }
    function swapAtLeast(uint256 x, uint256 min) external {
        require(pool.swap(msg.sender, x) >= min, "slippage");
    }`);
    expect(errors).toEqual([]);
    expect(fnText(contract, "execute_swap_if")).toMatch(
      /push_continuation\(\s*deps\.storage,\s*Continuation::SwapIf \{ min \}\s*\)\?;/,
    );
    const rest = fnText(contract, "continue_swap_if");
    expect(rest).toMatch(/if from_json::<Uint256>\(returned_data\(reply\)\?\)\? > min \{/);
    expect(rest).toMatch(/TOTAL\.save/);
    expect(fnText(contract, "continue_harvest")).toMatch(
      /let total = from_json::<Uint256>\(returned_data\(reply\)\?\)\?\.checked_add\(bonus\)\?;/,
    );
    expect(fnText(contract, "continue_swap_at_least")).toMatch(
      /if from_json::<Uint256>\(returned_data\(reply\)\?\)\? < min \{\s*return Err\(ContractError::Slippage\);/,
    );
  });

  it("refuses a nested result where the EVM may evaluate something the call changes first", async () => {
    const { errors } = await convert(`
    IPool pool;
    uint256 public total;
    mapping(uint256 => uint256) slots;
    function readsState(uint256 x) external {
        total = total * 2 + pool.swap(msg.sender, x);
    }
    function onlySometimes(uint256 x) external returns (bool) {
        return x > 5 && pool.swap(msg.sender, x) > 0;
    }
    function twoCalls(uint256 x) external returns (uint256) {
        return pool.swap(msg.sender, x) + pool.swap(msg.sender, x);
    }
    function target(uint256 x) external {
        slots[total] = pool.swap(msg.sender, x) + 1;
    }
    function each(uint256[] calldata xs) external {
        for (uint256 j = 0; j < 2; j++) {
            for (uint256 i = 0; i < xs.length; i++) total += pool.swap(msg.sender, xs[i]);
        }
    }
    function _pull(uint256 x) internal returns (uint256) {
        return pool.swap(msg.sender, x) + 1;
    }
    constructor(uint256 x) {
        // not at a statement reply can resume (ADR 225)
        unchecked { total = _pull(x); }
    }`);
    const located = errors.map((d) => `${d.line} ${d.message}`);
    const why = (line: number, reason: string) =>
      `${line} using the result of swap() on another contract here: ${reason} is not supported yet`;
    expect(located).toContain(
      why(
        16,
        "the result is used where the same expression also reads state or has effects, which the EVM may evaluate before the call",
      ),
    );
    expect(located).toContain(
      why(19, "the result is used where it is evaluated only when the left of && allows it"),
    );
    expect(located).toContain(
      why(
        22,
        "two results of calls to other contracts are used in one statement (reply resumes a statement after one call)",
      ),
    );
    expect(located).toContain(
      why(
        25,
        "the result is used where the assignment's target is chosen by a value the call may change",
      ),
    );
    const where = (w: string) =>
      located.some((m) => m.endsWith(`this use is ${w} is not supported yet`));
    expect(
      where(
        "inside a loop reply cannot run on (it runs on a for or while loop at the top level of a public function or in its if/else branches, with one such statement in its body: ADRs 213, 214)",
      ),
    ).toBe(true);
    expect(
      where(
        "inside an internal function called where its statements cannot run in place of the call (at a statement of a public function, or at a top-level statement of the constructor: ADRs 212, 225), so reply cannot resume its caller",
      ),
    ).toBe(true);
    expect(errors.every((d) => d.code === "SOL2CW-E018")).toBe(true);
  });

  it("keeps the keys of a storage reference read after the call", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    struct Pos { uint256 amount; uint256 swaps; }
    mapping(address => mapping(uint256 => Pos)) public positions;
    mapping(address => uint256) public last;
    function viaPointer(uint256 x, uint256 slot) external returns (uint256) {
        Pos storage p = positions[msg.sender][slot];
        p.swaps += 1;
        uint256 out = pool.swap(msg.sender, x);
        p.amount += out;
        last[msg.sender] = out;
        return p.swaps;
    }`);
    expect(errors).toEqual([]);
    // keys first: they may be cloned from what the other fields move
    expect(fnText(contract, "execute_via_pointer")).toMatch(
      /Continuation::ViaPointer \{\s*p_key: info\.sender\.clone\(\),\s*p_key1: slot,\s*sender: info\.sender,?\s*\}/,
    );
    const rest = fnText(contract, "continue_via_pointer");
    expect(rest).toMatch(
      /POSITIONS\s*\.may_load\(deps\.storage, \(&p_key, p_key1\.to_be_bytes\(\)\.as_slice\(\)\)\)\?/,
    );
    expect(rest).toContain("positions.amount = positions.amount.checked_add(out)?;");
  });

  it("runs a modifier's code after `_` where the continued function returns", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    bool locked;
    uint256 public total;
    uint256 public calls;
    modifier nonReentrant() {
        require(!locked, "reentrant");
        locked = true;
        _;
        locked = false;
    }
    modifier counted(uint256 by) {
        _;
        calls += by;
    }
    function swap(uint256 x) external nonReentrant counted(2) returns (uint256) {
        if (x == 0) return 0;
        uint256 got = pool.swap(msg.sender, x);
        total += got;
        return got;
    }`);
    expect(errors).toEqual([]);
    const handler = fnText(contract, "execute_swap");
    // the code before `_` runs in the handler, the guard stays set while the pool runs
    expect(handler).toMatch(
      /if LOCKED\.load\(deps\.storage\)\? \{\s*return Err\(ContractError::Reentrant\);\s*\}\s*LOCKED\.save\(deps\.storage, &true\)\?;\s*\/\/ modifier counted\s*let by = Uint256::from_u128\(2\);/,
    );
    // an early return runs the code after `_` (innermost first) before the response
    expect(handler).toMatch(
      /return \{\s*let ret = Uint256::zero\(\);\s*\/\/ modifier counted, after `_`[\s\S]*CALLS\.save[\s\S]*\/\/ modifier nonReentrant, after `_`\s*LOCKED\.save\(deps\.storage, &false\)\?;/,
    );
    expect(handler).toContain("push_continuation(deps.storage, Continuation::Swap { by })?;");
    const rest = fnText(contract, "continue_swap");
    expect(rest).toMatch(
      /TOTAL\.save[\s\S]*let ret = got;[\s\S]*CALLS\.load\(deps\.storage\)\?\.checked_add\(by\)\?[\s\S]*LOCKED\.save\(deps\.storage, &false\)\?;\s*Ok\(Response::new\(\)\.set_data\(to_json_binary\(&ret\)\?\)\)/,
    );
  });

  it("sends an address[] argument as text and decodes an array result", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    uint256 public last;
    function viaPath(uint256 x, address mid) external {
        address[] memory path = new address[](2);
        path[0] = mid;
        path[1] = msg.sender;
        uint256[] memory amounts = pool.route(x, path);
        last = amounts[amounts.length - 1];
    }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("path: path.iter().map(|a| a.to_string()).collect(),");
    expect(fnText(contract, "continue_via_path")).toContain(
      "let amounts = from_json::<Vec<Uint256>>(returned_data(reply)?)?;",
    );
  });

  it("leaves unread results and checked bools as before", async () => {
    const { contract, errors } = await convert(`
    IPool pool;
    function fire(uint256 x) external { pool.poke(); uint256 out = pool.swap(msg.sender, x); }`);
    expect(errors).toEqual([]);
    expect(contract).not.toContain("Continuation");
    expect(contract).not.toContain("fn reply(");
  });
});
