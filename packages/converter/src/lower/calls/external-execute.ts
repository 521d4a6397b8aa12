import type { AstNode } from "../../frontend/ast.ts";
import { owned, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { classifyCall } from "./classify-call.ts";
import { externalMsg } from "./external-call.ts";

// State-changing calls to other contracts (or to this one): a `WasmMsg::Execute` queued after the
// handler.

/**
 * A state-changing call to another contract (or to this one) as statement lines: a
 * `WasmMsg::Execute` queued after the handler, with native funds checked against the balance
 * like a transfer, and with `check` as a `SubMsg::reply_on_success` whose `reply` fails the
 * transaction with `check.error` when the callee returns `false`.
 */
export function externalExecuteLines(
  fl: LoweringContext,
  e: AstNode,
  check: { error: string; what: string; rendered?: boolean } | null,
  reply?: { id: string; always: boolean },
): string[] {
  const c = classifyCall(e, fl.unit.nodes);
  if (c.kind !== "external") throw new Unsupported("SOL2CW-E013", e, "this call");
  const decl = c.fn;
  const other = c.isThis ? "on this contract itself" : "on another contract";
  let addr: string;
  if (c.isThis) {
    fl.used.env = true;
    addr = "env.contract.address.to_string()";
  } else addr = `${wrap(fl.expr(c.base), P.ATOM)}.to_string()`;
  const lines: string[] = [];
  // `new C(..).f()`: the instantiation is queued first, not inside this message's own push
  if (/\bpayouts\.msgs\.push\(/.test(addr)) {
    const contract = fl.fresh("contract");
    lines.push(`let ${contract} = ${addr};`);
    addr = contract;
  }
  let funds = "vec![]";
  if (c.value) {
    let v = owned(fl.expr(c.value, { k: "uint", bits: 256 }));
    const failed = fl.unit.useSpecial("transfer_failed");
    const value = fl.fresh("value");
    if (!/^[a-z_][a-z0-9_]*$/.test(v)) {
      lines.push(`let ${value}: Uint256 = ${v};`);
      v = value;
    }
    lines.push(
      `if ${v} > payouts.self_balance(${fl.depsRef()}, ${fl.envRef()})? {`,
      `    return Err(ContractError::${failed});`,
      "}",
      `payouts.sent += ${v};`,
      `let ${value} = Uint128::try_from(${v}).map_err(|_| ContractError::${failed})?;`,
    );
    funds = `if ${value}.is_zero() {\n        vec![]\n    } else {\n        coins(${value}.u128(), NATIVE_DENOM)\n    }`;
  }
  const msg = externalMsg(fl, e, decl, "execute");
  const wasm = `WasmMsg::Execute {\n    contract_addr: ${addr},\n    msg: to_json_binary(&${msg})?,\n    funds: ${funds},\n}`;
  let sent = "";
  if (c.value)
    sent = `, with the value as funds in ${fl.unit.options.denom} (checked against the balance now, as on the EVM)`;
  // a call continued in reply runs where the Solidity calls it: nothing to warn about
  if (!reply)
    fl.unit.diag(
      "SOL2CW-W004",
      "warning",
      e,
      `${decl.name}() ${other} becomes a WasmMsg::Execute dispatched after this handler${sent}: it runs after the rest of the function, and its events follow this contract's`,
    );
  if (reply) {
    const on = reply.always ? "reply_always" : "reply_on_success";
    lines.push(`payouts.msgs.push(SubMsg::${on}(\n    ${wasm},\n    ${reply.id},\n));`);
  } else if (check?.rendered) {
    // the error's text, rendered now while its arguments exist, comes back in the reply's payload
    fl.unit.errors.set("message", { kind: "revert", variant: "Message" });
    const error = "ContractError::Message(from_json(&msg.payload)?)";
    const id = fl.unit.replyCheck(decl.name, error, check.what, fl.unit.lineOf(e), true);
    const raised = fl.fresh("raised");
    lines.push(`let ${raised} = ${check.error}.to_string();`);
    lines.push(
      `payouts.msgs.push(\n    SubMsg::reply_on_success(\n        ${wasm.replaceAll("\n", "\n    ")},\n        ${id},\n    )\n    .with_payload(to_json_binary(&${raised})?),\n);`,
    );
  } else if (check) {
    const id = fl.unit.replyCheck(decl.name, check.error, check.what, fl.unit.lineOf(e));
    lines.push(`payouts.msgs.push(SubMsg::reply_on_success(\n    ${wasm},\n    ${id},\n));`);
  } else lines.push(`payouts.msgs.push(${queuedMsg(fl, wasm)});`);
  return lines;
}

/** A message for `Payouts::msgs` (`SubMsg`s when some call's result is checked in reply). */
function queuedMsg(fl: LoweringContext, msg: string): string {
  return fl.unit.usesSubMsgs ? `SubMsg::new(${msg})` : `${msg}\n.into()`;
}

/** Whether `e` is a state-changing call to another contract (or to this one). */
export function isStateChangingCall(fl: LoweringContext, e: AstNode | null | undefined): boolean {
  if (e?.nodeType !== "FunctionCall" || fl.exprOverrides.has(e.id)) return false;
  const c = classifyCall(e, fl.unit.nodes);
  if (c.kind !== "external") return false;
  return !["view", "pure"].includes(c.fn.stateMutability);
}
