import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";

/**
 * Gives back one request counted by checkRateLimit (for limits that count only failures: the
 * attempt is counted first, atomically, and refunded when it succeeds).
 */
export async function refundRateLimit(
  db: Db,
  input: { identifier: string; endpoint: string },
): Promise<void> {
  await sql`
    update rate_limits set count = greatest(count - 1, 0)
    where identifier = ${input.identifier} and endpoint = ${input.endpoint}`.execute(db);
}
