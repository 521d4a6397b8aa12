import type { TestRunStep } from "@contract-platform/api";
import { AlertTriangle, FileCode2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { ObservationView } from "./observation-view";

function EqualBadge({ step }: { step: TestRunStep }) {
  if (step.equal === null) return <Badge variant="outline">not compared</Badge>;
  if (!step.equal) return <Badge variant="destructive">differs</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="success">equal</Badge>
      {step.notComparable ? <Badge variant="outline">not comparable</Badge> : null}
    </span>
  );
}

/** How a step reads to a screen reader: its label and what the comparison found. */
function stepStatus(step: TestRunStep): string {
  if (step.equal === null) return "not compared";
  if (!step.equal) return "differs";
  return step.notComparable ? "equal, some values not comparable" : "equal";
}

/** The values of an equal step the scenario marks "*", which differ and were not compared. */
function NotComparableNote({ notComparable }: { notComparable: TestRunStep["notComparable"] }) {
  if (!notComparable) return null;
  const show = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));
  return (
    <div className="text-xs text-muted-foreground md:col-span-4">
      <p>
        <span className="font-medium">Not comparable</span> (marked "*" in the scenario: a value
        that cannot carry over between chains):{" "}
        {notComparable.values
          .map((v) => `${v.where} — EVM ${show(v.evm)}, CosmWasm ${show(v.cosmwasm)}`)
          .join("; ")}
      </p>
      {notComparable.warnings.length > 0 ? (
        <p>The converter warned: {notComparable.warnings.join("; ")}</p>
      ) : null}
    </div>
  );
}

/** Links opening the code review at the step's Solidity function and at its Rust handler. */
export function StepCodeLinks({ contractId, step }: { contractId: string; step: TestRunStep }) {
  const source = step.source;
  if (!source) return null;
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {source.solidity ? (
        <Link
          className="inline-flex items-center gap-1 text-primary hover:underline"
          to={`/comparison/${contractId}?line=${source.solidity.startLine}`}
          aria-label={`Open ${source.function} in the Solidity at line ${source.solidity.startLine}`}
        >
          <FileCode2 className="size-3.5" /> Solidity L{source.solidity.startLine}
          {source.solidity.endLine !== source.solidity.startLine
            ? `–${source.solidity.endLine}`
            : ""}
        </Link>
      ) : null}
      {source.rust ? (
        <Link
          className="inline-flex items-center gap-1 text-primary hover:underline"
          to={`/comparison/${contractId}?rust=${encodeURIComponent(`${source.rust.file}:${source.rust.startLine}`)}`}
          aria-label={`Open the Rust of ${source.function} at ${source.rust.file} line ${source.rust.startLine}`}
        >
          <FileCode2 className="size-3.5" /> {source.rust.file.split("/").pop()} L
          {source.rust.startLine}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A run's steps side by side, grouped by scenario: the step, what the EVM did, what CosmWasm did,
 * equal or not, the first difference in words (or, on an equal step, the values marked "*" that
 * were not compared) and links to the step's Solidity and Rust.
 */
export function RunSteps({
  contractId,
  steps,
  cosmwasmMissing,
}: {
  contractId: string;
  steps: TestRunStep[];
  cosmwasmMissing: string;
}) {
  const groups: { scenario: string; steps: { step: TestRunStep; index: number }[] }[] = [];
  steps.forEach((step, index) => {
    const last = groups.at(-1);
    if (last && last.scenario === step.scenario) last.steps.push({ step, index });
    else groups.push({ scenario: step.scenario, steps: [{ step, index }] });
  });
  return (
    <div className="space-y-4">
      {groups.map((group, g) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: a scenario may run twice in a run; position identifies the group
          key={g}
          aria-label={`Scenario ${group.scenario}`}
          className="overflow-hidden rounded-lg border bg-card"
        >
          <h4 className="border-b bg-muted/40 px-3 py-2 text-sm font-semibold">{group.scenario}</h4>
          <div className="hidden grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,1fr)_6.5rem] gap-3 border-b px-3 py-1.5 text-xs font-medium text-muted-foreground md:grid">
            <span>Step</span>
            <span>EVM (original)</span>
            <span>CosmWasm (conversion)</span>
            <span>Equal?</span>
          </div>
          <ol>
            {group.steps.map(({ step, index }) => (
              <li
                key={index}
                id={`run-step-${index}`}
                aria-label={`${step.label}: ${stepStatus(step)}`}
                className={cn(
                  "grid gap-2 border-b px-3 py-2 last:border-0 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,1fr)_6.5rem] md:gap-3",
                  step.equal === false && "bg-destructive/5",
                )}
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-mono text-xs break-all">{step.label}</p>
                  <StepCodeLinks contractId={contractId} step={step} />
                </div>
                <div className="min-w-0">
                  <span className="text-[0.7rem] font-medium text-muted-foreground md:hidden">
                    EVM
                  </span>
                  <ObservationView observation={step.evm} missing="did not run" />
                </div>
                <div className="min-w-0">
                  <span className="text-[0.7rem] font-medium text-muted-foreground md:hidden">
                    CosmWasm
                  </span>
                  <ObservationView observation={step.cosmwasm} missing={cosmwasmMissing} />
                </div>
                <div>
                  <EqualBadge step={step} />
                </div>
                {step.equal === false && step.diff ? (
                  <p className="text-xs text-destructive md:col-span-4">
                    <span className="font-medium">First difference:</span> {step.diff}
                  </p>
                ) : null}
                <NotComparableNote notComparable={step.notComparable} />
                {step.expectation && !step.expectation.ok ? (
                  <p className="flex items-start gap-1 text-xs text-warning md:col-span-4">
                    <AlertTriangle className="mt-0.5 size-3.5 shrink-0" />
                    <span>
                      The original did not do what the scenario expects: {step.expectation.message}.
                      Record the scenario again to take the EVM's results.
                    </span>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
