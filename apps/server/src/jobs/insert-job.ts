import { sql, type Transaction } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { Database, JobRow } from "../db/schema.ts";
import { JobLimitError } from "./job-runner.ts";

/** Advisory lock namespace of the job tables (second key: a user, or 0 for claims). */
export const JOB_LOCK_NAMESPACE = 50;

/**
 * Adds a queued job. For a user's job, under a lock on that user (so parallel requests cannot
 * overshoot): refuses with JobLimitError when they already have `maxPendingPerUser` jobs waiting
 * or running, and gives the job its turn (how many of those there are).
 */
export async function insertJob(
  db: Db,
  job: {
    type: string;
    payload: unknown;
    userId: string | null;
    maxAttempts: number;
    runAt: Date;
    now: Date;
    maxPendingPerUser: number;
  },
  /** Runs in the same transaction once the row exists (to hand the job to a queue). */
  afterInsert?: (trx: Transaction<Database>, row: JobRow) => Promise<JobRow>,
): Promise<JobRow> {
  return db.transaction().execute(async (trx) => {
    let turn = 0;
    if (job.userId) {
      await sql`select pg_advisory_xact_lock(${JOB_LOCK_NAMESPACE}, hashtext(${job.userId}))`.execute(
        trx,
      );
      const pending = await trx
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("user_id", "=", job.userId)
        .where("status", "in", ["queued", "running"])
        .executeTakeFirstOrThrow();
      turn = Number(pending.count);
      if (turn >= job.maxPendingPerUser) throw new JobLimitError(job.maxPendingPerUser);
    }
    const row = await trx
      .insertInto("jobs")
      .values({
        type: job.type,
        payload: JSON.stringify(job.payload ?? null),
        user_id: job.userId,
        max_attempts: job.maxAttempts,
        turn,
        run_at: job.runAt,
        created_at: job.now,
        updated_at: job.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return afterInsert ? afterInsert(trx, row) : row;
  });
}
