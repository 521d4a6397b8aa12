import type { AuthDeps } from "./auth-runtime.ts";

/**
 * Every message is written to mail_outbox (which admins can read) and logged. With a mail
 * transport configured it is also sent, and the row says whether that worked.
 */
export async function sendMail(
  deps: Pick<AuthDeps, "db" | "clock" | "logger" | "auth">,
  message: { to: string; subject: string; text: string },
): Promise<void> {
  const now = deps.clock.now();
  const row = await deps.db
    .insertInto("mail_outbox")
    .values({
      to_address: message.to,
      subject: message.subject,
      body: message.text,
      status: "outbox",
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  deps.logger.info({ to: message.to, subject: message.subject, outboxId: row.id }, "mail queued");
  const mailer = deps.auth.mailer;
  if (!mailer) return;
  try {
    await mailer.send({ from: deps.auth.mailFrom, ...message });
    await deps.db
      .updateTable("mail_outbox")
      .set({ status: "sent", sent_at: deps.clock.now() })
      .where("id", "=", row.id)
      .execute();
  } catch (error) {
    deps.logger.error({ err: error, outboxId: row.id }, "mail transport failed");
    await deps.db
      .updateTable("mail_outbox")
      .set({ status: "failed", error: (error as Error).message })
      .where("id", "=", row.id)
      .execute();
  }
}
