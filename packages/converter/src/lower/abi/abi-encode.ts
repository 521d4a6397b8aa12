import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { isNativeInt, rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { type Expr, owned, P, wrap } from "../expressions/rust-expr.ts";
import { typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { lowerAbiDecode } from "./abi-decode.ts";

// `abi.encode` / `abi.encodePacked`: the bytes, word by word as the EVM lays them out.

export function lowerAbiCall(fl: LoweringContext, e: AstNode, name: string, args: AstNode[]): Expr {
  if (name === "decode") return lowerAbiDecode(fl, e, args[0]);
  return {
    code: `HexBinary::from(${abiEncodedBytes(fl, e, name, args)})`,
    prec: P.ATOM,
    owned: true,
    type: { k: "bytes" },
  };
}

/** The members of a struct whose members are all integers, bools or bytesN (else null). */
function staticMembers(fl: LoweringContext, t: SolType): { field: string; type: SolType }[] | null {
  if (t.k !== "struct") return null;
  const def = fl.unit.structDef(t.name);
  if (!def) return null;
  const out: { field: string; type: SolType }[] = [];
  for (const m of def.members as AstNode[]) {
    const mt = parseType(m.typeDescriptions?.typeString);
    if (!["uint", "int", "bool", "fixedbytes"].includes(mt.k)) return null;
    out.push({ field: fl.unit.fieldName(t, m.name), type: mt });
  }
  return out;
}

/** abi.encodePacked / abi.encode as a `Vec<u8>` expression. */
export function abiEncodedBytes(
  fl: LoweringContext,
  e: AstNode,
  name: string,
  args: AstNode[],
): string {
  if (name === "encodeWithSelector" || name === "encodeWithSignature" || name === "encodeCall") {
    const { selector, rest } = callSelector(fl, e, name, args);
    if (rest.length === 0) return `${selector}.to_vec()`;
    const encoded = fl.hoist("encoded", abiEncodedBytes(fl, e, "encode", rest));
    if (!/^[a-z_][a-z0-9_]*$/.test(encoded))
      throw new Unsupported("SOL2CW-E013", e, `abi.${name} inside a condition`);
    return `[${selector}, ${encoded}.as_slice()].concat()`;
  }
  if (name !== "encodePacked" && name !== "encode")
    throw new Unsupported("SOL2CW-E013", e, `abi.${name}`);
  return encodeValues(
    fl,
    e,
    name,
    args.map((a) => ({ node: a })),
  );
}

/** One value to encode: an argument, or (with its type and Rust value) a member of a struct. */
type EncodedItem = { node: AstNode; t?: SolType; v?: Expr };

/** The members of a struct as items to encode, read from a hoisted copy of the struct. */
function memberItems(
  fl: LoweringContext,
  node: AstNode,
  whole: Expr,
  members: { field: string; type: SolType }[],
): EncodedItem[] {
  const held = fl.hoist("encoded", owned(whole));
  return members.map((m) => ({
    node,
    t: m.type,
    v: { code: `${held}.${m.field}`, prec: P.ATOM, owned: false, type: m.type },
  }));
}

/** The members of a struct with their Rust field names and types. */
function allMembers(fl: LoweringContext, t: SolType): { field: string; type: SolType }[] | null {
  if (t.k !== "struct") return null;
  const def = fl.unit.structDef(t.name);
  if (!def) return null;
  return (def.members as AstNode[]).map((m) => ({
    field: fl.unit.fieldName(t, m.name),
    type: parseType(m.typeDescriptions?.typeString),
  }));
}

/**
 * The encoding of `items` as one tuple: a head word per value (or the members of a struct of
 * static members in place) and, for each dynamic value, its offset in the head and its contents
 * in the tail. A struct with dynamic members is a dynamic value whose contents are its members
 * encoded as a tuple of their own.
 */
function encodeValues(fl: LoweringContext, e: AstNode, name: string, given: EncodedItem[]): string {
  const parts: string[] = [];
  const tails: string[] = [];
  const packed = name === "encodePacked";
  // a struct of static members (integers, bool, bytesN) is encoded as its members in place
  const items: EncodedItem[] = [];
  for (const item of given) {
    const t = item.t ?? parseType(item.node.typeDescriptions?.typeString);
    const members = !packed && t.k === "struct" ? staticMembers(fl, t) : null;
    if (!members) items.push(item);
    else items.push(...memberItems(fl, item.node, item.v ?? fl.expr(item.node, t), members));
  }
  let headSize = 0;
  for (const { node: a, t: given } of items) {
    const t = given ?? parseType(a.typeDescriptions?.typeString);
    if (!packed && t.k === "array" && t.len !== null) {
      // a fixed-size array of static elements is its elements' words in place
      if (!["uint", "int", "bool", "enum"].includes(t.elem.k))
        throw new Unsupported("SOL2CW-E013", e, `abi.encode of a fixed-size array of ${t.elem.k}`);
      headSize += 32 * t.len;
      continue;
    }
    headSize += 32;
  }
  // dynamic values: the head holds the offset of each tail, which depends on earlier tails' lengths
  const tailNames: string[] = [];
  for (const item of items) {
    const a = item.node;
    let t = item.t ?? parseType(a.typeDescriptions?.typeString);
    // a literal is encoded at its smallest type, sign-extended: the word of a uint256 or int256
    if (t.k === "intconst")
      t = t.text.startsWith("-") ? { k: "int", bits: 256 } : { k: "uint", bits: 256 };
    if (t.k === "strlit") t = { k: "string" };
    const v = item.v ?? fl.expr(a, t);
    const w = wrap(v, P.ATOM);
    let bytes: string;
    switch (t.k) {
      case "uint":
      case "int": {
        const r = rustType(t);
        const n = t.bits / 8;
        const full =
          isNativeInt(r) || r.endsWith("64") || r.endsWith("128") || r.endsWith("256")
            ? `${w}.to_be_bytes()`
            : "";
        const cont = (r === "Uint256" || r === "Int256" ? 256 : Number(/\d+/.exec(r)![0])) / 8;
        bytes = n === cont ? `&${full}[..]` : `&${full}[${cont - n}..]`;
        if (!packed) {
          fl.unit.helpers.add(`to_word_${typeTag(t)}`);
          bytes = `&to_word_${typeTag(t)}(${v.code})`;
        }
        break;
      }
      case "bool":
        bytes = packed ? `&[u8::from(${v.code})]` : `&word_u8(u8::from(${v.code}))`;
        if (!packed) {
          fl.unit.helpers.add("to_word_uint8");
          bytes = `&to_word_uint8(u8::from(${v.code}))`;
        }
        break;
      case "address":
      case "contract":
        bytes = `${w}.as_bytes()`;
        fl.unit.diag(
          "SOL2CW-W003",
          "warning",
          a,
          "an address is hashed/encoded as its bech32 text, not as 20 EVM bytes",
        );
        if (!packed) {
          parts.push(bytes);
          parts.push(`&vec![0u8; (32 - ${w}.as_bytes().len() % 32) % 32]`);
          continue;
        }
        break;
      case "string":
        bytes = `${w}.as_bytes()`;
        break;
      case "bytes":
        bytes = `${w}.as_slice()`;
        break;
      case "fixedbytes":
        bytes = `${w}.as_slice()`;
        break;
      case "enum":
        bytes = packed ? `&[${wrap(v, P.AS)} as u8]` : "";
        if (!packed) {
          fl.unit.helpers.add("to_word_uint8");
          bytes = `&to_word_uint8(${wrap(v, P.AS)} as u8)`;
        }
        break;
      case "array": {
        // encodePacked pads every element of an array to a full word
        const el = t.elem;
        let word: string | null = null;
        if (el.k === "uint" || el.k === "int") {
          fl.unit.helpers.add(`to_word_${typeTag(el)}`);
          word = `to_word_${typeTag(el)}(*x)`;
        } else if (el.k === "bool" || el.k === "enum") {
          fl.unit.helpers.add("to_word_uint8");
          word = el.k === "bool" ? "to_word_uint8(u8::from(*x))" : "to_word_uint8(*x as u8)";
        }
        if (word === null)
          throw new Unsupported("SOL2CW-E013", a, `abi.${name} of an array of ${el.k}`);
        bytes = `${w}.iter().flat_map(|x| ${word}).collect::<Vec<u8>>().as_slice()`;
        if (!packed && t.len !== null) {
          parts.push(bytes);
          continue;
        }
        if (!packed) {
          fl.unit.helpers.add("abi_tail_array");
          tails.push(`abi_tail_array(${w}.len(), ${w}.iter().flat_map(|x| ${word}).collect())`);
          bytes = "";
        }
        break;
      }
      case "struct": {
        // static structs were laid out in place above: this one has dynamic members
        const members = packed ? null : allMembers(fl, t);
        if (!members) throw new Unsupported("SOL2CW-E013", a, `abi.${name} of a struct`);
        tails.push(encodeValues(fl, e, name, memberItems(fl, a, v, members)));
        bytes = "";
        break;
      }
      default:
        throw new Unsupported("SOL2CW-E013", a, `abi.${name} of ${t.k}`);
    }
    if (!packed && (t.k === "string" || t.k === "bytes" || t.k === "array" || t.k === "struct")) {
      if (t.k === "string" || t.k === "bytes") {
        fl.unit.helpers.add("abi_tail_bytes");
        tails.push(`abi_tail_bytes(${bytes})`);
      }
      fl.unit.helpers.add("to_word_uint64");
      const offset = [`${headSize}`, ...tailNames.map((n) => `${n}.len()`)].join(" + ");
      parts.push(
        tailNames.length === 0
          ? `&to_word_uint64(Uint64::new(${headSize}))`
          : `&to_word_uint64(Uint64::new((${offset}) as u64))`,
      );
      tailNames.push(fl.fresh("tail"));
      continue;
    }
    if (!packed && t.k === "fixedbytes") {
      parts.push(bytes);
      parts.push(`&[0u8; ${32 - t.n}]`);
      continue;
    }
    parts.push(bytes);
  }
  // fixed-size arrays alone do not coerce to slices in an array literal: name the element type
  if (tails.length === 0 && parts.every((p) => /^&(to_word_\w+\(|\[0u8; )/.test(p)))
    return `<[&[u8]]>::concat(&[${parts.join(", ")}])`;
  if (tails.length === 0 && parts.length === 0) return "Vec::<u8>::new()";
  if (tails.length === 0) return `[${parts.join(", ")}].concat()`;
  const lets = tails.map((t, i) => `let ${tailNames[i]} = ${t};`).join(" ");
  const all = [...parts, ...tailNames.map((n) => `${n}.as_slice()`)];
  return `{ ${lets} [${all.join(", ")}].concat() }`;
}

/**
 * The selector of `abi.encodeWithSelector(sel, ..)`, `abi.encodeWithSignature("f(uint256)", ..)`
 * or `abi.encodeCall(C.f, (..))` as a `&[u8]` (a constant where it is known), and the arguments
 * encoded after it.
 */
function callSelector(
  fl: LoweringContext,
  e: AstNode,
  name: string,
  args: AstNode[],
): { selector: string; rest: AstNode[] } {
  const [first, ...others] = args;
  if (name === "encodeCall") {
    const decl = fl.unit.nodes.get(first.referencedDeclaration);
    const hex: string | undefined = decl?.functionSelector;
    if (!hex) throw new Unsupported("SOL2CW-E013", e, "abi.encodeCall of this function");
    const tuple = others[0];
    const rest: AstNode[] =
      tuple?.nodeType === "TupleExpression" && !tuple.isInlineArray
        ? tuple.components
        : tuple
          ? [tuple]
          : [];
    return { selector: selectorLiteral(hex), rest };
  }
  if (name === "encodeWithSignature") {
    if (first.nodeType === "Literal" && first.kind === "string") {
      const hash = bytesToHex(keccak_256(new TextEncoder().encode(first.value ?? "")));
      return { selector: selectorLiteral(hash.slice(0, 8)), rest: others };
    }
    fl.unit.helpers.add("keccak256");
    const sig = fl.expr(first, { k: "string" });
    return { selector: `&keccak256(${wrap(sig, P.ATOM)}.as_bytes())[..4]`, rest: others };
  }
  const known = selectorOf(fl, first);
  if (known) return { selector: selectorLiteral(known), rest: others };
  const sel = fl.expr(first, { k: "fixedbytes", n: 4 });
  return { selector: `${wrap(sel, P.ATOM)}.as_slice()`, rest: others };
}

/** The selector hex of `f.selector` / `C.f.selector` when the function is known. */
export function selectorOf(fl: LoweringContext, e: AstNode): string | null {
  if (e.nodeType !== "MemberAccess" || e.memberName !== "selector") return null;
  const decl = fl.unit.nodes.get(e.expression.referencedDeclaration);
  const hex: string | undefined = decl?.functionSelector;
  return hex && /^[0-9a-f]{8}$/.test(hex) ? hex : null;
}

function selectorLiteral(hex: string): string {
  const bytes = hex.match(/../g)!.map((b) => `0x${b}`);
  return `[${bytes[0]}u8, ${bytes.slice(1).join(", ")}].as_slice()`;
}
