import type { NotificationList } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";

/** The caller's latest notifications (newest first) and how many are unread. */
export async function listNotifications(
  deps: { db: Db },
  userId: string,
  limit = 50,
): Promise<NotificationList> {
  const rows = await deps.db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const { unread } = await deps.db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string>().as("unread"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return {
    unread: Number(unread),
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      severity: row.severity,
      title: row.title,
      body: row.body,
      link: row.link,
      contractId: row.contract_id,
      readAt: row.read_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
