import type { ContractStatus, TestingStatus } from "@contract-platform/api";

/** Statuses testing may move a contract out of, towards 'tested'. */
const beforeTested = new Set(["converted", "review", "analyzed"]);

/**
 * The status the gates call for, or null to leave it: green gates move a reviewed or analysed
 * contract to 'tested' (and 'deployment-ready'); failing gates take 'tested' or
 * 'deployment-ready' back. Later stages (deployed, finalized, verified) are never touched.
 */
export function nextTestingStatus(
  current: string,
  gates: Pick<TestingStatus, "tested" | "deploymentReady" | "version">,
  analysed: boolean,
): ContractStatus | null {
  if (gates.version === null) return null;
  const testable =
    beforeTested.has(current) || current === "tested" || current === "deployment-ready";
  if (!testable) return null;
  let next: ContractStatus;
  if (gates.deploymentReady.passed) next = "deployment-ready";
  else if (gates.tested.passed) next = "tested";
  else if (beforeTested.has(current)) return null;
  else next = analysed ? "analyzed" : "review";
  return next === current ? null : next;
}
