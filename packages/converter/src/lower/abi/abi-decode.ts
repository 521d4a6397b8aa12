import { rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { type Expr, P, wrap } from "../expressions/rust-expr.ts";
import { typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { abiHeadWords, decodeStaticArray } from "./abi-decode-static-array.ts";

// `abi.decode(data, (T1, T2, ..))` of what `abi.encode` wrote.

/**
 * `abi.decode(data, (T1, T2, ..))` of what `abi.encode` wrote: one 32-byte word per integer,
 * bool or bytesN, checked like Solidity's decoder (data too short or a value out of its type's
 * range fails without a reason). An address is the bech32 text `abi.encode` wrote, padded with
 * zeros; its length is what the words around it leave, so at most one address can be decoded.
 * `string`, `bytes` and dynamic arrays of static values are read through their offset and length
 * words, as `abi.encode` lays them out when no address is among the values.
 */
export function lowerAbiDecode(fl: LoweringContext, e: AstNode, data: AstNode): Expr {
  const type = parseType(e.typeDescriptions?.typeString);
  const types = type.k === "tuple" ? type.items : [type];
  const bytes = fl.fresh("data");
  // `let x = &temporary;` keeps the temporary alive for the block
  const first = `let ${bytes}: &[u8] = &${wrap(fl.expr(data, { k: "bytes" }), P.UNARY)};`;
  fl.used.deps ||= types.some((t) => t?.k === "address" || t?.k === "contract");
  const { lines, parts } = decodeAbiWords(fl, bytes, types, e, "deps.api");
  const value = parts.length === 1 && type.k !== "tuple" ? parts[0] : `(${parts.join(", ")})`;
  return {
    code: `{\n${[first, ...lines, value].map((l) => `    ${l}`).join("\n")}\n}`,
    prec: P.ATOM,
    owned: true,
    type,
  };
}

/**
 * Rust that decodes `types` from the bytes named `bytes` (what `abi.encode` wrote): the statements
 * it needs, and one expression per value. `api` is the `&dyn Api` that validates an address.
 */
export function decodeAbiWords(
  fl: LoweringContext,
  bytes: string,
  types: (SolType | null)[],
  e: AstNode,
  api: string,
): { lines: string[]; parts: string[] } {
  const notAddresses = types.filter((t) => t?.k !== "address" && t?.k !== "contract");
  const fixed = notAddresses.reduce((size, t) => size + abiHeadWords(t) * 32, 0);
  const addresses = types.length - notAddresses.length;
  if (addresses > 1)
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      "abi.decode of several addresses (abi.encode writes each as bech32 text of its own length, so where one ends cannot be recovered)",
      true,
    );
  const revert = fl.unit.useSpecial("revert");
  fl.unit.helpers.add("abi_word");
  const lines: string[] = [];
  let words = 0;
  let len: string | null = null;
  const at = () => (len === null ? `${words * 32}` : words === 0 ? len : `${len} + ${words * 32}`);
  const parts: string[] = [];
  for (const t of types) {
    const word = `abi_word(${bytes}, ${at()})?`;
    let v: string;
    switch (t?.k) {
      case "uint":
      case "int": {
        const tag = typeTag(t);
        fl.unit.helpers.add(`abi_decode_${tag}`);
        v = `abi_decode_${tag}(${word})?`;
        break;
      }
      case "bool":
        fl.unit.helpers.add("abi_decode_bool");
        v = `abi_decode_bool(${word})?`;
        break;
      case "fixedbytes":
        fl.unit.helpers.add("abi_decode_fixed_bytes");
        v = `abi_decode_fixed_bytes(${word}, ${t.n})?`;
        break;
      case "address":
      case "contract": {
        fl.unit.helpers.add("abi_decode_address");
        const name = fl.fresh("address_len");
        lines.push(
          `let ${name} = ${bytes}.len().checked_sub(${fixed}).ok_or(ContractError::${revert})?;`,
        );
        const from = at();
        v = `abi_decode_address(${api}, &${bytes}[${from === "0" ? "" : from}..${from === "0" ? name : `${from} + ${name}`}])?`;
        len = words === 0 ? name : `${words * 32} + ${name}`;
        words = 0;
        parts.push(v);
        continue;
      }
      case "array":
        if (t.len !== null) {
          // a fixed-size array of static values sits in place, one word per element
          parts.push(decodeStaticArray(fl, bytes, at(), t, e));
          words += abiHeadWords(t);
          continue;
        }
        v = decodeDynamic(fl, bytes, word, t, e, addresses > 0);
        break;
      case "bytes":
      case "string": {
        v = decodeDynamic(fl, bytes, word, t, e, addresses > 0);
        break;
      }
      case "struct": {
        // a struct with dynamic members is a tuple of its own where the head word points
        v = decodeStruct(fl, bytes, word, t, e, api, addresses > 0, lines);
        break;
      }
      default:
        throw new Unsupported(
          "SOL2CW-E013",
          e,
          `abi.decode to ${t ? t.k : "an unnamed type"} (only integers, bool, bytesN, bytes, string, arrays of these and one address)`,
        );
    }
    parts.push(v);
    words++;
  }
  return { lines, parts };
}

/**
 * A `bytes`, `string` or array of integers, bools or bytesN: the head word is the offset of its
 * length word, the contents follow (the layout `abi.encode` writes when no address is among the
 * values; an address is bech32 text of its own length, so offsets after it cannot be trusted).
 */
function decodeDynamic(
  fl: LoweringContext,
  bytes: string,
  head: string,
  t: SolType,
  e: AstNode,
  withAddress: boolean,
): string {
  if (withAddress)
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      "abi.decode of an address together with dynamic values (abi.encode writes the address as bech32 text of its own length)",
      true,
    );
  if (t.k === "bytes" || t.k === "string") {
    fl.unit.helpers.add(`abi_decode_${t.k}`);
    return `abi_decode_${t.k}(${bytes}, ${head})?`;
  }
  if (t.k !== "array" || t.len !== null)
    throw new Unsupported("SOL2CW-E013", e, "abi.decode to a fixed-size array");
  const elem = t.elem;
  let each: string;
  if (elem.k === "uint" || elem.k === "int") {
    const tag = typeTag(elem);
    fl.unit.helpers.add(`abi_decode_${tag}`);
    each = `abi_decode_${tag}`;
  } else if (elem.k === "bool") {
    fl.unit.helpers.add("abi_decode_bool");
    each = "abi_decode_bool";
  } else if (elem.k === "fixedbytes") {
    fl.unit.helpers.add("abi_decode_fixed_bytes");
    each = `|w| abi_decode_fixed_bytes(w, ${elem.n})`;
  } else
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      `abi.decode to an array of ${elem.k} (only arrays of integers, bool and bytesN)`,
    );
  fl.unit.helpers.add("abi_array_words");
  return `abi_array_words(${bytes}, ${head})?\n.into_iter()\n.map(${each})\n.collect::<Result<Vec<_>, _>>()?`;
}

