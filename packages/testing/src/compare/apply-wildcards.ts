import type {
  Expectation,
  Observation,
  ScenarioValue,
} from "@contract-platform/converter/scenario";

function mask(
  value: ScenarioValue | undefined,
  pattern: ScenarioValue | undefined,
): ScenarioValue | undefined {
  if (pattern === "*") return "*";
  if (Array.isArray(pattern) && Array.isArray(value)) {
    return value.map((v, i) => mask(v, pattern[i]) as ScenarioValue);
  }
  return value;
}

/**
 * The observation with `"*"` wherever the step's own expectation says `"*"` (an event's arguments
 * by the event's name and occurrence): values the scenario's
 * author marked as not carrying over between chains (hashes over addresses, block randomness)
 * are not compared either (scenario-format.md).
 */
export function applyWildcards(
  observation: Observation,
  expect: Expectation | undefined,
): Observation {
  if (!expect || !observation.ok) return observation;
  const returns =
    expect.returns && observation.returns
      ? (mask(observation.returns, expect.returns) as ScenarioValue[])
      : observation.returns;
  // events are matched by name and occurrence, since CosmWasm may order them differently
  const expected = expect.events ?? [];
  const seen = new Map<string, number>();
  const events = observation.events.map((e) => {
    const occurrence = seen.get(e.name) ?? 0;
    seen.set(e.name, occurrence + 1);
    const pattern = expected.filter((x) => x.name === e.name)[occurrence]?.args;
    return pattern ? { ...e, args: mask(e.args, pattern) as ScenarioValue[] } : e;
  });
  return { ...observation, ...(returns !== undefined ? { returns } : {}), events };
}
