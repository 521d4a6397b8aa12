import type { VersionDiffResponse } from "@contract-platform/api";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/** Unified diffs per file between two versions, added and removed lines coloured. */
export function VersionDiffView({ diff }: { diff: VersionDiffResponse }) {
  const changed = diff.files.filter((file) => file.change !== "unchanged");
  if (changed.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Versions {diff.from} and {diff.to} have the same files.
      </p>
    );
  }
  return (
    <section className="space-y-3" aria-label={`Diff ${diff.from} to ${diff.to}`}>
      {changed.map((file) => (
        <div key={file.path} className="overflow-hidden rounded-lg border">
          <div className="flex flex-wrap items-center gap-2 border-b bg-muted px-3 py-1.5 text-sm">
            <span className="font-mono">{file.path}</span>
            <Badge variant={file.change === "removed" ? "destructive" : "secondary"}>
              {file.change}
            </Badge>
            <span className="ml-auto font-mono text-xs">
              <span className="text-success">+{file.additions}</span>{" "}
              <span className="text-destructive">-{file.deletions}</span>
            </span>
          </div>
          <pre className="max-h-80 overflow-auto text-xs leading-relaxed">
            {file.diff.split("\n").map((line, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
                key={index}
                className={cn(
                  "px-3 font-mono whitespace-pre",
                  line.startsWith("+") && !line.startsWith("+++") && "bg-success/15",
                  line.startsWith("-") && !line.startsWith("---") && "bg-destructive/15",
                  line.startsWith("@@") && "bg-primary/10 text-muted-foreground",
                )}
              >
                {line || " "}
              </div>
            ))}
          </pre>
        </div>
      ))}
    </section>
  );
}
