import type { ContractUnit } from "../lower/contract-unit.ts";
import { FunctionLowering } from "../lower/function-lowering.ts";
import { functionDispatcher } from "../lower/function-values/function-dispatcher.ts";
import { functionValueCandidates } from "../lower/function-values/function-value-targets.ts";
import { splitTypeList } from "../lower/function-values/split-type-list.ts";
import { needsDeps } from "../lower/needs.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import type { RustItem } from "./rust-item.ts";
import { rustType } from "./rust-types.ts";

/**
 * The dispatch fn of an internal function type (ADR 196): a `match` on the id a value carries,
 * one arm per function of that type named as a value, and Panic 0x51 for the zero value (a
 * value never assigned, or deleted) and any other id, as the EVM does.
 */
export function emitFunctionDispatcher(
  unit: ContractUnit,
  pointer: Extract<SolType, { k: "function" }>,
): RustItem {
  const { name, needs } = functionDispatcher(unit, pointer);
  const depsMut = needs.storage === "write";
  const low = new FunctionLowering(unit, "internal", needs, depsMut);
  const params = splitTypeList(pointer.params).map((t, i) => ({
    name: `arg${i}`,
    type: rustType(parseType(t)),
  }));
  const rets = splitTypeList(pointer.returns).map((t) => rustType(parseType(t)));
  const ret = rets.length === 1 ? rets[0] : `(${rets.join(", ")})`;
  unit.usePanic(0x51);
  const arms = functionValueCandidates(unit, pointer).map((t) => {
    const args = [...low.ctxArgs(unit.needs(t.fn.id)), ...params.map((p) => p.name)];
    return `        ${t.id} => ${unit.fnName(t.fn)}(${args.join(", ")}),`;
  });
  const ctx: string[] = [];
  const used = (word: string) => arms.some((a) => new RegExp(`\\b${word}\\b`).test(a));
  const named = (word: string, type: string) => `${used(word) ? word : `_${word}`}: ${type}`;
  if (needsDeps(needs))
    ctx.push(`${low.used.branch ? "mut " : ""}${named("deps", depsMut ? "DepsMut" : "Deps")}`);
  if (needs.env) ctx.push(named("env", "&Env"));
  if (needs.sender) ctx.push(named("sender", "&Addr"));
  if (needs.funds) ctx.push(named("funds", "Uint256"));
  if (needs.sig) ctx.push(named("msg_sig", "&HexBinary"));
  if (needs.events) ctx.push(named("events", "&mut Vec<Event>"));
  if (needs.payouts !== "none")
    ctx.push(named("payouts", needs.payouts === "write" ? "&mut Payouts" : "&Payouts"));
  const sig = [
    ...ctx,
    arms.length > 0 ? "id: u32" : "_id: u32",
    ...params.map((p) => `${arms.length > 0 ? p.name : `_${p.name}`}: ${p.type}`),
  ];
  const solType = `function (${pointer.params})${pointer.mutability === "nonpayable" ? "" : ` ${pointer.mutability}`}${pointer.returns === "" ? "" : ` returns (${pointer.returns})`}`;
  const panic = "Err(ContractError::Panic { code: 0x51 })";
  // no function of this type is named as a value: every value is the zero value
  const body =
    arms.length === 0
      ? `    ${panic}`
      : `    match id {\n${arms.join("\n")}\n        _ => ${panic},\n    }`;
  return {
    key: `fn ${name}(`,
    code: `/// Calls the function a \`${solType}\` value names (by its id)
fn ${name}(${sig.join(", ")}) -> Result<${ret}, ContractError> {
${body}
}`,
  };
}
