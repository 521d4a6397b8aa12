import { type AstNode, walk } from "../../frontend/ast.ts";
import { placeWrittenBy } from "../ast-queries.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { terminates } from "../statements/terminates.ts";
import { refersTo } from "./call-continuations.ts";
import { classifyCall } from "./classify-call.ts";
import { copyFunction, originalNode } from "./copy-function.ts";
import { placeProblem, stable, usedExpression } from "./nested-call-use.ts";
import { orderedArgs } from "./ordered-args.ts";
import { resolveTarget } from "./resolve-target.ts";
import { returnsAsResults } from "./returns-as-results.ts";
import { refuseResume } from "./unresumable-calls.ts";
import { usedCallResults } from "./used-call-results.ts";

/**
 * Public function `fn` with each call of an internal function that uses a state-changing call's
 * result (`_pull(amount)` where `_pull` does `uint got = vault.withdraw(a); ..; return got;`)
 * replaced by a copy of that function's statements (ADR 212): its parameters become locals set
 * to the arguments, its body follows, and the calling statement uses the returned value in place
 * of the call. The handler then stops at the call inside and reply resumes the rest of the
 * helper and of its caller like any other continued statement. Done at statements of the body,
 * of its `if`/`else` branches, blocks and `for`/`while` bodies (not in `unchecked`, not in a loop's
 * condition or step), when the call runs
 * first in its statement and every time the statement runs, for helpers with value-type
 * parameters, no modifiers and no `super` (early `return`s become branches: `returnsAsResults`); helpers
 * called by an inlined helper are inlined in turn. Elsewhere the helper stays a Rust fn and its
 * call keeps SOL2CW-E018, saying why.
 */
export function inlineResultHelpers(fl: LoweringContext, fn: AstNode): AstNode {
  if (!fn.body) return fn;
  const statements = inlineInList(fl, fn.body.statements, new Set([fn.id]));
  return statements === fn.body.statements ? fn : { ...fn, body: { ...fn.body, statements } };
}

function inlineInList(fl: LoweringContext, stmts: AstNode[], active: Set<number>): AstNode[] {
  let changed = false;
  const out: AstNode[] = [];
  for (const stmt of stmts) {
    const inlined = inlineAt(fl, stmt, active);
    if (inlined) {
      out.push(...inlined);
      changed = true;
      continue;
    }
    const inner = inlineInBranches(fl, stmt, active);
    if (inner !== stmt) changed = true;
    out.push(inner);
  }
  return changed ? out : stmts;
}

function inlineInBranches(fl: LoweringContext, stmt: AstNode, active: Set<number>): AstNode {
  if (stmt.nodeType === "Block") {
    const statements = inlineInList(fl, stmt.statements, active);
    return statements === stmt.statements ? stmt : { ...stmt, statements };
  }
  if (stmt.nodeType === "ForStatement" || stmt.nodeType === "WhileStatement") {
    const body = inlineInBody(fl, stmt.body, active);
    return body === stmt.body ? stmt : { ...stmt, body };
  }
  if (stmt.nodeType !== "IfStatement") return stmt;
  const trueBody = inlineInBody(fl, stmt.trueBody, active);
  const falseBody = stmt.falseBody && inlineInBody(fl, stmt.falseBody, active);
  return trueBody === stmt.trueBody && falseBody === stmt.falseBody
    ? stmt
    : { ...stmt, trueBody, falseBody };
}

/** A branch: a block, or one statement, made a block when it becomes several. */
function inlineInBody(fl: LoweringContext, body: AstNode, active: Set<number>): AstNode {
  if (body.nodeType === "Block") return inlineInBranches(fl, body, active);
  const inlined = inlineAt(fl, body, active);
  if (!inlined) return inlineInBranches(fl, body, active);
  return { nodeType: "Block", id: fl.unit.freshNodeId(), src: body.src, statements: inlined };
}

