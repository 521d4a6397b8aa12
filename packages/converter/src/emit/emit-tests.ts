import type { AstNode } from "../frontend/ast.ts";
import { hasReply } from "../lower/calls/call-continuations.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import type { Entry } from "../lower/entry.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { crateName } from "../naming/crate-name.ts";
import { kebabCase } from "../naming/kebab-case.ts";
import { rustString } from "../naming/rust-string.ts";
import { rustIdent, snakeCase } from "../naming/snake-case.ts";
import { useLine } from "./emit-contract.ts";
import { rustType } from "./rust-types.ts";

const ACTORS = ["bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan"];

/** A sample Rust value of a message field of type `t` (addresses as strings of mock-API actors). */
function sample(unit: ContractUnit, t: SolType, actor: () => string): string {
  switch (t.k) {
    case "bool":
      return "true";
    case "uint":
    case "int": {
      const r = rustType(t);
      if (/^[ui](8|16|32)$/.test(r)) return "1";
      if (r === "Uint256") return "Uint256::from_u128(1)";
      if (r === "Int256") return "Int256::from_i128(1)";
      return `${r}::new(1)`;
    }
    case "address":
    case "contract":
      return `app.api().addr_make(${rustString(actor())}).to_string()`;
    case "string":
      return '"text".to_string()';
    case "bytes":
      return "HexBinary::from(vec![1u8])";
    case "fixedbytes":
      return `HexBinary::from(vec![1u8; ${t.n}])`;
    case "enum":
      return `${t.name}::${unit.enumFirst(t.name)}`;
    case "struct":
      return `${t.name}::default()`;
    case "array":
      if (t.len === null)
        return `vec![${sample(unit, t.elem, actor)}, ${sample(unit, t.elem, actor)}]`;
      return `vec![${sample(unit, t.elem, actor)}; ${t.len}]`;
    default:
      return "Default::default()";
  }
}

function msgLiteral(prefix: string, fields: { ident: string; value: string }[]): string {
  if (fields.length === 0) return `${prefix} {}`;
  return `${prefix} {\n${fields.map((f) => `            ${f.ident === f.value ? f.ident : `${f.ident}: ${f.value}`},`).join("\n")}\n        }`;
}

/**
 * src/tests.rs: cw-multi-test tests that instantiate the contract and call every entry point once.
 * `withReply` names the contracts created with `new` whose crates have a `reply` entry point.
 */
