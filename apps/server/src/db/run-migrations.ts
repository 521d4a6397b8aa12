import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { Db } from "./create-database.ts";

export const migrationsDir = fileURLToPath(new URL("../../migrations", import.meta.url));

const migrationFile = /^(\d{4})_[a-z0-9_-]+\.sql$/;

/** Migration files (NNNN_name.sql) in the order they apply. */
export function listMigrations(dir: string = migrationsDir): { name: string; path: string }[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const seen = new Set<string>();
  for (const name of names) {
    const match = migrationFile.exec(name);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${name}`);
    if (seen.has(match[1])) throw new Error(`Two migrations share the number ${match[1]}`);
    seen.add(match[1]);
  }
  return names.map((name) => ({ name, path: join(dir, name) }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction under
 * an advisory lock so that several instances starting together apply each file once.
 * Returns the names applied now.
 */
export async function runMigrations(db: Db, dir: string = migrationsDir): Promise<string[]> {
  await sql`
    create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(db);
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    const text = readFileSync(migration.path, "utf8");
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7346001)`.execute(trx);
      const done = await trx
        .selectFrom("schema_migrations")
        .select("name")
        .where("name", "=", migration.name)
        .executeTakeFirst();
      if (done) return false;
      try {
        await sql.raw(text).execute(trx);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await trx.insertInto("schema_migrations").values({ name: migration.name }).execute();
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
