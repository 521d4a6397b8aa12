export { ChainCore, standInGas } from "./chain-core.ts";
export type { ChainEvent, IndexedTx } from "./chain-state.ts";
export { contractAddress } from "./contract-address.ts";
export {
  type ContractCall,
  type ContractRuntime,
  type RecordedState,
  type RuntimeOutcome,
  recordingRuntime,
} from "./contract-runtime.ts";
export {
  type Availability,
  type StandInChain,
  type StandInChainOptions,
  startStandInChain,
} from "./stand-in-chain.ts";
export { connectTestClient, createTestWallet, standInTestMnemonic } from "./test-wallet.ts";
