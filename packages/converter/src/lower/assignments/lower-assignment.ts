import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { readsWhatChanges } from "../ast-queries.ts";
import { lowerBinary } from "../expressions/binary-operation.ts";
import { owned, P } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { tupleValue } from "../statements/variable-declaration.ts";
import { stabilize } from "../storage/path-keys.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { Unsupported } from "../unsupported.ts";
import { assignTo } from "./assign-to.ts";

// Assignments: `x = v`, compound `x += f(y)` (and every `op=`), tuple assignment, storage-pointer
// rebinding.

export function lowerAssignment(fl: LoweringContext, e: AstNode): string[] {
  const lhs = e.leftHandSide;
  if (fl.deadStores.has(e.id)) {
    const t = parseType(lhs.typeDescriptions?.typeString);
    const v =
      e.operator === "="
        ? fl.expr(e.rightHandSide, t)
        : lowerBinary(fl, e.operator.slice(0, -1), fl.expr(lhs), e.rightHandSide, t, e);
    return [`let _ = ${v.code};`];
  }
  if (lhs.nodeType === "TupleExpression" && lhs.components.length > 1) {
    const comps: (AstNode | null)[] = lhs.components;
    const types = comps.map((c) => (c ? parseType(c.typeDescriptions?.typeString) : null));
    const value = tupleValue(fl, e.rightHandSide, types);
    const temps = comps.map((c, i) => (c ? fl.fresh(`t${i}`) : "_"));
    const out = [`let (${temps.join(", ")}) = ${value};`];
    comps.forEach((c, i) => {
      if (!c) return;
      const t = types[i]!;
      if (c.nodeType === "Identifier" && fl.pendingDecl.has(c.referencedDeclaration)) {
        // a local declared without a value is declared here, where it gets its first
        fl.pendingDecl.delete(c.referencedDeclaration);
        const mut = (fl.assignCount.get(c.referencedDeclaration) ?? 0) > 1 ? "mut " : "";
        out.push(`let ${mut}${fl.locals.get(c.referencedDeclaration)!.name} = ${temps[i]};`);
        return;
      }
      out.push(...assignTo(fl, c, () => ({ code: temps[i], prec: P.ATOM, owned: true, type: t })));
    });
    return out;
  }
  const t = parseType(lhs.typeDescriptions?.typeString);
  const lhsDecl =
    lhs.nodeType === "Identifier" ? fl.unit.nodes.get(lhs.referencedDeclaration) : undefined;
  if (
    e.operator === "=" &&
    lhsDecl?.nodeType === "VariableDeclaration" &&
    lhsDecl.storageLocation === "storage" &&
    !lhsDecl.stateVariable &&
    !fl.refParams.has(lhsDecl.id)
  ) {
    const path = pathOf(fl, e.rightHandSide);
    if (!path) throw new Unsupported("SOL2CW-E014", e, "a storage pointer to a computed location");
    const local = fl.locals.get(lhsDecl.id);
    if (!local) throw new Unsupported("SOL2CW-E014", e, "an unknown storage pointer");
    local.alias = stabilize(fl, path);
    return [];
  }
  if (
    e.operator === "=" &&
    lhs.nodeType === "Identifier" &&
    fl.pendingDecl.has(lhs.referencedDeclaration)
  ) {
    const id = lhs.referencedDeclaration;
    fl.pendingDecl.delete(id);
    const local = fl.locals.get(id)!;
    const v = owned(fl.expr(e.rightHandSide, t));
    const mut = (fl.assignCount.get(id) ?? 0) > 1 ? "mut " : "";
    return [`let ${mut}${local.name} = ${v};`];
  }
  if (
    e.operator === "=" &&
    lhs.nodeType !== "Identifier" &&
    readsWhatChanges(e.rightHandSide, lhs)
  ) {
    // `a[i++] = f(i)`: the EVM evaluates the value before the place it is stored to
    const v = fl.expr(e.rightHandSide, t);
    const value = fl.hoist("value", owned(v));
    return assignTo(fl, lhs, () => ({ ...v, code: value, owned: true }));
  }
  if (e.operator === "=") {
    return assignTo(fl, lhs, () => {
      const v = fl.expr(e.rightHandSide, t);
      return { ...v, code: owned(v), owned: true };
    });
  }
  const op = e.operator.slice(0, -1);
  return assignTo(fl, lhs, (cur) => lowerBinary(fl, op, cur, e.rightHandSide, t, e));
}
