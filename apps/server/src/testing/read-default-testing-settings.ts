import { DEFAULT_TESTING_SETTINGS, type TestingSettings } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import { parseTestingSettings } from "./parse-testing-settings.ts";

/** The user's default for contracts without settings of their own. */
export async function readDefaultTestingSettings(db: Db, userId: string): Promise<TestingSettings> {
  const row = await db
    .selectFrom("testing_settings")
    .select("settings")
    .where("user_id", "=", sql<string>`${userId}::uuid`)
    .where("contract_id", "is", null)
    .executeTakeFirst();
  return row ? parseTestingSettings(row.settings) : DEFAULT_TESTING_SETTINGS;
}
