import type { AstNode } from "../frontend/ast.ts";
import { decodeAbiWords } from "../lower/abi/abi-decode.ts";
import { externalVariant } from "../lower/calls/external-call.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import type { Entry } from "../lower/entry.ts";
import { FunctionLowering } from "../lower/function-lowering.ts";
import { emptyNeeds } from "../lower/needs.ts";
import { Unsupported } from "../lower/unsupported.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { rustIdent, snakeCase } from "../naming/snake-case.ts";
import type { RustItem } from "./rust-item.ts";

/**
 * `low_level_call`, the message of `to.call{value: v}(data)` decided at run time (ADR 181), and,
 * when some of this contract's functions can be called by their ABI data, the selector table that
 * turns such data sent to the contract itself into the function's JSON execute message.
 */
export function emitLowLevelCall(unit: ContractUnit, entries: Entry[]): RustItem[] {
  const low = new FunctionLowering(unit, "internal", emptyNeeds(), false);
  const own = callTable(low, ownCalls(entries));
  const known = callTable(low, fileCalls(low));
  const items: RustItem[] = [];
  const self = own ? "own_call_message(deps.api, data)?" : "None";
  const other = known ? "file_call_message(deps.api, data)?" : "None";
  const decide =
    own || known
      ? `    let known = if *to == env.contract.address {
        ${self}
    } else {
        ${other}
    };
    let msg = known.unwrap_or_else(|| Binary::from(data));`
      : "    let msg = Binary::from(data);";
  const uses = own || known;
  items.push({
    key: "fn low_level_call(",
    code: `/// The message of a low-level call \`to.call{value: value}(data)\`: \`None\` for empty data (a bank
/// send); ABI data (selector and arguments) of a function of a contract in this file as that
/// function's JSON message; any other data as the JSON execute message it must be.
fn low_level_call(
    ${uses ? "deps" : "_deps"}: Deps,
    ${uses ? "env" : "_env"}: &Env,
    to: &Addr,
    value: Uint256,
    data: &[u8],
) -> Result<Option<CosmosMsg>, ContractError> {
    if data.is_empty() {
        return Ok(None);
    }
${decide}
    Ok(Some(
        WasmMsg::Execute {
            contract_addr: to.to_string(),
            msg,
            funds: call_funds(value)?,
        }
        .into(),
    ))
}`,
  });
  if (own)
    items.push({
      key: "fn own_call_message(",
      code: tableFn(
        "own_call_message",
        "ABI data of one of this contract's own functions (its 4-byte selector, then the arguments as\n/// `abi.encode` writes them), sent to the contract itself, as that function's JSON execute message",
        own,
      ),
    });
  if (known)
    items.push({
      key: "fn file_call_message(",
      code: tableFn(
        "file_call_message",
        "ABI data of a function of another contract of this file (its 4-byte selector, then the\n/// arguments as `abi.encode` writes them) as that function's JSON execute message",
        known,
      ),
    });
  return items;
}

interface Callable {
  selector: string;
  signature: string;
  types: SolType[];
  node: AstNode;
  /** The JSON message built from the decoded argument expressions. */
  message: (values: string[]) => string;
}

/** This contract's execute functions, as its own `ExecuteMsg` variants. */
function ownCalls(entries: Entry[]): Callable[] {
  const out: Callable[] = [];
  for (const e of entries) {
    const selector: string | undefined = e.fn?.functionSelector;
    if (e.kind !== "execute" || e.special || !selector) continue;
    out.push({
      selector,
      signature: e.signature,
      types: e.params.map((p) => p.type),
      node: e.fn!,
      message: (values) => {
        const fields = e.params.map((p, i) => `${p.ident}: ${asField(p.type, values[i])}`);
        return `ExecuteMsg::${e.rustVariant} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
      },
    });
  }
  return out;
}

/** The state-changing functions of the other contracts and interfaces of the file. */
function fileCalls(low: FunctionLowering): Callable[] {
  const unit = low.unit;
  const out: Callable[] = [];
  for (const c of unit.sourceUnit.nodes as AstNode[]) {
    if (c.nodeType !== "ContractDefinition" || c.contractKind === "library") continue;
    if (c.id === unit.linearization[0].id) continue;
    for (const f of c.nodes as AstNode[]) {
      if (f.nodeType !== "FunctionDefinition" || f.kind !== "function" || !f.functionSelector)
        continue;
      if (f.stateMutability === "view" || f.stateMutability === "pure") continue;
      const params: AstNode[] = f.parameters.parameters;
      out.push({
        selector: f.functionSelector,
        signature: `${f.name}(${unit.paramTypes(f)})`,
        types: params.map((p) => parseType(p.typeDescriptions?.typeString)),
        node: f,
        message: (values) => {
          const enumName = unit.externalMsgEnum(c.name, "execute", f);
          const variant = externalVariant(low, f, "execute", false);
          const fields = params.map((p, i) => {
            const t = parseType(p.typeDescriptions?.typeString);
            return `${rustIdent(snakeCase(p.name) || `arg${i}`)}: ${asField(t, values[i])}`;
          });
          return `${enumName}::${variant.rust} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
        },
      });
    }
  }
  return out;
}

function asField(t: SolType, value: string): string {
  return t.k === "address" || t.k === "contract" ? `${value}.to_string()` : value;
}

/** `match` arms from selector to message, for the functions whose arguments ABI data can carry. */
function callTable(low: FunctionLowering, calls: Callable[]): string[] | null {
  const arms: string[] = [];
  const seen = new Set<string>();
  for (const c of calls) {
    if (seen.has(c.selector)) continue;
    let decoded: { lines: string[]; parts: string[] };
    try {
      decoded = decodeAbiWords(low, "args", c.types, c.node, "api");
    } catch (err) {
      if (err instanceof Unsupported) continue;
      throw err;
    }
    seen.add(c.selector);
    const pattern = `[${c.selector
      .match(/../g)!
      .map((b) => `0x${b}`)
      .join(", ")}]`;
    const body = [
      `// ${c.signature}`,
      ...decoded.lines,
      `to_json_binary(&${c.message(decoded.parts)})?`,
    ];
    arms.push(
      `        ${pattern} => {\n${body.map((l) => `            ${l}`).join("\n")}\n        }`,
    );
  }
  return arms.length ? arms : null;
}

function tableFn(name: string, doc: string, arms: string[]): string {
  return `/// ${doc}; \`None\` for other data.
fn ${name}(${arms.some((a) => /\bapi\b/.test(a)) ? "api" : "_api"}: &dyn Api, data: &[u8]) -> Result<Option<Binary>, ContractError> {
    if data.len() < 4 {
        return Ok(None);
    }
    let (selector, args) = data.split_at(4);
    let msg = match selector {
${arms.join("\n")}
        _ => return Ok(None),
    };
    Ok(Some(msg))
}`;
}
