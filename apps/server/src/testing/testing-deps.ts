import type { ContractDeps } from "../contracts/contract-deps.ts";

/** What the testing functions take (the contract functions' dependencies). */
export type TestingDeps = ContractDeps;

export const SCENARIOS_NEED_SOLIDITY_MESSAGE =
  "Scenarios run against the original Solidity: this contract has no Solidity source";
