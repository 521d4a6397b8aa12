/** Where in a scenario a problem sits: a JSON path such as `["steps", 3, "args", 1]`. */
export type ScenarioPath = (string | number)[];

/**
 * A problem found in a scenario. `step` and `argument` are 0-based positions (when the problem
 * sits in a step or an argument); `message` already names them 1-based for people
 * ("step 4, argument 2 (amount uint256): ...").
 */
export interface ScenarioIssue {
  severity: "error" | "warning";
  path: ScenarioPath;
  step?: number;
  argument?: number;
  message: string;
  /** The message without its location. */
  detail: string;
}

/** "step 4, argument 2" for `["steps", 3, "args", 1]`; the JSON path for anything else. */
export function describeScenarioPath(path: ScenarioPath): string {
  const parts: string[] = [];
  let i = 0;
  if (path[0] === "steps" && typeof path[1] === "number") {
    parts.push(`step ${path[1] + 1}`);
    i = 2;
  } else if (path[0] === "predeploy" && typeof path[1] === "number") {
    parts.push(`predeploy ${path[1] + 1}`);
    i = 2;
  } else if (path[0] === "deploy") {
    parts.push("deploy");
    i = 1;
  }
  const rest = path.slice(i);
  if (rest[0] === "args" && typeof rest[1] === "number") {
    parts.push(`argument ${rest[1] + 1}`);
    rest.splice(0, 2);
  } else if (rest[0] === "expect" && rest[1] === "returns" && typeof rest[2] === "number") {
    parts.push(`expected return ${rest[2] + 1}`);
    rest.splice(0, 3);
  } else if (rest[0] === "expect" && rest[1] === "events" && typeof rest[2] === "number") {
    parts.push(`expected event ${rest[2] + 1}`);
    rest.splice(0, 3);
  }
  let text = parts.join(", ");
  // positions inside the value stay with it ("argument 1 [0][2]"); other fields follow as a path
  let index = "";
  while (typeof rest[0] === "number") index += `[${rest.shift()}]`;
  if (index) text = text ? `${text} ${index}` : index;
  if (rest.length > 0) text = text ? `${text}, ${rest.join(".")}` : rest.join(".");
  return text || "(scenario)";
}

/** Builds an issue, filling `step`/`argument` from the path and prefixing the location. */
export function scenarioIssue(
  path: ScenarioPath,
  message: string,
  severity: ScenarioIssue["severity"] = "error",
): ScenarioIssue {
  const issue: ScenarioIssue = {
    severity,
    path,
    message: `${describeScenarioPath(path)}: ${message}`,
    detail: message,
  };
  if (path[0] === "steps" && typeof path[1] === "number") issue.step = path[1];
  const argsAt = path[0] === "deploy" ? 1 : 2;
  if (path[argsAt] === "args" && typeof path[argsAt + 1] === "number") {
    issue.argument = path[argsAt + 1] as number;
  }
  return issue;
}
