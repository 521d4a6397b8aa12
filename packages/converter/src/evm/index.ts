export type { AbiEntry, AbiParam, AbiValue } from "./abi-types.ts";
export { entrySignature, isDynamic } from "./abi-types.ts";
export { type CompiledContract, type CompileOutput, compileSolidity } from "./compile-solidity.ts";
export {
  EvmSession,
  type EvmSessionOptions,
  type EvmStepResult,
  stepLabel,
} from "./evm-session.ts";
export { indexedTopic } from "./indexed-topic.ts";
export {
  type EvmScenarioInput,
  type EvmScenarioResult,
  loadScenarioInput,
  runScenarioOnEvm,
} from "./run-scenario-on-evm.ts";
