import type { TestingSettingsOverview } from "@contract-platform/api";
import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { parseTestingSettings } from "./parse-testing-settings.ts";
import { readDefaultTestingSettings } from "./read-default-testing-settings.ts";

/** The caller's default and, for each of their contracts, the settings that apply to it. */
export async function getTestingSettingsOverview(
  deps: { db: Db },
  caller: Caller,
): Promise<TestingSettingsOverview> {
  const fallback = await readDefaultTestingSettings(deps.db, caller.userId);
  const rows = await deps.db
    .selectFrom("contracts")
    .leftJoin("testing_settings", "testing_settings.contract_id", "contracts.id")
    .select(["contracts.id", "contracts.name", "contracts.status", "testing_settings.settings"])
    .where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`)
    .where("contracts.language", "=", "solidity")
    .orderBy("contracts.name")
    .orderBy("contracts.created_at")
    .execute();
  return {
    default: fallback,
    contracts: rows.map((row) => ({
      contractId: row.id,
      contractName: row.name,
      status: row.status,
      custom: row.settings !== null,
      settings: row.settings === null ? fallback : parseTestingSettings(row.settings),
    })),
  };
}
