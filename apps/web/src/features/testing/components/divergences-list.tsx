import type { TestRun, TestRunDivergence } from "@contract-platform/api";
import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useSaveScenario } from "../api/save-scenario";
import { ObservationView } from "./observation-view";

type Counterexample = {
  steps?: { from?: string; call?: string; args?: unknown[]; value?: string }[];
};

function CounterexampleSteps({ scenario }: { scenario: Counterexample }) {
  return (
    <ol className="list-decimal space-y-0.5 pl-5 font-mono text-xs">
      {(scenario.steps ?? []).map((step, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps of a counterexample are positional
          key={i}
          className="break-all"
        >
          {step.from} {step.call}
          {step.args && step.args.length > 0 ? ` ${JSON.stringify(step.args)}` : ""}
          {step.value && step.value !== "0" ? ` value ${step.value}` : ""}
        </li>
      ))}
    </ol>
  );
}

/**
 * The run's divergences: the first differing step of each scenario (linked to it), broken business
 * rules, and fuzzing's shrunk counterexample with its seed, which can be saved as a scenario.
 * `explain` adds an explanation per divergence (the AI assistant, when configured).
 */
export function DivergencesList({
  run,
  explain,
}: {
  run: TestRun;
  explain?: (divergence: TestRunDivergence, index: number, run: TestRun) => ReactNode;
}) {
  const save = useSaveScenario(run.contractId);
  function saveCounterexample(divergence: TestRunDivergence) {
    save.mutate(
      {
        body: {
          name: `Counterexample (run #${run.number}, seed ${divergence.seed ?? "?"})`.slice(0, 120),
          description: divergence.diff.slice(0, 2000),
          scenario: divergence.counterexample,
          origin: "counterexample",
          record: true,
        },
      },
      {
        onSuccess: (saved) =>
          toast.success("Counterexample saved as a scenario", { description: saved.name }),
        onError: (error) => toast.error("Not saved", { description: error.message }),
      },
    );
  }
  if (run.divergences.length === 0) return null;
  return (
    <section
      className="space-y-2 rounded-lg border border-destructive/40 p-3"
      aria-label="Divergences"
    >
      <h4 className="text-sm font-semibold text-destructive">Divergences</h4>
      <ul className="space-y-3 text-sm">
        {run.divergences.map((divergence, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: divergences are an ordered list without ids
            key={i}
            className="space-y-1"
          >
            <p>
              <span className="font-medium">{divergence.source}</span>
              {" · "}
              {divergence.stepIndex !== null ? (
                <a
                  className="font-mono text-xs text-primary hover:underline"
                  href={`#run-step-${divergence.stepIndex}`}
                >
                  {divergence.label}
                </a>
              ) : (
                <span className="font-mono text-xs">{divergence.label}</span>
              )}
            </p>
            <p className="text-destructive">{divergence.diff}</p>
            {divergence.counterexample ? (
              <div className="space-y-2 rounded-md bg-muted/40 p-2">
                <p className="text-xs text-muted-foreground">
                  Shrunk from {divergence.shrunkFrom ?? "?"} calls to this sequence (seed{" "}
                  <span className="font-mono">{divergence.seed}</span> reproduces it):
                </p>
                <CounterexampleSteps scenario={divergence.counterexample as Counterexample} />
                {divergence.evm || divergence.cosmwasm ? (
                  <div className="grid gap-2 sm:grid-cols-2">
                    <div>
                      <p className="text-xs font-medium text-muted-foreground">EVM</p>
                      <ObservationView observation={divergence.evm ?? null} missing="—" />
                    </div>
                    <div>
                      <p className="text-xs font-medium text-muted-foreground">CosmWasm</p>
                      <ObservationView observation={divergence.cosmwasm ?? null} missing="—" />
                    </div>
                  </div>
                ) : null}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={save.isPending}
                  onClick={() => saveCounterexample(divergence)}
                >
                  <Save /> Save as scenario
                </Button>
              </div>
            ) : null}
            {explain?.(divergence, i, run)}
          </li>
        ))}
      </ul>
    </section>
  );
}
