import type { AstNode } from "../frontend/ast.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import type { Entry } from "../lower/entry.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { rustString } from "../naming/rust-string.ts";
import {
  jsonFieldName,
  pascalCase,
  rustIdent,
  serdeFieldRename,
  serdeSnakeCase,
  snakeCase,
} from "../naming/snake-case.ts";
import { defaultIsDerived } from "./default-is-derived.ts";
import { docLine, fnHeader, solText, useLine } from "./emit-contract.ts";
import { emitMappingRefs } from "./emit-mapping-refs.ts";
import { emitStructRefs } from "./emit-struct-refs.ts";
import { defaultValue, keyType, msgFieldType, returnsPath, rustType } from "./rust-types.ts";

/**
 * The other names the callee may give return value `i` of `fn`: `ret<i>` (an unnamed return of
 * a converted implementation) and the names of the implementations in this file, as serde
 * aliases, so that the answer parses whichever names the callee's own JSON uses.
 */
function answerAliases(
  unit: ContractUnit,
  fn: AstNode,
  fields: { ident: string }[],
  i: number,
): string {
  const taken = new Set(fields.map((f) => jsonFieldName(f.ident).replace(/_$/, "")));
  const overriders = new Set<number>([fn.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const n of unit.nodes.values()) {
      if (n.nodeType !== "FunctionDefinition" || overriders.has(n.id)) continue;
      if (((n.baseFunctions ?? []) as number[]).some((b) => overriders.has(b))) {
        overriders.add(n.id);
        grew = true;
      }
    }
  }
  const names = new Set<string>([`ret${i}`]);
  for (const id of overriders) {
    const ret = unit.nodes.get(id)?.returnParameters?.parameters?.[i];
    names.add(snakeCase(ret?.name ?? "") || `ret${i}`);
  }
  return [...names]
    .filter((n) => !taken.has(n))
    .map((n) => `#[serde(alias = ${rustString(n)})] `)
    .join("");
}

/** `pub x` for a message or struct field, renamed for serde where the identifier differs. */
function fieldDecl(ident: string): string {
  return `${serdeFieldRename(ident)}pub ${ident}`;
}

const STD_TYPES = [
  "Addr",
  "HexBinary",
  "Int128",
  "Int256",
  "Int64",
  "Uint128",
  "Uint256",
  "Uint64",
];

function stdImports(text: string): string[] {
  const code = text
    .split("\n")
    .filter((l) => !l.trim().startsWith("//"))
    .join("\n")
    .replace(/cosmwasm_std::\w+/g, "")
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return STD_TYPES.filter((n) => new RegExp(`\\b${n}\\b`).test(code));
}

function localTypes(unit: ContractUnit, text: string, exclude: Set<string> = new Set()): string[] {
  const code = text
    .split("\n")
    .filter((l) => !l.trim().startsWith("//"))
    .join("\n")
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const names = [...unit.enums.map((e) => e.name), ...unit.structs.map((s) => s.name)];
  return names.filter((n) => !exclude.has(n) && new RegExp(`(?<!::)\\b${n}\\b`).test(code));
}

const RELEASE_PROFILE = `[profile.release]
opt-level = 3
debug = false
rpath = false
lto = true
debug-assertions = false
codegen-units = 1
panic = "abort"
incremental = false
overflow-checks = true
`;

export function emitCargoToml(
  unit: ContractUnit,
  opts: { workspace: boolean; devDeps: string[] } = { workspace: false, devDeps: [] },
): string {
  const devDeps = opts.devDeps.map((d) => `${d} = { path = "../${d}", features = ["library"] }`);
  return `[package]
name = "${unit.options.crateName}"
version = "0.1.0"
edition = "2021"
description = "CosmWasm port of ${unit.main.name} (${unit.fileName}), converted by sol2cosmwasm"
publish = false

[lib]
crate-type = ["cdylib", "rlib"]
${opts.workspace ? schemaBin(unit.options.crateName) : ""}
[features]
# use library feature to disable all instantiate/execute/query exports
library = []

[dependencies]
cosmwasm-schema = "2.2"
cosmwasm-std = ${unit.newContracts.size > 0 ? '{ version = "2.2", features = ["cosmwasm_1_2"] }' : '"2.2"'}
cw-storage-plus = "2.0"
cw-utils = "2.0"
cw2 = "2.0"
thiserror = "2"

[dev-dependencies]
cw-multi-test = ${unit.newContracts.size > 0 ? '{ version = "2", features = ["cosmwasm_1_2"] }' : '"2"'}
serde_json = "1"
${devDeps.map((d) => `${d}\n`).join("")}${opts.workspace ? "" : `\n${RELEASE_PROFILE}`}`;
}

