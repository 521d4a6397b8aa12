import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import type { Logger } from "../logger/create-logger.ts";

export const MONITOR_DEPLOYMENTS_JOB = "monitor-deployments";

/** How often due deployments are looked for; each deployment keeps its own schedule. */
export function monitorTickMs(intervalSeconds: number): number {
  return Math.min(intervalSeconds, 15) * 1000;
}

/**
 * Every tick of the injected clock, queues one `monitor-deployments` job unless one is already
 * queued or running; the job polls the deployments that are due. `intervalSeconds` 0 turns it off.
 */
export function startDeploymentMonitoring(
  deps: { db: Db; jobs: JobRunner; clock: Clock; logger: Logger },
  intervalSeconds: number,
): { stop(): void } {
  if (intervalSeconds <= 0) return { stop() {} };
  let cancel = () => {};
  let stopped = false;
  const tick = async () => {
    try {
      const pending = await deps.db
        .selectFrom("jobs")
        .select("id")
        .where("type", "=", MONITOR_DEPLOYMENTS_JOB)
        .where("status", "in", ["queued", "running"])
        .executeTakeFirst();
      if (!pending) await deps.jobs.enqueue(MONITOR_DEPLOYMENTS_JOB, {}, { maxAttempts: 1 });
    } catch (error) {
      deps.logger.error({ err: error }, "could not queue deployment monitoring");
    }
    if (!stopped) cancel = deps.clock.setTimeout(() => void tick(), monitorTickMs(intervalSeconds));
  };
  cancel = deps.clock.setTimeout(() => void tick(), monitorTickMs(intervalSeconds));
  return {
    stop() {
      stopped = true;
      cancel();
    },
  };
}
