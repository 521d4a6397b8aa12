import { readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, resolve } from "node:path";
import type { z } from "zod";
import { isBalanceStep, type Scenario, scenarioSchema } from "./schema.ts";
import { RESERVED_REFS, refName } from "./values.ts";

/** A scenario with its origin resolved: the Solidity file it exercises and a display name. */
export interface LoadedScenario {
  /** `Token.scenario.json` → `Token`. */
  name: string;
  scenario: Scenario;
  /** The scenario file, when it was read from disk. */
  path?: string;
  /** Folder that a relative `file` is resolved against. */
  baseDir: string;
  /** Absolute path of the Solidity source. */
  solidityPath: string;
}

export class ScenarioError extends Error {
  constructor(
    message: string,
    readonly issues: string[] = [],
  ) {
    super(issues.length > 0 ? `${message}\n  ${issues.join("\n  ")}` : message);
    this.name = "ScenarioError";
  }
}

/** `dir/Token.scenario.json` → `Token`. */
export function scenarioNameFromPath(path: string): string {
  return basename(path)
    .replace(/\.scenario\.json$/i, "")
    .replace(/\.json$/i, "");
}

function formatIssues(error: z.ZodError): string[] {
  return error.issues.map(
    (i) => `${i.path.length > 0 ? i.path.join(".") : "(root)"}: ${i.message}`,
  );
}

/** Cross-field checks the schema cannot express: known actors, unique ids, references. */
export function checkScenarioReferences(scenario: Scenario): string[] {
  const issues: string[] = [];
  const actors = new Set(scenario.actors);
  if (actors.size !== scenario.actors.length) issues.push("actors: duplicate names");
  const names = new Set<string>([...scenario.actors, ...RESERVED_REFS]);
  for (const reserved of RESERVED_REFS) {
    if (actors.has(reserved)) issues.push(`actors: '${reserved}' is reserved`);
  }
  const checkFrom = (from: string | undefined, where: string) => {
    if (from !== undefined && !actors.has(from))
      issues.push(`${where}.from: unknown actor '${from}'`);
  };
  scenario.predeploy.forEach((p, i) => {
    checkFrom(p.from, `predeploy.${i}`);
    if (names.has(p.id)) issues.push(`predeploy.${i}.id: '${p.id}' is already taken`);
    names.add(p.id);
  });
  checkFrom(scenario.deploy.from, "deploy");
  scenario.steps.forEach((step, i) => {
    const where = `steps.${i}`;
    if (isBalanceStep(step)) {
      if (step.expect.ok && step.expect.returns !== undefined && step.expect.returns.length !== 1) {
        issues.push(`${where}.expect.returns: a balance step returns exactly one value`);
      }
      return;
    }
    checkFrom(step.from, where);
    if (step.to !== undefined && refName(step.to) === "zero")
      issues.push(`${where}.to: cannot be @zero`);
    if (step.bindContract !== undefined && step.bind === undefined) {
      issues.push(`${where}.bindContract: needs bind`);
    }
    for (const alias of step.bind ?? []) {
      if (actors.has(alias) || (RESERVED_REFS as readonly string[]).includes(alias)) {
        issues.push(`${where}.bind: '${alias}' is already an actor or reserved name`);
      }
    }
    if (step.data !== undefined && step.call !== "fallback()") {
      issues.push(`${where}.data: only the fallback() pseudo-call takes raw data`);
    }
  });
  return issues;
}

/** Validates parsed JSON; throws ScenarioError with one line per problem. */
export function parseScenario(json: unknown, origin = "scenario"): Scenario {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success)
    throw new ScenarioError(`${origin}: invalid scenario`, formatIssues(parsed.error));
  const issues = checkScenarioReferences(parsed.data);
  if (issues.length > 0) throw new ScenarioError(`${origin}: invalid scenario`, issues);
  return parsed.data;
}

/** Resolves `file` against `baseDir` (absolute paths are kept). */
export function resolveScenario(json: unknown, baseDir: string, name = "scenario"): LoadedScenario {
  const scenario = parseScenario(json, name);
  const solidityPath = isAbsolute(scenario.file) ? scenario.file : resolve(baseDir, scenario.file);
  return { name, scenario, baseDir: resolve(baseDir), solidityPath };
}

/** Reads, validates and resolves a scenario file. */
export function loadScenario(path: string): LoadedScenario {
  const absolute = resolve(path);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch (err) {
    throw new ScenarioError(`${path}: cannot read scenario (${(err as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ScenarioError(`${path}: not valid JSON (${(err as Error).message})`);
  }
  const loaded = resolveScenario(json, dirname(absolute), scenarioNameFromPath(absolute));
  return { ...loaded, path: absolute };
}
