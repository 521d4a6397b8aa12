import { type AstNode, walk } from "../frontend/ast.ts";
import { Unsupported } from "./unsupported.ts";

/**
 * Solidity memory structs and arrays are references: after `P memory a = b;` a change through `a`
 * is seen through `b`, and an internal function that changes a memory parameter changes the
 * caller's value. The generated Rust owns its values (a clone per binding), so where such a shared
 * change can be observed the function is reported instead of being translated differently.
 */
export function checkMemoryAliasing(body: AstNode | null | undefined, nodes: Map<number, AstNode>) {
  if (!body) return;
  const loops: [number, number][] = [];
  const mutations: { root: number; steps: number; at: number; node: AstNode }[] = [];
  const aliases: {
    node: AstNode;
    target: { root: number; steps: number };
    source: { root: number; steps: number };
    stmt: AstNode;
  }[] = [];
  const refs = new Map<number, AstNode[]>();
  const parent = new Map<AstNode, AstNode>();
  walk(body, (n) => {
    for (const v of Object.values(n)) {
      const kids = Array.isArray(v) ? v : [v];
      for (const k of kids)
        if (k && typeof k === "object" && typeof k.nodeType === "string") parent.set(k, n);
    }
    if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType))
      loops.push(range(n));
    if (n.nodeType === "Identifier" && typeof n.referencedDeclaration === "number") {
      const list = refs.get(n.referencedDeclaration) ?? [];
      list.push(n);
      refs.set(n.referencedDeclaration, list);
    }
    if (n.nodeType === "VariableDeclarationStatement" && n.initialValue) {
      const decl = n.declarations?.length === 1 ? n.declarations[0] : null;
      const source = memoryPlace(n.initialValue, nodes);
      if (decl && decl.storageLocation === "memory" && isReference(decl) && source)
        aliases.push({ node: n, target: { root: decl.id, steps: 0 }, source, stmt: n });
    }
    if (n.nodeType === "Assignment") {
      const target = place(n.leftHandSide);
      if (target && n.operator !== "=") mutations.push({ ...target, at: start(n), node: n });
      else if (target) {
        const source = memoryPlace(n.rightHandSide, nodes);
        if (source && isMemoryReference(n.leftHandSide))
          aliases.push({ node: n, target, source, stmt: n });
        if (target.steps > 0) mutations.push({ ...target, at: start(n), node: n });
      }
    }
    if (n.nodeType === "UnaryOperation" && ["++", "--", "delete"].includes(n.operator)) {
      const target = place(n.subExpression);
      if (target) mutations.push({ ...target, at: start(n), node: n });
    }
    if (n.nodeType === "FunctionCall") {
      for (const { arg, param } of boundArguments(n, nodes)) {
        const source = memoryPlace(arg, nodes);
        const up = parent.get(n);
        // `d = d.add(x)`: the caller takes the changed value back
        const takenBack =
          up?.nodeType === "Assignment" &&
          up.rightHandSide === n &&
          source !== null &&
          source.steps === 0 &&
          place(up.leftHandSide)?.root === source.root &&
          place(up.leftHandSide)?.steps === 0;
        if (source && !takenBack && mutatesParam(param, nodes, new Set())) {
          // the callee writes through the caller's reference
          mutations.push({ root: source.root, steps: source.steps + 1, at: start(n), node: n });
        }
      }
    }
  });

  const loopStart = (at: number) =>
    loops.filter(([s, e]) => s <= at && at < e).reduce((m, [s]) => Math.min(m, s), at);
  // read again after `node` (anywhere in an enclosing loop), outside `node` itself
  const usedAfter = (id: number, node: AstNode) => {
    const [s, e] = range(node);
    const from = loopStart(s);
    return (refs.get(id) ?? []).some((r) => {
      const at = start(r);
      return (at >= e || (at >= from && at < s)) && !(at >= s && at < e);
    });
  };
  const name = (id: number) => nodes.get(id)?.name ?? "a value";
  // `a = fresh value` as the next use of `a`, in the same block: the alias ends there
  const rebound = (a: { target: { root: number; steps: number }; stmt: AstNode }) => {
    if (a.target.steps !== 0) return false;
    const end = range(a.stmt)[1];
    const next = (refs.get(a.target.root) ?? [])
      .filter((r) => start(r) >= end)
      .sort((x, y) => start(x) - start(y))[0];
    const assign = next && parent.get(next);
    const stmt = assign && parent.get(assign);
    return (
      assign?.nodeType === "Assignment" &&
      assign.operator === "=" &&
      assign.leftHandSide === next &&
      stmt?.nodeType === "ExpressionStatement" &&
      parent.get(stmt) ===
        parent.get(a.stmt.nodeType === "Assignment" ? parent.get(a.stmt)! : a.stmt) &&
      loopStart(start(a.stmt)) === start(a.stmt)
    );
  };

  for (const m of mutations) {
    for (const a of aliases) {
      // later in the code, or anywhere in a loop around the aliasing statement
      const loop = loopStart(start(a.stmt));
      const after = m.at > start(a.stmt) || (loop < start(a.stmt) && m.at >= loop);
      if (!after || rebound(a)) continue;
      // a write through the alias, seen through the original (or the other way round)
      const viaTarget = m.root === a.target.root && m.steps > a.target.steps;
      const viaSource = m.root === a.source.root && m.steps > a.source.steps;
      const other = viaTarget ? a.source.root : viaSource ? a.target.root : null;
      if (other === null || a.source.root === a.target.root) continue;
      if (!usedAfter(other, m.node)) continue;
      throw new Unsupported(
        "SOL2CW-E030",
        m.node,
        `a change to a memory value shared by \`${name(a.target.root)}\` and \`${name(a.source.root)}\` (Solidity memory references alias; the converted code copies)`,
      );
    }
    if (m.node.nodeType === "FunctionCall") {
      const root = m.root;
      if (usedAfter(root, m.node)) {
        throw new Unsupported(
          "SOL2CW-E030",
          m.node,
          `a call that changes the memory value \`${name(root)}\` it is given (Solidity passes memory by reference; the converted code passes a copy)`,
        );
      }
    }
  }
}