/**
 * A workspace member's schema binary is named after its crate: members share the target
 * directory, and binaries all named `schema` would overwrite one another there.
 */
function schemaBin(crateName: string): string {
  return `
[[bin]]
name = "${crateName}-schema"
path = "src/bin/schema.rs"
`;
}

/** The workspace manifest when the file holds several deployable contracts. */
export function emitWorkspaceToml(crates: string[]): string {
  return `[workspace]
members = [${crates.map((c) => `"contracts/${c}"`).join(", ")}]
resolver = "2"

${RELEASE_PROFILE}`;
}

export function emitLib(unit: ContractUnit): string {
  return `//! CosmWasm port of the Solidity contract \`${unit.main.name}\` (\`${unit.fileName}\`).
//!
//! Converted by sol2cosmwasm; see \`README.md\` and \`conversion.json\` for the mapping.

pub mod contract;
pub mod error;
pub mod msg;
pub mod state;
#[cfg(test)]
mod tests;

pub use crate::error::ContractError;
`;
}

export function emitSchema(unit: ContractUnit): string {
  const lib = unit.options.crateName.replaceAll("-", "_");
  return `use cosmwasm_schema::write_api;

use ${lib}::msg::{ExecuteMsg, InstantiateMsg, MigrateMsg, QueryMsg};

fn main() {
    write_api! {
        instantiate: InstantiateMsg,
        execute: ExecuteMsg,
        query: QueryMsg,
        migrate: MigrateMsg,
    }
}
`;
}

function fromNote(unit: ContractUnit, e: Entry): string {
  return e.declaredIn !== unit.main.name ? ` (from \`${e.declaredIn}\`)` : "";
}

function entryDoc(unit: ContractUnit, e: Entry): string {
  if (e.special) return `/// \`${e.special}()\``;
  if (e.getter)
    return docLine(`getter of ${getterDecl(unit, e.getter.node)}`).replace(
      /^\/\/\/ `getter of /,
      "/// getter of `",
    );
  return `${docLine(fnHeader(unit, e.fn!))}${fromNote(unit, e)}`;
}

function getterDecl(unit: ContractUnit, node: AstNode): string {
  return solText(unit, node)
    .replace(/\s*=(?!>).*$/s, "")
    .replace(/;$/, "");
}

