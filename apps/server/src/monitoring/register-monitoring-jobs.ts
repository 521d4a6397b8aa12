import type { JobRunner } from "../jobs/job-runner.ts";
import type { MonitoringDeps } from "./poll-deployment.ts";
import { pollDueDeployments } from "./poll-due-deployments.ts";
import { MONITOR_DEPLOYMENTS_JOB } from "./start-deployment-monitoring.ts";

export function registerMonitoringJobs(jobs: JobRunner, deps: MonitoringDeps) {
  jobs.register(MONITOR_DEPLOYMENTS_JOB, async ({ signal }) => ({
    polled: await pollDueDeployments(deps, { signal }),
  }));
}
