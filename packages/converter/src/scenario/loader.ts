import { readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, resolve } from "node:path";
import { checkScenarioReferences as checkReferences } from "@contract-platform/api";
import type { z } from "zod";
import { type Scenario, scenarioSchema } from "./schema.ts";

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

/** Cross-field checks the schema cannot express, as `path: problem` lines (shared with the app). */
export function checkScenarioReferences(scenario: Scenario): string[] {
  return checkReferences(scenario).map((issue) => `${issue.path.join(".")}: ${issue.detail}`);
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
