import type { TestingSettings } from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import { normaliseTestingSettings } from "./normalise-testing-settings.ts";
import type { TestingDeps } from "./testing-deps.ts";

/** Gives one contract settings of its own, or with null makes it follow the default again. */
export async function saveContractTestingSettings(
  deps: Pick<TestingDeps, "db" | "clock">,
  contract: ContractRow,
  settings: TestingSettings | null,
): Promise<void> {
  if (!contract.user_id) throw new HttpError(409, "no_owner", "The contract has no owner");
  if (settings === null) {
    await deps.db.deleteFrom("testing_settings").where("contract_id", "=", contract.id).execute();
    return;
  }
  const value = JSON.stringify(normaliseTestingSettings(settings));
  const now = deps.clock.now();
  await deps.db
    .insertInto("testing_settings")
    .values({
      user_id: contract.user_id,
      contract_id: contract.id,
      settings: value,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column("contract_id")
        .where("contract_id", "is not", null)
        .doUpdateSet({ settings: value, updated_at: now }),
    )
    .execute();
}
