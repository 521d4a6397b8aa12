import { sql } from "kysely";
import { type MonitoringDeps, pollDeployment } from "./poll-deployment.ts";

/**
 * Polls every deployment whose next poll is due (oldest first, at most `limit`). Deployments
 * without a monitor yet (e.g. new local-chain deployments) get one that is due at once.
 */
export async function pollDueDeployments(
  deps: MonitoringDeps,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const now = deps.clock.now();
  await sql`
    insert into deployment_monitors (deployment_id, next_poll_at, admin_address, code_id, watched_signers)
    select d.id, ${now}, d.admin_address, d.code_id, array[d.deployer_address]
    from deployments d
    where not exists (select 1 from deployment_monitors m where m.deployment_id = d.id)
    on conflict do nothing
  `.execute(deps.db);
  const due = await deps.db
    .selectFrom("deployment_monitors")
    .select("deployment_id")
    .where("next_poll_at", "<=", now)
    .orderBy("next_poll_at")
    .limit(options.limit ?? 50)
    .execute();
  for (const { deployment_id } of due) {
    if (options.signal?.aborted) break;
    await pollDeployment(deps, deployment_id);
  }
  return due.length;
}
