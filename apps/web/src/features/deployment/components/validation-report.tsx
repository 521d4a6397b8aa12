import type { BuildArtifact } from "@contract-platform/api";
import { CheckCircle2, CircleAlert, TriangleAlert } from "lucide-react";

/** The wasm checks of one artifact: problems first, then what passed. */
export function ValidationReport({ artifact }: { artifact: BuildArtifact }) {
  const { validation } = artifact;
  return (
    <div className="space-y-2 text-sm" data-testid="validation-report">
      <p className="flex items-center gap-2 font-medium">
        {validation.ok ? (
          <CheckCircle2 className="size-4 text-success" />
        ) : (
          <CircleAlert className="size-4 text-destructive" />
        )}
        {validation.ok
          ? "Passes the checks a CosmWasm 2.x chain makes on upload"
          : "Fails the checks a CosmWasm 2.x chain makes on upload"}
      </p>
      {validation.problems.length > 0 ? (
        <ul className="space-y-1">
          {validation.problems.map((problem) => (
            <li key={`${problem.id}-${problem.message}`} className="flex gap-2">
              {problem.severity === "error" ? (
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" />
              ) : (
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" />
              )}
              <span>{problem.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <dt>Entry points</dt>
        <dd className="font-mono">{validation.entryPoints.join(", ") || "none"}</dd>
        <dt>Imports</dt>
        <dd className="font-mono break-all">{validation.imports.join(", ") || "none"}</dd>
        <dt>Capabilities</dt>
        <dd className="font-mono">{validation.requiredCapabilities.join(", ") || "none"}</dd>
        <dt>Checked</dt>
        <dd>{validation.checked.join(" · ")}</dd>
      </dl>
    </div>
  );
}
