import type { JobRunner } from "../jobs/job-runner.ts";
import { CONVERT_CONTRACT_JOB, type ContractDeps } from "./contract-deps.ts";
import { createConvertContractHandler } from "./convert-contract-job.ts";

const registered = new WeakSet<JobRunner>();

/** Registers the contract job handlers with the runner (once per runner). */
export function registerContractJobs(deps: ContractDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  deps.jobs.register(CONVERT_CONTRACT_JOB, createConvertContractHandler(deps));
}