function start(n: AstNode): number {
  return Number(String(n.src).split(":")[0]);
}

function range(n: AstNode): [number, number] {
  const [s, l] = String(n.src).split(":").map(Number);
  return [s, s + l];
}

/** `x`, `x.f`, `x[i]`, ...: the variable at the root and how many steps lead from it. */
function place(e: AstNode | null | undefined): { root: number; steps: number } | null {
  let steps = 0;
  let cur = e;
  while (cur) {
    if (cur.nodeType === "Identifier")
      return typeof cur.referencedDeclaration === "number"
        ? { root: cur.referencedDeclaration, steps }
        : null;
    if (cur.nodeType === "MemberAccess") cur = cur.expression;
    else if (cur.nodeType === "IndexAccess") cur = cur.baseExpression;
    else if (cur.nodeType === "TupleExpression" && cur.components?.length === 1)
      cur = cur.components[0];
    else return null;
    steps++;
  }
  return null;
}

function isMemoryReference(e: AstNode): boolean {
  const t: string = e.typeDescriptions?.typeString ?? "";
  return /\smemory$/.test(t) && !t.startsWith("string ");
}

function isReference(decl: AstNode): boolean {
  const t: string = decl.typeDescriptions?.typeString ?? "";
  return t.startsWith("struct ") || /\]( memory)?$/.test(t) || t.startsWith("bytes memory");
}

