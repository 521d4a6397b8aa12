import type { TestingSettings } from "@contract-platform/api";
import type { Caller } from "../contracts/contract-deps.ts";
import { normaliseTestingSettings } from "./normalise-testing-settings.ts";
import type { TestingDeps } from "./testing-deps.ts";

/** Sets the caller's default for contracts without settings of their own. */
export async function saveDefaultTestingSettings(
  deps: Pick<TestingDeps, "db" | "clock">,
  caller: Caller,
  settings: TestingSettings,
): Promise<TestingSettings> {
  const value = normaliseTestingSettings(settings);
  const now = deps.clock.now();
  const json = JSON.stringify(value);
  await deps.db
    .insertInto("testing_settings")
    .values({ user_id: caller.userId, contract_id: null, settings: json, updated_at: now })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .where("contract_id", "is", null)
        .doUpdateSet({ settings: json, updated_at: now }),
    )
    .execute();
  return value;
}