/** The statements replacing `stmt` when it calls such a helper, or null. */
function inlineAt(fl: LoweringContext, stmt: AstNode, active: Set<number>): AstNode[] | null {
  const root = usedExpression(fl, stmt);
  if (!root) return null;
  const found: { call: AstNode; target: AstNode }[] = [];
  walk(root, (x) => {
    if (x.nodeType !== "FunctionCall") return;
    const c = classifyCall(x, fl.unit.nodes);
    if (c.kind !== "internal" || c.bound) return;
    const target = resolveTarget(fl, c);
    if (target.nodeType === "FunctionDefinition" && usedCallResults(fl, target).length > 0)
      found.push({ call: x, target });
  });
  if (found.length === 0) return null;
  const unused = stmt.nodeType === "ExpressionStatement" && root === found[0].call;
  const why =
    found.length > 1
      ? "the statement calling it also calls another such function"
      : (helperProblem(fl, found[0].target, active) ??
        (unused ? null : placeProblem(fl, root, found[0].call)));
  if (why) {
    for (const { target } of found)
      for (const c of usedCallResults(fl, target))
        refuseResume(
          originalNode(c),
          `the result is used inside ${fl.unit.nodes.get(target.scope)?.nodeType === "SourceUnit" ? "free" : "internal"} function ${target.name}, whose statements run in place of its call only at a statement of a public function or at a top-level statement of the constructor (ADRs 212, 225), and here ${why}`,
        );
    return null;
  }
  const { call, target } = found[0];
  const { statements, value } = helperStatements(fl, call, target);
  const tail: AstNode[] = unused
    ? value && !stable(fl, value)
      ? [
          {
            nodeType: "ExpressionStatement",
            id: fl.unit.freshNodeId(),
            src: stmt.src,
            expression: value,
          },
        ]
      : []
    : [replaced(stmt, call, value!)];
  return inlineInList(fl, [...statements, ...tail], new Set([...active, target.id]));
}

/** Why the statements of `target` cannot run in place of a call of it. */
function helperProblem(fl: LoweringContext, target: AstNode, active: Set<number>): string | null {
  if (active.has(target.id)) return "it is called from itself";
  if ((target.modifiers ?? []).length > 0) return "it has modifiers";
  const params: AstNode[] = target.parameters.parameters;
  if (params.some((p) => p.storageLocation === "storage"))
    return "it takes a storage parameter (passed by reference)";
  // a memory or calldata parameter it only reads may become a local holding a copy of the value
  if (params.some((p) => p.storageLocation !== "default" && mayWriteInto(fl, target, p)))
    return "it may change a memory parameter (passed by reference)";
  const rets: AstNode[] = target.returnParameters.parameters;
  if (rets.some((r) => r.storageLocation === "storage")) return "it returns a storage reference";
  const body: AstNode[] = target.body.statements;
  const last = body.at(-1);
  let usesSuper = false;
  walk(target.body, (x) => {
    if (x.nodeType === "Identifier" && x.name === "super") usesSuper = true;
  });
  if (usesSuper) return "it calls super";
  if (
    returnsEarly(target) &&
    !returnsAsResults(
      body,
      () => [],
      () => 0,
    )
  )
    return "it returns inside a loop, or on some paths of both branches of an if with statements after it";
  if (
    !(returnsEarly(target) ? terminates(last) : last?.nodeType === "Return") &&
    rets.some((r) => !r.name)
  )
    return "it can end without returning its unnamed result";
  return null;
}

/**
 * Whether `fn` may change the memory value its parameter `p` refers to: an assignment, `++`,
 * `--`, `delete`, `push` or `pop` on a place rooted at `p`, or `p` handed to an internal function
 * that may (one whose declaration is not known counts as one that does).
 */
function mayWriteInto(
  fl: LoweringContext,
  fn: AstNode,
  p: AstNode,
  seen: Set<number> = new Set(),
): boolean {
  if (seen.has(p.id)) return false;
  seen.add(p.id);
  const isP = (e: AstNode | null | undefined) =>
    e?.nodeType === "Identifier" && e.referencedDeclaration === p.id;
  const rootOf = (place: AstNode | null | undefined) => {
    let root = place;
    while (root && (root.nodeType === "IndexAccess" || root.nodeType === "MemberAccess"))
      root = root.nodeType === "IndexAccess" ? root.baseExpression : root.expression;
    return root;
  };
  let writes = false;
  walk(fn.body, (x) => {
    if (isP(rootOf(placeWrittenBy(x)))) writes = true;
    if (x.nodeType !== "FunctionCall") return;
    const callee = x.expression;
    if (
      callee?.nodeType === "MemberAccess" &&
      ["push", "pop"].includes(callee.memberName) &&
      isP(rootOf(callee.expression))
    )
      writes = true;
    const at = (x.arguments as AstNode[]).findIndex(isP);
    if (at < 0 || x.kind !== "functionCall") return;
    const c = classifyCall(x, fl.unit.nodes);
    if (c.kind === "unknown") writes = true;
    if (c.kind !== "internal") return;
    const target = fl.unit.nodes.get(c.decl);
    const param: AstNode | undefined = target?.parameters?.parameters[at];
    if (!target?.body || !param || target.virtual || mayWriteInto(fl, target, param, seen))
      writes = true;
  });
  return writes;
}

