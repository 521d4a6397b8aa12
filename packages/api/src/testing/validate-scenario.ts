import type { z } from "zod";
import { type ContractInterface, checkScenarioAgainstAbi } from "./check-scenario-against-abi.ts";
import { checkScenarioReferences } from "./check-scenario-references.ts";
import { type ScenarioIssue, scenarioIssue } from "./scenario-issues.ts";
import { type Scenario, scenarioSchema } from "./scenario-schema.ts";

export interface ScenarioValidation {
  /** The scenario with defaults applied, or null when it does not fit the format. */
  scenario: Scenario | null;
  issues: ScenarioIssue[];
  /** No issue of severity "error". */
  valid: boolean;
}

function fromZod(error: z.ZodError): ScenarioIssue[] {
  return error.issues.map((issue) =>
    scenarioIssue(
      issue.path.filter((p): p is string | number => typeof p !== "symbol"),
      issue.message,
    ),
  );
}

/**
 * Everything that can be checked without running: the format (shared schema), the cross-field
 * references, and, given the contracts of the Solidity file, the ABI. Never throws.
 */
export function validateScenario(
  json: unknown,
  contracts?: readonly ContractInterface[],
): ScenarioValidation {
  const parsed = scenarioSchema.safeParse(json);
  if (!parsed.success) return { scenario: null, issues: fromZod(parsed.error), valid: false };
  const issues = checkScenarioReferences(parsed.data);
  if (contracts && issues.length === 0) {
    issues.push(...checkScenarioAgainstAbi(parsed.data, contracts));
  }
  return {
    scenario: parsed.data,
    issues,
    valid: !issues.some((issue) => issue.severity === "error"),
  };
}
