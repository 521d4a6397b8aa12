import { FileCode2, FileText, Folder } from "lucide-react";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { buildFileTree, type FileTreeNode } from "../build-file-tree";

function Nodes({
  nodes,
  depth,
  selected,
  dirty,
  onSelect,
}: {
  nodes: FileTreeNode[];
  depth: number;
  selected: string | null;
  dirty: ReadonlySet<string>;
  onSelect: (path: string) => void;
}) {
  return (
    <ul>
      {nodes.map((node) =>
        node.kind === "dir" ? (
          <li key={node.path}>
            <div
              className="flex items-center gap-1.5 py-1 text-muted-foreground"
              style={{ paddingLeft: depth * 12 + 8 }}
            >
              <Folder className="size-3.5 shrink-0" />
              {node.name}
            </div>
            <Nodes
              nodes={node.children}
              depth={depth + 1}
              selected={selected}
              dirty={dirty}
              onSelect={onSelect}
            />
          </li>
        ) : (
          <li key={node.path}>
            <button
              type="button"
              onClick={() => onSelect(node.path)}
              aria-current={node.path === selected ? "true" : undefined}
              className={cn(
                "flex w-full items-center gap-1.5 rounded-md py-1 pr-2 text-left hover:bg-muted",
                node.path === selected && "bg-primary/10 font-medium text-primary",
              )}
              style={{ paddingLeft: depth * 12 + 8 }}
            >
              {node.name.endsWith(".rs") ? (
                <FileCode2 className="size-3.5 shrink-0" />
              ) : (
                <FileText className="size-3.5 shrink-0" />
              )}
              <span className="truncate">{node.name}</span>
              {dirty.has(node.path) ? (
                <span className="ml-auto size-1.5 rounded-full bg-warning" title="Edited" />
              ) : null}
            </button>
          </li>
        ),
      )}
    </ul>
  );
}

/** The generated crate's files as a tree; edited files carry a dot. */
export function FileTree({
  paths,
  selected,
  dirty,
  onSelect,
}: {
  paths: string[];
  selected: string | null;
  dirty: ReadonlySet<string>;
  onSelect: (path: string) => void;
}) {
  const tree = useMemo(() => buildFileTree(paths), [paths]);
  return (
    <nav aria-label="Crate files" className="text-sm">
      <Nodes nodes={tree} depth={0} selected={selected} dirty={dirty} onSelect={onSelect} />
    </nav>
  );
}