/** Whether `fn` has a `return` other than its last statement. */
function returnsEarly(fn: AstNode): boolean {
  const last = fn.body.statements.at(-1);
  let early = false;
  walk(fn.body, (x) => {
    if (x.nodeType === "Return" && x !== last) early = true;
  });
  return early;
}

/**
 * A copy of `target`'s statements for one call: its parameters declared with the arguments, its
 * named results declared, its body without the final `return`; and the value it returns.
 */
function helperStatements(
  fl: LoweringContext,
  call: AstNode,
  target: AstNode,
): { statements: AstNode[]; value: AstNode | null } {
  const copy = copyFunction(fl.unit, target);
  const args = orderedArgs(call, target.parameters.parameters);
  const declare = (d: AstNode, value: AstNode | null, src: string): AstNode => ({
    nodeType: "VariableDeclarationStatement",
    id: fl.unit.freshNodeId(),
    src,
    assignments: [d.id],
    declarations: [d],
    initialValue: value,
  });
  const statements: AstNode[] = [];
  (copy.parameters.parameters as AstNode[]).forEach((p, i) => {
    if (p.name && sameLocal(fl, copy.body, p, args[i])) replaceReads(fl, copy.body, p, args[i]);
    else if (p.name) statements.push(declare(p, args[i], args[i].src));
    else if (!stable(fl, args[i]))
      statements.push({
        nodeType: "ExpressionStatement",
        id: fl.unit.freshNodeId(),
        src: args[i].src,
        expression: args[i],
      });
  });
  const rets: AstNode[] = copy.returnParameters.parameters;
  if (returnsEarly(copy)) return withResults(fl, call, copy, statements);
  const body: AstNode[] = [...copy.body.statements];
  for (const r of rets) {
    if (!r.name) continue;
    // `net = ..;` as the first use of a named result declares it there
    const first = body.findIndex((s) => refersTo(s, r.id));
    const e = body[first]?.nodeType === "ExpressionStatement" ? body[first].expression : null;
    if (
      e?.nodeType === "Assignment" &&
      e.operator === "=" &&
      e.leftHandSide.nodeType === "Identifier" &&
      e.leftHandSide.referencedDeclaration === r.id &&
      !refersTo(e.rightHandSide, r.id)
    )
      body[first] = declare(r, e.rightHandSide, body[first].src);
    else statements.push(declare(r, null, r.src));
  }
  const last = body.at(-1);
  const returned = last?.nodeType === "Return" ? body.pop()?.expression : null;
  statements.push(...body);
  const named = (r: AstNode): AstNode => ({
    nodeType: "Identifier",
    id: fl.unit.freshNodeId(),
    src: call.src,
    name: r.name,
    referencedDeclaration: r.id,
    overloadedDeclarations: [],
    typeDescriptions: r.typeDescriptions,
  });
  if (returned) {
    const sameType =
      rets.length === 1 &&
      returned.typeDescriptions?.typeString === rets[0].typeDescriptions?.typeString;
    if (sameType) return { statements, value: returned };
    // a value of another type than declared (`return 0;`) is converted by a declaration
    const result = rets.map((r, i) => ({
      ...r,
      id: fl.unit.freshNodeId(),
      name: r.name || `ret${i}`,
    }));
    for (const [i, r] of result.entries()) fl.unit.adoptCopy(r, rets[i]);
    statements.push({
      nodeType: "VariableDeclarationStatement",
      id: fl.unit.freshNodeId(),
      src: last?.src ?? call.src,
      assignments: result.map((r) => r.id),
      declarations: result,
      initialValue: returned,
    });
    return { statements, value: tupleOf(fl, call, result.map(named)) };
  }
  if (rets.length === 0) return { statements, value: null };
  return { statements, value: tupleOf(fl, call, rets.map(named)) };
}

/**
 * Whether parameter `p` can read the caller's local `arg` itself: `arg` is a local or parameter of
 * the same type that the helper cannot reach, and the helper never assigns `p`.
 */