export function emitTests(
  unit: ContractUnit,
  entries: Entry[],
  withReply: ReadonlySet<string> = new Set(),
): string {
  const denom = unit.options.denom;
  const ctor = ((unit.main.nodes as AstNode[]) ?? []).find(
    (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
  );
  let n = 0;
  const nextActor = () => ACTORS[n++ % ACTORS.length];
  const initFields = ctor
    ? (ctor.parameters.parameters as AstNode[]).map((p) => ({
        ident: rustIdent(snakeCase(p.name) || "arg"),
        value: sample(unit, parseType(p.typeDescriptions?.typeString), nextActor),
      }))
    : [];
  // contracts created with `new` are stored from their own crates (dev-dependencies)
  const childCodes = [...unit.newContracts.values()].map((c) => {
    const krate = crateName(kebabCase(c.contract.name)).replaceAll("-", "_");
    initFields.push({ ident: c.field, value: c.field });
    if (withReply.has(c.contract.name)) {
      return `    let ${c.field} = app.store_code(Box::new(
        ContractWrapper::new(
            ${krate}::contract::execute,
            ${krate}::contract::instantiate,
            ${krate}::contract::query,
        )
        .with_reply(${krate}::contract::reply),
    ));\n`;
    }
    return `    let ${c.field} = app.store_code(Box::new(ContractWrapper::new(
        ${krate}::contract::execute,
        ${krate}::contract::instantiate,
        ${krate}::contract::query,
    )));\n`;
  });
  const ctorPayable = ctor?.stateMutability === "payable";
  const tests: string[] = [];
  tests.push(`/// Sample constructor arguments may be rejected by the Solidity; then the error must be a
/// contract error (the tests below need a deployed contract and stop early).
#[test]
fn instantiates_and_sets_the_contract_version() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let version = cw2::query_contract_info(&app.wrap(), contract.to_string()).unwrap();
    assert_eq!(version.contract, "crates.io:${unit.options.crateName}");
}`);
  for (const e of entries) {
    let k = 0;
    const actor = () => ACTORS[k++ % ACTORS.length];
    const fields = e.params.map((p) => ({ ident: p.ident, value: sample(unit, p.type, actor) }));
    if (e.kind === "execute") {
      const msg = msgLiteral(`ExecuteMsg::${e.rustVariant}`, fields);
      const funds = e.payable ? `&coins(1_000, ${rustString(denom)})` : "&[]";
      tests.push(`/// Calls \`${e.signature}\` once with sample arguments. With these arguments the Solidity
/// may revert; a revert must come back as an error, never as a panic.
#[test]
fn execute_${e.variant}() {
    let Some((mut app, contract)) = setup() else {
        return;
    };
    let alice = app.api().addr_make("alice");
    let msg = ${msg};
    match app.execute_contract(alice, contract, &msg, ${funds}) {
        Ok(response) => assert!(response.events.iter().any(|e| e.ty == "execute")),
        Err(err) => assert!(!err.root_cause().to_string().is_empty()),
    }
}`);
    } else {
      if (e.readsSender)
        fields.push({ ident: "sender", value: 'app.api().addr_make("alice").to_string()' });
      const msg = msgLiteral(`QueryMsg::${e.rustVariant}`, fields);
      const mustSucceed = e.params.length === 0 && (!e.fn || (e.fn && true));
      tests.push(`/// Queries \`${e.signature}\` once.
#[test]
fn query_${e.variant}() {
    let Some((app, contract)) = setup() else {
        return;
    };
    let msg = ${msg};
    let result: StdResult<serde_json::Value> = app.wrap().query_wasm_smart(contract, &msg);
    ${mustSucceed && e.getter ? 'assert!(result.is_ok(), "{result:?}");' : "if let Err(err) = result {\n        assert!(!err.to_string().is_empty());\n    }"}
}`);
    }
  }
  const reply = hasReply(unit);
  const body = `fn contract() -> Box<dyn Contract<Empty>> {
    ${reply ? "Box::new(\n        ContractWrapper::new(execute, instantiate, query)\n            .with_reply(reply)\n            .with_migrate(migrate),\n    )" : "Box::new(ContractWrapper::new(execute, instantiate, query).with_migrate(migrate))"}
}

/// An app where alice (the deployer) and the other actors hold native funds, with the contract
/// deployed from sample arguments (None when the constructor rejects them).
fn setup() -> Option<(App, Addr)> {
    let mut app = App::new(|router, api, storage| {
        for name in ["alice", ${ACTORS.map((a) => rustString(a)).join(", ")}] {
            router
                .bank
                .init_balance(storage, &api.addr_make(name), coins(1_000_000_000, ${rustString(denom)}))
                .unwrap();
        }
    });
${childCodes.join("")}    let code_id = app.store_code(contract());
    let alice = app.api().addr_make("alice");
    let msg = ${msgLiteral("InstantiateMsg", initFields)
      .replaceAll("\n            ", "\n        ")
      .replace(/\n {8}\}$/, "\n    }")};
    match app.instantiate_contract(code_id, alice, &msg, ${ctorPayable ? `&coins(1_000, ${rustString(denom)})` : "&[]"}, "contract", None) {
        Ok(contract) => Some((app, contract)),
        Err(err) => {
            assert!(!err.root_cause().to_string().is_empty());
            None
        }
    }
}

${tests.join("\n\n")}
`;
  const std = ["Addr", "Empty", "coins"];
  // a contract without views has no query test, the only user of StdResult
  if (/\bStdResult</.test(body)) std.push("StdResult");
  for (const name of ["HexBinary", "Int128", "Int256", "Int64", "Uint128", "Uint256", "Uint64"]) {
    if (new RegExp(`\\b${name}::`).test(body)) std.push(name);
  }
  // a contract without execute (or query) entry points has no test that names that message
  const msgNames = ["ExecuteMsg", "InstantiateMsg", "QueryMsg"].filter(
    (n) => n === "InstantiateMsg" || new RegExp(`\\b${n}::`).test(body),
  );
  for (const t of [...unit.enums, ...unit.structs]) {
    if (new RegExp(`\\b${t.name}::`).test(body)) msgNames.push(t.name);
  }
  const header = [
    "//! Generated tests: deploy the contract in cw-multi-test and call every entry point once.",
    "",
    useLine("cosmwasm_std", std),
    "use cw_multi_test::{App, Contract, ContractWrapper, Executor};",
    "",
    reply
      ? "use crate::contract::{execute, instantiate, migrate, query, reply};"
      : "use crate::contract::{execute, instantiate, migrate, query};",
    useLine("crate::msg", msgNames),
  ];
  return `${header.join("\n")}\n\n${body}`;
}
