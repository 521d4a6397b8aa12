import type { Role } from "@contract-platform/api";
import { sql } from "kysely";
import type { RequestOrigin } from "../auth/auth-runtime.ts";
import { recordAuditLog } from "../auth/record-audit-log.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";

/** A moderator's or admin's reads of one contract are recorded at most once per hour. */
export const VIEW_AUDIT_INTERVAL_MS = 60 * 60_000;

/**
 * Writes a security_audit_logs entry for a moderator or admin acting on someone else's contract
 * (spec §6 manage_contracts): `contract_managed` for every change, `contract_viewed` for reads
 * (once per actor, contract and hour, since pages poll). The entry belongs to the owner, so their
 * audit trail shows who opened their contract; `actorId` names who did.
 */
export async function recordContractAccess(
  deps: { db: Db; clock: Clock },
  input: {
    contract: { id: string; userId: string; name: string };
    actor: { userId: string; role: Role };
    action: string;
    changes: boolean;
    origin: RequestOrigin;
  },
): Promise<void> {
  const now = deps.clock.now();
  const eventType = input.changes ? "contract_managed" : "contract_viewed";
  if (!input.changes) {
    const recent = await deps.db
      .selectFrom("security_audit_logs")
      .select("id")
      .where("event_type", "=", "contract_viewed")
      .where("created_at", ">", new Date(now.getTime() - VIEW_AUDIT_INTERVAL_MS))
      .where(sql<string>`event_data->>'actorId'`, "=", input.actor.userId)
      .where(sql<string>`event_data->>'contractId'`, "=", input.contract.id)
      .executeTakeFirst();
    if (recent) return;
  }
  await recordAuditLog(deps.db, {
    userId: input.contract.userId,
    eventType,
    eventData: {
      contractId: input.contract.id,
      contractName: input.contract.name,
      ownerId: input.contract.userId,
      actorId: input.actor.userId,
      actorRole: input.actor.role,
      action: input.action,
    },
    origin: input.origin,
    at: now,
  });
}
