import type { AstNode } from "../../frontend/ast.ts";

/**
 * Which of the `candidates` (dynamic state arrays of single values) are only used in ways the
 * element-per-entry layout of ADR 0220 translates: `a[i]` (read, written, deleted, a member of
 * it), `a.length`, `a.push(..)` and `a.pop()` as statements, `S storage s = a.push()`, `delete a`,
 * and the whole array
 * read into a memory value, returned, or replaced by a value. Any other use (a storage
 * reference `T[] storage r = a`, passing `a` to a storage parameter, `a.push()` as a value, a
 * getter called through `this`) keeps the array in one `Item<Vec<T>>`. The arrays that are the
 * values of a mapping (ADR 0221) map to the number of mapping keys before them: each use must
 * index the mapping that far (`deposits[user]`), and that array is then used as above.
 */
export function arraysStoredByElement(
  contracts: AstNode[],
  candidates: Map<number, number>,
): Set<number> {
  const stored = new Set(candidates.keys());
  if (stored.size === 0) return stored;
  const ancestors: AstNode[] = [];
  const visit = (node: AstNode) => {
    const id = node.referencedDeclaration;
    if (
      typeof id === "number" &&
      stored.has(id) &&
      !isTranslatedArrayUse(node, ancestors, candidates.get(id)!)
    )
      stored.delete(id);
    ancestors.push(node);
    for (const key in node) {
      const value = node[key];
      if (value === null || typeof value !== "object") continue;
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof child === "object" && typeof child.nodeType === "string") visit(child);
    }
    ancestors.pop();
  };
  for (const c of contracts) visit(c);
  return stored;
}

/**
 * Whether `use` of a state variable, below `ancestors` (innermost last), indexes its
 * `mappingKeys` mapping keys and uses the array reached so in one of the translated ways.
 */
function isTranslatedArrayUse(use: AstNode, ancestors: AstNode[], mappingKeys: number): boolean {
  // `this.a` and `Base.a` are not plain names: they stay on the one-item layout
  if (use.nodeType !== "Identifier") return false;
  let array = use;
  let above = ancestors.length;
  for (let i = 0; i < mappingKeys; i++) {
    const parent = ancestors[above - 1];
    if (parent?.nodeType !== "IndexAccess" || parent.baseExpression !== array) return false;
    if (parent.indexExpression == null) return false;
    array = parent;
    above--;
  }
  return isTranslatedUse(array, ancestors.slice(0, above));
}

/** Whether the array `use`, below `ancestors` (innermost last), is one of the translated uses. */
function isTranslatedUse(use: AstNode, ancestors: AstNode[]): boolean {
  const [parent, grandparent, above] = ancestors.slice(-3).reverse();
  if (!parent) return false;
  const statement = (n: AstNode | undefined) => n?.nodeType === "ExpressionStatement";
  switch (parent.nodeType) {
    case "IndexAccess":
      return parent.baseExpression === use && parent.indexExpression != null;
    case "MemberAccess":
      // a function attached with `using L for T[]` names its declaration; the builtins do not
      if (parent.referencedDeclaration != null) return false;
      if (parent.memberName === "length") return true;
      if (grandparent?.nodeType !== "FunctionCall" || grandparent.expression !== parent)
        return false;
      // `a.push(v)` / `a.pop()` as a statement of its own
      if ((parent.memberName === "push" || parent.memberName === "pop") && statement(above))
        return true;
      // `S storage s = a.push();`: a pointer to the new element
      return (
        parent.memberName === "push" &&
        grandparent.arguments.length === 0 &&
        above?.nodeType === "VariableDeclarationStatement" &&
        above.initialValue === grandparent &&
        above.declarations[0]?.storageLocation === "storage"
      );
    case "UnaryOperation":
      return parent.operator === "delete" && statement(grandparent);
    case "Return": {
      // a function returning `T[] storage` returns the place, not a copy
      const fn = ancestors.findLast((n) => n.nodeType === "FunctionDefinition");
      const returned = fn?.returnParameters?.parameters ?? [];
      return (
        parent.expression === use &&
        returned.length === 1 &&
        returned[0].storageLocation !== "storage"
      );
    }
    case "VariableDeclarationStatement":
      return (
        parent.initialValue === use &&
        parent.declarations.length === 1 &&
        parent.declarations[0]?.storageLocation === "memory"
      );
    case "Assignment":
      if (parent.operator !== "=") return false;
      if (parent.leftHandSide === use) return statement(grandparent);
      return !/\bstorage\b/.test(parent.leftHandSide.typeDescriptions?.typeString ?? "");
    default:
      return false;
  }
}
