import { sql } from "kysely";
import type { AnalysisDeps } from "./analysis-deps.ts";

/**
 * Gives back a request reserved by reserveAiRequest for the same `day` (one atomic decrement that
 * never goes below zero): a call that failed does not use up the budget.
 */
export async function refundAiRequest(
  deps: Pick<AnalysisDeps, "db">,
  userId: string,
  day: string,
): Promise<void> {
  await deps.db
    .updateTable("ai_usage")
    .set({ requests: sql<number>`ai_usage.requests - 1` })
    .where("user_id", "=", userId)
    .where("day", "=", day)
    .where("requests", ">", 0)
    .execute();
}
