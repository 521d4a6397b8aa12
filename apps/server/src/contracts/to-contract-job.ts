import type { ContractJob } from "@contract-platform/api";
import type { Job } from "../jobs/job-runner.ts";

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toContractJob(job: Job): ContractJob {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: job.progress,
    message: job.progressMessage,
    error: job.error,
    attempts: job.attempts,
    createdAt: new Date(job.createdAt).toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}
