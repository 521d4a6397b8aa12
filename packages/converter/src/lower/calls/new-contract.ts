import type { AstNode } from "../../frontend/ast.ts";
import { isAddressLike, parseType } from "../../model/sol-type.ts";
import { rustIdent, snakeCase } from "../../naming/snake-case.ts";
import { type Expr, owned, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { classifyCall } from "./classify-call.ts";
import { orderedArgs } from "./ordered-args.ts";

// `new C{value: v}(args)`: a `WasmMsg::Instantiate2` with the address computed at once, or sent as
// a submessage the function continues after in reply when it queries the new contract (ADR 204).

/**
 * `new C{value: v}(args)`: a `WasmMsg::Instantiate2` of C's stored code id, dispatched after this
 * handler. Its address is computed now (instantiate2: code checksum, this contract, a counter as
 * salt), so the rest of the function can use it as on the EVM; C's constructor runs later.
 */
export function lowerNewContract(
  fl: LoweringContext,
  e: AstNode,
  typeName: AstNode,
  value: AstNode | null,
): Expr {
  const { decl, lines } = instantiateLines(fl, e, typeName, value, null);
  return {
    code: `{\n${[...lines, "address"].map((l) => `    ${l}`).join("\n")}\n}`,
    prec: P.ATOM,
    owned: true,
    type: { k: "contract", name: decl.name, isInterface: false },
  };
}

/**
 * `new C{value: v}(args)` whose created contract the function calls before it returns, as
 * statement lines: the `WasmMsg::Instantiate2` as a `SubMsg::reply_on_success` with the reply id
 * of the continuation that runs the rest of the function once C's constructor has run (ADR 204).
 */
export function continuedNewContractLines(
  fl: LoweringContext,
  e: AstNode,
  replyId: string,
): string[] {
  const c = classifyCall(e, fl.unit.nodes);
  if (c.kind !== "new" || c.what !== "contract")
    throw new Unsupported("SOL2CW-E008", e, "creating this contract with `new`");
  return instantiateLines(fl, e, c.typeName, c.value ?? null, replyId).lines;
}

/**
 * The lines that queue the instantiation (without `replyId`, they also leave its predicted address
 * in `address` for the rest of this handler), and the created contract's definition.
 */
function instantiateLines(
  fl: LoweringContext,
  e: AstNode,
  typeName: AstNode,
  value: AstNode | null,
  replyId: string | null,
): { decl: AstNode; lines: string[] } {
  const decl = fl.unit.nodes.get(typeName.referencedDeclaration);
  if (decl?.nodeType !== "ContractDefinition" || decl.abstract || decl.contractKind !== "contract")
    throw new Unsupported("SOL2CW-E008", e, "creating this contract with `new`");
  if (fl.needs.payouts !== "write")
    throw new Unsupported("SOL2CW-E008", e, "`new` in a view context");
  const child = fl.unit.newContract(decl);
  const ctor = ((decl.nodes as AstNode[]) ?? []).find(
    (n) => n.nodeType === "FunctionDefinition" && n.kind === "constructor",
  );
  const params: AstNode[] = ctor?.parameters.parameters ?? [];
  const args = orderedArgs(e, params);
  const fields = params.map((p, i) => {
    const t = parseType(p.typeDescriptions?.typeString);
    const v = fl.expr(args[i], t);
    const field = rustIdent(snakeCase(p.name) || "arg");
    const val = isAddressLike(t) ? `${wrap(v, P.ATOM)}.to_string()` : owned(v);
    return val === field ? field : `${field}: ${val}`;
  });
  const msg = `${child.msgType} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
  fl.used.deps = true;
  fl.used.env = true;
  const lines: string[] = [];
  let funds = "vec![]";
  if (value) {
    if (ctor?.stateMutability !== "payable")
      throw new Unsupported(
        "SOL2CW-E008",
        e,
        `sending value to the non-payable constructor of ${decl.name}`,
      );
    const amount = owned(fl.expr(value, { k: "uint", bits: 256 }));
    const failed = fl.unit.useSpecial("transfer_failed");
    lines.push(
      `let amount: Uint256 = ${amount};`,
      `if amount > payouts.self_balance(${fl.depsRef()}, ${fl.envRef()})? {`,
      `    return Err(ContractError::${failed});`,
      "}",
      "payouts.sent += amount;",
      `let amount = Uint128::try_from(amount).map_err(|_| ContractError::${failed})?;`,
    );
    funds = "if amount.is_zero() { vec![] } else { coins(amount.u128(), NATIVE_DENOM) }";
  }
  fl.unit.diag(
    "SOL2CW-W005",
    "warning",
    e,
    replyId
      ? `new ${decl.name}(...) becomes a WasmMsg::Instantiate2 of the code id given as '${child.field}' at instantiation, sent as a submessage where the Solidity creates it: the rest of the function runs in reply, once ${decl.name}'s constructor has run, with the address the instantiation answered`
      : `new ${decl.name}(...) becomes a WasmMsg::Instantiate2 of the code id given as '${child.field}' at instantiation, dispatched after this handler: its address is computed at once (instantiate2, salted with a creation counter) and returned as on the EVM, but ${decl.name}'s constructor runs after the rest of the function, and its events follow this contract's`,
  );
  lines.push(
    `let code_id = ${child.constName}.load(deps.storage)?;`,
    "let nonce = CREATED_CONTRACTS.may_load(deps.storage)?.unwrap_or_default() + 1;",
    "CREATED_CONTRACTS.save(deps.storage, &nonce)?;",
    "let salt = nonce.to_be_bytes();",
  );
  if (!replyId)
    lines.push(
      "let checksum = deps.querier.query_wasm_code_info(code_id)?.checksum;",
      "let creator = deps.api.addr_canonicalize(env.contract.address.as_str())?;",
      "let canonical = cosmwasm_std::instantiate2_address(checksum.as_slice(), &creator, &salt)",
      "    .map_err(|err| StdError::generic_err(err.to_string()))?;",
      "let address = deps.api.addr_humanize(&canonical)?;",
    );
  const instantiate = [
    "WasmMsg::Instantiate2 {",
    "    admin: Some(env.contract.address.to_string()),",
    "    code_id,",
    `    label: format!("${decl.name} {nonce}"),`,
    `    msg: to_json_binary(&${msg})?,`,
    `    funds: ${funds},`,
    "    salt: salt.to_vec().into(),",
  ];
  if (replyId)
    lines.push(
      "payouts.msgs.push(SubMsg::reply_on_success(",
      ...instantiate.map((l) => `    ${l}`),
      "    },",
      `    ${replyId},`,
      "));",
    );
  else
    lines.push(
      fl.unit.usesSubMsgs ? "payouts.msgs.push(SubMsg::new(" : "payouts.msgs.push(",
      ...instantiate.map((l) => `    ${l}`),
      ...(fl.unit.usesSubMsgs ? ["    },", "));"] : ["    }", "    .into(),", ");"]),
    );
  return { decl, lines };
}
