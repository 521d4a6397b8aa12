import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { owned, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { place } from "../memory-places.ts";
import { mutate } from "../storage/storage-access.ts";
import { localPath } from "../storage/storage-paths.ts";

/**
 * The argument for a memory parameter the callee writes into (ADR 193): `&mut` of the caller's
 * memory local (or of the part of it named), so the caller sees the change; any other value (a
 * storage value, calldata, a call's result) is a fresh copy, as in Solidity.
 */
export function memoryByReference(fl: LoweringContext, arg: AstNode, type: SolType): string {
  const root = place(arg)?.root;
  const decl = root === undefined ? undefined : fl.unit.nodes.get(root);
  const path = decl?.storageLocation === "memory" ? localPath(fl, arg) : null;
  if (path && "local" in path.root) {
    let code = "";
    mutate(fl, path, (at) => {
      code = at.isRef ? at.code : `&mut ${at.code}`;
      return [];
    });
    return code;
  }
  const v = fl.expr(arg, type);
  const copy = owned(v);
  return `&mut ${copy === v.code ? wrap(v, P.UNARY) : copy}`;
}
