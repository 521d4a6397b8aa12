import { type AstNode, walk } from "../../frontend/ast.ts";
import { classifyCall } from "./classify-call.ts";

/**
 * Whether the contract `base` names is created by `new` in the same function: `(new C()).v()`, or
 * a local set from `new C()` in its scope. Its Instantiate2 runs only after the handler, so it
 * cannot be queried before.
 */
export function createdByNewHere(base: AstNode, nodes: Map<number, AstNode>): boolean {
  let target = base;
  while (target.nodeType === "TupleExpression" && target.components?.length === 1)
    target = target.components[0];
  const isNew = (x: AstNode | null | undefined) =>
    x?.nodeType === "FunctionCall" && classifyCall(x, nodes).kind === "new";
  if (isNew(target)) return true;
  if (target.nodeType !== "Identifier") return false;
  const decl = nodes.get(target.referencedDeclaration);
  if (decl?.nodeType !== "VariableDeclaration" || decl.stateVariable) return false;
  const scope = nodes.get(decl.scope);
  if (!scope) return false;
  let found = false;
  walk(scope, (x) => {
    if (
      x.nodeType === "VariableDeclarationStatement" &&
      x.declarations?.length === 1 &&
      x.declarations[0]?.id === decl.id &&
      isNew(x.initialValue)
    )
      found = true;
    if (
      x.nodeType === "Assignment" &&
      x.leftHandSide?.nodeType === "Identifier" &&
      x.leftHandSide.referencedDeclaration === decl.id &&
      isNew(x.rightHandSide)
    )
      found = true;
  });
  return found;
}
