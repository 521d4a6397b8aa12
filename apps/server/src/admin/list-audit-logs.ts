import {
  type AuditLogEntry,
  type ListAuditLogsQuery,
  listAuditLogsQuerySchema,
} from "@contract-platform/api";
import { sql } from "kysely";
import type { AuthDeps } from "../auth/auth-runtime.ts";

/**
 * The security audit log, newest first, filtered by the user it concerns (id or part of the
 * e-mail), event type, the admin or moderator who acted (event_data.actorId) and a time range;
 * paged with a cursor (the last entry's time and id). Also every event type recorded, for the filter.
 */
export async function listAuditLogs(
  deps: Pick<AuthDeps, "db">,
  input: ListAuditLogsQuery,
): Promise<{ auditLogs: AuditLogEntry[]; eventTypes: string[]; nextCursor: string | null }> {
  const query = listAuditLogsQuerySchema.parse(input);
  let select = deps.db
    .selectFrom("security_audit_logs as a")
    .leftJoin("users as u", "u.id", "a.user_id")
    .leftJoin("users as actor", (join) =>
      join.on(
        sql`actor.id::text`,
        "=",
        sql`coalesce(a.event_data->>'actorId', a.event_data->>'actor')`,
      ),
    )
    .select("actor.email as actor_email")
    .select([
      "a.id",
      "a.user_id",
      "u.email",
      "a.event_type",
      "a.event_data",
      "a.ip_address",
      "a.user_agent",
      "a.created_at",
    ]);
  if (query.userId) select = select.where("a.user_id", "=", query.userId);
  if (query.email) {
    const pattern = `%${query.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where(sql`lower(u.email)`, "like", pattern);
  }
  if (query.eventType) select = select.where("a.event_type", "=", query.eventType);
  if (query.actorId) {
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`a.event_data->>'actorId'`, "=", query.actorId as string),
        eb(sql<string>`a.event_data->>'actor'`, "=", query.actorId as string),
      ]),
    );
  }
  if (query.since) select = select.where("a.created_at", ">=", new Date(query.since));
  if (query.until) select = select.where("a.created_at", "<=", new Date(query.until));
  if (query.cursor) {
    // Pages follow the order (created_at desc, id): the next one starts after the cursor's row.
    const [at, id] = query.cursor.split("|");
    const time = new Date(at);
    if (!Number.isNaN(time.getTime())) {
      select = select.where((eb) =>
        eb.or([
          eb("a.created_at", "<", time),
          eb.and([eb("a.created_at", "=", time), eb("a.id", ">", id)]),
        ]),
      );
    }
  }
  const rows = await select
    .orderBy("a.created_at", "desc")
    .orderBy("a.id")
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const types = await deps.db
    .selectFrom("security_audit_logs")
    .select("event_type")
    .distinct()
    .orderBy("event_type")
    .execute();
  return {
    auditLogs: page.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userEmail: row.email,
      actorEmail: row.actor_email,
      eventType: row.event_type,
      eventData: row.event_data ?? {},
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    eventTypes: types.map((row) => row.event_type),
    nextCursor:
      rows.length > query.limit
        ? `${new Date(page[page.length - 1].created_at).toISOString()}|${page[page.length - 1].id}`
        : null,
  };
}
