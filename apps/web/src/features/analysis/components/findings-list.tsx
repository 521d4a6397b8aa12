import type { AnalysisFinding } from "@contract-platform/api";
import { cn } from "@/lib/cn";
import { SeverityBadge } from "./severity-badge";

export const severities = ["high", "medium", "low", "informational"] as const;
const labels = { high: "High", medium: "Medium", low: "Low", informational: "Informational" };

/** Findings grouped by severity; clicking one selects it. */
export function FindingsList({
  findings,
  selectedId,
  onSelect,
}: {
  findings: AnalysisFinding[];
  selectedId: string | null;
  onSelect: (finding: AnalysisFinding) => void;
}) {
  if (findings.length === 0) {
    return <p className="text-sm text-muted-foreground">No findings match the filters.</p>;
  }
  return (
    <div className="space-y-4">
      {severities.map((severity) => {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0) return null;
        return (
          <section key={severity} aria-label={`${labels[severity]} severity`}>
            <h3 className="mb-2 text-sm font-semibold">
              {labels[severity]} ({group.length})
            </h3>
            <ul className="space-y-1">
              {group.map((finding) => (
                <li key={finding.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(finding)}
                    aria-pressed={finding.id === selectedId}
                    className={cn(
                      "flex w-full items-start gap-2 rounded-md border p-2 text-left text-sm hover:bg-muted/50",
                      finding.id === selectedId && "border-primary bg-primary/5",
                    )}
                  >
                    <SeverityBadge severity={finding.severity} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{finding.title}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {finding.language === "solidity" ? "Solidity" : "Rust"} ·{" "}
                        {finding.location.file}:{finding.location.startLine} · {finding.message}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
