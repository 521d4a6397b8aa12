import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCallerQuery } from "../auth/authenticate-request.ts";
import { findSessionCaller } from "../auth/find-session-caller.ts";
import { markStatement, statementNameOf } from "./named-statement.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

describe("preparedQuery", () => {
  let database: TestDatabase;
  const now = new Date("2026-03-01T12:00:00Z");
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const sessions: Record<string, { sessionId: string; userId: string }> = {};
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const user = async (email: string, lockedAt: Date | null) =>
      (
        await db
          .insertInto("users")
          .values({
            email,
            password_hash: "x",
            created_at: now,
            updated_at: now,
            locked_at: lockedAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const active = await user("active@example.com", null);
    const locked = await user("locked@example.com", at(-1));
    const session = async (label: string, userId: string, isActive: boolean, expiresAt: Date) => {
      const { id } = await db
        .insertInto("user_sessions")
        .values({
          user_id: userId,
          session_token: label,
          salt: "s",
          is_active: isActive,
          last_verified_at: now,
          created_at: now,
          last_refreshed_at: now,
          expires_at: expiresAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      sessions[label] = { sessionId: id, userId };
    };
    await session("active", active, true, at(1));
    await session("ended", active, false, at(1));
    await session("expired", active, true, at(0));
    await session("locked", locked, true, at(1));
    sessions["other user"] = { sessionId: sessions.active.sessionId, userId: locked };
  });
  afterAll(async () => {
    await database.close();
  });

  it("finds the session's caller exactly as the query built with the values does", async () => {
    const { db } = database;
    const found: string[] = [];
    for (const round of [1, 2, 3, 4, 5, 6, 7]) {
      for (const [label, key] of Object.entries(sessions)) {
        const session = { ...key, now };
        const prepared = await findSessionCaller(db, session);
        const direct = await sessionCallerQuery(db, session).executeTakeFirst();
        expect(prepared, `${label}, round ${round}`).toEqual(direct);
        if (prepared && round === 1) found.push(label);
      }
    }
    expect(found).toEqual(["active"]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "runs as a named prepared statement on PostgreSQL",
    async () => {
      const statements = await database.db.connection().execute(async (connection) => {
        await findSessionCaller(connection, { ...sessions.active, now });
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(connection);
        return rows;
      });
      expect(statements).toContainEqual({
        name: "session_caller",
        statement: expect.stringMatching(/^\/\* statement session_caller \*\/ select /),
      });
    },
  );

  it("marks statements by name and reads the mark back", () => {
    const text = markStatement("contracts_list_own_updatedat_desc", "select 1");
    expect(statementNameOf(text)).toBe("contracts_list_own_updatedat_desc");
    expect(statementNameOf("select 1")).toBeUndefined();
    expect(statementNameOf("/* statement x */select 1")).toBeUndefined();
    expect(() => markStatement("Bad-Name", "select 1")).toThrow("Not a statement name");
  });
});