/**
 * A struct with dynamic members (`string`, `bytes`, dynamic arrays): the head word is the offset
 * of the struct's own words, which hold its members as `abi.encode` lays out a tuple. A struct
 * whose members are all static sits in place (as many words as it has members) and is decoded
 * from there.
 */
function decodeStruct(
  fl: LoweringContext,
  bytes: string,
  head: string,
  t: SolType,
  e: AstNode,
  api: string,
  withAddress: boolean,
  lines: string[],
): string {
  const def = t.k === "struct" ? fl.unit.structDef(t.name) : undefined;
  if (t.k !== "struct" || !def)
    throw new Unsupported("SOL2CW-E013", e, "abi.decode to this struct");
  const members = (def.members as AstNode[]).map((m) => ({
    field: fl.unit.fieldName(t, m.name),
    type: parseType(m.typeDescriptions?.typeString),
  }));
  const dynamic = members.some((m) => ["string", "bytes", "array", "struct"].includes(m.type.k));
  if (!dynamic)
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      "abi.decode to a struct of static members only (its members sit in place; decode them as separate values)",
    );
  if (withAddress || members.some((m) => m.type.k === "address" || m.type.k === "contract"))
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      "abi.decode of a struct together with an address (abi.encode writes the address as bech32 text of its own length)",
    );
  fl.unit.helpers.add("abi_tuple");
  const own = fl.fresh("struct_data");
  lines.push(`let ${own} = abi_tuple(${bytes}, ${head})?;`);
  const inner = decodeAbiWords(
    fl,
    own,
    members.map((m) => m.type),
    e,
    api,
  );
  lines.push(...inner.lines);
  const fields = members.map((m, i) => `${m.field}: ${inner.parts[i]}`);
  return `${rustType(t)} { ${fields.join(", ")} }`;
}
