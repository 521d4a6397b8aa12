import { type AbiEntry, entrySignature } from "@contract-platform/converter/evm";
import type { ScenarioValue } from "@contract-platform/converter/scenario";
import type { Random } from "./random.ts";
import { randomValue, type ValueContext } from "./random-value.ts";

/** A step as written in scenario JSON. */
export interface StepInput {
  from: string;
  call: string;
  args: ScenarioValue[];
  value?: string;
  timeDelta?: number;
}

export interface StepGenerator {
  /** The main contract's ABI. */
  abi: AbiEntry[];
  actors: string[];
  values: ValueContext;
  /** Add time jumps between steps (default true). */
  timeJumps?: boolean;
}

const TIME_JUMPS = [1, 59, 60, 3600, 86_400, 604_800];
const PAYMENTS = ["0", "1", "1000", "1000000000000000000"];

/**
 * Random calls of the contract's functions: each by a random actor, with random valid arguments,
 * value attached to payable functions (sometimes to others, which must then fail on both sides)
 * and occasional time jumps. State-changing functions come up three times as often as views.
 */
export function generateSteps(
  random: Random,
  generator: StepGenerator,
  count: number,
): StepInput[] {
  const functions = generator.abi.filter((e) => e.type === "function" && e.name);
  const weighted = functions.flatMap((f) =>
    f.stateMutability === "view" || f.stateMutability === "pure" ? [f] : [f, f, f],
  );
  const receive = generator.abi.some((e) => e.type === "receive");
  const steps: StepInput[] = [];
  for (let i = 0; i < count; i++) {
    const step: StepInput =
      receive && random.chance(0.05)
        ? {
            from: random.pick(generator.actors),
            call: "receive()",
            args: [],
            value: random.pick(PAYMENTS),
          }
        : call(random, random.pick(weighted), generator);
    if (generator.timeJumps !== false && random.chance(0.2)) {
      step.timeDelta = random.chance(0.8) ? random.pick(TIME_JUMPS) : random.below(1_000_000);
    }
    steps.push(step);
  }
  return steps;
}

function call(random: Random, fn: AbiEntry, generator: StepGenerator): StepInput {
  const step: StepInput = {
    from: random.pick(generator.actors),
    call: entrySignature(fn),
    args: (fn.inputs ?? []).map((p) => randomValue(p, random, generator.values)),
  };
  for (const arg of step.args) {
    if (typeof arg === "string" && /^-?[0-9]+$/.test(arg) && generator.values.numbers.length < 64) {
      generator.values.numbers.push(BigInt(arg));
    }
  }
  if (fn.stateMutability === "payable") step.value = random.pick(PAYMENTS);
  else if (random.chance(0.03)) step.value = "1";
  return step;
}
