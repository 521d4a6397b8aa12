import { randomBytes } from "node:crypto";
import type { AuthDeps } from "./auth-runtime.ts";
import { hashToken } from "./hash-token.ts";
import { sendMail } from "./send-mail.ts";

const confirmationLifetimeMs = 24 * 60 * 60_000;

/** Creates a one-time confirmation token (kept hashed) and mails its link to the address. */
export async function sendEmailConfirmation(
  deps: Pick<AuthDeps, "db" | "clock" | "logger" | "auth">,
  input: { userId: string; email: string; siteOrigin: string; redirectTo: string },
): Promise<void> {
  const now = deps.clock.now();
  const token = randomBytes(32).toString("base64url");
  await deps.db
    .insertInto("email_confirmations")
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      email: input.email,
      expires_at: new Date(now.getTime() + confirmationLifetimeMs),
      created_at: now,
    })
    .execute();
  const link = new URL("/api/auth/confirm", input.siteOrigin);
  link.searchParams.set("token", token);
  link.searchParams.set("redirect_to", input.redirectTo);
  await sendMail(deps, {
    to: input.email,
    subject: "Confirm your Contract Platform account",
    text: `Confirm your e-mail address by opening this link within 24 hours:\n\n${link}\n\nIf you did not ask for this, ignore this message.`,
  });
}
