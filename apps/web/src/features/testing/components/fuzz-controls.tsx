import { FUZZ_RUNS_MAX } from "@contract-platform/api";
import { Dices, Shuffle } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/**
 * Differential fuzzing settings: how many random call sequences and the seed (the same seed
 * replays the same sequences); starting it queues a run.
 */
export function FuzzControls({
  disabled,
  onStart,
}: {
  disabled: boolean;
  onStart: (fuzz: { runs: number; seed: number }) => void;
}) {
  const id = useId();
  const [runs, setRuns] = useState("200");
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const runsNumber = Number(runs);
  const seedNumber = Number(seed);
  const runsProblem =
    !/^\d+$/.test(runs) || runsNumber < 1 || runsNumber > FUZZ_RUNS_MAX
      ? `1 to ${FUZZ_RUNS_MAX} sequences`
      : null;
  const seedProblem =
    !/^\d+$/.test(seed) || seedNumber > 2 ** 31 - 1 ? "a whole number up to 2147483647" : null;
  return (
    <form
      className="space-y-2 rounded-lg border p-3"
      aria-label="Differential fuzzing"
      onSubmit={(event) => {
        event.preventDefault();
        if (!runsProblem && !seedProblem) onStart({ runs: runsNumber, seed: seedNumber });
      }}
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Dices className="size-4" /> Differential fuzzing
      </h4>
      <p className="text-xs text-muted-foreground">
        Random call sequences (actors, boundary values, attached value, time jumps) on both sides
        from the first scenario's deploy; a divergence is shrunk to a minimal scenario you can save.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="space-y-1 text-xs font-medium" htmlFor={`${id}-runs`}>
          Sequences
          <Input
            id={`${id}-runs`}
            inputMode="numeric"
            className="h-9 w-24"
            value={runs}
            aria-invalid={Boolean(runsProblem)}
            onChange={(event) => setRuns(event.target.value.trim())}
          />
        </label>
        <label className="space-y-1 text-xs font-medium" htmlFor={`${id}-seed`}>
          Seed
          <div className="flex gap-1">
            <Input
              id={`${id}-seed`}
              inputMode="numeric"
              className="h-9 w-32 font-mono"
              value={seed}
              aria-invalid={Boolean(seedProblem)}
              onChange={(event) => setSeed(event.target.value.trim())}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="New random seed"
              onClick={() => setSeed(String(randomSeed()))}
            >
              <Shuffle />
            </Button>
          </div>
        </label>
        <Button
          type="submit"
          size="sm"
          className="h-9"
          disabled={disabled || Boolean(runsProblem || seedProblem)}
        >
          <Dices /> Fuzz
        </Button>
      </div>
      {runsProblem || seedProblem ? (
        <p className="text-xs text-destructive">
          {runsProblem ? `Sequences: ${runsProblem}` : `Seed: ${seedProblem}`}
        </p>
      ) : null}
    </form>
  );
}
