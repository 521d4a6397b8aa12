import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { type Expr, P } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { functionValueAt } from "./function-value-targets.ts";

/** `f`, `L.f`, `C.f` used as a value: the id of the function it names (ADR 196). */
export function lowerFunctionValue(fl: LoweringContext, e: AstNode): Expr {
  const type = parseType(e.typeDescriptions?.typeString);
  if (type.k !== "function" || type.external)
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      "an external function used as a value (a variable of external function type)",
    );
  const target = functionValueAt(fl.unit, e);
  if (!target) throw new Unsupported("SOL2CW-E013", e, "this function used as a value");
  return { code: `${target.id}u32`, prec: P.ATOM, owned: true, type };
}
