export * from "./conversion-report.ts";
export {
  type GenerateScenarioTestOptions,
  generateScenarioTest,
  scenarioTestName,
} from "./generate-scenario-test.ts";
export { ScenarioTestError } from "./scenario-test-error.ts";
