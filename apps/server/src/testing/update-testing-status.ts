import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { evaluateTestingGates } from "./evaluate-testing-gates.ts";
import { nextTestingStatus } from "./next-testing-status.ts";

/**
 * Re-reads the gates of the contract's current version and moves its status accordingly (after a
 * run, an analysis, a change of settings). Returns the new status when it changed.
 */
export async function updateTestingStatus(
  deps: { db: Db; clock: Clock },
  contractId: string,
): Promise<string | null> {
  const contract = await deps.db
    .selectFrom("contracts")
    .selectAll()
    .where("id", "=", contractId)
    .executeTakeFirst();
  if (!contract) return null;
  const gates = await evaluateTestingGates(deps.db, contract);
  const analysed = Boolean(
    await deps.db
      .selectFrom("analyses")
      .select("id")
      .where("contract_id", "=", contract.id)
      .executeTakeFirst(),
  );
  const next = nextTestingStatus(contract.status, gates, analysed);
  if (!next) return null;
  const now = deps.clock.now();
  await deps.db
    .updateTable("contracts")
    .set({ status: next, updated_at: now, last_activity_at: now })
    .where("id", "=", contract.id)
    .where("status", "=", contract.status)
    .execute();
  return next;
}
