import { type AstNode, walk } from "../frontend/ast.ts";
import { isMemoryParamByReference } from "./memory-params-by-reference.ts";
import { boundArguments, functionOf, mutatesParam, place } from "./memory-places.ts";
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
  const mutations: {
    root: number;
    steps: number;
    at: number;
    node: AstNode;
    byReference?: boolean;
  }[] = [];
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
      const bound = boundArguments(n, nodes);
      checkSharedArguments(n, bound, nodes);
      for (const { arg, param } of bound) {
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
          mutations.push({
            root: source.root,
            steps: source.steps + 1,
            at: start(n),
            node: n,
            byReference: isMemoryParamByReference(param, nodes),
          });
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
    if (m.node.nodeType === "FunctionCall" && !m.byReference) {
      const root = m.root;
      if (usedAfter(root, m.node)) {
        throw new Unsupported(
          "SOL2CW-E030",
          m.node,
          `a call that changes the memory value \`${name(root)}\` it is given, read afterwards, to a function that cannot take it by reference (one used as a function value, or one that also points the parameter at another value; ADRs 193, 219)`,
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

/**
 * A memory value passed by reference (ADR 193) must not also reach the callee through another
 * argument: `f(a, a)` or `f(a, a.items)` would be two names for one value, which Rust's `&mut`
 * cannot express.
 */
function checkSharedArguments(
  call: AstNode,
  bound: { arg: AstNode; param: AstNode }[],
  nodes: Map<number, AstNode>,
) {
  for (const [i, { arg, param }] of bound.entries()) {
    if (!isMemoryParamByReference(param, nodes)) continue;
    const root = place(arg)?.root;
    if (root === undefined) continue;
    const other = bound.find((b, j) => j !== i && place(b.arg)?.root === root);
    if (other)
      throw new Unsupported(
        "SOL2CW-E030",
        call,
        `a memory value passed to ${param.name ? `\`${param.name}\`` : "a parameter"}, which the function changes, and also through another argument (two names for one memory value)`,
      );
  }
}
