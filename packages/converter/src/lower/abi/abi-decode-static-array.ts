import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";

/**
 * How many head words `t` takes where `abi.encode` writes it: a fixed-size array of static
 * elements sits in place (`uint[2][3]` is 6 words), everything else is one word (its value or
 * the offset of its tail).
 */
export function abiHeadWords(t: SolType | null): number {
  if (t?.k === "array" && t.len !== null && isStaticArray(t)) return t.len * abiHeadWords(t.elem);
  return 1;
}

function isStaticArray(t: SolType): boolean {
  if (t.k !== "array" || t.len === null) return false;
  const e = t.elem;
  return ["uint", "int", "bool", "fixedbytes"].includes(e.k) || isStaticArray(e);
}

/**
 * `abi.decode` of a fixed-size array of integers, bools, bytesN or such arrays, which
 * `abi.encode` writes in place, one word per element, row after row: its words are read at
 * `at` (a Rust `usize` expression) and split into rows. Out of range fails like Solidity's
 * decoder.
 */
export function decodeStaticArray(
  fl: LoweringContext,
  bytes: string,
  at: string,
  t: SolType,
  e: AstNode,
): string {
  if (!isStaticArray(t))
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      "abi.decode to a fixed-size array of dynamic values (only integers, bool, bytesN and fixed-size arrays of these)",
    );
  fl.unit.helpers.add("abi_static_words");
  return `${rows(fl, `abi_static_words(${bytes}, ${at}, ${abiHeadWords(t)})?`, t, 0)}?`;
}

/** The value of the array `t` from `words`, a slice of its words: `Result<Vec<..>, _>`. */
function rows(fl: LoweringContext, words: string, t: SolType, depth: number): string {
  if (t.k !== "array") throw new Error("rows of a non-array");
  const collect = ".collect::<Result<Vec<_>, _>>()";
  const elem = t.elem;
  if (elem.k === "array") {
    const row = depth === 0 ? "row" : `row${depth + 1}`;
    return `${words}\n.chunks_exact(${abiHeadWords(elem)})\n.map(|${row}| ${rows(fl, row, elem, depth + 1)})\n${collect}`;
  }
  return `${words}\n.iter()\n.map(|w| ${element(fl, elem)})\n${collect}`;
}

/** The decoding of one element word `w`. */
function element(fl: LoweringContext, t: SolType): string {
  switch (t.k) {
    case "uint":
    case "int": {
      const tag = typeTag(t);
      fl.unit.helpers.add(`abi_decode_${tag}`);
      return `abi_decode_${tag}(*w)`;
    }
    case "bool":
      fl.unit.helpers.add("abi_decode_bool");
      return "abi_decode_bool(*w)";
    case "fixedbytes":
      fl.unit.helpers.add("abi_decode_fixed_bytes");
      return `abi_decode_fixed_bytes(*w, ${t.n})`;
    default:
      throw new Error(`element ${t.k}`);
  }
}
