import type { AstNode } from "../../frontend/ast.ts";
import { terminates } from "./terminates.ts";

/** `stmts` up to the first that never completes: what follows it never runs (rustc warns). */
export function reachableStatements(stmts: AstNode[]): AstNode[] {
  const end = stmts.findIndex((s) => terminates(s));
  return end < 0 ? stmts : stmts.slice(0, end + 1);
}
