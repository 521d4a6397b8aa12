import type { LoweringContext } from "../lowering-context.ts";
import { type Expr, owned, P } from "./rust-expr.ts";

/**
 * A value that needs statements of its own (`x = v`, `i++` used as a value) where there is no
 * prelude to put them in, or where the value is evaluated only sometimes (the right of `&&`/`||`,
 * a branch of `?:`): a Rust block `{ statements; value }`, evaluated exactly where Solidity
 * evaluates the expression.
 */
export function blockExpression(fl: LoweringContext, produce: () => Expr): Expr {
  const depth = fl.conditionalDepth;
  fl.prelude.push([]);
  fl.conditionalDepth = 0;
  let value: Expr;
  let lines: string[];
  try {
    value = produce();
  } finally {
    fl.conditionalDepth = depth;
    lines = fl.prelude.pop()!;
  }
  return {
    code: `{ ${[...lines, owned(value)].join(" ")} }`,
    prec: P.ATOM,
    owned: true,
    type: value.type,
  };
}
