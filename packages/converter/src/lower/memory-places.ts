import { type AstNode, walk } from "../frontend/ast.ts";

// Where memory values live in a function body: the variable behind `x.f[i]`, the parameters a
// call binds, and whether a function writes into a memory parameter.

/** `x`, `x.f`, `x[i]`, ...: the variable at the root and how many steps lead from it. */
export function place(e: AstNode | null | undefined): { root: number; steps: number } | null {
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

/** For a call to a function with a body: each argument with the parameter it binds. */
export function boundArguments(
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
export function mutatesParam(
  param: AstNode,
  nodes: Map<number, AstNode>,
  seen: Set<number>,
): boolean {
  if (param.storageLocation !== "memory" || seen.has(param.id)) return false;
  seen.add(param.id);
  const fn = [...nodes.values()].find(
    (f) =>
      f.nodeType === "FunctionDefinition" &&
      (f.parameters?.parameters ?? []).some((p: AstNode) => p.id === param.id),
  );
  if (!fn?.body || pointedElsewhereFirst(fn.body, param.id)) return false;
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

/**
 * Whether the first statement naming the parameter points it at another value (`p = new ..;`):
 * every later write goes to that value, never to the caller's.
 */
export function pointedElsewhereFirst(body: AstNode, id: number): boolean {
  const names = (n: AstNode) => {
    let found = false;
    walk(n, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === id) found = true;
    });
    return found;
  };
  const first = (body.statements as AstNode[]).find(names);
  const e = first?.nodeType === "ExpressionStatement" ? first.expression : null;
  return (
    e?.nodeType === "Assignment" &&
    e.operator === "=" &&
    e.leftHandSide.nodeType === "Identifier" &&
    e.leftHandSide.referencedDeclaration === id &&
    !names(e.rightHandSide)
  );
}

export function functionOf(param: AstNode, nodes: Map<number, AstNode>): AstNode | undefined {
  return [...nodes.values()].find(
    (f) =>
      f.nodeType === "FunctionDefinition" &&
      (f.parameters?.parameters ?? []).some((p: AstNode) => p.id === param.id),
  );
}