export function emitMsg(unit: ContractUnit, entries: Entry[]): string {
  const out: string[] = [];
  // enums
  for (const en of unit.enums) {
    const members = en.members as AstNode[];
    const variants = members.map((m, i) => {
      const v = unit.enumVariant(en.name, m.name);
      const rename = unit.enumRename(m.name);
      const lines: string[] = [];
      if (i === 0) lines.push("    #[default]");
      if (rename) lines.push(`    #[serde(rename = ${rustString(rename)})]`);
      lines.push(`    ${v},`);
      return lines.join("\n");
    });
    const arms = members.map(
      (m) =>
        `            ${en.name}::${unit.enumVariant(en.name, m.name)} => ${rustString(snakeCase(m.name))},`,
    );
    out.push(`/// \`enum ${en.name}\` (JSON: the member name in snake_case; Solidity ordinals 0..=${members.length - 1} in this order)
#[cw_serde]
#[derive(Copy, Eq, PartialOrd, Ord, Default)]
pub enum ${en.name} {
${variants.join("\n")}
}

impl ${en.name} {
    /// The JSON name, as used in messages, event attributes and error texts.
    pub fn as_str(&self) -> &'static str {
        match self {
${arms.join("\n")}
        }
    }
}

impl fmt::Display for ${en.name} {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}`);
  }
  // structs
  for (const st of unit.structs) {
    const members = st.members as AstNode[];
    const fields = members
      .map((m) => {
        const t = parseType(m.typeDescriptions?.typeString);
        return { ident: rustIdent(snakeCase(m.name)), type: t, node: m };
      })
      .filter((f) => f.type.k !== "mapping");
    if (fields.every((f) => defaultIsDerived(f.type))) {
      out.push(`${docLine(`struct ${st.name}`)}
#[cw_serde]
#[derive(Default)]
pub struct ${st.name} {
${fields.map((f) => `    ${serdeFieldRename(f.ident)}pub ${f.ident}: ${rustType(f.type)},`).join("\n")}
}`);
      continue;
    }
    out.push(`${docLine(`struct ${st.name}`)}
#[cw_serde]
pub struct ${st.name} {
${fields.map((f) => `    ${serdeFieldRename(f.ident)}pub ${f.ident}: ${rustType(f.type)},`).join("\n")}
}

impl Default for ${st.name} {
    fn default() -> Self {
        Self {
${fields.map((f) => `            ${f.ident}: ${defaultValue(f.type, (x) => unit.enumFirst(x))},`).join("\n")}
        }
    }
}`);
  }
  // instantiate
  const ctor = ((unit.main.nodes as AstNode[]) ?? []).find(
    (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
  );
  const ctorFields = ctor
    ? (ctor.parameters.parameters as AstNode[]).map(
        (p) =>
          `    ${fieldDecl(rustIdent(snakeCase(p.name) || "arg"))}: ${msgFieldType(parseType(p.typeDescriptions?.typeString))},`,
      )
    : [];
  for (const c of unit.newContracts.values()) {
    ctorFields.push(`    /// the stored code id of \`${c.contract.name}\`, instantiated by \`new ${c.contract.name}(...)\`
    pub ${c.field}: u64,`);
  }
  out.push(`${ctor ? docLine(fnHeader(unit, ctor)) : "/// The implicit constructor (no arguments)."}
#[cw_serde]
pub struct InstantiateMsg {${ctorFields.length ? `\n${ctorFields.join("\n")}\n` : ""}}`);
  // execute
  const variant = (e: Entry, extraSender: boolean, asExecute = false) => {
    const fields = e.params.map(
      (p) =>
        `${serdeFieldRename(p.ident)}${(p.aliases ?? []).map((a) => `#[serde(alias = ${rustString(a)})] `).join("")}${p.ident}: ${msgFieldType(p.type)}`,
    );
    if (extraSender) fields.push("sender: String");
    const lines = [entryDoc(unit, e)];
    if (asExecute && e.kind === "query")
      lines.push(
        "/// The view run as an execute, for callers through a state-changing declaration: its value is the response data.",
      );
    if (e.rename) lines.push(`#[serde(rename = ${rustString(e.variant)})]`);
    if (e.kind === "query" && !asExecute) lines.push(`#[returns(${queryReturns(e)})]`);
    lines.push(`${e.rustVariant} {${fields.length ? ` ${fields.join(", ")} ` : ""}},`);
    return lines.map((l) => `    ${l}`).join("\n");
  };
  const execs = entries.filter((e) => e.kind === "execute" || e.alsoExecute);
  out.push(`#[cw_serde]
pub enum ExecuteMsg {${execs.length ? `\n${execs.map((e) => variant(e, false, true)).join("\n")}\n` : ""}}`);
  const queries = entries.filter((e) => e.kind === "query");
  out.push(`#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {${queries.length ? `\n${queries.map((e) => variant(e, e.readsSender)).join("\n")}\n` : ""}}`);
  // response structs
  const structNames = new Set(unit.structs.map((s) => s.name));
  for (const e of entries) {
    if (!e.responseType || structNames.has(e.responseType)) continue;
    const what = e.getter ? `the getter of \`${e.getter.node.name}\`` : `\`${e.signature}\``;
    out.push(`/// The return values of ${what}.
#[cw_serde]
pub struct ${e.responseType} {
${e.returns.map((r) => `    ${fieldDecl(r.ident)}: ${rustType(r.type)},`).join("\n")}
}`);
  }
  out.push(`#[cw_serde]
pub struct MigrateMsg {}`);
  for (const [name, ext] of [...unit.externalMsgs.entries()].sort((a, b) =>
    a[0].localeCompare(b[0]),
  )) {
    const variants = [...ext.fns.values()].map((fn) => {
      const fields = (fn.parameters.parameters as AstNode[]).map(
        (p, i) =>
          `${serdeFieldRename(rustIdent(snakeCase(p.name) || `arg${i}`))}${rustIdent(snakeCase(p.name) || `arg${i}`)}: ${msgFieldType(parseType(p.typeDescriptions?.typeString))}`,
      );
      if (ext.kind === "query" && unit.calleeReadsSender(fn)) fields.push("sender: String");
      const v = unit.externalVariants.get(fn.id);
      const rust = v?.rust ?? (pascalCase(snakeCase(fn.name)) || "Call");
      const rename =
        v && serdeSnakeCase(rust) !== v.json
          ? `\n    #[serde(rename = ${rustString(v.json)})]`
          : "";
      return `    ${docLine(fnHeader(unit, fn))}${rename}
    ${rust} {${fields.length ? ` ${fields.join(", ")} ` : ""}},`;
    });
    out.push(`/// ${ext.kind === "execute" ? "Execute" : "Query"} messages this contract sends to \`${ext.contract}\` contracts (their JSON contract).
#[cw_serde]
pub enum ${name} {
${variants.join("\n")}
}`);
  }
  for (const [name, r] of [...unit.externalResponses.entries()].sort((a, b) =>
    a[0].localeCompare(b[0]),
  )) {
    out.push(`/// The answer of \`${r.fn.name}\` queried on another contract: its return values by name.
#[cw_serde]
pub struct ${name} {
${r.fields.map((f, i) => `    ${answerAliases(unit, r.fn, r.fields, i)}${fieldDecl(f.ident)}: ${rustType(f.type)},`).join("\n")}
}`);
  }
  for (const c of unit.newContracts.values()) {
    const cctor = ((c.contract.nodes as AstNode[]) ?? []).find(
      (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
    );
    const fields = ((cctor?.parameters.parameters ?? []) as AstNode[]).map(
      (p) =>
        `    ${fieldDecl(rustIdent(snakeCase(p.name) || "arg"))}: ${msgFieldType(parseType(p.typeDescriptions?.typeString))},`,
    );
    out.push(`/// The InstantiateMsg of \`${c.contract.name}\` (its JSON contract), sent by \`new ${c.contract.name}(...)\`.
#[cw_serde]
pub struct ${c.msgType} {${fields.length ? `\n${fields.join("\n")}\n` : ""}}`);
  }
  const body = out.join("\n\n");
  const header: string[] = [];
  if (unit.enums.length > 0) header.push("use std::fmt;", "");
  header.push("use cosmwasm_schema::{cw_serde, QueryResponses};");
  const std = stdImports(body);
  if (std.length > 0) header.push(useLine("cosmwasm_std", std));
  return `${header.join("\n")}\n\n${body}\n`;
}

function queryReturns(e: Entry): string {
  if (e.responseType) return e.responseType;
  return returnsPath(e.returns[0]?.type ?? { k: "bool" });
}

export function emitState(unit: ContractUnit): string {
  const lines: string[] = [];
  for (const sv of unit.stateVarOrder) {
    if (sv.kind === "constant") continue;
    const from =
      sv.node.scope !== unit.main.id ? `\`${unit.nodes.get(sv.node.scope)?.name}\`: ` : "";
    const decl = solText(unit, sv.node)
      .replace(/\s*=(?!>).*$/s, "")
      .replace(/;$/, "");
    if (sv.memberOf) {
      lines.push(
        `/// the \`${sv.memberOf.member}\` mapping of each \`${sv.memberOf.parent.node.name}\` entry`,
      );
    } else lines.push(`/// ${from}\`${decl.replace(/\s+/g, " ")}\``);
    if (sv.kind === "map") {
      const keys = sv.keys.map(keyType);
      const k = keys.length === 1 ? keys[0] : `(${keys.join(", ")})`;
      lines.push(
        `pub const ${sv.constName}: Map<${k}, ${rustType(sv.value)}> = Map::new(${rustString(sv.storageKey)});`,
      );
      if (sv.lengthItem) {
        lines.push(
          sv.storedElements && sv.lengthItem.keys.length > 0
            ? `/// the length of each array of \`${sv.node.name}\`, whose elements are the entries of \`${sv.constName}\` keyed by its keys and index`
            : sv.storedElements
              ? `/// the length of \`${sv.node.name}\`, whose elements are the entries of \`${sv.constName}\` keyed by index`
              : sv.lengthItem.keys.length > 0
                ? `/// the length of each array of \`${sv.node.name}\` (pop and delete keep the entries of its mappings, as on the EVM)`
                : `/// the length of \`${sv.node.name}\` (pop and delete keep the entries of its mappings, as on the EVM)`,
        );
        const lengthKeys = sv.lengthItem.keys.map(keyType);
        lines.push(
          lengthKeys.length > 0
            ? `pub const ${sv.lengthItem.constName}: Map<${lengthKeys.length === 1 ? lengthKeys[0] : `(${lengthKeys.join(", ")})`}, u64> = Map::new(${rustString(sv.lengthItem.storageKey)});`
            : `pub const ${sv.lengthItem.constName}: Item<u64> = Item::new(${rustString(sv.lengthItem.storageKey)});`,
        );
      }
      if (sv.outerArray) {
        lines.push(
          `/// the length of \`${sv.node.name}\` itself, whose arrays are keyed by their index in it`,
        );
        lines.push(
          `pub const ${sv.outerArray.constName}: Item<u64> = Item::new(${rustString(sv.outerArray.storageKey)});`,
        );
      }
    } else {
      lines.push(
        `pub const ${sv.constName}: Item<${rustType(sv.type)}> = Item::new(${rustString(sv.storageKey)});`,
      );
    }
  }
  for (const c of unit.newContracts.values()) {
    lines.push(`/// the stored code id used by \`new ${c.contract.name}(...)\``);
    lines.push(`pub const ${c.constName}: Item<u64> = Item::new(${rustString(c.field)});`);
  }
  if (unit.newContracts.size > 0) {
    lines.push("/// how many contracts `new` has created: the instantiate2 salt of the next one");
    lines.push(`pub const CREATED_CONTRACTS: Item<u64> = Item::new("created_contracts");`);
  }
  const refs = [...emitStructRefs(unit), ...emitMappingRefs(unit)];
  const body = [lines.join("\n"), ...refs].join("\n\n");
  const header: string[] = [];
  const std = stdImports(body);
  if (refs.length > 0) std.push("StdResult", "Storage");
  if (std.length > 0) header.push(useLine("cosmwasm_std", std));
  const storage = ["Item", "Map"].filter((n) => new RegExp(`\\b${n}<`).test(body));
  if (storage.length > 0) header.push(useLine("cw_storage_plus", storage));
  const local = localTypes(unit, body);
  if (local.length > 0) header.push("", useLine("crate::msg", local));
  return `${header.join("\n")}${header.length ? "\n\n" : ""}${body}${body ? "\n" : ""}`;
}

/** How a value of type `t` appears inside an error's JSON text (a thiserror format fragment). */
function errorFormat(t: SolType, field: string): string {
  const name = field.replace(/^r#/, "");
  switch (t.k) {
    case "bool":
      return `{${name}}`;
    case "uint":
    case "int":
      return t.bits <= 32 ? `{${name}}` : `\\"{${name}}\\"`;
    case "string":
      return `{${name}:?}`;
    case "array":
    case "struct":
      return "{}";
    default:
      return `\\"{${name}}\\"`;
  }
}

export function emitError(unit: ContractUnit): string {
  const variants: string[] = [];
  variants.push(`    #[error("{0}")]
    Std(#[from] StdError),`);
  variants.push(`    #[error("{0}")]
    Payment(#[from] PaymentError),`);
  variants.push(`    /// Solidity \`Panic(uint256)\`: 0x1 assert, 0x11 arithmetic overflow, 0x12 division by zero,
    /// 0x21 invalid enum value, 0x31 pop on an empty array, 0x32 array index out of bounds.
    #[error("Panic(0x{code:x})")]
    Panic { code: u8 },`);
  const errs = [...unit.errors.values()];
  if (errs.some((e) => e.kind === "transfer_failed")) {
    variants.push(`    /// A native transfer beyond the contract's balance
    #[error("native transfer failed")]
    TransferFailed,`);
  }
  if (errs.some((e) => e.kind === "revert" && e.variant === "Reverted")) {
    variants.push(`    /// \`require(c)\` / \`revert()\` without a message
    #[error("execution reverted")]
    Reverted,`);
  }
  if (errs.some((e) => e.variant === "Message")) {
    variants.push(`    /// \`require\` / \`revert\` with a computed message
    #[error("{0}")]
    Message(String),`);
  }
  if (errs.some((e) => e.kind === "unsupported")) {
    variants.push(`    /// Solidity the converter does not translate (see the TODO in the handler)
    #[error("unsupported: {feature}")]
    Unsupported { feature: String },`);
  }
  for (const e of errs.filter((x) => x.kind === "require")) {
    const msg = e.message ?? "";
    variants.push(`    /// \`${msg.replaceAll("`", "'")}\`
    #[error(${rustString(msg.replaceAll("{", "{{").replaceAll("}", "}}"))})]
    ${e.variant},`);
  }
  for (const err of unit.declaredErrors()) {
    const variant = unit.customErrorVariant(err);
    const params: AstNode[] = err.parameters.parameters;
    const doc = `    ${docLine(solText(unit, err).replace(/;$/, ""))}`;
    if (params.length === 0) {
      variants.push(`${doc}\n    #[error(${rustString(err.name)})]\n    ${variant},`);
      continue;
    }
    const fields = params.map((p, i) => ({
      ident: unit.errorField(p, i),
      type: parseType(p.typeDescriptions?.typeString),
      name: snakeCase(p.name) || `arg${i}`,
    }));
    const json = fields.map((f) => `\\"${f.name}\\":${errorFormat(f.type, f.ident)}`).join(",");
    // arrays and structs are JSON text, as in messages (their Debug form is not JSON)
    const jsonArgs = fields
      .filter((f) => f.type.k === "array" || f.type.k === "struct")
      .map((f) => `, cosmwasm_std::to_json_string(.${f.ident}).unwrap_or_default()`)
      .join("");
    variants.push(`${doc}
    #[error("${err.name} {{${json}}}"${jsonArgs})]
    ${variant} {
${fields.map((f) => `        ${f.ident}: ${rustType(f.type)},`).join("\n")}
    },`);
  }
  const body = `/// Every way a call can fail.
///
/// Custom Solidity errors render as \`Name\` or \`Name {"param":value,...}\` (the arguments as a JSON
/// object keyed by parameter name, values encoded as in messages); \`require\` messages render as
/// their exact text; panics render as \`Panic(0x11)\`.
#[derive(Error, Debug, PartialEq)]
pub enum ContractError {
${variants.join("\n\n")}
}

impl From<OverflowError> for ContractError {
    fn from(_: OverflowError) -> Self {
        ContractError::Panic { code: 0x11 }
    }
}

impl From<DivideByZeroError> for ContractError {
    fn from(_: DivideByZeroError) -> Self {
        ContractError::Panic { code: 0x12 }
    }
}

impl From<DivisionError> for ContractError {
    fn from(e: DivisionError) -> Self {
        match e {
            DivisionError::DivideByZero => ContractError::Panic { code: 0x12 },
            _ => ContractError::Panic { code: 0x11 },
        }
    }
}
`;
  const std = [
    "DivideByZeroError",
    "DivisionError",
    "OverflowError",
    "StdError",
    ...stdImports(body),
  ];
  const header = [
    useLine("cosmwasm_std", std),
    "use cw_utils::PaymentError;",
    "use thiserror::Error;",
  ];
  // variant names (`Payment`, a require message "role" as `Role`) are not uses of a type
  const local = localTypes(unit, variants.join("\n").replace(/^ {4}\w+(?=[ ,({])/gm, ""));
  if (local.length > 0) header.push("", useLine("crate::msg", local));
  return `${header.join("\n")}\n\n${body}`;
}
