/** A node of solc's JSON AST (compact format). Fields are read by name where used. */
// biome-ignore lint/suspicious/noExplicitAny: the solc AST is dynamic JSON
export type AstNode = { nodeType: string; id: number; src: string; [key: string]: any };

/** Every node below `root` (depth first, document order), `root` included. */
export function walk(root: AstNode | null | undefined, visit: (node: AstNode) => void): void {
  if (!root || typeof root !== "object") return;
  visit(root);
  for (const value of Object.values(root)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === "object" && typeof item.nodeType === "string")
          walk(item, visit);
      }
    } else if (value && typeof value === "object" && typeof value.nodeType === "string") {
      walk(value as AstNode, visit);
    }
  }
}
