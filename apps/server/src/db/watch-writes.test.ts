import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

// watchWrites (through createDatabase): what this process read may be out of date from the
// moment a connection that wrote is handed back — after its transaction ended, never before.
describe("onWrite", () => {
  let database: TestDatabase;
  let db: Kysely<{ watched: { id: number; note: string } }>;
  let writes = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    database.onWrite(() => writes++);
    db = database.db as unknown as typeof db;
    await sql`create table watched (id int primary key, note text)`.execute(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is not called for reads, once per statement that may change rows", async () => {
    writes = 0;
    await db.selectFrom("watched").selectAll().execute();
    await sql`select count(*) from watched`.execute(db);
    expect(writes).toBe(0);
    await db.insertInto("watched").values({ id: 1, note: "a" }).execute();
    expect(writes).toBe(1);
    await db.updateTable("watched").set({ note: "b" }).execute();
    await db.deleteFrom("watched").where("id", "=", 2).execute();
    expect(writes).toBe(3);
  });

  it("is called once a transaction that wrote ended, committed or not, and not inside it", async () => {
    writes = 0;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("watched").values({ id: 10, note: "in" }).execute();
      await trx.selectFrom("watched").selectAll().execute();
      expect(writes).toBe(0);
    });
    expect(writes).toBe(1);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("watched").set({ note: "rolled back" }).execute();
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(writes).toBe(2);
    await db.transaction().execute((trx) => trx.selectFrom("watched").selectAll().execute());
    expect(writes).toBe(2);
  });
});
