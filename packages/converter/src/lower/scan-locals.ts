import { type AstNode, walk } from "../frontend/ast.ts";
import { classifyCall } from "./calls/classify-call.ts";
import { selfViewLowLevelCall } from "./calls/self-view-low-level-call.ts";
import { deadIncrements } from "./dead-increments.ts";
import type { LoweringContext } from "./lowering-context.ts";
import { isMemoryParamByReference } from "./memory-params-by-reference.ts";
import { boundArguments } from "./memory-places.ts";
import { overwrittenStores } from "./overwritten-stores.ts";
import { walkReachable } from "./walk-reachable.ts";

// What a first scan of a body tells about its locals: which are assigned (`mut`), unread (`_x`),
// declared late, or stored and never read.

/**
 * Whether the first use of a variable, possibly inside plain or `unchecked` blocks, is an
 * unconditional `x = value` that does not read `x` (and nothing returns before it): it is then
 * declared without a value (`let x: T;`), so that no default is written that is never read.
 */
export function canDeclareUninit(fl: LoweringContext, declId: number, rest: AstNode[]): boolean {
  // `(x)` as `x`
  const bare = (t: AstNode | null): AstNode | null =>
    t?.nodeType === "TupleExpression" && !t.isInlineArray && t.components?.length === 1
      ? bare(t.components[0])
      : t;
  const assigns = (e: AstNode | null) => {
    if (e?.nodeType !== "Assignment" || e.operator !== "=") return false;
    // `x = v`, or `(.., x, ..) = v`
    const lhs = bare(e.leftHandSide);
    return (
      lhs?.nodeType === "TupleExpression" ? (lhs.components as (AstNode | null)[]) : [lhs]
    ).some((t) => {
      const b = bare(t);
      return b?.nodeType === "Identifier" && b.referencedDeclaration === declId;
    });
  };
  const refersTo = (n: AstNode | null) => {
    let found = false;
    walk(n, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
    });
    return found;
  };
  // a branch that ends by leaving the function (revert, custom error, return)
  const leaves = (n: AstNode): boolean => {
    if (n.nodeType === "Block" || n.nodeType === "UncheckedBlock") {
      const list = (n.statements ?? []) as AstNode[];
      return list.length > 0 && leaves(list[list.length - 1]);
    }
    // `else if (c) { .. return v; } else { revert(..); }`: every branch leaves
    if (n.nodeType === "IfStatement")
      return !!n.falseBody && leaves(n.trueBody) && leaves(n.falseBody);
    if (n.nodeType === "RevertStatement" || n.nodeType === "Return") return true;
    const call = n.nodeType === "ExpressionStatement" ? n.expression : null;
    return call?.nodeType === "FunctionCall" && call.expression?.name === "revert";
  };
  // "yes" with the number of assignments that initialise it on the paths taken
  const scan = (stmts: AstNode[]): { r: "yes" | "no" | "next"; n: number } => {
    for (const s of stmts) {
      if (s.nodeType === "Block" || s.nodeType === "UncheckedBlock") {
        const r = scan(s.statements ?? []);
        if (r.r !== "next") return r;
        continue;
      }
      const e = s.nodeType === "ExpressionStatement" ? s.expression : null;
      if (assigns(e)) return { r: refersTo(e.rightHandSide) ? "no" : "yes", n: 1 };
      // `for (i = 0; ..)`: the loop's first step assigns it
      const init = s.nodeType === "ForStatement" ? s.initializationExpression : null;
      if (init?.nodeType === "ExpressionStatement" && assigns(init.expression))
        return { r: refersTo(init.expression.rightHandSide) ? "no" : "yes", n: 1 };
      // `if (c) x = a; else x = b;`: every branch assigns it first, or leaves (`else revert(..)`)
      if (s.nodeType === "IfStatement" && s.falseBody && !refersTo(s.condition)) {
        const a = scan([s.trueBody]);
        const b = scan([s.falseBody]);
        // a branch that leaves without referring to it (a bare `return;` returns it; a handler's
        // stop at a continued call reads nothing)
        const ok = (r: { r: string }, body: AstNode) =>
          r.r === "yes" ||
          ((r.r === "next" || returnsValues(body)) && leaves(body) && !refersTo(body));
        if (ok(a, s.trueBody) && ok(b, s.falseBody) && (a.r === "yes" || b.r === "yes"))
          return { r: "yes", n: a.n + b.n };
      }
      // `if ((x = v) > 0)`, `while ((x = next()) != 0)`: the condition assigns it first (in a
      // loop again on each pass, so it is `mut`: no assignment counts as its first value)
      const cond = ["IfStatement", "WhileStatement"].includes(s.nodeType) ? s.condition : null;
      const lead = cond && leadingAssignment(cond, declId, refersTo);
      if (lead && !refersTo(lead.rightHandSide))
        return { r: "yes", n: s.nodeType === "IfStatement" ? 1 : 0 };
      // `try c.f() returns (..) { x = a; } catch { x = b; }`: every clause assigns it first
      if (s.nodeType === "TryStatement" && !refersTo(s.externalCall)) {
        const clauses = (s.clauses as AstNode[]).map((c) => scan([c.block]));
        if (clauses.every((c) => c.r === "yes"))
          return { r: "yes", n: clauses.reduce((sum, c) => sum + c.n, 0) };
      }
      let blocked = false;
      walk(s, (x) => {
        if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) blocked = true;
        // a handler's stop at a continued call reads nothing: reply declares the locals again
        if (x.continuationTail) return;
        // `if (c) return v;` leaves with its own values, without reading it
        if (x.nodeType === "Return" && x.expression) return;
        if (["Return", "Break", "Continue", "PlaceholderStatement"].includes(x.nodeType))
          blocked = true;
      });
      if (blocked) return { r: "no", n: 0 };
    }
    return { r: "next", n: 0 };
  };
  const result = scan(rest);
  if (result.r === "yes") fl.initAssigns.set(declId, result.n);
  return result.r === "yes";
}

