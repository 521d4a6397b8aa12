import { type ContractStatus, workflowSteps } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";

const rank = (status: string) => (workflowSteps as readonly string[]).indexOf(status);

/**
 * Moves a contract on to `status` (test-deployed, finalized, verified) unless it is already
 * further along: a testnet deployment never takes a finalized contract back.
 */
export async function advanceContractStatus(
  db: Db,
  contractId: string,
  status: ContractStatus,
  now: Date,
): Promise<void> {
  const contract = await db
    .selectFrom("contracts")
    .select("status")
    .where("id", "=", contractId)
    .executeTakeFirst();
  if (!contract || rank(contract.status) >= rank(status)) return;
  await db
    .updateTable("contracts")
    .set({ status, updated_at: now, last_activity_at: now })
    .where("id", "=", contractId)
    .execute();
}
