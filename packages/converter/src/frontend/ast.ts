/** A node of solc's JSON AST (compact format). Fields are read by name where used. */
// biome-ignore lint/suspicious/noExplicitAny: the solc AST is dynamic JSON
export type AstNode = { nodeType: string; id: number; src: string; [key: string]: any };

/**
 * Every node below `root` (depth first, document order), `root` included. A `for...in` over the
 * plain JSON objects, because the passes walk the AST many times per conversion and
 * `Object.values` allocates an array at every node.
 */
export function walk(root: AstNode | null | undefined, visit: (node: AstNode) => void): void {
  if (!root || typeof root !== "object") return;
  visit(root);
  for (const key in root) {
    const value = root[key];
    if (value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === "object" && typeof item.nodeType === "string")
          walk(item, visit);
      }
    } else if (typeof value.nodeType === "string") {
      walk(value as AstNode, visit);
    }
  }
}
