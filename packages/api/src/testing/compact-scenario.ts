import type { Expectation, Scenario } from "./scenario-schema.ts";

type Json = Record<string, unknown>;

function compactExpect(expect: Expectation | undefined): Json | undefined {
  if (!expect) return undefined;
  const out: Json = { ok: expect.ok };
  if (expect.returns !== undefined) out.returns = expect.returns;
  if (expect.events !== undefined) out.events = expect.events;
  if (expect.revert !== undefined) out.revert = expect.revert;
  return out;
}

function withoutDefaults(entry: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(entry)) {
    if (value === undefined) continue;
    if (key === "args" && Array.isArray(value) && value.length === 0) continue;
    if (key === "value" && value === "0") continue;
    if (key === "timeDelta" && value === 0) continue;
    if (key === "expect") {
      const expect = compactExpect(value as Expectation);
      if (expect && !(Object.keys(expect).length === 1 && expect.ok === true)) out.expect = expect;
      continue;
    }
    out[key] = value;
  }
  return out;
}

/**
 * The scenario as a person would write it: the format's defaults (`args: []`, `value: "0"`,
 * `timeDelta: 0`, `expect: {ok: true}`, `predeploy: []`) left out. Parsing it gives the same
 * scenario back, so it is what export writes.
 */
export function compactScenario(scenario: Scenario): Json {
  const out: Json = {
    contract: scenario.contract,
    file: scenario.file,
    actors: scenario.actors,
  };
  if (scenario.notes !== undefined) out.notes = scenario.notes;
  if (scenario.predeploy.length > 0) {
    out.predeploy = scenario.predeploy.map((p) => withoutDefaults({ ...p }));
  }
  out.deploy = withoutDefaults({ ...scenario.deploy });
  out.steps = scenario.steps.map((step) => withoutDefaults({ ...step }));
  return out;
}
