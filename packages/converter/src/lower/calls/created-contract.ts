import { type AstNode, walk } from "../../frontend/ast.ts";
import { classifyCall } from "./classify-call.ts";

/**
 * The contract a local of contract type certainly holds: every value it is given (its initial
 * value and each assignment) is `new X(..)` of the same X. Null when any write is something else.
 */
export function createdContract(base: AstNode, nodes: Map<number, AstNode>): AstNode | null {
  if (base.nodeType !== "Identifier") return null;
  const decl = nodes.get(base.referencedDeclaration);
  if (decl?.nodeType !== "VariableDeclaration" || decl.stateVariable) return null;
  const scope = nodes.get(decl.scope);
  if (!scope) return null;
  const created = new Set<number>();
  let declared = false;
  let other = false;
  const take = (value: AstNode | null | undefined) => {
    const c = value?.nodeType === "FunctionCall" ? classifyCall(value, nodes) : null;
    const id = c?.kind === "new" ? c.typeName.referencedDeclaration : undefined;
    if (typeof id === "number") created.add(id);
    else other = true;
  };
  walk(scope, (x) => {
    if (x.nodeType === "VariableDeclarationStatement") {
      const at = (x.declarations as (AstNode | null)[]).findIndex((d) => d?.id === decl.id);
      if (at >= 0) {
        declared = true;
        if (x.declarations.length === 1) take(x.initialValue);
        else other = true;
      }
    }
    if (x.nodeType === "Assignment" && mentions(x.leftHandSide, decl.id)) {
      if (x.operator === "=" && x.leftHandSide.nodeType === "Identifier") take(x.rightHandSide);
      else other = true;
    }
  });
  // a parameter holds what the caller gives
  if (!declared || other || created.size !== 1) return null;
  return nodes.get([...created][0]) ?? null;
}

function mentions(target: AstNode, id: number): boolean {
  let found = false;
  walk(target, (x) => {
    if (x.nodeType === "Identifier" && x.referencedDeclaration === id) found = true;
  });
  return found;
}
