import type { TestRunComparison, TestRunListItem, TestRunStep } from "@contract-platform/api";

/** A step's identity across runs: its scenario and label ("Transfers: #3 bob transfer(...)"). */
function stepKey(step: TestRunStep): string {
  return `${step.scenario}: ${step.label}`;
}

/**
 * What changed between two runs (typically of two crate versions): steps that were equal and now
 * differ, steps fixed, steps still different (with both differences), steps added or removed.
 * Steps whose CosmWasm side did not run in either run compare as neither equal nor different.
 */
export function compareTestRuns(
  from: { run: TestRunListItem; steps: TestRunStep[] },
  to: { run: TestRunListItem; steps: TestRunStep[] },
): TestRunComparison {
  const before = new Map(from.steps.map((step) => [stepKey(step), step]));
  const after = new Map(to.steps.map((step) => [stepKey(step), step]));
  const result: TestRunComparison = {
    from: from.run,
    to: to.run,
    regressed: [],
    fixed: [],
    stillDifferent: [],
    added: [],
    removed: [],
    unchanged: 0,
  };
  for (const [key, now] of after) {
    const then = before.get(key);
    if (!then) {
      result.added.push(key);
    } else if (then.equal === true && now.equal === false) {
      result.regressed.push({ key, diff: now.diff });
    } else if (then.equal === false && now.equal === true) {
      result.fixed.push({ key });
    } else if (then.equal === false && now.equal === false) {
      result.stillDifferent.push({ key, before: then.diff, after: now.diff });
    } else {
      result.unchanged++;
    }
  }
  for (const key of before.keys()) if (!after.has(key)) result.removed.push(key);
  return result;
}
