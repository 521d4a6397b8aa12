import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

async function convert(source: string) {
  const r = await convertSolidity({ source: header + source, fileName: "C.sol", format: false });
  return {
    rs: r.files["src/contract.rs"] ?? r.files["contracts/wallet/src/contract.rs"] ?? "",
    errors: r.diagnostics.filter((d) => d.severity === "error"),
  };
}

describe("low-level calls with data", () => {
  it("continue in reply with the success flag and the returned data", async () => {
    const { rs, errors } = await convert(`
contract Wallet {
    event Done(bool ok, bytes data);
    function run(address to, uint256 v, bytes calldata data) external {
        (bool ok, bytes memory ret) = to.call{value: v}(data);
        require(ok, "call failed");
        emit Done(ok, ret);
    }
}`);
    expect(errors).toEqual([]);
    const run = fnText(rs, "execute_run");
    expect(run).toContain(
      "let message = low_level_call(deps.as_ref(), &env, &call_to, call_value, &call_data)?;",
    );
    expect(run).toContain("let Some(message) = message else {");
    expect(run).toContain("let sent = payouts.send(deps.as_ref(), &env, &call_to, call_value)?;");
    expect(run).toContain("continue_run(deps, sent, HexBinary::default())?");
    expect(run).toContain("SubMsg::reply_always(message, REPLY_CONTINUE_RUN)");
    const rest = fnText(rs, "continue_run");
    expect(rest).toContain("let (ok, ret) = (call_success, call_output);");
    expect(rest).toContain("return Err(ContractError::CallFailed);");
    expect(rs).toContain(
      "REPLY_CONTINUE_RUN => continue_run(deps, msg.result.is_ok(), reply_output(&msg)),",
    );
    // no function of the file can be called by ABI data: the data is the JSON message itself
    expect(fnText(rs, "low_level_call")).toContain("let msg = Binary::from(data);");
  });

  it("ignore the failure of a call whose result nothing reads", async () => {
    const { rs, errors } = await convert(`
contract Wallet {
    function poke(address to, bytes calldata data) external {
        to.call(data);
    }
    function tryIt(address to, bytes calldata data) external {
        (bool ok, ) = to.call(data);
    }
}`);
    expect(errors).toEqual([]);
    expect(fnText(rs, "execute_poke")).toContain(
      "payouts.msgs.push(SubMsg::reply_on_error(message, REPLY_CALL_FAILURE_IGNORED));",
    );
    expect(fnText(rs, "execute_try_it")).toContain("REPLY_CALL_FAILURE_IGNORED");
    expect(rs).toContain("REPLY_CALL_FAILURE_IGNORED => Ok(Response::new()),");
  });

  it("send a function of the file called by its signature as its JSON message", async () => {
    const { rs, errors } = await convert(`
interface IVault { function deposit(uint256 amount) external payable; }
contract Wallet {
    function fund(address vault, uint256 amount) external payable {
        (bool ok, ) = vault.call{value: msg.value}(abi.encodeWithSignature("deposit(uint256)", amount));
        require(ok, "deposit failed");
    }
}`);
    expect(errors).toEqual([]);
    const fund = fnText(rs, "execute_fund");
    expect(fund).toContain("msg: to_json_binary(&IVaultExecuteMsg::Deposit { amount })?,");
    expect(fund).toContain("funds: call_funds(call_value)?,");
  });

  it("is refused where its result would be needed before reply", async () => {
    const { errors } = await convert(`
contract Wallet {
    function run(address to, bytes calldata data) external returns (bool) {
        if (data.length > 0) {
            (bool ok, ) = to.call(data);
            return ok;
        }
        return false;
    }
}`);
    expect(errors).toEqual([
      expect.objectContaining({
        code: "SOL2CW-E018",
        line: 7,
        message: expect.stringContaining("using the result of a low-level call here"),
      }),
    ]);
  });
});

describe("low-level calls of a view of the contract itself (ADR 0227)", () => {
  it("run the view in place: the success flag is whether it returned", async () => {
    const { rs, errors } = await convert(`
contract Wallet {
    function check(uint256 x) external pure returns (uint256) { require(x > 0, "zero"); return x; }
    function run(uint256 x) external returns (bool ok) {
        (ok, ) = address(this).call(abi.encodeCall(this.check, (x)));
    }
}`);
    expect(errors).toEqual([]);
    expect(fnText(rs, "execute_run")).toContain("(query_check(x).is_ok(), HexBinary::default())");
    expect(rs).not.toContain("SubMsg");
  });

  it("are refused, located, where the returned bytes are kept, or with a value", async () => {
    const { errors } = await convert(`
contract Wallet {
    function check(uint256 x) external pure returns (uint256) { return x; }
    function run() external returns (bytes memory) {
        (, bytes memory ret) = address(this).call(abi.encodeCall(this.check, (1)));
        return ret;
    }
    function pay() external payable returns (bool ok) {
        (ok, ) = address(this).call{value: 1}(abi.encodeCall(this.check, (1)));
    }
}`);
    expect(errors.map((d) => [d.code, d.line, d.message])).toEqual([
      [
        "SOL2CW-E018",
        7,
        "the returned bytes of a low-level call of the pure function check() (run in place, it gives only its success flag) is not supported yet",
      ],
      [
        "SOL2CW-E018",
        11,
        "a low-level call of the pure function check() (it is a CosmWasm query, which a message cannot run) is not supported yet",
      ],
    ]);
  });
});
