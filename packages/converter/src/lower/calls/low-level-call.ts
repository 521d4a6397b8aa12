import type { AstNode } from "../../frontend/ast.ts";
import { isThisAddress } from "../ast-queries.ts";
import { owned } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { classifyCall } from "./classify-call.ts";
import { encodedCall } from "./encoded-call.ts";
import { externalMsg } from "./external-call.ts";

// `to.call{value: v}(data)` with data (ADR 181). Its CosmWasm meaning: `data` that is a JSON
// execute message is sent to `to` as a `WasmMsg::Execute` with the value as funds; data built with
// `abi.encodeWithSelector` / `encodeWithSignature` / `encodeCall` of a function of a contract in
// this file becomes that function's JSON message (known at conversion time, or through this
// contract's selector table when `to` is the contract itself); empty data is a bank send. The
// success flag and the returned data come back in `reply` (a call continuation); an ignored
// result is a `SubMsg::reply_on_error` whose failure is swallowed, as the EVM ignores it.

/** What a low-level call sends, set up in the current prelude. */
export interface LowLevelCall {
  /** Rust locals holding the target and the value, for a bank send of empty data. */
  to: string;
  value: string;
  /** A `CosmosMsg` (`fixed`), or an `Option<CosmosMsg>` that is `None` for empty data. */
  message: string;
  fixed: boolean;
}

/** Evaluates the target, value and data of a low-level call once and builds its message. */
export function setUpLowLevelCall(fl: LoweringContext, e: AstNode): LowLevelCall {
  const c = classifyCall(e, fl.unit.nodes) as { base: AstNode; value: AstNode | null };
  const data: AstNode = e.arguments[0];
  const frame = fl.prelude[fl.prelude.length - 1];
  if (!frame || fl.conditionalDepth > 0)
    throw new Unsupported("SOL2CW-E018", e, "a low-level call inside a condition");
  const to = fl.fresh("call_to");
  const toSelf = isThisAddress(c.base);
  frame.push(`let ${to}: Addr = ${owned(fl.expr(c.base))};`);
  const value = fl.fresh("call_value");
  const v = c.value ? owned(fl.expr(c.value, { k: "uint", bits: 256 })) : "Uint256::zero()";
  frame.push(`let ${value}: Uint256 = ${v};`);
  fl.unit.helpers.add("call_funds");
  fl.used.deps = true;
  const json = staticMessage(fl, data, toSelf);
  if (json) {
    const message = fl.fresh("message");
    frame.push(
      `let ${message}: CosmosMsg = WasmMsg::Execute {\n    contract_addr: ${to}.to_string(),\n    msg: to_json_binary(&${json})?,\n    funds: call_funds(${value})?,\n}\n.into();`,
    );
    return { to, value, message, fixed: true };
  }
  const bytes = fl.fresh("call_data");
  frame.push(`let ${bytes} = ${owned(fl.expr(data, { k: "bytes" }))};`);
  fl.unit.lowLevelCalls = true;
  const message = fl.fresh("message");
  frame.push(
    `let ${message} = low_level_call(${fl.depsRef()}, ${fl.envRef()}, &${to}, ${value}, &${bytes})?;`,
  );
  return { to, value, message, fixed: false };
}

/**
 * The JSON message of call data encoding a function declared in this file (`encodedCall`): this
 * contract's own message when the call goes to the contract itself.
 */
function staticMessage(fl: LoweringContext, data: AstNode, toSelf: boolean): string | null {
  const call = encodedCall(fl.unit, data, toSelf);
  if (!call) return null;
  const { decl, args } = call;
  // a view runs as a query, which no message reaches: sent as data, the call would always fail
  // (one to the contract itself with no value runs in place: selfViewLowLevelCall)
  if (decl.stateMutability === "view" || decl.stateMutability === "pure")
    throw new Unsupported(
      "SOL2CW-E018",
      data,
      `a low-level call of the ${decl.stateMutability} function ${decl.name}() (it is a CosmWasm query, which a message cannot run)`,
    );
  if (args.length !== decl.parameters.parameters.length) return null;
  return externalMsg(fl, data, decl, "execute", { args, isThis: toSelf });
}

/** A low-level call whose result nothing reads: its failure is ignored, as on the EVM. */
export function ignoredLowLevelCallLines(fl: LoweringContext, e: AstNode): string[] {
  const call = setUpLowLevelCall(fl, e);
  fl.unit.ignoresCallFailures = true;
  const push = (m: string) =>
    `payouts.msgs.push(SubMsg::reply_on_error(${m}, REPLY_CALL_FAILURE_IGNORED));`;
  if (call.fixed) return [push(call.message)];
  fl.unit.helpers.add("payouts_send");
  return [
    `if let Some(message) = ${call.message} {`,
    `    ${push("message")}`,
    "} else {",
    `    payouts.send(${fl.depsRef()}, ${fl.envRef()}, &${call.to}, ${call.value})?;`,
    "}",
  ];
}
