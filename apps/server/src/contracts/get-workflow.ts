import {
  ONLY_SOLIDITY_CONVERTS_MESSAGE,
  type WorkflowResponse,
  workflowSteps,
} from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import { toContractJob } from "./to-contract-job.ts";

const labels: Record<(typeof workflowSteps)[number], string> = {
  uploaded: "Uploaded",
  validated: "Validated",
  converting: "Converting",
  converted: "Converted",
  review: "Review",
  analyzed: "Analyzed",
  tested: "Tested",
  "deployment-ready": "Deployment ready",
  "test-deployed": "Test deployed",
  finalized: "Finalized",
  verified: "Verified",
};

/**
 * The pipeline of one contract: steps before the current status are done, the current one is
 * current (or failed, shown on the converted step), the rest pending; plus its latest job.
 */
export async function getWorkflow(
  deps: { jobs: JobRunner },
  contract: ContractRow,
): Promise<WorkflowResponse> {
  const failed = contract.status === "failed";
  const position = failed
    ? workflowSteps.indexOf("converted")
    : workflowSteps.indexOf(contract.status as (typeof workflowSteps)[number]);
  const steps = workflowSteps.map((status, index) => ({
    status,
    label: failed && status === "converted" ? "Conversion failed" : labels[status],
    state:
      index < position
        ? ("done" as const)
        : index === position
          ? failed
            ? ("failed" as const)
            : // The last step reached is done, not in progress.
              status === "verified"
              ? ("done" as const)
              : ("current" as const)
          : ("pending" as const),
  }));
  const job = contract.last_job_id ? await deps.jobs.get(contract.last_job_id) : null;
  const canConvert = contract.language === "solidity";
  return {
    contractId: contract.id,
    status: contract.status as WorkflowResponse["status"],
    steps,
    job: job ? toContractJob(job) : null,
    canConvert,
    conversionMessage: canConvert ? null : ONLY_SOLIDITY_CONVERTS_MESSAGE,
  };
}
