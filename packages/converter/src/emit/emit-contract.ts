import { type AstNode, walk } from "../frontend/ast.ts";
import { parseSrc, sliceBytes } from "../frontend/source-position.ts";
import { findBranchSplit } from "../lower/calls/branch-split.ts";
import {
  type BranchSplit,
  continuationsOf,
  findSplit,
  useSegmentCounts,
} from "../lower/calls/call-continuations.ts";
import { classifyCall } from "../lower/calls/classify-call.ts";
import { createdFirst } from "../lower/calls/created-first.ts";
import { inlineResultHelpers } from "../lower/calls/inline-result-helpers.ts";
import { findLoopSplit } from "../lower/calls/loop-split.ts";
import { checkMemoryAliasing } from "../lower/check-memory-aliasing.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import type { Entry } from "../lower/entry.ts";
import { entrySelector } from "../lower/entry-selector.ts";
import { owned, P } from "../lower/expressions/rust-expr.ts";
import { lowerBody } from "../lower/function-body.ts";
import { FunctionLowering } from "../lower/function-lowering.ts";
import { isOddWidth, typeTag } from "../lower/int-code.ts";
import type { FnMode } from "../lower/lowering-context.ts";
import { isMemoryParamByReference } from "../lower/memory-params-by-reference.ts";
import { pointedElsewhereFirst } from "../lower/memory-places.ts";
import {
  isPreOnly,
  lowerModifiers,
  lowerModifiersForCtor,
} from "../lower/modifiers/lower-modifiers.ts";
import { modifierPost, withModifierPost } from "../lower/modifiers/modifier-code.ts";
import { emptyNeeds, type Needs, needsDeps } from "../lower/needs.ts";
import { helperCode, helperDeps } from "../lower/rust-helpers.ts";
import { scanMutations } from "../lower/scan-locals.ts";
import {
  isMappingRefType,
  mappingParamPath,
  mappingRefName,
} from "../lower/storage/mapping-refs.ts";
import { mappingReturnType } from "../lower/storage/mapping-return.ts";
import { keyArg, stabilize } from "../lower/storage/path-keys.ts";
import { pathOf } from "../lower/storage/storage-paths.ts";
import {
  locationOnlyParams,
  refEnumName,
  refLocationParams,
} from "../lower/storage/storage-refs.ts";
import { UNPLACED_MAPPING, Unsupported } from "../lower/unsupported.ts";
import { holdsMapping, parseType, type SolType } from "../model/sol-type.ts";
import { rustString } from "../naming/rust-string.ts";
import { rustIdent, snakeCase } from "../naming/snake-case.ts";
import {
  dropUnusedBuffers,
  emitContinuationReply,
  emitContinuationTail,
  replyCheckIds,
  returnedBoolItem,
} from "./emit-continuations.ts";
import { emitFunctionDispatcher } from "./emit-function-dispatcher.ts";
import { emitLowLevelCall } from "./emit-low-level-call.ts";
import { eventsFromFirstPushes } from "./events-from-first-pushes.ts";
import type { RustItem } from "./rust-item.ts";
import { defaultValue, isCopy, isNativeInt, rustType } from "./rust-types.ts";
import { withoutStubTexts } from "./stub-texts.ts";

export interface ContractRs {
  items: RustItem[];
  text: string;
  /** Entries whose handler became a TODO stub. */
  unsupported: Set<string>;
}

const ALL_NEEDS: Needs = {
  storage: "write",
  env: true,
  sender: true,
  funds: true,
  sig: true,
  events: true,
  payouts: "write",
  querier: true,
};

/** Solidity source text of a node (for doc comments). */
export function solText(unit: ContractUnit, node: AstNode): string {
  const r = parseSrc(node.src);
  return sliceBytes(unit.source, r.start, r.end);
}

/** `transfer(address to, uint256 amount) external returns (bool)` — a function's header as a doc line. */
export function fnHeader(unit: ContractUnit, fn: AstNode): string {
  const ps = (fn.parameters.parameters as AstNode[])
    .map((p) => `${typeText(unit, p)}${p.name ? ` ${p.name}` : ""}`)
    .join(", ");
  const name =
    fn.kind === "constructor" ? "constructor" : fn.kind === "function" ? fn.name : fn.kind;
  let head = `${name}(${ps})`;
  if (fn.kind !== "constructor") {
    if (fn.visibility && fn.kind === "function") head += ` ${fn.visibility}`;
    if (fn.stateMutability && fn.stateMutability !== "nonpayable") head += ` ${fn.stateMutability}`;
    for (const m of (fn.modifiers ?? []) as AstNode[]) {
      if (m.kind === "modifierInvocation" || !m.kind) head += ` ${solText(unit, m)}`;
    }
    const rets = fn.returnParameters?.parameters as AstNode[] | undefined;
    if (rets && rets.length > 0) {
      head += ` returns (${rets.map((r) => `${typeText(unit, r)}${r.name ? ` ${r.name}` : ""}`).join(", ")})`;
    }
  }
  return head;
}

function typeText(unit: ContractUnit, p: AstNode): string {
  // a function type name's range runs on over the parameter's own name
  if (!p.typeName || p.typeName.nodeType === "FunctionTypeName")
    return p.typeDescriptions?.typeString ?? "";
  return solText(unit, p.typeName);
}

export function docLine(text: string): string {
  return `/// \`${text.replace(/\s+/g, " ").replaceAll("`", "'")}\``;
}

