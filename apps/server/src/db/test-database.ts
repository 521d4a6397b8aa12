import { createHash, randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "./create-database.ts";
import { listMigrations, runMigrations } from "./run-migrations.ts";

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of the fresh PostgreSQL database, when running on PostgreSQL. */
  connectionString?: string;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — when TEST_DATABASE_URL is
 * set — a new database created on that PostgreSQL server and dropped again by close().
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const migrate = options.migrate ?? true;
  if (!serverUrl) return openPGliteFromTemplate(migrate);
  const name = `cp_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const connectionString = withDatabase(serverUrl, name);
  const handle = await createDatabase({ kind: "postgres", connectionString, maxConnections: 4 });
  if (migrate) await runMigrations(handle.db);
  return {
    ...handle,
    connectionString,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // Let the closed pool's connections finish leaving before forcing out any stragglers.
        for (let i = 0; i < 100; i++) {
          const { rows } = await cleanup.query(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Replaces the database name of a postgres:// URL, keeping host, user and query (e.g. ?host=). */
function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * PGlite's initdb takes seconds, so the first test file to need a database dumps a migrated
 * data directory to the temp folder (keyed by the migrations' content) and the others load it.
 */
async function openPGliteFromTemplate(migrate: boolean): Promise<DatabaseHandle> {
  const hash = createHash("sha256").update(migrate ? "migrated" : "empty");
  if (migrate) {
    for (const migration of listMigrations()) {
      hash.update(migration.name).update(readFileSync(migration.path));
    }
  }
  const templatePath = join(tmpdir(), `cp-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(templatePath)) {
    return createDatabase({ kind: "pglite", loadDataDir: new Blob([readFileSync(templatePath)]) });
  }
  const handle = await createDatabase({ kind: "pglite" });
  if (migrate) await runMigrations(handle.db);
  const dump = await handle.dumpDataDir!();
  const partial = `${templatePath}.${randomUUID()}`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, templatePath);
  return handle;
}
