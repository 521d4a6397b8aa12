import type { MarkNotificationsRead } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";

/** Marks the caller's own notifications read (others' ids are ignored); returns how many changed. */
export async function markNotificationsRead(
  deps: { db: Db; clock: { now(): Date } },
  userId: string,
  request: MarkNotificationsRead,
): Promise<number> {
  let query = deps.db
    .updateTable("notifications")
    .set({ read_at: deps.clock.now() })
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if ("ids" in request) query = query.where("id", "in", request.ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
