import type { AnalysisChanges } from "@contract-platform/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SeverityBadge } from "./severity-badge";

/** What changed since the previous analysis: new and fixed findings. */
export function ChangesPanel({ changes }: { changes: AnalysisChanges }) {
  return (
    <Card aria-label="What changed">
      <CardHeader>
        <CardTitle>What changed</CardTitle>
        <CardDescription>
          Since analysis #{changes.previousVersion}: {changes.added.length} new,{" "}
          {changes.fixed.length} fixed, {changes.unchanged} unchanged.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        {(
          [
            ["New findings", changes.added],
            ["Fixed findings", changes.fixed],
          ] as const
        ).map(([label, list]) => (
          <div key={label}>
            <h4 className="mb-2 text-sm font-medium">{label}</h4>
            {list.length === 0 ? (
              <p className="text-sm text-muted-foreground">None.</p>
            ) : (
              <ul className="space-y-1.5 text-sm">
                {list.map((change) => (
                  <li key={change.id} className="flex items-center gap-2">
                    <SeverityBadge severity={change.severity} />
                    <span className="truncate">
                      {change.title}{" "}
                      <span className="font-mono text-xs text-muted-foreground">
                        {change.file}:{change.line}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
