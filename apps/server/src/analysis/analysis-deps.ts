import type { ContractDeps } from "../contracts/contract-deps.ts";

export const ANALYZE_CONTRACT_JOB = "analyze-contract";
export const ANALYZE_MAX_ATTEMPTS = 2;

/** What the analysis functions take (the contract functions' dependencies). */
export type AnalysisDeps = ContractDeps;

export interface AnalyzeJobPayload {
  contractId: string;
}
