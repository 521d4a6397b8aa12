import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from "kysely";
import { isWriteQuery } from "./is-write-query.ts";

/** One use of a connection: whether it ran a statement that may have changed rows. */
class WatchedConnection implements DatabaseConnection {
  wrote = false;

  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.wrote && isWriteQuery(query.sql)) this.wrote = true;
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.wrote && isWriteQuery(query.sql)) this.wrote = true;
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;

/**
 * The dialect with its driver watched: `onWrite` runs each time a connection that ran a statement
 * that may have changed rows (isWriteQuery) is handed back — after its transaction, if any,
 * committed or rolled back — so whatever this process read before then may be out of date.
 */
export function watchWrites(dialect: Dialect, onWrite: () => void): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => watchDriver(dialect.createDriver(), onWrite),
  };
}

function watchDriver(driver: Driver, onWrite: () => void): Driver {
  const watched: Driver = {
    init: () => driver.init(),
    destroy: () => driver.destroy(),
    acquireConnection: async () => new WatchedConnection(await driver.acquireConnection()),
    beginTransaction: (connection, settings: TransactionSettings) =>
      driver.beginTransaction(innerOf(connection), settings),
    commitTransaction: (connection) => driver.commitTransaction(innerOf(connection)),
    rollbackTransaction: (connection) => driver.rollbackTransaction(innerOf(connection)),
    async releaseConnection(connection) {
      await driver.releaseConnection(innerOf(connection));
      if ((connection as WatchedConnection).wrote) onWrite();
    },
  };
  // Kysely offers savepoints only when the driver has them.
  if (driver.savepoint) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
    watched.savepoint = (connection, name, compile) =>
      savepoint.call(driver, innerOf(connection), name, compile);
    if (rollbackToSavepoint) {
      watched.rollbackToSavepoint = (connection, name, compile) =>
        rollbackToSavepoint.call(driver, innerOf(connection), name, compile);
    }
    if (releaseSavepoint) {
      watched.releaseSavepoint = (connection, name, compile) =>
        releaseSavepoint.call(driver, innerOf(connection), name, compile);
    }
  }
  return watched;
}
