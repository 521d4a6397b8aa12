import { defaultValue } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { blockExpression } from "../expressions/block-expression.ts";
import { type Expr, P } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { lowerCallStatement } from "./call-statement.ts";

/**
 * `uint y = arr.push();` read as a value: the element appended is the element type's zero value,
 * so the value is that zero, after the push. Where only a prelude-less or sometimes-evaluated
 * place is available (`c && arr.push() == 0`) the push and the value form one Rust block.
 */
export function lowerPushValue(fl: LoweringContext, e: AstNode, type: SolType): Expr {
  const pushThenZero = (): Expr => {
    fl.prelude[fl.prelude.length - 1].push(...(lowerCallStatement(fl, e) ?? []));
    return {
      code: defaultValue(type, (x) => fl.unit.enumFirst(x)),
      prec: P.ATOM,
      owned: true,
      type,
    };
  };
  const frame = fl.prelude[fl.prelude.length - 1];
  if (!frame || fl.conditionalDepth > 0) return blockExpression(fl, pushThenZero);
  return pushThenZero();
}