/** Whether every `return` in `n` returns values (or is a handler's stop at a continued call). */
function returnsValues(n: AstNode): boolean {
  let bare = false;
  walk(n, (x) => {
    if (x.nodeType === "Return" && !x.expression && !x.continuationTail) bare = true;
    if (
      x.nodeType === "Break" ||
      x.nodeType === "Continue" ||
      x.nodeType === "PlaceholderStatement"
    )
      bare = true;
  });
  return !bare;
}

/**
 * The assignment `x = v` a condition evaluates before anything else that refers to `x`: the
 * condition itself, or the left operand of a binary operation whose other operand does not
 * refer to `x` (in parentheses).
 */
function leadingAssignment(
  e: AstNode,
  declId: number,
  refersTo: (n: AstNode | null) => boolean,
): AstNode | null {
  if (
    e.nodeType === "Assignment" &&
    e.operator === "=" &&
    e.leftHandSide.nodeType === "Identifier" &&
    e.leftHandSide.referencedDeclaration === declId
  )
    return e;
  if (e.nodeType === "TupleExpression" && e.components.length === 1 && e.components[0])
    return leadingAssignment(e.components[0], declId, refersTo);
  if (e.nodeType === "BinaryOperation" && !refersTo(e.rightExpression))
    return leadingAssignment(e.leftExpression, declId, refersTo);
  return null;
}

/** `mut ` for a local declared without a value when it is assigned again after its first value. */
export function uninitMut(fl: LoweringContext, declId: number): string {
  const extra = (fl.assignCount.get(declId) ?? 0) - (fl.initAssigns.get(declId) ?? 1);
  return extra > 0 ? "mut " : "";
}

/**
 * Whether `decl` (declared without a value) is next assigned by a plain assignment before anything
 * else refers to it, in `rest` or in the plain and `unchecked` blocks among it (lowered in the same
 * Rust block): then it is declared right there. `(.., x, ..) = v` counts too, as does `x = v` inside
 * such a block, when `v` calls no other contract (a call that may continue in `reply`; a query of
 * a view does not).
 */
