import { mkdtempSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, LISTENER_APPLICATION_NAME } from "./create-database.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe("DatabaseHandle.listen", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const notify = (channel: string, payload: string) =>
    sql`select pg_notify(${channel}, ${payload})`.execute(database.db);

  it("delivers notifications to every listener of a channel until it unsubscribes", async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen("ping", (payload) => first.push(payload));
    const stopSecond = await database.listen("ping", (payload) => second.push(payload));
    await notify("ping", "one");
    await notify("other", "ignored");
    await eventually(async () => first.length === 1 && second.length === 1, "both got one");
    await stopFirst();
    await notify("ping", "two");
    await eventually(async () => second.length === 2, "second got two");
    expect(first).toEqual(["one"]);
    expect(second).toEqual(["one", "two"]);
    await stopSecond();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, listens again after its connection is killed",
    async () => {
      const received: string[] = [];
      const stop = await database.listen("survivor", (payload) => received.push(payload));
      const killed = await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}
      `.execute(database.db);
      expect(killed.rows.length).toBe(1);
      await sql`select pg_terminate_backend(${killed.rows[0].pid})`.execute(database.db);
      let n = 0;
      await eventually(async () => {
        await notify("survivor", `after-${n++}`);
        return received.length > 0;
      }, "a notification after reconnecting");
      expect(received[0]).toMatch(/^after-\d+$/);
      await stop();
    },
  );
});

/**
 * A TCP stand-in for the path to PostgreSQL's local socket (`socketPath`) whose connections can be
 * frozen one by one: their sockets stay open but nothing passes either way, as on a network path
 * that drops packets.
 */
async function startFreezableProxy(socketPath: string) {
  const connections: { client: Socket; upstream: Socket }[] = [];
  const server = createServer((client) => {
    const upstream = connect(socketPath);
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
    connections.push({ client, upstream });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get accepted() {
      return connections.length;
    },
    freeze(index: number) {
      const { client, upstream } = connections[index];
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    },
    async close() {
      for (const { client, upstream } of connections) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("LISTEN's connection on PostgreSQL", () => {
  it("counts as lost when nothing comes back on it any more, and listens again", async () => {
    const base = await createTestDatabase();
    const url = new URL(base.connectionString as string);
    const socketDir = url.searchParams.get("host") ?? "/var/run/postgresql";
    const proxy = await startFreezableProxy(`${socketDir}/.s.PGSQL.${url.port || "5432"}`);
    const database = await createDatabase({
      kind: "postgres",
      connectionString: `postgresql://${url.username}@127.0.0.1:${proxy.port}${url.pathname}`,
      maxConnections: 2,
      listenerHeartbeatMs: 200,
    });
    try {
      const received: string[] = [];
      const before = proxy.accepted;
      await database.listen("hung", (payload) => received.push(payload));
      expect(proxy.accepted).toBe(before + 1);
      const lost = new Promise<void>((resolve) => database.onListenGap(resolve));
      proxy.freeze(before);
      await lost;
      expect(database.isListening()).toBe(false);
      let n = 0;
      await eventually(async () => {
        await sql`select pg_notify('hung', ${`after-${n++}`})`.execute(database.db);
        return received.length > 0;
      }, "a notification after listening again");
      expect(database.isListening()).toBe(true);
    } finally {
      await database.close();
      await proxy.close();
      await base.close();
    }
  });
});

describe("createDatabase on a PGlite data directory", { timeout: 180_000 }, () => {
  it("lets one server at a time use it and takes over a lock left by a dead process", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "cp-lock-")), "db");
    const first = await createDatabase({ kind: "pglite", dataDir });
    await expect(createDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      /is in use by another server \(process \d+\)/,
    );
    await sql`create table kept (id int)`.execute(first.db);
    await first.close();

    // A crash leaves the lock behind, naming a process that no longer runs.
    writeFileSync(`${dataDir}.lock`, "2147483646");
    const second = await createDatabase({ kind: "pglite", dataDir });
    const kept = await sql<{ exists: boolean }>`
      select to_regclass('kept') is not null as exists`.execute(second.db);
    expect(kept.rows[0].exists).toBe(true);
    await second.close();
  });
});
