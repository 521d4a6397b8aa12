import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/**
 * Kysely dialect for PGlite 0.5. PGlite is a single Postgres session, so the driver hands out its
 * one connection to one user at a time: a transaction started with BEGIN owns the session until
 * COMMIT/ROLLBACK, and other queries wait instead of slipping into it.
 */
export class PGliteDialect implements Dialect {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#client);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector accepts any database shape.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();

  constructor(client: PGlite) {
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#connection.release = release;
    return this.#connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    let statement = "begin";
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${quoteName(name)}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint "${quoteName(name)}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint "${quoteName(name)}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // The next query gets the session in a later turn of the event loop, not in this chain of
    // promise callbacks: PGlite runs a query synchronously, so a queue of them handed over
    // directly would run back to back and keep timers and sockets waiting until the last one is
    // done (under 100 connections, a second and more, during which the first requests of a
    // burst starved for seconds). One query at a time, the loop turns between them (ADR 104).
    setImmediate((connection as PGliteConnection).release);
  }

  async destroy(): Promise<void> {
    // The PGlite instance belongs to whoever created it; they close it.
  }
}

function quoteName(name: string): string {
  return name.replaceAll('"', '""');
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;
  release: () => void = () => {};

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Like node-postgres: without parameters use the simple protocol, which allows several
    // statements in one text (migrations); with parameters use the extended protocol.
    if (compiledQuery.parameters.length === 0) {
      const results = await this.#client.exec(compiledQuery.sql);
      const last = results.at(-1);
      return toQueryResult<R>(
        (last?.rows ?? []) as R[],
        last?.command,
        last?.rowCount ?? last?.affectedRows,
      );
    }
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return toQueryResult(result.rows, result.command, result.rowCount ?? result.affectedRows);
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite returns whole results; stream them as one chunk.
    yield await this.executeQuery<R>(compiledQuery);
  }
}

function toQueryResult<R>(
  rows: R[],
  command: string | undefined,
  count: number | undefined,
): QueryResult<R> {
  const changes =
    command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE";
  return { rows, numAffectedRows: changes ? BigInt(count ?? 0) : undefined };
}
