/**
 * Scenario tests for converted crates: `generateScenarioTest(report, scenario, name)` returns the
 * Rust of `tests/scenario_<name>.rs`, a cw-multi-test integration test that replays a behaviour
 * scenario (scenario-format.md) through the crate's JSON contract, driven only by conversion.json.
 *
 * The file holds the scenario already mapped to the crate's JSON (`SCENARIO`, a raw string) and a
 * fixed generic runner, so its layout never depends on the contract and it stays rustfmt-clean.
 * What the generator reads from conversion.json beyond the reference ports' fields: `contracts`
 * (one section per other contract in the output), `code_ids` on the constructor (InstantiateMsg
 * fields that take the code id of a contract created with `new`), `deferred_calls` (calls to other
 * contracts dispatched after the handler: their events come after the caller's), `implicit:
 * "msg.sender"` params or `sender_field` for views that read the sender, `special` / the
 * `receive()` and `fallback()` signatures, `contract C` return types for bound aliases.
 */

export { buildScenarioData, type ScenarioData, type StepMeta } from "./build-scenario-data.ts";
export * from "./conversion-report.ts";
export { type EncodeContext, encodeMessageValue, type RunnerJson } from "./encode-value.ts";
export { findFunction, findSpecial } from "./find-function.ts";
export {
  type GenerateScenarioTestOptions,
  generateScenarioTest,
  scenarioTestName,
} from "./generate-scenario-test.ts";
export { ReportIndex } from "./report-index.ts";
export { ScenarioTestError } from "./scenario-test-error.ts";
export { parseSolType, type SolType, shortName } from "./solidity-type.ts";
