import type { MailOutboxEntry } from "@contract-platform/api";
import type { AuthDeps } from "../auth/auth-runtime.ts";

/** The mail outbox (account mail, with or without SMTP), newest first, optionally by status. */
export async function listMailOutbox(
  deps: Pick<AuthDeps, "db">,
  input: { status?: MailOutboxEntry["status"]; limit: number },
): Promise<MailOutboxEntry[]> {
  let query = deps.db.selectFrom("mail_outbox").selectAll();
  if (input.status) query = query.where("status", "=", input.status);
  const rows = await query.orderBy("created_at", "desc").limit(input.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    status: row.status,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  }));
}
