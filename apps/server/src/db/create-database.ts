import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { statementNameOf } from "./named-statement.ts";
import { PGliteDialect } from "./pglite-dialect.ts";
import type { Database } from "./schema.ts";
import { watchWrites } from "./watch-writes.ts";

export type Db = Kysely<Database>;

/** An open database: the Kysely query layer plus LISTEN, which needs a session of its own. */
export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Db;
  /** Subscribes to a NOTIFY channel; resolves once listening; returns the unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Whether LISTEN's connection is up, so no notification is being missed (always on PGlite). */
  isListening(): boolean;
  /**
   * Calls `listener` when LISTEN's connection is lost: notifications sent until it is back (see
   * isListening) are missed. Returns the unsubscribe.
   */
  onListenGap(listener: () => void): () => void;
  /**
   * Calls `listener` each time this process hands back a connection that ran a statement that
   * may have changed rows, after its transaction ended (watchWrites). Returns the unsubscribe.
   */
  onWrite(listener: () => void): () => void;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball (for loadDataDir). */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | {
      kind: "postgres";
      connectionString: string;
      maxConnections?: number;
      /** How often LISTEN's connection is checked with a query (default 10 s); see createPostgresListener. */
      listenerHeartbeatMs?: number;
    };

/**
 * Opens PGlite (in `dataDir`, or in memory without one; `loadDataDir` starts from a dumped data
 * directory instead of running initdb) or a PostgreSQL pool.
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "pglite"
    ? openPGlite(options.dataDir, options.loadDataDir)
    : openPostgres(
        options.connectionString,
        options.maxConnections ?? 10,
        options.listenerHeartbeatMs ?? 10_000,
      );
}

/** A set of callbacks, each called in turn; one that throws does not stop the others. */
function callbacks() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    call() {
      for (const listener of listeners) {
        try {
          listener();
        } catch {
          // A listener's failure is its own; the write or the lost connection stays reported.
        }
      }
    },
  };
}

async function openPGlite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const client = new PGlite({ dataDir, loadDataDir });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const writes = callbacks();
  const db = new Kysely<Database>({
    dialect: watchWrites(new PGliteDialect(client), writes.call),
  });
  return {
    kind: "pglite",
    db,
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // Notifications come from the same in-process session: none can be missed.
    isListening: () => !client.closed,
    onListenGap: () => () => {},
    onWrite: writes.add,
    async close() {
      await db.destroy();
      if (!client.closed) await client.close();
      unlock();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/**
 * PGlite keeps its files to itself: two processes on one data directory would corrupt it, and the
 * job runner relies on being its only user. A lock file beside the directory (`<dataDir>.lock`,
 * holding the pid) refuses a second user and is taken over when its process is gone.
 */
function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(path, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new Error(
          `The database in ${dataDir} is in use by another server (process ${pid}). Stop it, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A pg client that runs queries marked by namedStatement as named prepared statements (parsed and
 * planned once per connection); every other query as before. Kysely calls query(text, values).
 */
class NamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them on.
  override query(...args: any[]): any {
    const [text, values] = args;
    const name = typeof text === "string" && args.length === 2 ? statementNameOf(text) : undefined;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return name ? super.query({ name, text, values }) : (super.query as any)(...args);
  }
}

async function openPostgres(
  connectionString: string,
  max: number,
  heartbeatMs: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max, Client: NamedStatementClient });
  // An idle connection that breaks (server restart, admin shutdown) is dropped by the pool and
  // replaced on the next query; without a listener the event would crash the process.
  pool.on("error", () => {});
  // Fail at start-up, with the server's message, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const writes = callbacks();
  const db = new Kysely<Database>({
    dialect: watchWrites(new PostgresDialect({ pool }), writes.call),
  });
  const listener = createPostgresListener(connectionString, heartbeatMs);
  return {
    kind: "postgres",
    db,
    listen: listener.listen,
    isListening: listener.isListening,
    onListenGap: listener.onGap,
    onWrite: writes.add,
    async close() {
      await listener.close();
      await db.destroy();
      // Kysely only ends the pool if it ever ran a query through it.
      if (!pool.ended) await pool.end();
    },
  };
}

/** How LISTEN's connection names itself to PostgreSQL (pg_stat_activity.application_name). */
export const LISTENER_APPLICATION_NAME = "contract-platform-listener";

/**
 * LISTEN on PostgreSQL needs one long-lived client outside the pool, shared by all channels. When
 * that connection breaks (server restart, network), it reconnects with growing pauses and LISTENs
 * again; notifications sent while it was away are lost, so clients reload state on reconnect.
 * A connection can also die without a word (a server that hangs, a network path that drops
 * packets): every `heartbeatMs` it runs `select 1`, and one that has not answered within another
 * `heartbeatMs` counts as lost.
 */
function createPostgresListener(connectionString: string, heartbeatMs: number) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retries = 0;
  const gaps = callbacks();
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const lost = (broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    connecting = undefined;
    broken.end().catch(() => {});
    gaps.call();
    if (!closed) scheduleReconnect();
  };

  const watchHeartbeat = (watched: pg.Client) => {
    const beat = setInterval(() => {
      if (client !== watched) {
        clearInterval(beat);
        return;
      }
      const deadline = setTimeout(() => lost(watched), heartbeatMs);
      deadline.unref();
      watched.query("select 1").then(
        () => clearTimeout(deadline),
        () => {
          clearTimeout(deadline);
          lost(watched);
        },
      );
    }, heartbeatMs);
    beat.unref();
  };

  const scheduleReconnect = () => {
    if (retryTimer || closed) return;
    const delay = Math.min(100 * 2 ** retries, 5000);
    retries++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, delay);
    retryTimer.unref();
  };

  const connect = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      next.on("error", () => lost(next));
      next.on("end", () => lost(next));
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`listen ${quote(channel)}`);
      } catch (error) {
        connecting = undefined;
        next.end().catch(() => {});
        throw error;
      }
      client = next;
      retries = 0;
      watchHeartbeat(next);
      return next;
    })();
    return connecting;
  };

  return {
    isListening: () => client !== undefined,
    onGap: gaps.add,
    async listen(channel: string, onPayload: (payload: string) => void) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const active = await connect();
        // A connection made just now already listens to every channel in `handlers`.
        await active.query(`listen ${quote(channel)}`);
      } else {
        await connect();
      }
      set.add(onPayload);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(onPayload);
        if (current.size === 0) {
          handlers.delete(channel);
          if (client) await client.query(`unlisten ${quote(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      const active = client;
      client = undefined;
      connecting = undefined;
      if (active) await active.end().catch(() => {});
    },
  };
}
