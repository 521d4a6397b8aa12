import { authError } from "./auth-error.ts";
import type { AuthDeps } from "./auth-runtime.ts";
import { hashToken } from "./hash-token.ts";

/** Uses a confirmation token once: marks the address confirmed if it is still the user's. */
export async function confirmEmail(
  deps: Pick<AuthDeps, "db" | "clock">,
  token: string,
): Promise<{ userId: string }> {
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("email_confirmations")
      .set({ used_at: now })
      .where("token_hash", "=", hashToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning(["user_id", "email"])
      .executeTakeFirst();
    if (!used) return null;
    const confirmed = await trx
      .updateTable("users")
      .set({ email_confirmed_at: now, updated_at: now })
      .where("id", "=", used.user_id)
      .where("email", "=", used.email)
      .returning("id")
      .executeTakeFirst();
    return confirmed ? { userId: confirmed.id } : null;
  });
  if (!result) throw authError(400, "invalid_token", "Confirmation link is invalid or has expired");
  return result;
}
