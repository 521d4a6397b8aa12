import type { Db } from "../db/create-database.ts";
import { toJob } from "./execute-job.ts";
import type { Job } from "./job-runner.ts";

/** A job as the runners report it, or null when no job has that id. */
export async function findJob(db: Db, id: string): Promise<Job | null> {
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toJob(row) : null;
}
