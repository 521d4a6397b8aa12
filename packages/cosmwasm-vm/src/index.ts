export {
  addrCanonicalize,
  addrHumanize,
  addrMake,
  classicContractAddress,
  isAddress,
} from "./addresses.ts";
export type { ChainState } from "./chain-state.ts";
export { ChainError, ChainSnapshot, CosmWasmChain, dataText } from "./cosmwasm-chain.ts";
export type * from "./types.ts";
