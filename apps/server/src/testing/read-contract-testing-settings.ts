import { DEFAULT_TESTING_SETTINGS, type TestingSettings } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import { parseTestingSettings } from "./parse-testing-settings.ts";
import { readDefaultTestingSettings } from "./read-default-testing-settings.ts";

/** What applies to one contract: its own settings, else its owner's default. */
export async function readContractTestingSettings(
  db: Db,
  contract: { id: string; user_id: string | null },
): Promise<{ settings: TestingSettings; custom: boolean }> {
  const own = await db
    .selectFrom("testing_settings")
    .select("settings")
    .where("contract_id", "=", contract.id)
    .executeTakeFirst();
  if (own) return { settings: parseTestingSettings(own.settings), custom: true };
  const settings = contract.user_id
    ? await readDefaultTestingSettings(db, contract.user_id)
    : DEFAULT_TESTING_SETTINGS;
  return { settings, custom: false };
}
