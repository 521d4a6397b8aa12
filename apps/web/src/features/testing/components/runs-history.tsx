import type { TestRunListItem } from "@contract-platform/api";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";
import { useTestRunComparison } from "../api/test-runs";
import { RunStatusBadge } from "./run-panel";
import { selectClass } from "./select-class";

function RunComparison({ runId, otherId }: { runId: string; otherId: string }) {
  const query = useTestRunComparison(runId, otherId);
  if (query.isPending) return <p className="text-xs text-muted-foreground">Comparing…</p>;
  if (query.isError) return <p className="text-xs text-destructive">{query.error.message}</p>;
  const c = query.data;
  const nothing =
    c.regressed.length +
      c.fixed.length +
      c.stillDifferent.length +
      c.added.length +
      c.removed.length ===
    0;
  return (
    <section className="space-y-2 text-sm" aria-label="What changed">
      <p className="text-muted-foreground">
        From run #{c.from.number} (
        {c.from.contractVersion === null ? "not converted" : `v${c.from.contractVersion}`}) to run #
        {c.to.number} (
        {c.to.contractVersion === null ? "not converted" : `v${c.to.contractVersion}`}):{" "}
        {nothing
          ? `nothing changed (${c.unchanged} steps the same).`
          : `${c.unchanged} steps the same.`}
      </p>
      {c.regressed.length > 0 ? (
        <div>
          <p className="font-medium text-destructive">Newly different ({c.regressed.length})</p>
          <ul className="list-disc pl-5 text-xs">
            {c.regressed.map((item) => (
              <li key={item.key}>
                <span className="font-mono">{item.key}</span>
                {item.diff ? ` — ${item.diff}` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.fixed.length > 0 ? (
        <div>
          <p className="font-medium text-success">Now equal ({c.fixed.length})</p>
          <ul className="list-disc pl-5 text-xs">
            {c.fixed.map((item) => (
              <li key={item.key} className="font-mono">
                {item.key}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.stillDifferent.length > 0 ? (
        <div>
          <p className="font-medium">Still different ({c.stillDifferent.length})</p>
          <ul className="list-disc pl-5 text-xs">
            {c.stillDifferent.map((item) => (
              <li key={item.key}>
                <span className="font-mono">{item.key}</span>
                {item.before !== item.after
                  ? ` — was: ${item.before}; now: ${item.after}`
                  : ` — ${item.after}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {c.added.length > 0 ? <p className="text-xs">Added steps: {c.added.join("; ")}</p> : null}
      {c.removed.length > 0 ? (
        <p className="text-xs">Removed steps: {c.removed.join("; ")}</p>
      ) : null}
    </section>
  );
}

/**
 * Every run of the contract across its versions, newest first; choosing one shows it, and any two
 * can be compared (what became different, what was fixed).
 */
export function RunsHistory({
  runs,
  selected,
  onSelect,
}: {
  runs: TestRunListItem[];
  selected: string | null;
  onSelect: (runId: string) => void;
}) {
  const id = useId();
  const [against, setAgainst] = useState<string>("");
  const current = runs.find((run) => run.id === selected) ?? null;
  const others = runs.filter((run) => run.id !== selected);
  const compareWith = others.some((run) => run.id === against)
    ? against
    : (others.find((run) => current && run.number < current.number)?.id ?? "");
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-lg border bg-card text-sm">
        {runs.map((run) => (
          <li key={run.id}>
            <button
              type="button"
              className={cn(
                "flex w-full cursor-pointer flex-wrap items-center gap-2 px-3 py-2 text-left hover:bg-accent",
                run.id === selected && "bg-accent",
              )}
              aria-current={run.id === selected}
              onClick={() => onSelect(run.id)}
            >
              <span className="font-medium">Run #{run.number}</span>
              <RunStatusBadge run={run} />
              <span className="text-xs text-muted-foreground">
                {run.contractVersion === null ? "not converted" : `v${run.contractVersion}`} ·{" "}
                {run.summary.equal} equal · {run.summary.different} different
                {run.summary.notCompared > 0 ? ` · ${run.summary.notCompared} not compared` : ""}
              </span>
              <span className="ml-auto text-xs text-muted-foreground">
                {new Date(run.createdAt).toLocaleString()}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {current && others.length > 0 ? (
        <div className="space-y-2 rounded-lg border p-3">
          <label
            htmlFor={`${id}-against`}
            className="flex flex-wrap items-center gap-2 text-sm font-medium"
          >
            Compare run #{current.number} with
            <select
              id={`${id}-against`}
              className={cn(selectClass, "w-auto")}
              value={compareWith}
              onChange={(event) => setAgainst(event.target.value)}
            >
              <option value="">—</option>
              {others.map((run) => (
                <option key={run.id} value={run.id}>
                  run #{run.number} (
                  {run.contractVersion === null ? "not converted" : `v${run.contractVersion}`})
                </option>
              ))}
            </select>
          </label>
          {compareWith ? <RunComparison runId={current.id} otherId={compareWith} /> : null}
        </div>
      ) : null}
    </div>
  );
}
