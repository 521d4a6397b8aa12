import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createManualClock } from "../clock/manual-clock.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createLogger } from "../logger/create-logger.ts";
import { recordAuthEvent } from "./record-auth-event.ts";

describe("recordAuthEvent", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps at most 1000 events and none older than 7 days", async () => {
    const clock = createManualClock(new Date("2026-03-10T00:00:00.000Z"));
    const deps = { db: database.db, clock, logger: createLogger({ level: "silent" }) };
    const rows = Array.from({ length: 1010 }, (_, i) => ({
      type: "signin" as const,
      provider_id: "contract-platform",
      success: true,
      duration: i,
      metadata: "{}",
      created_at: new Date(clock.now().getTime() - (i < 10 ? 8 : 1) * 24 * 3_600_000),
    }));
    await database.db.insertInto("auth_events").values(rows).execute();
    await recordAuthEvent(deps, { type: "signup", success: false, duration: 5, errorCode: "x" });
    const left = await database.db
      .selectFrom("auth_events")
      .select(["type", "created_at"])
      .execute();
    expect(left).toHaveLength(1000);
    expect(left.some((row) => row.type === "signup")).toBe(true);
    const oldest = Math.min(...left.map((row) => new Date(row.created_at).getTime()));
    expect(clock.now().getTime() - oldest).toBeLessThan(7 * 24 * 3_600_000);
  });
});