/** Builds src/contract.rs for a contract. */
export function emitContract(unit: ContractUnit, entries: Entry[]): ContractRs {
  const items: RustItem[] = [];
  const unsupported = new Set<string>();
  unit.selfEntries = entries;
  // Public views are called as query_<variant> from inside the contract too.
  for (const e of entries) {
    if (e.kind === "query" && e.fn) unit.presetFnName(e.fn, e.handler);
  }
  unit.scanNewContracts();
  unit.scanCheckedCalls();
  const instantiate = emitInstantiate(unit);
  const handlers: RustItem[] = [];
  for (const e of entries.filter((x) => x.kind === "execute")) {
    handlers.push(emitExecuteHandler(unit, e, unsupported));
  }
  const queryFns: RustItem[] = [];
  for (const e of entries.filter((x) => x.kind === "query" && x.fn)) {
    unit.fnName(e.fn!);
  }
  // Internal functions, modifiers and query fns: emitted as they are discovered.
  const internals: RustItem[] = [];
  const modifierItems: RustItem[] = [];
  const done = new Set<number>();
  const dispatchers: RustItem[] = [];
  for (let i = 0; ; i++) {
    if (i >= unit.emitQueue.length) {
      // a dispatch fn queues the functions it runs, whose bodies may need another dispatch fn
      const pending = [...unit.functionDispatchers.values()].slice(dispatchers.length);
      if (pending.length === 0) break;
      for (const d of pending) dispatchers.push(emitFunctionDispatcher(unit, d.type));
      i--;
      continue;
    }
    const id = unit.emitQueue[i];
    if (done.has(id)) continue;
    done.add(id);
    const node = unit.nodes.get(id)!;
    const item =
      node.nodeType === "ModifierDefinition"
        ? emitModifierFn(unit, node)
        : emitInternalFn(unit, node, unsupported, entries);
    if (node.nodeType === "ModifierDefinition") modifierItems.push(item);
    else if (entries.some((e) => e.fn?.id === id && e.kind === "query")) queryFns.push(item);
    else internals.push(item);
  }
  const query = emitQuery(unit, entries);
  const execute = emitExecute(unit, entries);
  const events = [...unit.usedEvents]
    .sort((a, b) => a - b)
    .map((id) => emitEventFn(unit, unit.nodes.get(id)!));
  const enumFns = [...unit.enumOrdinalFns].sort().map((name) => emitEnumFromOrdinal(unit, name));
  const continued = continuationsOf(unit).map((p) => ({ key: p.fnName, code: p.body }));
  const live = liveItems(
    [instantiate, execute, query, ...handlers, ...continued],
    [...modifierItems, ...internals, ...dispatchers, ...enumFns, ...events, ...queryFns],
  );
  const keep = (list: RustItem[]) => list.filter((i) => live.has(i));

  items.push(
    instantiate,
    execute,
    ...keep(modifierItems),
    ...handlers,
    ...keep(internals),
    ...keep(dispatchers),
    ...keep(enumFns),
    ...keep(events),
    query,
    ...keep(queryFns),
  );
  if (unit.lowLevelCalls) items.push(...emitLowLevelCall(unit, entries));
  if (continuationsOf(unit).length > 0 || unit.ignoresCallFailures)
    items.push(...emitContinuationReply(unit));
  else if (unit.replyChecks.length > 0) items.push(...emitReply(unit));
  items.push({
    key: "pub fn migrate(",
    code: `#[cfg_attr(not(feature = "library"), entry_point)]
pub fn migrate(deps: DepsMut, _env: Env, _msg: MigrateMsg) -> Result<Response, ContractError> {
    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;
    Ok(Response::new())
}`,
  });

  // helpers (with their own dependencies), in a stable order
  const helperNames = new Set<string>();
  const addHelper = (h: string) => {
    if (helperNames.has(h)) return;
    helperNames.add(h);
    for (const d of helperDeps(h)) addHelper(d);
  };
  // doc comments quote Solidity (`at(UintSet set, ..)`): only code calls a helper
  const bodyText = stripComments(items.map((i) => i.code).join("\n"));
  const calls = (name: string, text: string) =>
    new RegExp(`(^|[^\\w])${name}(::<[^>]*>)?\\(|\\.map\\(${name}\\)`).test(text);
  for (const h of [...unit.helpers])
    if (h.startsWith("payouts") || calls(h, bodyText)) addHelper(h);
  if (/\bparse_address\(/.test(bodyText)) addHelper("parse_address");
  if (/\bmsg_value\(/.test(bodyText)) addHelper("msg_value");
  if (/\bzero_address\(/.test(bodyText)) addHelper("zero_address");
  const helperItems: RustItem[] = [];
  const order = [
    "zero_address",
    "is_zero_address",
    "parse_address",
    "msg_value",
    "block_timestamp",
    "block_number",
    "index",
    "at",
    "at_mut",
    "to_usize",
    "keccak256",
    "keccak_f",
    "sha256",
    "word_from_be",
    "word_truncate",
  ];
  const sorted = [...helperNames]
    .filter((h) => !h.startsWith("payouts"))
    .sort((a, b) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      return (ia < 0 ? 1000 : ia) - (ib < 0 ? 1000 : ib) || a.localeCompare(b);
    });
  for (const h of sorted) {
    const code = helperCode(h, unit.options.denom);
    if (code) helperItems.push({ key: `fn ${h}`, code });
  }
  // not `QueryMsg::Payouts` (a getter of a state variable named payouts)
  const payoutsUsed = /(?<!::)\bPayouts\b/.test(bodyText);
  if (payoutsUsed)
    helperItems.push({
      key: "struct Payouts",
      code: payoutsCode(helperNames, bodyText, unit.usesSubMsgs),
    });

  const constItems: RustItem[] = [...unit.constants.values()].map((c) => ({
    key: `pub const ${c.name}:`,
    code: `${docLine(solText(unit, c.node))}\n${c.code}`,
    what: c.node.name,
    sol: c.node,
  }));
  const all = [...constItems, ...helperItems, ...items];
  const allText = all.map((i) => i.code).join("\n\n");
  const header: string[] = [];
  header.push('#[cfg(not(feature = "library"))]', "use cosmwasm_std::entry_point;");
  header.push(useLine("cosmwasm_std", stdNames(allText)));
  const cwUtils = [
    "may_pay",
    "nonpayable",
    "parse_execute_response_data",
    "parse_instantiate_response_data",
  ].filter((n) => new RegExp(`\\b${n}\\(`).test(allText));
  if (cwUtils.length > 0) header.push(useLine("cw_utils", cwUtils));
  header.push("");
  header.push("use crate::error::ContractError;");
  header.push(useLine("crate::msg", msgNames(unit, entries, allText)));
  // Every word of the code once: one regex test per state item would read the whole text again.
  const words = new Set(stripComments(allText).match(/\w+/g));
  const stateNames = unit.stateVarOrder
    .flatMap((s) =>
      s.kind === "constant"
        ? []
        : [s.constName, s.lengthItem?.constName ?? "", s.outerArray?.constName ?? ""],
    )
    .filter((n) => words.has(n));
  for (const c of unit.newContracts.values()) {
    if (words.has(c.constName)) stateNames.push(c.constName);
  }
  if (words.has("CREATED_CONTRACTS")) stateNames.push("CREATED_CONTRACTS");
  for (const s of unit.refEnums) {
    const name = refEnumName(s);
    if (words.has(name)) stateNames.push(name);
  }
  for (const name of unit.mappingRefs.keys()) if (words.has(name)) stateNames.push(name);
  if (stateNames.length > 0) header.push(useLine("crate::state", stateNames));
  header.push("");
  header.push(`const CONTRACT_NAME: &str = "crates.io:${unit.options.crateName}";`);
  header.push('const CONTRACT_VERSION: &str = env!("CARGO_PKG_VERSION");');
  if (/\bNATIVE_DENOM\b/.test(allText)) {
    header.push("");
    header.push(
      "/// The native denom whose base unit `msg.value`, transfers and `address(this).balance` count.",
    );
    header.push(`pub const NATIVE_DENOM: &str = ${rustString(unit.options.denom)};`);
  }
  const text = `${header.join("\n")}\n\n${all.map((i) => i.code).join("\n\n")}\n`;
  return { items: all, text, unsupported };
}

/**
 * The `reply` entry point for calls whose `bool` result the Solidity checks
 * (`require(token.transfer(..))`): each is a `SubMsg::reply_on_success` with its own id, and a
 * `false` result fails the whole transaction with the error the Solidity raises.
 */
function emitReply(unit: ContractUnit): RustItem[] {
  const arms = unit.replyChecks.map((r) => `        ${r.constName} => ${r.error},`);
  return [
    ...replyCheckIds(unit),
    {
      key: "pub fn reply(",
      code: `/// Checks the \`bool\` returned by a call the Solidity checks: \`false\` fails the whole
/// transaction (this call included) with the same error.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(_deps: DepsMut, _env: Env, msg: Reply) -> Result<Response, ContractError> {
    let error = match msg.id {
${arms.join("\n")}
        id => return Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    };
    if returned_bool(msg)? {
        Ok(Response::new())
    } else {
        Err(error)
    }
}`,
    },
    returnedBoolItem(unit.useSpecial("revert")),
  ];
}

/** The code without its comments and string contents (one pass: a string may hold `//`). */
function stripComments(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|\/\/[^\n]*/g, (m) => (m.startsWith('"') ? '""' : ""));
}

const STD_NAMES = [
  "coins",
  "to_json_binary",
  "to_json_string",
  "from_json",
  "Addr",
  "Api",
  "BankMsg",
  "Binary",
  "CanonicalAddr",
  "Checksum",
  "CosmosMsg",
  "Deps",
  "DepsMut",
  "Env",
  "Event",
  "HexBinary",
  "Int128",
  "Int256",
  "Int64",
  "MessageInfo",
  "Reply",
  "Response",
  "StdError",
  "StdResult",
  "Storage",
  "SubMsg",
  "Uint128",
  "Uint256",
  "Uint512",
  "Uint64",
  "WasmMsg",
];

function stdNames(text: string): string[] {
  const code = stripComments(text);
  // functions (`coins`, `to_json_binary`, ...) only where called: a local may share the name;
  // types not as a path's last segment (`ExecuteMsg::Reply`, a function named reply)
  return STD_NAMES.filter((n) =>
    new RegExp(/^[a-z]/.test(n) ? `(?<![.\\w])${n}(\\(|::<)` : `(?<!::)\\b${n}\\b`).test(code),
  );
}

function msgNames(unit: ContractUnit, entries: Entry[], text: string): string[] {
  const code = stripComments(text);
  const names = ["ExecuteMsg", "InstantiateMsg", "MigrateMsg", "QueryMsg"];
  for (const e of unit.enums) names.push(e.name);
  for (const s of unit.structs) names.push(s.name);
  for (const e of entries) if (e.responseType) names.push(e.responseType);
  names.push(...unit.externalMsgs.keys());
  for (const c of unit.newContracts.values()) names.push(c.msgType);
  // The words used other than as a path's last segment, collected once (not a scan per name).
  const used = new Set<string>();
  for (const m of code.matchAll(/\w+/g)) {
    if (code.slice(Math.max(0, m.index - 2), m.index) !== "::") used.add(m[0]);
  }
  return [...new Set(names)].filter((n) => used.has(n));
}

/**
 * The functions reachable from the entry points. Functions called only from handlers that became
 * `Unsupported` stubs are left out: rustc would warn that they are never used.
 */
function liveItems(roots: RustItem[], candidates: RustItem[]): Set<RustItem> {
  const live = new Set<RustItem>();
  const called = new Set<string>();
  const named = new Map<string, RustItem[]>();
  const reached: RustItem[] = [];
  for (const item of candidates) {
    const name = /^(?:pub )?fn ([\w#]+)\($/.exec(item.key)?.[1];
    if (!name) reached.push(item);
    else named.set(name, [...(named.get(name) ?? []), item]);
  }
  // every name called from live code makes the candidates of that name live, once
  const call = (code: string) =>
    addCalledNames(code, called, (name) => reached.push(...(named.get(name) ?? [])));
  for (const root of roots) call(root.code);
  while (reached.length > 0) {
    const item = reached.pop()!;
    if (live.has(item)) continue;
    live.add(item);
    call(item.code);
  }
  return live;
}

/**
 * Adds the names `code` calls: `name(` not preceded by a word character, so `r#type(` calls both
 * `r#type` and `type`; `added` hears each name new to `into`. Collected once per item instead of
 * a text search per candidate.
 */
function addCalledNames(code: string, into: Set<string>, added: (name: string) => void): void {
  for (const m of code.matchAll(/[\w#]+(?=\()/g)) {
    const run = m[0];
    for (let at = 0; at < run.length; at++) {
      if (at > 0 && run[at - 1] !== "#") continue;
      const name = run.slice(at);
      if (into.has(name)) continue;
      into.add(name);
      added(name);
    }
  }
}

/** A `use path::{a, b};` line, sorted the way rustfmt sorts (lower-case names first). */
export function useLine(path: string, names: string[]): string {
  const sorted = [...new Set(names)].sort((a, b) => {
    const la = /^[a-z]/.test(a);
    const lb = /^[a-z]/.test(b);
    if (la !== lb) return la ? -1 : 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
  if (sorted.length === 1) return `use ${path}::${sorted[0]};`;
  return `use ${path}::{${sorted.join(", ")}};`;
}

function payoutsCode(helpers: Set<string>, body: string, subMsgs: boolean): string {
  const sends = helpers.has("payouts_send");
  const transfers = helpers.has("payouts_transfer");
  const msgs = sends || transfers || /payouts\.msgs/.test(body);
  const balance = sends || transfers || /\.self_balance\(/.test(body);
  const fields: string[] = [];
  if (balance) fields.push("    sent: Uint256,");
  if (msgs) fields.push(`    msgs: Vec<${subMsgs ? "SubMsg" : "CosmosMsg"}>,`);
  const methods: string[] = [];
  if (balance) {
    methods.push(
      `    /// \`address(this).balance\`
    fn self_balance(&self, deps: Deps, env: &Env) -> Result<Uint256, ContractError> {
        let bank = deps
            .querier
            .query_balance(&env.contract.address, NATIVE_DENOM)?;
        Ok(Uint256::from(bank.amount).checked_sub(self.sent)?)
    }`,
    );
  }
  const send = `BankMsg::Send {
                    to_address: to.to_string(),
                    amount: coins(amount.u128(), NATIVE_DENOM),
                }`;
  const queue = `        if !amount.is_zero() {
            let amount = Uint128::try_from(amount).map_err(|_| ContractError::TransferFailed)?;
            self.msgs.push(${subMsgs ? `SubMsg::new(${send}))` : `\n                ${send}\n                .into(),\n            )`};
            self.sent += Uint256::from(amount);
        }`;
  if (transfers) {
    methods.push(`    /// \`to.transfer(amount)\`: fails like Solidity when the balance is short; a zero amount sends
    /// nothing (the bank module rejects empty sends).
    fn transfer(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<(), ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Err(ContractError::TransferFailed);
        }
${queue}
        Ok(())
    }`);
  }
  if (sends) {
    methods.push(`    /// \`to.send(amount)\` / \`to.call{value: amount}("")\`: \`false\` when the balance is short.
    fn send(
        &mut self,
        deps: Deps,
        env: &Env,
        to: &Addr,
        amount: Uint256,
    ) -> Result<bool, ContractError> {
        if amount > self.self_balance(deps, env)? {
            return Ok(false);
        }
${queue.replaceAll("ContractError::TransferFailed", "ContractError::Panic { code: 0x11 }")}
        Ok(true)
    }`);
  }
  return `/// Native transfers made by a call. They are dispatched as bank messages after the handler
/// returns, so \`address(this).balance\` subtracts what has already been sent.
#[derive(Default)]
struct Payouts {
${fields.join("\n")}
}
${methods.length ? `\nimpl Payouts {\n${methods.join("\n\n")}\n}` : ""}`;
}

// ---------------------------------------------------------------------------------------------
// function bodies

function responseExpr(unit: ContractUnit, n: Needs, data: string | null): string {
  let r = "Response::new()";
  if (n.payouts === "write")
    r += unit.usesSubMsgs ? ".add_submessages(payouts.msgs)" : ".add_messages(payouts.msgs)";
  if (n.events) r += ".add_events(events)";
  if (data) r += `.set_data(to_json_binary(&${hasTopLevelOperator(data) ? `(${data})` : data})?)`;
  return `Ok(${r})`;
}

/** Whether Rust code has a binary operator outside brackets (`a && b`), so `&` must not prefix it bare. */
function hasTopLevelOperator(code: string): boolean {
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === "\\") i++;
    } else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (
      depth === 0 &&
      /^ (&&|\|\||[=!<>]=|[<>+\-*/%&|^]|<<|>>|as) /.test(code.slice(i, i + 5))
    )
      return true;
  }
  return false;
}

function dataOf(e: Entry, vals: string[]): string | null {
  if (vals.length === 0) return null;
  if (vals.length === 1) return vals[0];
  const fields = e.returns.map((r, i) =>
    vals[i] === r.ident ? r.ident : `${r.ident}: ${vals[i]}`,
  );
  return `${e.responseType} { ${fields.join(", ")} }`;
}

function stubBody(unit: ContractUnit, err: Unsupported, fallbackNode: AstNode): string[] {
  const node = err.node ?? fallbackNode;
  unit.diag(err.code, "error", node, `${err.what} ${err.verdict}`);
  unit.useSpecial("unsupported");
  const line = unit.lineOf(node);
  return [
    `    // TODO: ${err.what} (Solidity line ${line}) ${err.verdict}; finish this by hand.`,
    `    Err(ContractError::Unsupported {`,
    `        feature: ${rustString(err.what)}.to_string(),`,
    "    })",
  ];
}

/**
 * Whether code reads `word`: not in a comment, not as a string (`"env"`) nor as a field name
 * (`env: x` in a struct literal); inline format arguments (`"{env}"`) count.
 */
function usesWord(body: string, word: string): boolean {
  const code = withoutStubTexts(body).replace(/"(?:[^"\\]|\\.)*"|\/\/[^\n]*/g, (m) =>
    m.startsWith('"') ? m : "",
  );
  return new RegExp(`(^|[^.\\w"])${word}\\b(?!\\s*:(?!:))(?!")`).test(code);
}

/** Whether a modifier of `fn` has code after `_` (the body is then lowered inside it). */
function wrapsBody(unit: ContractUnit, fn: AstNode): boolean {
  return ((fn.modifiers ?? []) as AstNode[]).some((m) => {
    const d = unit.nodes.get(m.modifierName.referencedDeclaration);
    return (
      d?.nodeType === "ModifierDefinition" && !isPreOnly(unit.resolveFunction(d.id, "virtual"))
    );
  });
}

/**
 * A handler whose try sits in `if`/`else` branches or plain blocks (ADR 186): the path to the try
 * stops at the call (pushes the continuation and returns), the other paths run on as usual; the
 * continuation is lowered from the flattened path through the try (`BranchSplit.path`). A loop
 * whose body continues a call (ADR 213) is such a path too, the loop's first iteration a branch.
 */
function lowerBranchSplit(
  unit: ContractUnit,
  e: Entry,
  fn: AstNode,
  low: FunctionLowering,
  b: BranchSplit,
  base: (vals: string[]) => string,
): string[] {
  const needs = unit.needs(fn.id);
  const post = modifierPost(unit, fn);
  const finishFor = (l: FunctionLowering) => withModifierPost(l, post, base);
  const finish = finishFor(low);
  checkMemoryAliasing(fn.body, unit.nodes);
  const stop = responseExpr(unit, needs, null);
  const ctx = {
    unit,
    msgSig: entrySelector(e),
    fn,
    needs,
    body: b.path,
    finishFor,
    post: post.flatMap((m) => m.stmts),
    stop,
  };
  const split = { index: b.index, stmt: b.stmt, call: b.call, kind: b.kind, loop: b.loop };
  const handlerStmts = b.handler;
  useSegmentCounts(low, handlerStmts, 0, handlerStmts.length);
  low.onContinuationTail = () => emitContinuationTail(ctx, low, split, `return ${stop};`);
  lowerBody({ low, fn: { ...fn, body: { ...fn.body, statements: handlerStmts } }, finish });
  return dropUnusedBuffers(low.lines.join("\n")).split("\n");
}

function emitExecuteHandler(unit: ContractUnit, e: Entry, unsupported: Set<string>): RustItem {
  const needs = unit.needs(e.fn!.id);
  const low = new FunctionLowering(unit, "handler", needs, true);
  low.currentContract = unit.contractOf(e.fn!);
  low.msgSig = entrySelector(e);
  const fn = withCreatedFirst(low, inlineResultHelpers(low, e.fn!));
  const paramNames: string[] = [];
  const paramDecls: string[] = [];
  for (const p of e.params) {
    const name = p.decl ? low.declareLocal(p.decl, p.type) : low.fresh(p.ident);
    if (e.special === "fallback") low.msgData = name;
    paramNames.push(name);
    paramDecls.push(`${name}: ${rustType(p.type)}`);
  }
  let body: string[];
  // a whole-body stub's TODO text may name a parameter or a context value; it reads none of them
  let stub = false;
  const pending = continuationsOf(unit).length;
  try {
    scanMutations(low, fn.body);
    const stmts: AstNode[] = fn.body?.statements ?? [];
    const split = findSplit(low, stmts);
    // the handler cannot stop both in a branch and at a later top-level call
    // nor inside the body a modifier with code after `_` wraps
    const inBranch =
      split || wrapsBody(unit, fn)
        ? null
        : (findBranchSplit(low, stmts) ?? findLoopSplit(low, stmts));
    if (e.payable) {
      low.emit(needs.funds ? "let funds = msg_value(&info)?;" : "msg_value(&info)?;");
      low.used.info = true;
    } else if (needs.funds) low.emit("let funds = Uint256::zero();");
    if (needs.events) low.emit("let mut events = vec![];");
    if (needs.payouts === "write") low.emit("let mut payouts = Payouts::default();");
    const base = (vals: string[]) => responseExpr(unit, needs, dataOf(e, vals));
    if (inBranch) {
      body = lowerBranchSplit(unit, e, fn, low, inBranch, base);
    } else if (split) {
      const post = modifierPost(unit, fn);
      const finishFor = (l: FunctionLowering) => withModifierPost(l, post, base);
      const finish = finishFor(low);
      // the function stops at the call; reply runs the rest (see emit-continuations.ts)
      checkMemoryAliasing(fn.body, unit.nodes);
      useSegmentCounts(low, stmts, 0, split.index);
      const ctx = {
        unit,
        msgSig: entrySelector(e),
        fn,
        needs,
        body: stmts,
        finishFor,
        post: post.flatMap((m) => m.stmts),
        stop: responseExpr(unit, needs, null),
      };
      const before = { ...fn, body: { ...fn.body, statements: stmts.slice(0, split.index) } };
      lowerBody({ low, fn: before, finish, tail: () => emitContinuationTail(ctx, low, split) });
      body = dropUnusedBuffers(low.lines.join("\n")).split("\n");
    } else {
      lowerBody({ low, fn, finish: base });
      body = eventsFromFirstPushes(low.lines.join("\n")).split("\n");
    }
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    continuationsOf(unit).length = pending;
    unsupported.add(e.signature);
    body = stubBody(unit, err, fn);
    low.used = { deps: false, branch: false, env: false, info: false, api: false };
    stub = true;
  }
  if (low.stubs > 0) {
    unsupported.add(e.signature);
    body = dropUnusedBuffers(body.join("\n")).split("\n");
  }
  const text = body.join("\n");
  const sig: string[] = [];
  const depsUsed = !stub && usesWord(text, "deps");
  sig.push(`${low.used.branch ? "mut " : ""}${depsUsed ? "deps" : "_deps"}: DepsMut`);
  const envUsed = !stub && usesWord(text, "env");
  const infoUsed = !stub && usesWord(text, "info");
  if (envUsed) sig.push("env: Env");
  if (infoUsed) sig.push("info: MessageInfo");
  e.handlerArgs = ["deps", ...(envUsed ? ["env"] : []), ...(infoUsed ? ["info"] : [])];
  e.params.forEach((p, i) => {
    const used = !stub && usesWord(text, paramNames[i]);
    const mut = p.decl && low.isMutated(p.decl.id) && !stub ? "mut " : "";
    sig.push(`${mut}${used ? paramDecls[i] : `_${paramDecls[i].replace(/^r#/, "")}`}`);
  });
  const doc = e.special ? `/// \`${e.special}()\`` : docLine(fnHeader(unit, fn));
  return {
    key: `pub fn ${e.handler}(`,
    what: e.signature,
    sol: fn,
    code: `${doc}
pub fn ${e.handler}(${sig.join(", ")}) -> Result<Response, ContractError> {
${text}
}`,
  };
}

/** Emits an internal function, a public view (as `query_<name>`) or a public function called internally. */
function emitInternalFn(
  unit: ContractUnit,
  fn: AstNode,
  unsupported: Set<string>,
  entries: Entry[],
): RustItem {
  const name = unit.fnName(fn);
  const needs = unit.needs(fn.id);
  const depsMut = needs.storage === "write";
  const low = new FunctionLowering(unit, "internal", needs, depsMut);
  const ctx: string[] = [];
  if (needsDeps(needs)) ctx.push(`deps: ${depsMut ? "DepsMut" : "Deps"}`);
  if (needs.env) ctx.push("env: &Env");
  if (needs.sender) ctx.push("sender: &Addr");
  if (needs.funds) ctx.push("funds: Uint256");
  if (needs.sig) ctx.push("msg_sig: &HexBinary");
  if (needs.events) ctx.push("events: &mut Vec<Event>");
  if (needs.payouts !== "none")
    ctx.push(`payouts: ${needs.payouts === "write" ? "&mut Payouts" : "&Payouts"}`);
  const params: AstNode[] = fn.parameters.parameters;
  const names = params.map((p, i) => (p.name ? low.declareLocal(p) : low.fresh(`arg${i}`)));
  for (const p of params) if (p.storageLocation === "storage") low.refParams.add(p.id);
  const byReference = params.map((p) => isMemoryParamByReference(p, unit.nodes));
  for (const [i, name] of names.entries()) if (byReference[i]) low.memoryRefNames.add(name);
  // a parameter pointed at a new value before anything reads it is declared there instead
  const declaredInBody = new Set(
    params
      .filter(
        (p) => fn.body && p.storageLocation === "memory" && pointedElsewhereFirst(fn.body, p.id),
      )
      .map((p) => p.id),
  );
  for (const id of declaredInBody) low.pendingDecl.add(id);
  // a mapping parameter is the location of the caller's map (ADR 0208)
  const mappingParam = params.map((p) => {
    const t = parseType(p.typeDescriptions?.typeString);
    return p.storageLocation === "storage" && isMappingRefType(t) ? t : null;
  });
  params.forEach((p, i) => {
    const t = mappingParam[i];
    if (!t) return;
    unit.mappingRefs.set(mappingRefName(t), t);
    const local = low.locals.get(p.id);
    if (local) local.alias = mappingParamPath(p, names[i], t);
  });
  const located = refLocationParams(unit, fn);
  params.forEach((p, i) => {
    if (!located.has(p.id)) return;
    low.refLocals.set(p.id, low.fresh(`${names[i].replace(/^r#/, "").replace(/_+$/, "")}_ref`));
    unit.refEnums.add((parseType(p.typeDescriptions?.typeString) as { name: string }).name);
  });
  const rets: AstNode[] = fn.returnParameters.parameters;
  const storageRet = unit.storageReturn(fn);
  const mappingRet = mappingReturnType(unit, fn);
  if (mappingRet) unit.mappingRefs.set(mappingRefName(mappingRet), mappingRet);
  const retTypes = storageRet
    ? storageRet.steps.map((st) => (st.k === "index" ? "Uint256" : rustType(st.type)))
    : mappingRet
      ? [mappingRefName(mappingRet)]
      : rets.map((r) => rustType(parseType(r.typeDescriptions?.typeString)));
  const ret =
    retTypes.length === 0 ? "()" : retTypes.length === 1 ? retTypes[0] : `(${retTypes.join(", ")})`;
  let body: string[];
  let stubbed = false;
  try {
    // a signature no Rust type can carry stubs the whole function (its calls are stubs too)
    const untyped = [
      ...params.filter((_, i) => !mappingParam[i]),
      ...(storageRet || mappingRet ? [] : rets),
    ].find((p) => holdsMapping(parseType(p.typeDescriptions?.typeString)));
    if (untyped)
      throw new Unsupported("SOL2CW-E016", untyped, "a mapping as a parameter or return value");
    lowerBody({
      low,
      fn,
      finish: (vals) =>
        vals.length === 1 && low.contractResults.has(vals[0])
          ? vals[0].slice(0, -1)
          : `Ok(${vals.length === 0 ? "()" : vals.length === 1 ? vals[0] : `(${vals.join(", ")})`})`,
    });
    body = low.lines;
    if (low.stubs > 0) {
      const entry = entries.find((x) => x.fn?.id === fn.id);
      if (entry) unsupported.add(entry.signature);
    }
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    stubbed = true;
    const entry = entries.find((x) => x.fn?.id === fn.id);
    if (entry) unsupported.add(entry.signature);
    body = stubBody(unit, err, fn);
  }
  const text = body.join("\n");
  const sig = ctx.map((c) => {
    const [n, t] = c.split(": ");
    const used = !stubbed && usesWord(text, n);
    const mut = n === "deps" && low.used.branch ? "mut " : "";
    return `${mut}${used ? n : `_${n}`}: ${t}`;
  });
  const bare = locationOnlyParams(unit, fn);
  params.forEach((p, i) => {
    const mapping = mappingParam[i];
    let t = rustType(parseType(p.typeDescriptions?.typeString));
    if (mapping) t = `&${mappingRefName(mapping)}`;
    else if (p.storageLocation === "storage")
      t = `${needs.storage === "write" ? "&mut " : "&"}${t}`;
    if (byReference[i]) t = `&mut ${t}`;
    const used =
      !stubbed &&
      usesWord(text, names[i]) &&
      !(declaredInBody.has(p.id) && !low.pendingDecl.has(p.id));
    const byValue = p.storageLocation !== "storage" && !byReference[i];
    const mut = low.isMutated(p.id) && used && byValue ? "mut " : "";
    if (!bare.has(p.id))
      sig.push(`${mut}${used ? names[i] : `_${names[i].replace(/^r#/, "")}`}: ${t}`);
    const ref = low.refLocals.get(p.id);
    if (ref) {
      const st = parseType(p.typeDescriptions?.typeString) as { name: string };
      sig.push(`${usesWord(text, ref) ? ref : `_${ref}`}: &${refEnumName(st.name)}`);
    }
  });
  const kindNote = fn.nodeType === "FunctionDefinition" && fn.kind === "function" ? "" : "";
  return {
    key: `fn ${name}(`,
    what: fn.kind === "function" ? `${fn.name}(${unit.paramTypes(fn)})` : fn.kind,
    sol: fn,
    code: `${docLine(fnHeader(unit, fn))}${kindNote}
fn ${name}(${sig.join(", ")}) -> Result<${ret}, ContractError> {
${text}
}`,
  };
}

function emitModifierFn(unit: ContractUnit, mod: AstNode): RustItem {
  const name = unit.fnName(mod);
  const needs = unit.needs(mod.id);
  const depsMut = needs.storage === "write";
  const low = new FunctionLowering(unit, "internal", needs, depsMut);
  low.currentContract = unit.contractOf(mod);
  const ctx: string[] = [];
  if (needsDeps(needs)) ctx.push(`deps: ${depsMut ? "DepsMut" : "Deps"}`);
  if (needs.env) ctx.push("env: &Env");
  if (needs.sender) ctx.push("sender: &Addr");
  if (needs.funds) ctx.push("funds: Uint256");
  if (needs.sig) ctx.push("msg_sig: &HexBinary");
  if (needs.events) ctx.push("events: &mut Vec<Event>");
  if (needs.payouts !== "none")
    ctx.push(`payouts: ${needs.payouts === "write" ? "&mut Payouts" : "&Payouts"}`);
  const params: AstNode[] = mod.parameters?.parameters ?? [];
  const names = params.map((p) => low.declareLocal(p));
  scanMutations(low, mod.body);
  low.returns = { types: [], names: [], finish: () => "Ok(())" };
  let body: string[];
  try {
    const stmts: AstNode[] = mod.body.statements;
    for (const s of stmts.slice(0, -1)) low.statement(s);
    low.emit("Ok(())");
    body = low.lines;
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    body = stubBody(unit, err, mod);
  }
  const text = body.join("\n");
  const sig = ctx.map((c) => {
    const [n, t] = c.split(": ");
    return `${low.used.branch && n === "deps" ? "mut " : ""}${usesWord(text, n) ? n : `_${n}`}: ${t}`;
  });
  params.forEach((p, i) => {
    const t = rustType(parseType(p.typeDescriptions?.typeString));
    sig.push(
      `${low.isMutated(p.id) ? "mut " : ""}${usesWord(text, names[i]) ? names[i] : `_${names[i]}`}: ${t}`,
    );
  });
  const ps = params
    .map((p) => `${p.typeName ? solText(unit, p.typeName) : ""} ${p.name}`)
    .join(", ");
  return {
    key: `fn ${name}(`,
    what: `modifier ${mod.name}`,
    sol: mod,
    code: `${docLine(`modifier ${mod.name}${params.length > 0 ? `(${ps})` : ""}`)}
fn ${name}(${sig.join(", ")}) -> Result<(), ContractError> {
${text}
}`,
  };
}

// ---------------------------------------------------------------------------------------------
// instantiate

function emitInstantiate(unit: ContractUnit): RustItem {
  const ctors = unit.baseFirst.map((c) => ({
    contract: c,
    ctor:
      ((c.nodes as AstNode[]) ?? []).find(
        (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
      ) ?? null,
  }));
  const main = ctors[ctors.length - 1];
  const needs = emptyNeeds();
  for (const { ctor } of ctors)
    if (ctor) Object.assign(needs, mergeAll(needs, unit.needs(ctor.id)));
  // state variable initialisers run in instantiate too (`C c = new C();` sends a message)
  for (const sv of unit.stateVarOrder)
    if (sv.kind === "item" && sv.node.value)
      Object.assign(needs, mergeAll(needs, unit.needs(sv.node.id)));
  // state variable initialisers may read the context too
  needs.storage = "write";
  const low = new FunctionLowering(unit, "instantiate", { ...needs }, true);
  // the constructor's call data is empty
  low.msgSig = "00000000";
  const payable = main.ctor?.stateMutability === "payable";
  let body: string[];
  const pending = continuationsOf(unit).length;
  const entryPointSig = (used: (w: string) => boolean) =>
    `pub fn instantiate(\n    ${low.used.branch ? "mut " : ""}deps: DepsMut,\n    ${used("env") ? "env" : "_env"}: Env,\n    ${used("info") ? "info" : "_info"}: MessageInfo,\n    ${used("msg") ? "msg" : "_msg"}: InstantiateMsg,\n) -> Result<Response, ContractError> {`;
  try {
    if (payable) low.emit(needs.funds ? "let funds = msg_value(&info)?;" : "msg_value(&info)?;");
    else {
      low.emit("nonpayable(&info)?;");
      if (needs.funds) low.emit("let funds = Uint256::zero();");
    }
    low.emit("cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;");
    for (const c of unit.newContracts.values()) {
      low.emit(`${c.constName}.save(deps.storage, &msg.${c.field})?;`);
    }
    if (needs.events) low.emit("let mut events = vec![];");
    if (needs.payouts === "write") low.emit("let mut payouts = Payouts::default();");
    low.returns = { types: [], names: [], finish: () => responseExpr(unit, needs, null) };
    // constructor parameters of the most derived contract come from the message
    const paramLines: { id: number; at: number }[] = [];
    if (main.ctor) {
      scanMutations(low, main.ctor.body);
      for (const p of main.ctor.parameters.parameters as AstNode[]) {
        const t = parseType(p.typeDescriptions?.typeString);
        const field = rustIdent(snakeCase(p.name) || "arg");
        const name = low.declareLocal(p, t);
        const mut = low.isMutated(p.id) ? "mut " : "";
        paramLines.push({ id: p.id, at: low.lines.length });
        low.emit(`let ${mut}${name} = ${parseArg(t, `msg.${field}`)};`);
      }
    }
    // As the EVM's (legacy) code generator does: every contract's state variables are initialised
    // first, base to derived, then the base constructor arguments are evaluated, then the
    // constructor bodies run, base to derived.
    const varsOf = (c: AstNode) =>
      unit.stateVarOrder.filter((s) => s.node.scope === c.id && s.kind === "item");
    const withCode = ctors.filter(({ contract, ctor }) => ctor || varsOf(contract).length > 0);
    const split = withCode.length > 1;
    const argsOf = (contract: AstNode) =>
      contract.id === main.contract.id ? null : baseArgs(unit, contract);
    // what runs before the body of ctors[index]: a state variable it assigns first must still be
    // stored when any of this may read it
    const before = (index: number): AstNode[] => [
      ...unit.stateVarOrder.flatMap((s) =>
        s.kind === "item" && s.node.value ? [s.node.value] : [],
      ),
      ...ctors.flatMap(({ contract }) => argsOf(contract)?.args ?? []),
      ...ctors.slice(0, index).flatMap(({ ctor }) => (ctor ? [ctor] : [])),
    ];
    ctors.forEach(({ contract, ctor }, index) => {
      low.currentContract = contract;
      const assignedFirst = ctor ? topLevelAssigned(unit, ctor) : new Set<number>();
      const readFirst = [...before(index), ...(ctor ? modifiersOf(unit, ctor) : [])];
      const vars = varsOf(contract).filter(
        (sv) =>
          sv.node.value || !assignedFirst.has(sv.node.id) || mayRead(unit, readFirst, sv.node.id),
      );
      if (vars.length > 0 || (ctor && !split))
        low.emit(`// ${contract.name}${split ? ": state variables" : ""}`);
      for (const sv of vars) {
        low.withPrelude(() => {
          const v = sv.node.value
            ? owned(low.expr(sv.node.value, sv.type))
            : defaultValue(sv.type, (x) => unit.enumFirst(x));
          // an initialiser that reads storage is computed before the store borrows it mutably
          if (!/\bdeps\b/.test(v)) return [`${sv.constName}.save(deps.storage, &${v})?;`];
          const name = low.fresh(snakeCase(sv.node.name));
          return [`let ${name} = ${v};`, `${sv.constName}.save(deps.storage, &${name})?;`];
        });
      }
    });
    // base constructor arguments, derived first
    for (const { contract, ctor } of [...ctors].reverse()) {
      if (!ctor || contract.id === main.contract.id) continue;
      const args = argsOf(contract);
      scanMutations(low, ctor.body);
      const params: AstNode[] = ctor.parameters.parameters;
      if (params.length > 0 && !args)
        throw new Unsupported(
          "SOL2CW-E019",
          ctor,
          `missing constructor arguments for ${contract.name}`,
        );
      params.forEach((p, k) => {
        low.currentContract = args!.from;
        if (p.storageLocation === "storage") {
          // a storage parameter names the place its argument denotes (a mapping, a struct)
          low.withPrelude(() => {
            const path = pathOf(low, args!.args[k]);
            if (!path)
              throw new Unsupported(
                "SOL2CW-E014",
                args!.args[k],
                "a storage pointer to a computed location",
              );
            const type = parseType(p.typeDescriptions?.typeString);
            low.locals.set(p.id, {
              name: low.fresh(snakeCase(p.name) || "value"),
              type,
              alias: stabilize(low, path),
            });
            return [];
          });
          return;
        }
        low.withPrelude(() => {
          const v = owned(low.expr(args!.args[k], parseType(p.typeDescriptions?.typeString)));
          const name = low.declareLocal(p);
          return [`let ${low.isMutated(p.id) ? "mut " : ""}${name} = ${v};`];
        });
      });
    }
    let stopped = false;
    for (const { contract, ctor } of ctors) {
      if (!ctor) continue;
      low.currentContract = contract;
      if (split) low.emit(`// ${contract.name}`);
      const mods = ((ctor.modifiers ?? []) as AstNode[]).filter(
        (m) =>
          unit.nodes.get(m.modifierName.referencedDeclaration)?.nodeType === "ModifierDefinition",
      );
      if (ctor === main.ctor && !wrapsBody(unit, ctor))
        stopped = lowerContinuedConstructor(unit, low, ctor, mods, needs);
      if (!stopped) lowerModifiersForCtor(low, ctor, mods);
    }
    // a parameter assigned only after the constructor stops is `mut` in its continuation alone
    if (stopped)
      for (const { id, at } of paramLines)
        if (!low.isMutated(id)) low.lines[at] = low.lines[at].replace("let mut ", "let ");
    if (!stopped) low.emit(responseExpr(unit, needs, null));
    body = stopped ? dropUnusedBuffers(low.lines.join("\n")).split("\n") : low.lines;
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    continuationsOf(unit).length = pending;
    body = [
      "    nonpayable(&info)?;",
      "    cw2::set_contract_version(deps.storage, CONTRACT_NAME, CONTRACT_VERSION)?;",
      ...stubBody(unit, err, main.ctor ?? unit.main),
    ];
  }
  const text = body.join("\n");
  const used = (w: string) => usesWord(text, w);
  return {
    key: "pub fn instantiate(",
    what: "constructor",
    sol: main.ctor ?? undefined,
    code: `${main.ctor ? docLine(fnHeader(unit, main.ctor)) : "/// The implicit constructor."}
#[cfg_attr(not(feature = "library"), entry_point)]
${entryPointSig(used)}
${text}
}`,
  };
}

/**
 * The most derived constructor's modifiers (none with code after `_`) and body when a top-level
 * statement of it must continue in reply (a contract it creates and then queries, a call whose
 * result it uses: ADRs 92, 204, 223): the statements before it, then the stop that queues the
 * call and returns; `reply` runs the rest. Returns false, lowering nothing, when the body has no
 * such statement.
 */
function lowerContinuedConstructor(
  unit: ContractUnit,
  low: FunctionLowering,
  ctor: AstNode,
  mods: AstNode[],
  needs: Needs,
): boolean {
  const stmts = createdFirst(low, inlineResultHelpers(low, ctor).body?.statements ?? []);
  const split = findSplit(low, stmts);
  if (!split) return false;
  let returns = false;
  walk(ctor.body, (n) => {
    if (n.nodeType === "Return") returns = true;
  });
  if (returns) throw new Unsupported("SOL2CW-E013", ctor, "`return` inside a constructor");
  checkMemoryAliasing(ctor.body, unit.nodes);
  const stop = responseExpr(unit, needs, null);
  const ctx = {
    unit,
    msgSig: low.msgSig,
    // the continuation's names: `continue_constructor`, `REPLY_CONTINUE_CONSTRUCTOR`
    fn: { ...ctor, name: "constructor" },
    needs,
    body: stmts,
    finishFor: () => () => stop,
    post: [],
    stop,
  };
  useSegmentCounts(low, stmts, 0, split.index);
  const before = {
    ...ctor,
    body: { ...ctor.body, statements: stmts.slice(0, split.index) },
    returnParameters: { parameters: [] },
  };
  lowerModifiers(low, before, mods, 0, false, () => emitContinuationTail(ctx, low, split));
  return true;
}

/** `fn` with the contracts its top-level statements create and query created first (ADR 224). */
function withCreatedFirst(low: FunctionLowering, fn: AstNode): AstNode {
  if (!fn.body) return fn;
  const statements = createdFirst(low, fn.body.statements);
  return statements === fn.body.statements ? fn : { ...fn, body: { ...fn.body, statements } };
}

function mergeAll(a: Needs, b: Needs): Needs {
  const lv = { none: 0, read: 1, write: 2 } as const;
  return {
    storage: lv[b.storage] > lv[a.storage] ? b.storage : a.storage,
    payouts: lv[b.payouts] > lv[a.payouts] ? b.payouts : a.payouts,
    env: a.env || b.env,
    sender: a.sender || b.sender,
    funds: a.funds || b.funds,
    sig: a.sig || b.sig,
    events: a.events || b.events,
    querier: a.querier || b.querier,
  };
}

/** Whether any of `nodes` may read state variable `id`: names it, or calls a function. */
function mayRead(unit: ContractUnit, nodes: AstNode[], id: number): boolean {
  let found = false;
  for (const n of nodes) {
    walk(n, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === id) found = true;
      if (x.nodeType === "ModifierInvocation") found = true;
      if (x.nodeType === "FunctionCall") {
        const c = classifyCall(x, unit.nodes);
        if (c.kind === "internal" || c.kind === "external") found = true;
      }
    });
  }
  return found;
}

/**
 * State variables a constructor assigns at top level before anything reads them or calls out:
 * their zero value need not be stored first.
 */
function topLevelAssigned(unit: ContractUnit, ctor: AstNode): Set<number> {
  const out = new Set<number>();
  const touched = new Set<number>();
  for (const s of (ctor.body?.statements ?? []) as AstNode[]) {
    let calls = false;
    const refs = new Set<number>();
    const visit = (n: AstNode) => {
      if (n.nodeType === "Identifier") refs.add(n.referencedDeclaration);
      if (n.nodeType === "FunctionCall") {
        const c = classifyCall(n, unit.nodes);
        if (c.kind === "internal" || c.kind === "external") calls = true;
      }
      for (const v of Object.values(n)) {
        if (Array.isArray(v)) {
          for (const x of v) if (x && typeof x.nodeType === "string") visit(x);
        } else if (v && typeof v === "object" && typeof (v as AstNode).nodeType === "string")
          visit(v as AstNode);
      }
    };
    const e = s.nodeType === "ExpressionStatement" ? s.expression : null;
    if (
      e &&
      e.nodeType === "Assignment" &&
      e.operator === "=" &&
      e.leftHandSide.nodeType === "Identifier"
    ) {
      visit(e.rightHandSide);
      const id = e.leftHandSide.referencedDeclaration;
      if (calls) break;
      for (const r of refs) touched.add(r);
      if (!touched.has(id)) out.add(id);
      touched.add(id);
      continue;
    }
    visit(s);
    if (calls) break;
    for (const r of refs) touched.add(r);
  }
  return out;
}

/** The modifiers a constructor runs (their code and arguments), which may read state first. */
function modifiersOf(unit: ContractUnit, ctor: AstNode): AstNode[] {
  return ((ctor.modifiers ?? []) as AstNode[]).flatMap((m) => {
    const d = unit.nodes.get(m.modifierName.referencedDeclaration);
    if (d?.nodeType !== "ModifierDefinition") return [];
    return [unit.resolveModifier(m), ...((m.arguments ?? []) as AstNode[])];
  });
}

/** The arguments a derived contract passes to `base`'s constructor. */
function baseArgs(unit: ContractUnit, base: AstNode): { args: AstNode[]; from: AstNode } | null {
  for (const d of unit.linearization) {
    for (const spec of (d.baseContracts ?? []) as AstNode[]) {
      if (spec.baseName?.referencedDeclaration === base.id && spec.arguments)
        return { args: spec.arguments, from: d };
    }
    const ctor = ((d.nodes as AstNode[]) ?? []).find(
      (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
    );
    for (const m of (ctor?.modifiers ?? []) as AstNode[]) {
      if (m.modifierName?.referencedDeclaration === base.id)
        return { args: m.arguments ?? [], from: d };
    }
  }
  return null;
}

/** Converts a message field to the contract's internal type (addresses validated). */
export function parseArg(t: SolType, code: string): string {
  if (t.k === "address" || t.k === "contract") return `parse_address(deps.api, &${code})?`;
  if (t.k === "array" && (t.elem.k === "address" || t.elem.k === "contract")) {
    return `${code}\n        .iter()\n        .map(|a| parse_address(deps.api, a))\n        .collect::<StdResult<Vec<_>>>()?`;
  }
  return code;
}

// ---------------------------------------------------------------------------------------------
// execute / query dispatch

function emitExecute(unit: ContractUnit, entries: Entry[]): RustItem {
  const execs = entries.filter((e) => e.kind === "execute");
  const anyPayable = execs.some((e) => e.payable);
  const lines: string[] = [];
  if (!anyPayable && (execs.length > 0 || entries.some((e) => e.alsoExecute)))
    lines.push("    nonpayable(&info)?;");
  const arms: string[] = [];
  for (const e of execs) {
    const fields = e.params.map((p) =>
      ["deps", "env", "info"].includes(p.ident) ? `${p.ident}: ${p.ident}_arg` : p.ident,
    );
    const locals = e.params.map((p) =>
      ["deps", "env", "info"].includes(p.ident) ? `${p.ident}_arg` : p.ident,
    );
    const pre: string[] = [];
    if (anyPayable && !e.payable) pre.push("nonpayable(&info)?;");
    e.params.forEach((p, i) => {
      const parsed = parseArg(p.type, locals[i]);
      if (parsed !== locals[i]) pre.push(`let ${locals[i]} = ${parsed};`);
      pre.push(...rangeChecks(unit, p.type, locals[i]));
    });
    const call = `${e.handler}(${[...(e.handlerArgs ?? ["deps", "env", "info"]), ...locals].join(", ")})`;
    const pat = `ExecuteMsg::${e.rustVariant} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
    if (pre.length === 0) arms.push(`        ${pat} => ${call},`);
    else
      arms.push(
        `        ${pat} => {\n${pre.map((l) => `            ${l}`).join("\n")}\n            ${call}\n        }`,
      );
  }
  const views = entries.filter((e) => e.alsoExecute);
  for (const e of views) {
    const { fields, pre, value } = viewArmParts(unit, e, true);
    if (anyPayable) pre.unshift("nonpayable(&info)?;");
    let response = "Ok(Response::new())";
    if (e.returns.length === 0) pre.push(`${value};`);
    else response = `Ok(Response::new().set_data(to_json_binary(&${value})?))`;
    const pat = `ExecuteMsg::${e.rustVariant} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
    arms.push(
      `        ${pat} => {\n${pre.map((l) => `            ${l}`).join("\n")}${pre.length ? "\n" : ""}            ${response}\n        }`,
    );
  }
  const viewArms = arms.slice(arms.length - views.length).join("\n");
  const used = (w: string) =>
    (execs.length > 0 || views.length > 0) &&
    ((w === "deps" && (execs.length > 0 || /\bdeps\b/.test(viewArms))) ||
      (w === "env" && /\benv\b/.test(viewArms)) ||
      (w === "info" && lines.length + arms.join("").split("nonpayable").length > 1) ||
      (w === "info" && /\binfo\b/.test(viewArms)) ||
      execs.some((e) => (e.handlerArgs ?? []).includes(w)));
  return {
    key: "pub fn execute(",
    code: `#[cfg_attr(not(feature = "library"), entry_point)]
pub fn execute(
    ${used("deps") ? "deps" : "_deps"}: DepsMut,
    ${used("env") ? "env" : "_env"}: Env,
    ${used("info") ? "info" : "_info"}: MessageInfo,
    msg: ExecuteMsg,
) -> Result<Response, ContractError> {
${lines.join("\n")}${lines.length ? "\n" : ""}    match msg {
${arms.join("\n")}
    }
}`,
  };
}

/** Rejects message values outside a Solidity type's range (odd widths, fixed sizes). */
function rangeChecks(unit: ContractUnit, t: SolType, name: string): string[] {
  if (isOddWidth(t)) {
    const tag = typeTag(t);
    unit.helpers.add(`check_${tag}`);
    return [`check_${tag}(${name})?;`];
  }
  if (t.k === "fixedbytes") {
    const v = unit.requireVariant(`bytes${t.n} needs exactly ${t.n} bytes`);
    return [`if ${name}.len() != ${t.n} {`, `    return Err(ContractError::${v});`, "}"];
  }
  return [];
}

/**
 * The message fields, statements and value of a view's arm: in `query`, or in `execute` for a view
 * that also has an execute variant (ADR 0240), where the sender is the caller and deps are lent
 * read-only.
 */
function viewArmParts(
  unit: ContractUnit,
  e: Entry,
  asExecute: boolean,
): { fields: string[]; pre: string[]; value: string; usesEnv: boolean } {
  const fn = e.fn;
  const needs = fn ? unit.needs(fn.id) : emptyNeeds();
  const params = [...e.params];
  if (needs.sender) e.readsSender = true;
  const sender = asExecute ? "info.sender" : "sender";
  // a memory parameter the view writes into is lent to it as `&mut` of the message's value
  const byReference = params.map((p) => !!p.decl && isMemoryParamByReference(p.decl, unit.nodes));
  const fields = params.map((p, i) =>
    byReference[i] && parseArg(p.type, p.ident) === p.ident ? `mut ${p.ident}` : p.ident,
  );
  if (e.readsSender && !asExecute) fields.push("sender");
  const pre: string[] = [];
  params.forEach((p, i) => {
    const parsed = parseArg(p.type, p.ident);
    if (parsed !== p.ident) pre.push(`let ${byReference[i] ? "mut " : ""}${p.ident} = ${parsed};`);
    pre.push(...rangeChecks(unit, p.type, p.ident));
  });
  if (e.readsSender && !asExecute) pre.push("let sender = parse_address(deps.api, &sender)?;");
  let value: string;
  if (fn) {
    const args: string[] = [];
    if (needsDeps(needs)) args.push(asExecute ? "deps.as_ref()" : "deps");
    if (needs.env) args.push("&env");
    if (needs.sender) args.push(`&${sender}`);
    if (needs.funds) args.push("Uint256::zero()");
    if (needs.sig) args.push(`&HexBinary::from_hex("${entrySelector(e)}")?`);
    if (needs.payouts !== "none") args.push("&Payouts::default()");
    args.push(...params.map((p, i) => (byReference[i] ? `&mut ${p.ident}` : p.ident)));
    const call = `${unit.fnName(fn)}(${args.join(", ")})?`;
    if (e.returns.length > 1) {
      const names = e.returns.map((r) => r.ident);
      pre.push(`let (${names.join(", ")}) = ${call};`);
      value = `${e.responseType} { ${names.join(", ")} }`;
    } else value = call;
  } else {
    value = getterValue(unit, e, pre);
  }
  return { fields, pre, value, usesEnv: !!fn && needs.env };
}

function emitQuery(unit: ContractUnit, entries: Entry[]): RustItem {
  const queries = entries.filter((e) => e.kind === "query");
  const arms: string[] = [];
  let envUsed = false;
  for (const e of queries) {
    const { fields, pre, value, usesEnv } = viewArmParts(unit, e, false);
    if (usesEnv) envUsed = true;
    const pat = `QueryMsg::${e.rustVariant} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
    if (pre.length === 0) arms.push(`        ${pat} => to_json_binary(&${value})?,`);
    else
      arms.push(
        `        ${pat} => {\n${pre.map((l) => `            ${l}`).join("\n")}\n            to_json_binary(&${value})?\n        }`,
      );
  }
  const depsUsed = arms.some((a) => /\bdeps\b/.test(a));
  // A contract without views has an empty QueryMsg: the match has no arms and no value to wrap.
  const body =
    arms.length > 0 ? `    Ok(match msg {\n${arms.join("\n")}\n    })` : "    match msg {}";
  return {
    key: "pub fn query(",
    code: `#[cfg_attr(not(feature = "library"), entry_point)]
pub fn query(${depsUsed ? "deps" : "_deps"}: Deps, ${envUsed ? "env" : "_env"}: Env, msg: QueryMsg) -> Result<Binary, ContractError> {
${body}
}`,
  };
}

/** The value a public state variable's getter returns (keys already parsed into locals). */
function getterValue(unit: ContractUnit, e: Entry, pre: string[]): string {
  const sv = e.getter!;
  if (sv.kind === "constant") {
    const name = unit.useConstant(sv.node);
    if (name) return name;
    const low = new FunctionLowering(unit, "internal", emptyNeeds(), false);
    return low.expr(sv.node.value, sv.type).code;
  }
  const low = new FunctionLowering(unit, "internal", { ...emptyNeeds(), storage: "read" }, false);
  let code: string;
  let keyIdx = 0;
  let t = sv.type;
  const keys: string[] = [];
  const elementAt = sv.elements?.mappingKeys;
  // the outer array of `mapping(K => V)[][]` (ADR 0229) is indexed first, against its own length
  const outerAt = sv.outerArray ? 0 : undefined;
  while (
    t.k === "mapping" ||
    (t.k === "array" && (keys.length === elementAt || keys.length === outerAt))
  ) {
    const p = e.params[keyIdx++];
    if (t.k === "mapping") {
      keys.push(keyArg(low, { code: p.ident, prec: P.ATOM, owned: false, type: t.key }, t.key));
      t = t.value;
      continue;
    }
    // an array kept element by element: the element's index, checked against its length, is the
    // key after the mapping keys before it (ADRs 0209, 0220, 0221)
    const lengthKeys = keys.length === 1 ? keys[0] : `(${keys.join(", ")})`;
    const length =
      sv.outerArray && keys.length === 0
        ? `${sv.outerArray.constName}.may_load(deps.storage)?.unwrap_or_default()`
        : !sv.lengthItem
          ? `${sv.elements!.length}`
          : keys.length > 0
            ? `${sv.lengthItem.constName}.may_load(deps.storage, ${lengthKeys})?.unwrap_or_default()`
            : `${sv.lengthItem.constName}.may_load(deps.storage)?.unwrap_or_default()`;
    unit.helpers.add("element_index");
    const checked = { code: `element_index(${p.ident}, ${length})?`, prec: P.ATOM, owned: true };
    keys.push(
      keyArg(low, { ...checked, type: { k: "uint", bits: 256 } }, { k: "uint", bits: 256 }),
    );
    t = (t as { elem: SolType }).elem;
  }
  if (sv.kind === "map") {
    const def = defaultValue(t, (x) => unit.enumFirst(x));
    const unwrap = isDefaultable(t) ? ".unwrap_or_default()" : `.unwrap_or_else(|| ${def})`;
    code = `${sv.constName}.may_load(deps.storage, ${keys.length === 1 ? keys[0] : `(${keys.join(", ")})`})?${unwrap}`;
  } else code = `${sv.constName}.load(deps.storage)?`;
  while (t.k === "array") {
    const p = e.params[keyIdx++];
    unit.helpers.add("at");
    code = `at(&${code}, ${p.ident})?`;
    t = t.elem;
  }
  if (t.k === "mapping") return unplacedMappingGetter(unit, e, keyIdx, code, pre);
  if (t.k === "struct" && e.responseType && e.responseType !== t.name) {
    const v = unit.reserveLocal("value");
    pre.push(`let ${v} = ${code};`);
    return `${e.responseType} { ${e.returns.map((r) => `${r.ident}: ${v}.${r.ident}`).join(", ")} }`;
  }
  // the getter of a struct left with one member (the others are arrays) returns that member alone
  if (t.k === "struct" && !e.responseType && e.returns.length === 1)
    return `${code}.${e.returns[0].ident}`;
  return code;
}

/**
 * The getter reaching a mapping kept in an array that is itself kept in a mapping (no map of its
 * own, SOL2CW-E015): it still checks the index, then fails, and borrows the keys it cannot use.
 */
function unplacedMappingGetter(
  unit: ContractUnit,
  e: Entry,
  keyIdx: number,
  element: string,
  pre: string[],
): string {
  const sv = e.getter!;
  unit.diag("SOL2CW-E015", "error", sv.node, `${UNPLACED_MAPPING} is not supported yet`);
  unit.useSpecial("unsupported");
  unit.helpers.add("unsupported");
  const rest = e.params.slice(keyIdx).map((p) => `&${p.ident}`);
  pre.push(
    `// TODO: ${UNPLACED_MAPPING} (Solidity line ${unit.lineOf(sv.node)}) is not supported yet; finish this by hand.`,
  );
  pre.push(`let _ = ${element};`);
  pre.push(`let _ = ${rest.length === 1 ? rest[0] : `(${rest.join(", ")})`};`);
  const ret = e.responseType ?? rustType(e.returns[0].type);
  return `unsupported::<${ret}>(${rustString(UNPLACED_MAPPING)})?`;
}

function isDefaultable(t: SolType): boolean {
  return !(
    t.k === "address" ||
    t.k === "contract" ||
    t.k === "fixedbytes" ||
    (t.k === "array" && t.len !== null)
  );
}

// ---------------------------------------------------------------------------------------------
// events and enums

function emitEventFn(unit: ContractUnit, ev: AstNode): RustItem {
  const name = unit.eventFnName(ev);
  const params: AstNode[] = ev.parameters.parameters;
  const info = unit.eventInfo(ev);
  const args: string[] = [];
  const attrs: string[] = [];
  params.forEach((p, i) => {
    const t = parseType(p.typeDescriptions?.typeString);
    const ident = rustIdent(snakeCase(p.name) || `arg${i}`);
    args.push(`${ident}: ${eventParamType(t)}`);
    attrs.push(
      `        .add_attribute(${rustString(info.params[i].attribute)}, ${attrValue(t, ident)})`,
    );
  });
  return {
    key: `fn ${name}(`,
    what: `event ${ev.name}`,
    sol: ev,
    code: `${docLine(solText(unit, ev).replace(/;$/, ""))}
fn ${name}(${args.join(", ")}) -> Event {
    Event::new(${rustString(info.eventType)})${attrs.length ? `\n${attrs.join("\n")}` : ""}
}`,
  };
}

function eventParamType(t: SolType): string {
  if (isCopy(t)) return rustType(t);
  if (t.k === "string") return "&str";
  if (t.k === "array") return `&[${rustType(t.elem)}]`;
  return `&${rustType(t)}`;
}

function attrValue(t: SolType, v: string): string {
  switch (t.k) {
    case "address":
    case "contract":
      return `${v}.as_str()`;
    case "string":
      return v;
    case "bytes":
    case "fixedbytes":
      return `${v}.to_hex()`;
    case "enum":
      return `${v}.as_str()`;
    case "array":
    case "struct":
      return `to_json_string(&${v}).unwrap_or_default()`;
    default:
      return `${v}.to_string()`;
  }
}

function emitEnumFromOrdinal(unit: ContractUnit, name: string): RustItem {
  const def = unit.enumDef(name)!;
  const fn = `${snakeCase(name)}_from_ordinal`;
  const arms = (def.members as AstNode[]).map(
    (m, i) => `        ${i} => Ok(${name}::${unit.enumVariant(name, m.name)}),`,
  );
  return {
    key: `fn ${fn}(`,
    code: `/// \`${name}(n)\`: an ordinal past the last member fails with \`Panic(0x21)\`.
fn ${fn}(ordinal: Uint256) -> Result<${name}, ContractError> {
    match u8::try_from(Uint128::try_from(ordinal).map(|n| n.u128()).unwrap_or(u128::MAX)).unwrap_or(u8::MAX) {
${arms.join("\n")}
        _ => Err(ContractError::Panic { code: 0x21 }),
    }
}`,
  };
}

export { ALL_NEEDS, type FnMode, isNativeInt };
