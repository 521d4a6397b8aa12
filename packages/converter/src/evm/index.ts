export type { AbiEntry, AbiParam, AbiValue } from "./abi-types.ts";
export { type CompiledContract, type CompileOutput, compileSolidity } from "./compile-solidity.ts";
export {
  type EvmScenarioInput,
  type EvmScenarioResult,
  type EvmStepResult,
  runScenarioOnEvm,
} from "./run-scenario-on-evm.ts";
