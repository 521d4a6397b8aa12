import type { Db } from "../db/create-database.ts";
import type { RequestOrigin } from "./auth-runtime.ts";

/** Inserts into security_audit_logs (spec §7): user_id, event_type, event_data, ip, user agent. */
export async function recordAuditLog(
  db: Db,
  entry: {
    userId: string | null;
    eventType: string;
    eventData?: Record<string, unknown>;
    origin: RequestOrigin;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto("security_audit_logs")
    .values({
      user_id: entry.userId,
      event_type: entry.eventType,
      event_data: JSON.stringify(entry.eventData ?? {}),
      ip_address: entry.origin.ipAddress,
      user_agent: entry.origin.userAgent,
      created_at: entry.at,
    })
    .execute();
}
