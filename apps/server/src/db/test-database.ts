import { randomUUID } from "node:crypto";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "./create-database.ts";
import { runMigrations } from "./run-migrations.ts";

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
  if (!serverUrl) {
    const handle = await createDatabase({ kind: "pglite" });
    if (migrate) await runMigrations(handle.db);
    return handle;
  }
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
