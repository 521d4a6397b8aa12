export type FileTreeNode =
  | { kind: "dir"; name: string; path: string; children: FileTreeNode[] }
  | { kind: "file"; name: string; path: string };

/** Crate file paths ("src/contract.rs") as a tree: folders first, then files, each by name. */
export function buildFileTree(paths: readonly string[]): FileTreeNode[] {
  const root: FileTreeNode[] = [];
  for (const path of paths) {
    const parts = path.split("/");
    let level = root;
    for (const [index, name] of parts.entries()) {
      const nodePath = parts.slice(0, index + 1).join("/");
      if (index === parts.length - 1) {
        level.push({ kind: "file", name, path: nodePath });
        break;
      }
      let dir = level.find(
        (node): node is Extract<FileTreeNode, { kind: "dir" }> =>
          node.kind === "dir" && node.name === name,
      );
      if (!dir) {
        dir = { kind: "dir", name, path: nodePath, children: [] };
        level.push(dir);
      }
      level = dir.children;
    }
  }
  const sort = (nodes: FileTreeNode[]) => {
    nodes.sort((a, b) =>
      a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === "dir" ? -1 : 1,
    );
    for (const node of nodes) if (node.kind === "dir") sort(node.children);
  };
  sort(root);
  return root;
}
