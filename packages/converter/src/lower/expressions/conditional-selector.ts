import type { AstNode } from "../../frontend/ast.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { type Expr, P } from "./rust-expr.ts";

/**
 * `(c ? this.f : this.g).selector`: the condition picks between the two selectors, each a
 * constant; null when a branch is not a function with a selector.
 */
export function lowerConditionalSelector(fl: LoweringContext, base: AstNode): Expr | null {
  let cond = base;
  while (cond.nodeType === "TupleExpression" && cond.components?.length === 1)
    cond = cond.components[0];
  if (cond.nodeType !== "Conditional") return null;
  const selector = (branch: AstNode): string | null => {
    const hex: string | undefined = fl.unit.nodes.get(
      branch.referencedDeclaration,
    )?.functionSelector;
    return hex && /^[0-9a-f]{8}$/.test(hex) ? hex : null;
  };
  const yes = selector(cond.trueExpression);
  const no = selector(cond.falseExpression);
  if (!yes || !no) return null;
  const c = fl.expr(cond.condition, { k: "bool" });
  return {
    code: `HexBinary::from_hex(if ${c.code} { "${yes}" } else { "${no}" })?`,
    prec: P.ATOM,
    owned: true,
    type: { k: "fixedbytes", n: 4 },
  };
}
