import { z } from "zod";

/** The pipeline a contract moves through (failed replaces converted when conversion fails). */
export const contractStatuses = [
  "uploaded",
  "validated",
  "converting",
  "converted",
  "failed",
  "review",
  "analyzed",
  "tested",
  "deployment-ready",
  "test-deployed",
  "finalized",
  "verified",
] as const;
export const contractStatusSchema = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** spec §4: the statuses counted as successful conversions. */
export const successfulStatuses = [
  "converted",
  "analyzed",
  "deployment-ready",
  "test-deployed",
  "finalized",
  "verified",
] as const satisfies readonly ContractStatus[];

/** The steps of the workflow view, in order (failed is shown in place of converted). */
export const workflowSteps = [
  "uploaded",
  "validated",
  "converting",
  "converted",
  "review",
  "analyzed",
  "tested",
  "deployment-ready",
  "test-deployed",
  "finalized",
  "verified",
] as const satisfies readonly ContractStatus[];

/** Statuses a user may move a converted contract on to by hand (later stages set the rest). */
export const reviewStatuses = workflowSteps.slice(workflowSteps.indexOf("converted"));

export const contractLanguages = ["solidity", "vyper", "yul", "huff", "rust"] as const;
export const contractLanguageSchema = z.enum(contractLanguages);
export type ContractLanguage = z.infer<typeof contractLanguageSchema>;

export function isSuccessfulStatus(status: string): boolean {
  return (successfulStatuses as readonly string[]).includes(status);
}
