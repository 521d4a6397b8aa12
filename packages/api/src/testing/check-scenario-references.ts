import { type ScenarioIssue, scenarioIssue } from "./scenario-issues.ts";
import { RESERVED_REFS, refName } from "./scenario-refs.ts";
import { isBalanceStep, type Scenario } from "./scenario-schema.ts";

/** Cross-field checks the schema cannot express: known actors, unique ids, references. */
export function checkScenarioReferences(scenario: Scenario): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const add = (path: (string | number)[], message: string) =>
    issues.push(scenarioIssue(path, message));
  const actors = new Set(scenario.actors);
  if (actors.size !== scenario.actors.length) add(["actors"], "duplicate names");
  const names = new Set<string>([...scenario.actors, ...RESERVED_REFS]);
  for (const reserved of RESERVED_REFS) {
    if (actors.has(reserved)) add(["actors"], `'${reserved}' is reserved`);
  }
  const checkFrom = (from: string | undefined, where: (string | number)[]) => {
    if (from !== undefined && !actors.has(from)) add([...where, "from"], `unknown actor '${from}'`);
  };
  scenario.predeploy.forEach((p, i) => {
    checkFrom(p.from, ["predeploy", i]);
    if (names.has(p.id)) add(["predeploy", i, "id"], `'${p.id}' is already taken`);
    names.add(p.id);
  });
  checkFrom(scenario.deploy.from, ["deploy"]);
  scenario.steps.forEach((step, i) => {
    const where = ["steps", i];
    if (isBalanceStep(step)) {
      if (step.expect.ok && step.expect.returns !== undefined && step.expect.returns.length !== 1) {
        add([...where, "expect", "returns"], "a balance step returns exactly one value");
      }
      return;
    }
    checkFrom(step.from, where);
    if (step.to !== undefined && refName(step.to) === "zero")
      add([...where, "to"], "cannot be @zero");
    if (step.bindContract !== undefined && step.bind === undefined) {
      add([...where, "bindContract"], "needs bind");
    }
    for (const alias of step.bind ?? []) {
      if (actors.has(alias) || (RESERVED_REFS as readonly string[]).includes(alias)) {
        add([...where, "bind"], `'${alias}' is already an actor or reserved name`);
      }
    }
    if (step.data !== undefined && step.call !== "fallback()") {
      add([...where, "data"], "only the fallback() pseudo-call takes raw data");
    }
  });
  return issues;
}
