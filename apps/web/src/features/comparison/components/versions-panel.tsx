import { Eye, GitCompareArrows, History, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useRestoreVersion, useVersionDiff, useVersions } from "@/features/contracts/api";
import { VersionDiffView } from "./version-diff-view";

const selectClass = "h-8 rounded-md border border-input bg-background px-2 text-sm";

/** Version history: view an older version, restore it as a new one, diff any two. */
export function VersionsPanel({
  contractId,
  viewing,
  onView,
}: {
  contractId: string;
  viewing: number | undefined;
  onView: (version: number | undefined) => void;
}) {
  const versions = useVersions(contractId);
  const restore = useRestoreVersion(contractId);
  const list = versions.data ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [showDiff, setShowDiff] = useState(false);
  const diff = useVersionDiff(contractId, showDiff ? from : null, showDiff ? to : null);

  useEffect(() => {
    if (list.length >= 2 && from === null) {
      setFrom(list[1]?.version ?? null);
      setTo(list[0]?.version ?? null);
    }
  }, [list, from]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4" /> Versions
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-lg border text-sm" aria-label="Versions">
          {list.map((version) => (
            <li key={version.version} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="font-mono font-medium">v{version.version}</span>
              <Badge variant="secondary">{version.kind}</Badge>
              {version.current ? <Badge variant="success">current</Badge> : null}
              <span className="min-w-0 flex-1 truncate text-muted-foreground">
                {version.note || "—"}
              </span>
              <span className="text-xs text-muted-foreground">
                {new Date(version.createdAt).toLocaleString()}
              </span>
              <Button
                size="sm"
                variant={viewing === version.version ? "secondary" : "ghost"}
                onClick={() => onView(version.current ? undefined : version.version)}
              >
                <Eye /> View
              </Button>
              {!version.current ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={restore.isPending}
                  onClick={() =>
                    restore.mutate(version.version, {
                      onSuccess: (result) => {
                        toast.success("Version restored", {
                          description: `Version ${version.version} is now version ${result.version.version}.`,
                        });
                        onView(undefined);
                      },
                      onError: (error) =>
                        toast.error("Restore failed", { description: error.message }),
                    })
                  }
                >
                  <RotateCcw /> Restore
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {list.length >= 2 ? (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>Compare</span>
              <select
                aria-label="Diff from version"
                className={selectClass}
                value={from ?? ""}
                onChange={(event) => setFrom(Number(event.target.value))}
              >
                {list.map((version) => (
                  <option key={version.version} value={version.version}>
                    v{version.version}
                  </option>
                ))}
              </select>
              <span>with</span>
              <select
                aria-label="Diff to version"
                className={selectClass}
                value={to ?? ""}
                onChange={(event) => setTo(Number(event.target.value))}
              >
                {list.map((version) => (
                  <option key={version.version} value={version.version}>
                    v{version.version}
                  </option>
                ))}
              </select>
              <Button size="sm" variant="outline" onClick={() => setShowDiff(true)}>
                <GitCompareArrows /> Show diff
              </Button>
            </div>
            {showDiff && diff.data ? <VersionDiffView diff={diff.data} /> : null}
            {showDiff && diff.isError ? (
              <p className="text-sm text-destructive">{diff.error.message}</p>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
