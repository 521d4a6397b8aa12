export {
  type CompareOptions,
  compareObservations,
  type ObservationComparison,
} from "./compare/compare-observations.ts";
export {
  compareScenario,
  type ScenarioComparison,
  type StepComparison,
} from "./compare/compare-scenario.ts";
export { firstDifference } from "./compare/first-difference.ts";
export { type SourceRange, type StepSource, stepSource } from "./compare/step-source.ts";
export { classifyErrorText } from "./cosmwasm/classify-error-text.ts";
export { decodeAttributeValue, decodeCrateValue } from "./cosmwasm/decode-crate-value.ts";
export {
  createWasmEngine,
  mapScenario,
  runScenarioOnWasm,
  type WasmTarget,
} from "./cosmwasm/run-scenario-on-wasm.ts";
export { WasmSession } from "./cosmwasm/wasm-session.ts";
export type {
  CosmWasmEngine,
  CosmWasmRun,
  CosmWasmStepResult,
  EngineKind,
} from "./engine/cosmwasm-engine.ts";
export { type CrateReport, readCrateReport } from "./engine/read-crate-report.ts";
export { type EngineChoice, selectEngine } from "./engine/select-engine.ts";
export {
  DifferentialHarness,
  type HarnessRun,
  type HarnessStep,
  type RuleCheck,
} from "./fuzz/differential-harness.ts";
export {
  type FuzzDivergence,
  type FuzzOptions,
  type FuzzResult,
  fuzz,
  runSeed,
} from "./fuzz/fuzz.ts";
export type { StepInput } from "./fuzz/generate-steps.ts";
export {
  createNativeEngine,
  type NativeTarget,
  type NativeTestRun,
  panicMessage,
  type RunCargoTest,
  runScenarioNatively,
} from "./native/native-engine.ts";
export { type NativeStepLine, parseNativeOutput } from "./native/parse-native-output.ts";
export { toolchainCargoTest } from "./native/toolchain-cargo-test.ts";
export { type RecordedScenario, recordScenario } from "./record/record-scenario.ts";
export { tidyScenario } from "./record/tidy-scenario.ts";
export {
  evaluateRule,
  type RuleResult,
  type RuleValue,
  type ViewCaller,
} from "./rules/evaluate-rule.ts";
export { parseRules } from "./rules/parse-rules.ts";
export type { Expr, Rule, RuleError, Span } from "./rules/rule-ast.ts";
export { evmViewCaller, wasmViewCaller } from "./rules/view-callers.ts";
export {
  deployableContracts,
  generateStarterScenario,
  type StarterScenarioInput,
} from "./starter/generate-starter-scenario.ts";
export { plausibleValue } from "./starter/plausible-value.ts";
