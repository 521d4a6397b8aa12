import {
  type ContractInterfaceResponse,
  SCENARIO_INVALID_MESSAGE,
  SCENARIO_MAX_STEPS,
  type Scenario,
  validateScenario,
} from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";

/**
 * Validates a scenario for this contract: the format, its references and the ABI of the contract's
 * Solidity file. `file` is always the contract's own file and `contract` defaults to the main
 * contract. Problems are answered 422 with every located issue ("step 2, argument 1: ...").
 */
export function checkScenarioInput(json: unknown, iface: ContractInterfaceResponse): Scenario {
  if (iface.errors.length > 0) {
    throw new HttpError(
      409,
      "source_does_not_compile",
      `The Solidity source does not compile, so scenarios cannot be checked or run: ${iface.errors[0]}`,
    );
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new HttpError(422, "invalid_scenario", `${SCENARIO_INVALID_MESSAGE}: not a JSON object`);
  }
  const withFile = {
    ...json,
    contract: (json as { contract?: unknown }).contract ?? iface.mainContract ?? undefined,
    file: iface.fileName,
  };
  const result = validateScenario(withFile, iface.contracts);
  const errors = result.issues.filter((issue) => issue.severity === "error");
  const steps = (withFile as { steps?: unknown }).steps;
  if (Array.isArray(steps) && steps.length > SCENARIO_MAX_STEPS) {
    errors.push({
      severity: "error",
      path: ["steps"],
      message: `steps: at most ${SCENARIO_MAX_STEPS} steps, got ${steps.length}`,
      detail: `at most ${SCENARIO_MAX_STEPS} steps`,
    });
  }
  if (errors.length > 0 || !result.scenario) {
    const shown = errors.slice(0, 3).map((issue) => issue.message);
    const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : "";
    throw new HttpError(
      422,
      "invalid_scenario",
      `${SCENARIO_INVALID_MESSAGE}: ${shown.join("; ")}${more}`,
      errors.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    );
  }
  return result.scenario;
}
