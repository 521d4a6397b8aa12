import { sql } from "kysely";
import { HttpError } from "../http/http-error.ts";
import type { AnalysisDeps } from "./analysis-deps.ts";

/**
 * Counts one AI request against the user's budget for `day` before it is made, in one atomic
 * upsert that stops at the limit, so parallel requests cannot overspend. 429 when it is used up.
 */
export async function reserveAiRequest(
  deps: Pick<AnalysisDeps, "db">,
  userId: string,
  day: string,
  dailyRequests: number,
): Promise<void> {
  const counted = await deps.db
    .insertInto("ai_usage")
    .values({ user_id: userId, day, requests: 1 })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "day"])
        .doUpdateSet({ requests: sql<number>`ai_usage.requests + 1` })
        .where("ai_usage.requests", "<", dailyRequests),
    )
    .returning("requests")
    .executeTakeFirst();
  if (!counted || counted.requests > dailyRequests) {
    throw new HttpError(
      429,
      "ai_budget_exceeded",
      `Daily AI budget reached (${dailyRequests} requests a day); it resets at midnight UTC`,
    );
  }
}
