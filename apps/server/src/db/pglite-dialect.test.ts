import { PGlite } from "@electric-sql/pglite";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGliteDialect } from "./pglite-dialect.ts";

interface TestDb {
  items: { id: number; label: string; data: unknown; at: Date };
}

describe("PGliteDialect", () => {
  let client: PGlite;
  let db: Kysely<TestDb>;
  beforeAll(async () => {
    client = new PGlite();
    db = new Kysely<TestDb>({ dialect: new PGliteDialect(client) });
    await sql`create table items (id int primary key, label text not null, data jsonb, at timestamptz)`.execute(
      db,
    );
  });
  afterAll(async () => {
    await db.destroy();
    await client.close();
  });

  it("runs parameterised queries and parses types", async () => {
    const at = new Date("2026-02-03T04:05:06.000Z");
    const inserted = await db
      .insertInto("items")
      .values({ id: 1, label: "one", data: JSON.stringify({ a: [1, 2] }), at })
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(1n);
    const row = await db
      .selectFrom("items")
      .selectAll()
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 1, label: "one", data: { a: [1, 2] }, at });
    const updated = await db
      .updateTable("items")
      .set({ label: "uno" })
      .where("id", ">", 0)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("commits and rolls back transactions, including savepoints", async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("items")
        .values({ id: 2, label: "two", data: null, at: null as never })
        .execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto("items")
          .values({ id: 3, label: "three", data: null, at: null as never })
          .execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const trx = await db.startTransaction().execute();
    await trx
      .insertInto("items")
      .values({ id: 4, label: "four", data: null, at: null as never })
      .execute();
    const withSavepoint = await trx.savepoint("before_five").execute();
    await withSavepoint
      .insertInto("items")
      .values({ id: 5, label: "five", data: null, at: null as never })
      .execute();
    await withSavepoint.rollbackToSavepoint("before_five").execute();
    await trx.commit().execute();
    const ids = await db.selectFrom("items").select("id").orderBy("id").execute();
    expect(ids.map((row) => row.id)).toEqual([1, 2, 4]);
  });

  it("keeps other queries out of an open transaction until it ends", async () => {
    const order: string[] = [];
    const trx = await db.startTransaction().execute();
    await trx
      .insertInto("items")
      .values({ id: 6, label: "six", data: null, at: null as never })
      .execute();
    const outside = db
      .selectFrom("items")
      .select("id")
      .where("id", "=", 6)
      .execute()
      .then((rows) => {
        order.push(`outside saw ${rows.length}`);
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push("rollback");
    await trx.rollback().execute();
    await outside;
    expect(order).toEqual(["rollback", "outside saw 0"]);
  });

  it("lets the event loop turn between queued queries, so queries never hold it back to back", async () => {
    // Fifty queries queued at once on the one session. Run back to back in one chain of promise
    // callbacks, they would keep the event loop from timers and sockets until the last is done:
    // under load that held a server's every other request for a second and more.
    let done = 0;
    const queries = Array.from({ length: 50 }, () =>
      sql`select 1`.execute(db).then(() => {
        done++;
      }),
    );
    const doneAtNextTurn = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(done)),
    );
    expect(doneAtNextTurn).toBeLessThan(5);
    await Promise.all(queries);
    expect(done).toBe(50);
  });

  it("runs several statements in one unparameterised text", async () => {
    await sql.raw("create table multi_a (x int); create table multi_b (y int);").execute(db);
    const result = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_tables where tablename like 'multi_%'`.execute(db);
    expect(result.rows[0].n).toBe(2);
  });
});
