import { typedDefaultValue } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { owned } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { mappingLocationValue } from "../storage/mapping-ref-arg.ts";
import { keysTuple, pathKeys, stabilize } from "../storage/path-keys.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { Unsupported } from "../unsupported.ts";
import { restoreSnapshot, stubStatement, takeSnapshot } from "./stub-statement.ts";
import { tupleValue } from "./variable-declaration.ts";

// `return`: values finished into the handler's response (or an internal fn's result), named
// returns, storage pointers returned as keys.

/** The values a bare `return;` or falling off the end returns. */
export function namedReturnValues(fl: LoweringContext): string[] {
  if (fl.storageRet) {
    const local = fl.storageRet.declId !== null ? fl.locals.get(fl.storageRet.declId) : undefined;
    if (!local?.alias)
      throw new Unsupported("SOL2CW-E014", null, "a storage pointer returned before it is set");
    return [keysTuple(pathKeys(fl, local.alias))];
  }
  if (fl.mappingRet) {
    const local = fl.mappingRet.declId !== null ? fl.locals.get(fl.mappingRet.declId) : undefined;
    if (!local)
      throw new Unsupported("SOL2CW-E014", null, "a storage pointer returned before it is set");
    return [local.name];
  }
  return fl.returns.names.map(
    (n, i) => n ?? typedDefaultValue(fl.returns.types[i], (x) => fl.unit.enumFirst(x)),
  );
}

/** The function's last statement `return x;` as the tail expression. */
export function tailReturn(fl: LoweringContext, s: AstNode): void {
  const before = takeSnapshot(fl);
  try {
    fl.withPrelude(() => {
      const lines = lowerReturn(fl, s);
      const last = lines[lines.length - 1].replace(/^return /, "").replace(/;$/, "");
      return [...lines.slice(0, -1), last];
    });
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    restoreSnapshot(fl, before);
    stubStatement(fl, s, err);
    const at = fl.lines.length - 1;
    fl.lines[at] = fl.lines[at].replace(/return (unsupported\(.*\));$/, "$1");
  }
}

export function lowerReturn(fl: LoweringContext, s: AstNode): string[] {
  const e: AstNode | null = s.expression;
  const spec = fl.returns;
  if (!e) return [`return ${spec.finish(namedReturnValues(fl))};`];
  if (fl.storageRet) {
    const path = pathOf(fl, e);
    if (!path) throw new Unsupported("SOL2CW-E014", e, "returning a computed storage pointer");
    return [`return ${spec.finish([keysTuple(pathKeys(fl, stabilize(fl, path)))])};`];
  }
  if (fl.mappingRet) {
    const path = pathOf(fl, e);
    if (!path) throw new Unsupported("SOL2CW-E014", e, "returning a computed storage pointer");
    const value = mappingLocationValue(fl, stabilize(fl, path), fl.mappingRet.type, e);
    return [`return ${spec.finish([value])};`];
  }
  if (spec.types.length <= 1) {
    const v = owned(fl.expr(e, spec.types[0]));
    return finishHoisted(fl, [v]);
  }
  if (e.nodeType === "TupleExpression") {
    const vals = (e.components as AstNode[]).map((c, i) => owned(fl.expr(c, spec.types[i])));
    return finishHoisted(fl, vals);
  }
  const names = spec.types.map((_, i) => fl.fresh(`ret${i}`));
  const value = tupleValue(fl, e, spec.types);
  return [`let (${names.join(", ")}) = ${value};`, `return ${spec.finish(names)};`];
}

/**
 * `return <finish(vals)>;`. A handler's finish moves `events` and `payouts` into the response
 * before the data is computed, so returned values that still use them are computed first.
 */
function finishHoisted(fl: LoweringContext, vals: string[]): string[] {
  const text = fl.returns.finish(vals);
  if (!/Response::new\(\)/.test(text) || !vals.some((v) => /\b(events|payouts)\b/.test(v)))
    return [`return ${text};`];
  const lets: string[] = [];
  const names = vals.map((v, i) => {
    if (!/\b(events|payouts)\b/.test(v)) return v;
    const name = fl.fresh(vals.length === 1 ? "ret" : `ret${i}`);
    lets.push(`let ${name} = ${v};`);
    return name;
  });
  return [...lets, `return ${fl.returns.finish(names)};`];
}
