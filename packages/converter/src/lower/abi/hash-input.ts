import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { classifyCall } from "../calls/classify-call.ts";
import { P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { abiEncodedBytes } from "./abi-encode.ts";

// The bytes a hashing builtin (`keccak256`, `sha256`) or a hash comparison reads.

/** The bytes of a hashing argument, as `&[u8]`-compatible code. */
export function hashInput(fl: LoweringContext, a: AstNode): string {
  if (a.nodeType === "FunctionCall") {
    const c = classifyCall(a, fl.unit.nodes);
    if (c.kind === "abi") return `&${abiEncodedBytes(fl, a, c.name, a.arguments)}`;
    if (c.kind === "cast" && a.arguments.length === 1) {
      const inner = parseType(a.arguments[0].typeDescriptions?.typeString);
      if (inner.k === "string") return `${wrap(fl.expr(a.arguments[0]), P.ATOM)}.as_bytes()`;
    }
  }
  const t = parseType(a.typeDescriptions?.typeString);
  const v = fl.expr(a);
  if (t.k === "strlit" && v.code.endsWith(".to_string()"))
    return `${v.code.slice(0, -".to_string()".length)}.as_bytes()`;
  if (t.k === "string" || t.k === "strlit") return `${wrap(v, P.ATOM)}.as_bytes()`;
  return `${wrap(v, P.ATOM)}.as_slice()`;
}
