import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { type Expr, owned, P } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { functionDispatcher } from "./function-dispatcher.ts";
import { splitTypeList } from "./split-type-list.ts";

/**
 * `f(x)` where `f` is a value of internal function type: the dispatch fn of its type, given the
 * id and the arguments (ADR 196).
 */
export function lowerFunctionValueCall(
  fl: LoweringContext,
  e: AstNode,
  pointer: Extract<SolType, { k: "function" }>,
  type: SolType,
): Expr {
  if (/\bstorage\b/.test(pointer.params))
    throw new Unsupported(
      "SOL2CW-E013",
      e,
      "a call through a function value that takes storage references",
    );
  if ((e.names ?? []).length > 0)
    throw new Unsupported("SOL2CW-E013", e, "named arguments in a call through a function value");
  const dispatcher = functionDispatcher(fl.unit, pointer);
  const id = owned(fl.expr(e.expression, pointer));
  const paramTypes = splitTypeList(pointer.params).map((t) => parseType(t));
  const args = (e.arguments as AstNode[]).map((a, i) => owned(fl.expr(a, paramTypes[i])));
  const ctx = fl.ctxArgs(dispatcher.needs);
  const values = [id, ...args];
  // `deps.branch()` borrows deps mutably for the whole call: evaluate what reads deps first
  const lets: string[] = [];
  if (ctx.includes("deps.branch()"))
    values.forEach((v, i) => {
      if (!/\bdeps\b/.test(v)) return;
      const hoisted = fl.hoist(i === 0 ? "function_id" : `arg${i - 1}`, v);
      if (hoisted !== v) values[i] = hoisted;
      else {
        const tmp = fl.fresh(i === 0 ? "function_id" : `arg${i - 1}`);
        lets.push(`let ${tmp} = ${v};`);
        values[i] = tmp;
      }
    });
  const call = `${dispatcher.name}(${[...ctx, ...values].join(", ")})?`;
  const code = lets.length === 0 ? call : `{ ${lets.join(" ")} ${call} }`;
  if (lets.length === 0) fl.contractResults.add(code);
  const rets = splitTypeList(pointer.returns);
  const t: SolType =
    rets.length === 1 ? parseType(rets[0]) : rets.length === 0 ? { k: "tuple", items: [] } : type;
  return { code, prec: P.ATOM, owned: true, type: t };
}
