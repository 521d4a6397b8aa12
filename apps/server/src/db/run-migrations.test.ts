import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations, runMigrations } from "./run-migrations.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

describe("runMigrations", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it("applies every migration once, in order, and records it", async () => {
    const names = listMigrations().map((migration) => migration.name);
    expect(names[0]).toBe("0001_foundation.sql");
    expect(await runMigrations(database.db)).toEqual(names);
    expect(await runMigrations(database.db)).toEqual([]);
    const recorded = await database.db
      .selectFrom("schema_migrations")
      .select("name")
      .orderBy("name")
      .execute();
    expect(recorded.map((row) => row.name)).toEqual(names);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(database.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["contract_metrics", "contracts", "error_logs", "jobs"]),
    );
  });

  it("rolls a failing migration back completely and reports its name", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cp-migrations-"));
    writeFileSync(join(dir, "0001_ok.sql"), "create table mig_ok (id int);");
    writeFileSync(
      join(dir, "0002_broken.sql"),
      "create table mig_half (id int);\ninsert into mig_missing values (1);",
    );
    await expect(runMigrations(database.db, dir)).rejects.toThrow(/0002_broken\.sql failed/);
    const half = await sql<{ exists: boolean }>`
      select to_regclass('mig_half') is not null as exists`.execute(database.db);
    expect(half.rows[0].exists).toBe(false);
    const ok = await sql<{ exists: boolean }>`
      select to_regclass('mig_ok') is not null as exists`.execute(database.db);
    expect(ok.rows[0].exists).toBe(true);
    const recorded = await database.db
      .selectFrom("schema_migrations")
      .select("name")
      .where("name", "in", ["0001_ok.sql", "0002_broken.sql"])
      .execute();
    expect(recorded.map((row) => row.name)).toEqual(["0001_ok.sql"]);
  });

  it("refuses badly named files", () => {
    const dir = mkdtempSync(join(tmpdir(), "cp-migrations-"));
    writeFileSync(join(dir, "init.sql"), "select 1;");
    expect(() => listMigrations(dir)).toThrow(/must look like 0001_name\.sql: init\.sql/);
  });
});
