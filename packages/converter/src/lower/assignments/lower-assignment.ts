import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { readsWhatChanges } from "../ast-queries.ts";
import { lowerBinary } from "../expressions/binary-operation.ts";
import { type Expr, owned, P } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { tupleValue } from "../statements/variable-declaration.ts";
import { rebindStoragePointer } from "../storage/storage-paths.ts";
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
    const rhs = e.rightHandSide;
    // a storage struct or array on the right is a reference, read when its target is assigned:
    // `(x, y) = (y, x)` on storage structs leaves both equal to the old `x`, as on the EVM
    const lazy = comps.map(
      (c, i) => c !== null && rhs.nodeType === "TupleExpression" && isStorageRef(rhs.components[i]),
    );
    const value = lazy.some((l) => l)
      ? `(${comps.map((c, i) => (c && !lazy[i] ? owned(fl.expr(rhs.components[i], types[i]!)) : "()")).join(", ")})`
      : tupleValue(fl, rhs, types);
    const temps = comps.map((c, i) => (c && !lazy[i] ? fl.fresh(`t${i}`) : "_"));
    // with no target at all the value is still evaluated, for what it does (`(, ) = (f(), g())`)
    const out = temps.some((x) => x !== "_")
      ? [`let (${temps.join(", ")}) = ${value};`]
      : lazy.every((l) => l)
        ? []
        : [`let _ = ${value};`];
    // the EVM assigns the components from right to left: `(m[0], m[0]) = (1, 2)` leaves 1 (in
    // source order when no two targets can overlap and nothing is read late, where the order
    // cannot be seen)
    const order = comps.map((_, i) => i);
    if (lazy.some((l) => l) || mayOverlap(fl, comps)) order.reverse();
    for (const i of order) {
      const c = comps[i];
      if (!c) continue;
      const t = types[i]!;
      const componentValue = (): Expr => {
        if (!lazy[i]) return { code: temps[i], prec: P.ATOM, owned: true, type: t };
        const v = fl.expr(rhs.components[i], t);
        return { ...v, code: owned(v), owned: true };
      };
      if (c.nodeType === "Identifier" && fl.pendingDecl.has(c.referencedDeclaration)) {
        // a local declared without a value is declared here, where it gets its first
        fl.pendingDecl.delete(c.referencedDeclaration);
        const mut = (fl.assignCount.get(c.referencedDeclaration) ?? 0) > 1 ? "mut " : "";
        out.push(
          `let ${mut}${fl.locals.get(c.referencedDeclaration)!.name} = ${componentValue().code};`,
        );
        continue;
      }
      out.push(...assignTo(fl, c, componentValue));
    }
    return out;
  }
  const t = parseType(lhs.typeDescriptions?.typeString);
  if (rebindStoragePointer(fl, e)) return [];
  // the last statement of a branch of an `if` that declares the local: the branch's value
  if (fl.branchValues.has(e.id)) return [owned(fl.expr(e.rightHandSide, t))];
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

/** A struct, array, `bytes` or `string` in storage (a reference, unlike a value type). */
function isStorageRef(e: AstNode | null | undefined): boolean {
  const ts: string = e?.typeDescriptions?.typeString ?? "";
  return /^(struct |bytes |string )|\]/.test(ts) && / storage (ref|pointer)$/.test(ts);
}

/**
 * Whether two assignment targets may share storage or memory: they start from the same variable,
 * or one writes into what a storage or memory reference points at, which may be another's.
 */
function mayOverlap(fl: LoweringContext, targets: (AstNode | null)[]): boolean {
  const roots = new Set<number>();
  for (const t of targets) {
    if (!t) continue;
    let root = t;
    while (root.nodeType === "IndexAccess" || root.nodeType === "MemberAccess")
      root = root.baseExpression ?? root.expression;
    const id = root.nodeType === "Identifier" ? root.referencedDeclaration : undefined;
    if (typeof id !== "number" || roots.has(id)) return true;
    roots.add(id);
    // a write into what a reference points at (rebinding the reference itself is not one)
    const decl = fl.unit.nodes.get(id);
    const reference =
      !decl?.stateVariable && /^(storage|memory)$/.test(decl?.storageLocation ?? "");
    if (reference && root !== t) return true;
  }
  return false;
}
