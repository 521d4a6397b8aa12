import type { Scenario, ScenarioInput } from "@contract-platform/converter/scenario";

/** Drops `undefined` members and the fields that only repeat the format's defaults. */
function tidy<T extends Record<string, unknown>>(item: T, defaults: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (value === undefined) continue;
    if (key in defaults && JSON.stringify(defaults[key]) === JSON.stringify(value)) continue;
    if (key === "expect" && value && typeof value === "object") {
      out[key] = tidy(value as Record<string, unknown>, {});
      continue;
    }
    out[key] = value;
  }
  return out as T;
}

const CALL_DEFAULTS = { args: [], value: "0", timeDelta: 0 };

/** A parsed scenario as the JSON a person would write: defaults left out, keys in the usual order. */
export function tidyScenario(scenario: Scenario): ScenarioInput {
  return tidy(
    {
      contract: scenario.contract,
      file: scenario.file,
      actors: scenario.actors,
      notes: scenario.notes,
      predeploy:
        scenario.predeploy.length > 0
          ? scenario.predeploy.map((p) => tidy(p, CALL_DEFAULTS))
          : undefined,
      deploy: tidy(scenario.deploy, CALL_DEFAULTS),
      steps: scenario.steps.map((s) => tidy(s as Record<string, unknown>, CALL_DEFAULTS)),
    },
    {},
  ) as ScenarioInput;
}