export function canDefer(fl: LoweringContext, declId: number, rest: AstNode[]): boolean {
  const refersTo = (n: AstNode | null) => {
    let found = false;
    walk(n, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
    });
    return found;
  };
  const callsOut = (n: AstNode) => {
    let found = false;
    walk(n, (x) => {
      // a call whose result reply already has (a continuation's value) no longer calls out
      if (x.nodeType !== "FunctionCall" || fl.exprOverrides.has(x.id)) return;
      const call = classifyCall(x, fl.unit.nodes);
      const kind = call.kind;
      // a view of the contract itself called with a low-level call runs in place (ADR 0227)
      if (kind === "address" && selfViewLowLevelCall(fl.unit, x)) return;
      // a view or getter of another contract is a query, answered in place
      if (kind === "external" && ["view", "pure"].includes(call.fn.stateMutability)) return;
      if (kind === "external" || kind === "address" || kind === "new") found = true;
    });
    return found;
  };
  const scan = (stmts: AstNode[], nested: boolean): "yes" | "no" | "next" => {
    for (const s of stmts) {
      if (s.nodeType === "Block" || s.nodeType === "UncheckedBlock") {
        const r = scan(s.statements ?? [], true);
        if (r !== "next") return r;
        continue;
      }
      const e = s.nodeType === "ExpressionStatement" ? s.expression : null;
      if (e?.nodeType === "Assignment" && e.operator === "=") {
        const lhs = e.leftHandSide;
        if (lhs.nodeType === "Identifier" && lhs.referencedDeclaration === declId)
          return refersTo(e.rightHandSide) || (nested && callsOut(e.rightHandSide)) ? "no" : "yes";
        const parts =
          lhs.nodeType === "TupleExpression" ? (lhs.components as (AstNode | null)[]) : [];
        const mine = parts.filter(
          (c) => c?.nodeType === "Identifier" && c.referencedDeclaration === declId,
        );
        if (mine.length === 1 && parts.length > 1) {
          const others = parts.filter((c) => c && !mine.includes(c));
          return others.some((c) => refersTo(c)) ||
            refersTo(e.rightHandSide) ||
            callsOut(e.rightHandSide)
            ? "no"
            : "yes";
        }
      }
      let blocked = false;
      walk(s, (x) => {
        if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) blocked = true;
        if (x.nodeType === "Return" && !x.continuationTail) blocked = true;
      });
      if (blocked) return "no";
    }
    return "next";
  };
  return scan(rest, false) === "yes";
}

export function scanUnread(fl: LoweringContext, root: AstNode): void {
  const declared: number[] = [];
  const notReads = new Set<AstNode>();
  const reads = new Set<number>();
  walk(root, (x) => {
    if (x.nodeType === "VariableDeclarationStatement")
      for (const d of x.declarations ?? []) if (d) declared.push(d.id);
    if (x.nodeType === "Assignment") {
      const lhs = x.leftHandSide;
      for (const t of lhs.nodeType === "TupleExpression" ? lhs.components : [lhs]) {
        if (t?.nodeType === "Identifier") notReads.add(t);
        // `m.x = v` on a memory struct: a write, not a read, of `m` (an index write borrows it)
        let root = t;
        while (root?.nodeType === "MemberAccess") root = root.expression;
        if (
          root !== t &&
          root?.nodeType === "Identifier" &&
          fl.unit.nodes.get(root.referencedDeclaration)?.storageLocation === "memory"
        )
          notReads.add(root);
      }
    }
  });
  walk(root, (x) => {
    // `a.f.selector` is a constant: the converted code does not read `a`
    const owner =
      x.nodeType === "MemberAccess" && x.memberName === "selector" ? x.expression : null;
    if (
      owner?.nodeType === "MemberAccess" &&
      owner.expression.nodeType === "Identifier" &&
      hasConstantSelector(fl, owner)
    )
      notReads.add(owner.expression);
  });
  walk(root, (x) => {
    if (x.nodeType === "Identifier" && !notReads.has(x)) reads.add(x.referencedDeclaration);
  });
  for (const id of declared) if (!reads.has(id)) fl.unreadLocals.add(id);
  // `x = v;` as a statement with nothing reading x afterwards (outside any loop): the value is
  // still computed (its checks can fail), but not stored, as rustc would warn about the store
  const loops: [number, number][] = [];
  const refs: AstNode[] = [];
  walk(root, (x) => {
    if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(x.nodeType)) {
      const [st, len] = String(x.src).split(":").map(Number);
      loops.push([st, st + len]);
    }
    if (x.nodeType === "Identifier") refs.push(x);
  });
  const local = new Set(declared);
  for (const id of ownValueParameters(fl, root)) local.add(id);
  walk(root, (x) => {
    if (x.nodeType !== "ExpressionStatement" || x.expression.nodeType !== "Assignment") return;
    const lhs = x.expression.leftHandSide;
    const id = lhs.nodeType === "Identifier" ? lhs.referencedDeclaration : null;
    if (id === null || !local.has(id) || fl.unreadLocals.has(id)) return;
    const [st, len] = String(x.src).split(":").map(Number);
    if (loops.some(([a, b]) => a <= st && st < b)) return;
    const later = refs.some(
      (r) => r.referencedDeclaration === id && Number(String(r.src).split(":")[0]) >= st + len,
    );
    if (!later) fl.deadStores.add(x.expression.id);
  });
  for (const store of overwrittenStores(fl, root)) fl.deadStores.add(store.id);
  for (const step of deadIncrements(root, local)) fl.deadStores.add(step.id);
}