/** An expression naming an existing memory struct/array through a local variable or parameter. */
function memoryPlace(
  e: AstNode | null | undefined,
  nodes: Map<number, AstNode>,
): { root: number; steps: number } | null {
  if (!e || !isMemoryReference(e)) return null;
  if (e.nodeType === "FunctionCall") {
    // `f(a)` where f hands back the memory parameter it was given: the result is `a` itself
    const bound = boundArguments(e, nodes);
    const fn = bound.length > 0 ? functionOf(bound[0].param, nodes) : undefined;
    const returned = fn ? returnedParam(fn) : null;
    const arg = bound.find((b) => b.param.id === returned)?.arg;
    return arg ? memoryPlace(arg, nodes) : null;
  }
  const p = place(e);
  if (!p) return null;
  const decl = nodes.get(p.root);
  if (decl?.nodeType !== "VariableDeclaration" || decl.storageLocation !== "memory") return null;
  return p;
}

/** For a call to a function with a body: each argument with the parameter it binds. */
function boundArguments(
  call: AstNode,
  nodes: Map<number, AstNode>,
): { arg: AstNode; param: AstNode }[] {
  if (call.kind !== "functionCall") return [];
  const callee = call.expression;
  const ref =
    callee.nodeType === "Identifier" || callee.nodeType === "MemberAccess"
      ? callee.referencedDeclaration
      : null;
  const fn = typeof ref === "number" ? nodes.get(ref) : undefined;
  if (fn?.nodeType !== "FunctionDefinition" || !fn.body) return [];
  const params: AstNode[] = fn.parameters?.parameters ?? [];
  const args: AstNode[] = [...call.arguments];
  // `x.f(a)` through `using for`: x is the first argument
  if (callee.nodeType === "MemberAccess" && params.length === args.length + 1)
    args.unshift(callee.expression);
  if (params.length !== args.length) return [];
  return args.map((arg, i) => ({ arg, param: params[i] }));
}

/** Whether a function writes into (a part of) its memory parameter `param`. */
function mutatesParam(param: AstNode, nodes: Map<number, AstNode>, seen: Set<number>): boolean {
  if (param.storageLocation !== "memory" || seen.has(param.id)) return false;
  seen.add(param.id);
  const fn = [...nodes.values()].find(
    (f) =>
      f.nodeType === "FunctionDefinition" &&
      (f.parameters?.parameters ?? []).some((p: AstNode) => p.id === param.id),
  );
  if (!fn?.body) return false;
  let writes = false;
  walk(fn.body, (n) => {
    if (writes) return;
    let target: { root: number; steps: number } | null = null;
    if (n.nodeType === "Assignment") target = place(n.leftHandSide);
    if (n.nodeType === "UnaryOperation" && ["++", "--", "delete"].includes(n.operator))
      target = place(n.subExpression);
    if (target && target.root === param.id && target.steps > 0) writes = true;
    if (n.nodeType === "FunctionCall") {
      for (const { arg, param: inner } of boundArguments(n, nodes)) {
        const p = place(arg);
        if (p && p.root === param.id && mutatesParam(inner, nodes, seen)) writes = true;
      }
    }
  });
  return writes;
}

function functionOf(param: AstNode, nodes: Map<number, AstNode>): AstNode | undefined {
  return [...nodes.values()].find(
    (f) =>
      f.nodeType === "FunctionDefinition" &&
      (f.parameters?.parameters ?? []).some((p: AstNode) => p.id === param.id),
  );
}

/** The memory parameter a function returns as is (`return p;`), if every return does so. */
function returnedParam(fn: AstNode): number | null {
  const params = new Set<number>(
    (fn.parameters?.parameters ?? [])
      .filter((p: AstNode) => p.storageLocation === "memory")
      .map((p: AstNode) => p.id),
  );
  let found: number | null = null;
  let other = false;
  walk(fn.body, (n) => {
    if (n.nodeType !== "Return") return;
    const r = n.expression;
    if (r?.nodeType === "Identifier" && params.has(r.referencedDeclaration)) {
      if (found !== null && found !== r.referencedDeclaration) other = true;
      found = r.referencedDeclaration;
    } else other = true;
  });
  return other ? null : found;
}
