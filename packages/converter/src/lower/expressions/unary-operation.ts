import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import { intLiteral, isOddWidth, typeTag } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { stabilize } from "../storage/path-keys.ts";
import { readPath, writePath } from "../storage/storage-access.ts";
import { localPath, pathOf } from "../storage/storage-paths.ts";
import { Unsupported } from "../unsupported.ts";
import { arith } from "./arithmetic.ts";
import { blockExpression } from "./block-expression.ts";
import { type Expr, P, wrap } from "./rust-expr.ts";

// Unary operators: `!`, `-`, `~`, and `++`/`--` used as values.

export function lowerUnaryOperation(fl: LoweringContext, e: AstNode, type: SolType): Expr {
  const op: string = e.operator;
  if (op === "!") {
    const v = fl.expr(e.subExpression, { k: "bool" });
    return { code: `!${wrap(v, P.UNARY)}`, prec: P.UNARY, owned: true, type: { k: "bool" } };
  }
  if (op === "-") {
    const v = fl.expr(e.subExpression, type);
    const zero = intLiteral(0n, type as { k: "int"; bits: number });
    return arith(fl, "-", { code: zero, prec: P.ATOM, owned: true, type }, v, type);
  }
  if (op === "~") {
    const v = fl.expr(e.subExpression, type);
    if (type.k === "fixedbytes") {
      return {
        code: `HexBinary::from(${wrap(v, P.ATOM)}.iter().map(|x| !x).collect::<Vec<u8>>())`,
        prec: P.ATOM,
        owned: true,
        type,
      };
    }
    let code = `!${wrap(v, P.UNARY)}`;
    if (isOddWidth(type)) {
      fl.unit.helpers.add(`wrap_${typeTag(type)}`);
      code = `wrap_${typeTag(type)}(${code})`;
    }
    return { code, prec: isOddWidth(type) ? P.ATOM : P.UNARY, owned: true, type };
  }
  if (op === "++" || op === "--") {
    // used as a value: a prelude statement performs the update
    const outer = fl.prelude[fl.prelude.length - 1];
    if (!outer || fl.conditionalDepth > 0)
      return blockExpression(fl, () => lowerUnaryOperation(fl, e, type));
    const frame = outer;
    const path = pathOf(fl, e.subExpression) ?? localPath(fl, e.subExpression);
    if (!path) throw new Unsupported("SOL2CW-E013", e, "++/-- on this expression");
    const stable = stabilize(fl, path);
    const before = fl.fresh("old");
    frame.push(`let ${before} = ${readPath(fl, stable).code};`);
    const one = intLiteral(1n, type as { k: "uint"; bits: number });
    const after = arith(
      fl,
      op === "++" ? "+" : "-",
      { code: before, prec: P.ATOM, owned: true, type },
      { code: one, prec: P.ATOM, owned: true, type },
      type,
    );
    // a new value nothing reads afterwards is computed (it can overflow) but not stored
    const dead = fl.deadStores.has(e.id);
    const afterName = dead && !e.prefix ? "_" : fl.fresh("new");
    frame.push(`let ${afterName} = ${after.code};`);
    const newValue: Expr = { code: afterName, prec: P.ATOM, owned: true, type };
    if (!dead) frame.push(...writePath(fl, stable, newValue));
    return { code: e.prefix ? afterName : before, prec: P.ATOM, owned: true, type };
  }
  if (op === "delete") throw new Unsupported("SOL2CW-E013", e, "delete used as a value");
  throw new Unsupported("SOL2CW-E013", e, `the operator ${op}`);
}
