import type { ScenarioValue } from "@contract-platform/converter/scenario";
import type { StepInput } from "./generate-steps.ts";

/** Simpler values to try in place of one, simplest first. */
function simpler(value: ScenarioValue, actors: string[]): ScenarioValue[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [] : [[], value.slice(0, 1), value.slice(0, -1)];
  }
  if (typeof value === "boolean") return value ? [false] : [];
  if (typeof value === "number") return value === 0 ? [] : [0];
  if (/^-?[0-9]+$/.test(value)) {
    const n = BigInt(value);
    if (n === 0n) return [];
    const out = [0n, 1n, n / 2n, n > 0n ? n - 1n : n + 1n].filter((c) =>
      n > 0n ? c < n && c >= 0n : c > n,
    );
    return [...new Set(out)].map(String);
  }
  if (value.startsWith("@")) return value === `@${actors[0]}` ? [] : [`@${actors[0]}`];
  if (value.startsWith("0x"))
    return /^0x0*$/.test(value) ? [] : [value.replace(/[0-9a-fA-F]/g, "0")];
  return value === "" ? [] : [""];
}

/** Candidates one change simpler than `step`: each argument, the value, the time jump, the sender. */
function simplerSteps(step: StepInput, actors: string[]): StepInput[] {
  const out: StepInput[] = [];
  if (step.timeDelta) out.push({ ...step, timeDelta: undefined });
  if (step.value !== undefined && step.value !== "0") {
    out.push({ ...step, value: "0" });
    for (const v of simpler(step.value, actors)) out.push({ ...step, value: String(v) });
  }
  step.args.forEach((arg, i) => {
    for (const candidate of simpler(arg, actors)) {
      out.push({ ...step, args: step.args.map((a, j) => (j === i ? candidate : a)) });
    }
  });
  if (step.from !== actors[0]) out.push({ ...step, from: actors[0] });
  return out;
}

/**
 * Shrinks a failing step sequence towards a minimal one that still fails: drops steps (from the
 * start, so earlier steps the failure does not need go first), then simplifies what is left
 * (arguments towards 0, `""`, `false`, the first actor; no value; no time jump), as long as
 * `fails` says the candidate still fails, within `budget` attempts.
 */
export async function shrinkSteps(
  steps: StepInput[],
  actors: string[],
  fails: (candidate: StepInput[]) => Promise<boolean>,
  budget = 300,
): Promise<{ steps: StepInput[]; attempts: number }> {
  let current = steps;
  let attempts = 0;
  const tryCandidate = async (candidate: StepInput[]) => {
    if (attempts >= budget) return false;
    attempts++;
    if (await fails(candidate)) {
      current = candidate;
      return true;
    }
    return false;
  };
  let changed = true;
  while (changed && attempts < budget) {
    changed = false;
    for (let i = 0; i < current.length && attempts < budget; ) {
      if (current.length > 1 && (await tryCandidate(current.filter((_, j) => j !== i))))
        changed = true;
      else i++;
    }
    for (let i = 0; i < current.length && attempts < budget; i++) {
      for (const step of simplerSteps(current[i], actors)) {
        if (await tryCandidate(current.map((s, j) => (j === i ? step : s)))) {
          changed = true;
          break;
        }
      }
    }
  }
  return { steps: current, attempts };
}