/**
 * The value-type parameters of the function whose body is `root`, when it has no modifiers (a
 * modifier may run the body more than once, over the same parameters).
 */
function ownValueParameters(fl: LoweringContext, root: AstNode): number[] {
  const ids = new Set<number>();
  walk(root, (x) => {
    if (x.nodeType !== "Identifier") return;
    const d = fl.unit.nodes.get(x.referencedDeclaration);
    if (d?.nodeType !== "VariableDeclaration" || d.storageLocation !== "default") return;
    const f = fl.unit.nodes.get(d.scope);
    if (f?.nodeType !== "FunctionDefinition" || f.body?.id !== root.id) return;
    if ((f.modifiers ?? []).length > 0) return;
    if ((f.parameters.parameters as AstNode[]).some((p) => p.id === d.id)) ids.add(d.id);
  });
  return [...ids];
}

/** Whether `member.selector` converts to a constant (a function's, error's or event's selector). */
function hasConstantSelector(fl: LoweringContext, member: AstNode): boolean {
  const decl = fl.unit.nodes.get(member.referencedDeclaration);
  const hex: string | undefined =
    decl?.functionSelector ?? decl?.errorSelector ?? decl?.eventSelector;
  return !!hex && /^[0-9a-f]+$/.test(hex);
}

export function scanMutations(fl: LoweringContext, root: AstNode | null | undefined): void {
  if (!root || fl.scanned.has(root.id)) return;
  fl.scanned.add(root.id);
  scanUnread(fl, root);
  const rootDecl = (e: AstNode): number | null => {
    let cur = e;
    for (;;) {
      if (cur.nodeType === "IndexAccess" || cur.nodeType === "MemberAccess")
        cur = cur.baseExpression ?? cur.expression;
      else if (cur.nodeType === "TupleExpression" && cur.components?.length === 1)
        cur = cur.components[0];
      else break;
    }
    return cur.nodeType === "Identifier" ? cur.referencedDeclaration : null;
  };
  walkReachable(root, (x) => {
    if (x.nodeType === "Assignment" && !fl.deadStores.has(x.id)) {
      const lhs = x.leftHandSide;
      const targets = lhs.nodeType === "TupleExpression" ? lhs.components : [lhs];
      for (const t of targets) {
        if (t) {
          const id = rootDecl(t);
          if (id !== null) countAssign(fl, id);
        }
      }
    } else if (
      x.nodeType === "UnaryOperation" &&
      ["++", "--", "delete"].includes(x.operator) &&
      !fl.deadStores.has(x.id)
    ) {
      const id = rootDecl(x.subExpression);
      if (id !== null) countAssign(fl, id);
    } else if (x.nodeType === "FunctionCall" && x.kind === "functionCall") {
      // a memory value handed by reference to a function that writes into it (ADR 193)
      for (const { arg, param } of boundArguments(x, fl.unit.nodes)) {
        const id = isMemoryParamByReference(param, fl.unit.nodes) ? rootDecl(arg) : null;
        if (id !== null && fl.unit.nodes.get(id)?.storageLocation === "memory") countAssign(fl, id);
      }
      if (
        x.expression.nodeType === "MemberAccess" &&
        ["push", "pop"].includes(x.expression.memberName)
      ) {
        const id = rootDecl(x.expression.expression);
        if (id !== null) countAssign(fl, id);
      }
    }
  });
}

function countAssign(fl: LoweringContext, id: number): void {
  fl.mutated.add(id);
  fl.assignCount.set(id, (fl.assignCount.get(id) ?? 0) + 1);
}
