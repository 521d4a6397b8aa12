import type { Transaction } from "kysely";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { Database, JobRow } from "../db/schema.ts";
import { JOB_LOCK_NAMESPACE } from "./insert-job.ts";

/**
 * Marks the next due job of `types` running for `lockedBy` and returns it: the lowest turn first
 * (then run_at, then age), skipping users who already have `maxRunningPerUser` jobs running.
 * Claims are serialised by an advisory lock, so the per-user cap holds across processes.
 */
export async function claimNextJob(
  db: Db,
  options: { types: string[]; now: Date; lockedBy: string; maxRunningPerUser: number },
): Promise<JobRow | undefined> {
  const { types, now, lockedBy, maxRunningPerUser } = options;
  if (types.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, 0)`.execute(trx);
    const next = await trx
      .selectFrom("jobs as j")
      .select("j.id")
      .where("j.status", "=", "queued")
      .where("j.run_at", "<=", now)
      .where("j.type", "in", types)
      .where((eb) =>
        eb.or([
          eb("j.user_id", "is", null),
          eb(
            eb
              .selectFrom("jobs as r")
              .select((c) => c.fn.countAll<string>().as("running"))
              .whereRef("r.user_id", "=", "j.user_id")
              .where("r.status", "=", "running"),
            "<",
            String(maxRunningPerUser),
          ),
        ]),
      )
      .orderBy("j.turn")
      .orderBy("j.run_at")
      .orderBy("j.created_at")
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    return markRunning(trx, next.id, lockedBy, now);
  });
}

/**
 * Marks one given job running for `lockedBy`, the way a queue outside the jobs table hands it
 * over: only while `queueRef` is still the job's current hand-over (`queue_ref`) and the job is
 * queued, or running on a runner that went away (the queue hands it over again). Answers "busy"
 * when its user already has `maxRunningPerUser` other jobs running, undefined when the job is no
 * longer to be run. Serialised with claimNextJob by the same advisory lock.
 */
export async function claimJob(
  db: Db,
  options: { id: string; queueRef: string; now: Date; lockedBy: string; maxRunningPerUser: number },
): Promise<JobRow | "busy" | undefined> {
  const { id, queueRef, now, lockedBy, maxRunningPerUser } = options;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, 0)`.execute(trx);
    const job = await trx
      .selectFrom("jobs")
      .select(["id", "user_id"])
      .where("id", "=", id)
      .where("queue_ref", "=", queueRef)
      .where("status", "in", ["queued", "running"])
      .executeTakeFirst();
    if (!job) return undefined;
    if (job.user_id) {
      const running = await trx
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("user_id", "=", job.user_id)
        .where("status", "=", "running")
        .where("id", "!=", id)
        .executeTakeFirstOrThrow();
      if (Number(running.count) >= maxRunningPerUser) return "busy";
    }
    return markRunning(trx, id, lockedBy, now);
  });
}

/** One more attempt of the job, running for `lockedBy` from `now`. */
function markRunning(trx: Transaction<Database>, id: string, lockedBy: string, now: Date) {
  return trx
    .updateTable("jobs")
    .set((eb) => ({
      status: "running",
      attempts: eb("attempts", "+", 1),
      locked_by: lockedBy,
      heartbeat_at: now,
      started_at: eb.fn.coalesce("started_at", eb.val(now)),
      error: null,
      updated_at: now,
    }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}