function sameLocal(fl: LoweringContext, body: AstNode, p: AstNode, arg: AstNode): boolean {
  if (arg.nodeType !== "Identifier") return false;
  const d = fl.unit.nodes.get(arg.referencedDeclaration);
  if (d?.nodeType !== "VariableDeclaration" || d.stateVariable || d.storageLocation === "storage")
    return false;
  if (arg.typeDescriptions?.typeString !== p.typeDescriptions?.typeString) return false;
  let assigned = false;
  walk(body, (x) => {
    const target = placeWrittenBy(x);
    walk(target, (t) => {
      if (t.nodeType === "Identifier" && t.referencedDeclaration === p.id) assigned = true;
    });
  });
  return !assigned;
}

/** Points every read of `p` in `body` (a copy) at the caller's local `arg`. */
function replaceReads(fl: LoweringContext, body: AstNode, p: AstNode, arg: AstNode): void {
  walk(body, (x) => {
    if (x.nodeType === "Identifier" && x.referencedDeclaration === p.id) {
      x.name = arg.name;
      x.referencedDeclaration = arg.referencedDeclaration;
      x.id = fl.unit.freshNodeId();
    }
  });
}

/**
 * The statements of a helper that returns early (`if (a == 0) return 0;`): result locals declared
 * first, each `return` an assignment to them, the paths that go on nested (`returnsAsResults`).
 */
function withResults(
  fl: LoweringContext,
  call: AstNode,
  copy: AstNode,
  statements: AstNode[],
): { statements: AstNode[]; value: AstNode | null } {
  const fresh = () => fl.unit.freshNodeId();
  const rets: AstNode[] = copy.returnParameters.parameters;
  const results = rets.map((r, i) => {
    if (r.name) return r;
    const local = { ...r, id: fresh(), name: `ret${i}` };
    fl.unit.adoptCopy(local, r);
    return local;
  });
  for (const r of results)
    statements.push({
      nodeType: "VariableDeclarationStatement",
      id: fresh(),
      src: r.src,
      assignments: [r.id],
      declarations: [r],
      initialValue: null,
    });
  const named = (r: AstNode): AstNode => ({
    nodeType: "Identifier",
    id: fresh(),
    src: call.src,
    name: r.name,
    referencedDeclaration: r.id,
    overloadedDeclarations: [],
    typeDescriptions: r.typeDescriptions,
  });
  const assign = (ret: AstNode): AstNode[] => {
    if (!ret.expression || results.length === 0) return [];
    const target = tupleOf(fl, call, results.map(named));
    const assignment: AstNode = {
      nodeType: "Assignment",
      id: fresh(),
      src: ret.src,
      operator: "=",
      leftHandSide: target,
      rightHandSide: ret.expression,
      typeDescriptions: target.typeDescriptions,
    };
    return [{ nodeType: "ExpressionStatement", id: fresh(), src: ret.src, expression: assignment }];
  };
  statements.push(...(returnsAsResults(copy.body.statements, assign, fresh) ?? []));
  return {
    statements,
    value: results.length > 0 ? tupleOf(fl, call, results.map(named)) : null,
  };
}

function tupleOf(fl: LoweringContext, call: AstNode, items: AstNode[]): AstNode {
  if (items.length === 1) return items[0];
  return {
    nodeType: "TupleExpression",
    id: fl.unit.freshNodeId(),
    src: call.src,
    components: items,
    isInlineArray: false,
    typeDescriptions: call.typeDescriptions,
  };
}

/** `x` with the node `from` replaced by `to` (the nodes on the way copied, the rest shared). */
function replaced(x: AstNode, from: AstNode, to: AstNode): AstNode {
  if (x === from) return to;
  let out: AstNode | null = null;
  for (const key in x) {
    const v = x[key];
    if (Array.isArray(v)) {
      const items = v.map((item) =>
        item && typeof item.nodeType === "string" ? replaced(item, from, to) : item,
      );
      if (items.some((item, i) => item !== v[i])) {
        out ??= { ...x };
        out[key] = items;
      }
    } else if (v && typeof v === "object" && typeof v.nodeType === "string") {
      const y = replaced(v, from, to);
      if (y !== v) {
        out ??= { ...x };
        out[key] = y;
      }
    }
  }
  return out ?? x;
}
