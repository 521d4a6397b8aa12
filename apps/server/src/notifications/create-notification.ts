import type { Db } from "../db/create-database.ts";

export interface NewNotification {
  userId: string;
  kind: string;
  severity?: "info" | "warning" | "critical";
  title: string;
  body?: string;
  link?: string | null;
  contractId?: string | null;
}

/** Adds a notification to a user's bell; the table trigger tells their open event streams. */
export async function createNotification(
  deps: { db: Db; clock: { now(): Date } },
  item: NewNotification,
) {
  return deps.db
    .insertInto("notifications")
    .values({
      user_id: item.userId,
      kind: item.kind,
      severity: item.severity ?? "info",
      title: item.title,
      body: item.body ?? "",
      link: item.link ?? null,
      contract_id: item.contractId ?? null,
      created_at: deps.clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
