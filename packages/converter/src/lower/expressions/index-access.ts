import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { readPath } from "../storage/storage-access.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { UNPLACED_MAPPING, Unsupported } from "../unsupported.ts";
import { contractResult } from "./contract-result.ts";
import { type Expr, P, wrap } from "./rust-expr.ts";

// `a[i]` and `m[k]` read as values (places in storage go through storage/).

export function lowerIndexAccess(fl: LoweringContext, e: AstNode, type: SolType): Expr {
  const baseType = parseType(e.baseExpression.typeDescriptions?.typeString);
  const path = baseType.k === "bytes" ? null : pathOf(fl, e);
  if (path) return readPath(fl, path);
  // a mapping lives only in storage: one the storage layout gives no map of its own
  if (baseType.k === "mapping") throw new Unsupported("SOL2CW-E015", e, UNPLACED_MAPPING);
  const base = fl.expr(e.baseExpression);
  const idx = fl.expr(e.indexExpression, { k: "uint", bits: 256 });
  fl.unit.helpers.add("at");
  if (baseType.k === "bytes" || baseType.k === "fixedbytes") {
    return {
      code: `HexBinary::from(vec![at(${wrap(base, P.ATOM)}.as_slice(), ${idx.code})?])`,
      prec: P.ATOM,
      owned: true,
      type: { k: "fixedbytes", n: 1 },
    };
  }
  return {
    code: contractResult(fl, `at(&${wrap(base, P.UNARY)}, ${idx.code})?`),
    prec: P.ATOM,
    owned: true,
    type,
  };
}
