import type { AuthSession } from "@contract-platform/api";
import { decodeJwt } from "jose";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppDeps } from "../src/app-env.ts";
import { LISTENER_APPLICATION_NAME } from "../src/db/create-database.ts";
import { createAuthTestApp, get, jump, post, signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, upload } from "./contracts-helpers.ts";
import type { TestApp } from "./create-test-app.ts";
import { createQueryRecorder } from "./query-recorder.ts";

// The contracts list keeps its answers in the server process (ADR 109). A kept answer is given
// again only while nothing that could change it has happened: these are the changes that must end
// it — this process's writes, sign-out, the session's end, and (PostgreSQL, from another
// connection as another server process would) contract, lock and role changes, and changes made
// while the LISTEN connection was away.
let t: TestApp;
const queries = createQueryRecorder();
/** The queries run since the last `queries.clear()` that read contracts. */
const contractReads = () => queries.reading("contracts");

beforeAll(async () => {
  t = await createAuthTestApp(
    {},
    {
      setup: (deps: AppDeps) => {
        deps.db = deps.db.withPlugin(queries.plugin);
      },
    },
  );
  await signUpUser(t, "first-admin@example.com");
});
afterAll(async () => {
  await t?.close();
});

const list = (session: AuthSession, query = "") =>
  get(t, `/api/contracts${query}`, session.accessToken);
const names = (answer: { body: Record<string, unknown> }) =>
  (answer.body.contracts as { name: string }[]).map((contract) => contract.name);
const sessionId = (session: AuthSession) => decodeJwt(session.accessToken).sid as string;
const userId = (session: AuthSession) => decodeJwt(session.accessToken).sub as string;

describe("kept list answers in one server process", () => {
  it("are given again without a query while nothing changed, and never after this process wrote", async () => {
    const session = await signUpUser(t, "kept@example.com");
    expect((await upload(t, session, "Counter.sol", COUNTER_SOL)).status).toBe(201);
    const first = await list(session);
    expect(names(first)).toEqual(["Counter"]);
    queries.clear();
    expect(await list(session)).toEqual(first);
    expect(contractReads()).toEqual([]);
    expect(t.deps.listCache?.size.entries).toBeGreaterThan(0);

    // Another query is another answer.
    expect(names(await list(session, "?search=nothing"))).toEqual([]);
    expect(contractReads()).toHaveLength(1);

    // The upload's own notification is off: only the write itself can end the kept answer, as
    // when its notification comes after the upload's answer reached the client.
    const notifications = (state: "enable" | "disable") =>
      sql`alter table contracts ${sql.raw(state)} trigger contracts_notify_change`.execute(
        t.deps.db,
      );
    await notifications("disable");
    try {
      expect(names(await list(session))).toEqual(["Counter"]);
      const second = COUNTER_SOL.replaceAll("Counter", "Second");
      expect((await upload(t, session, "Second.sol", second)).status).toBe(201);
      expect(names(await list(session))).toHaveLength(2);
    } finally {
      await notifications("enable");
    }
    expect(names(await list(session, "?sort=name&order=asc"))).toEqual(["Counter", "Second"]);

    const [contract] = (await list(session)).body.contracts as { id: string }[];
    const deleted = await t.app.request(`/api/contracts/${contract.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(deleted.status).toBe(204);
    expect(names(await list(session))).toHaveLength(1);
  });

  it("end with sign-out and with the session's expiry, inside the access token's lifetime", async () => {
    const signedOut = await signUpUser(t, "kept-signed-out@example.com");
    expect((await list(signedOut)).status).toBe(200);
    expect((await list(signedOut)).status).toBe(200);
    expect((await post(t, "/api/auth/sign-out", {}, { token: signedOut.accessToken })).status).toBe(
      200,
    );
    expect((await list(signedOut)).status).toBe(401);

    const ending = await signUpUser(t, "kept-ending@example.com");
    await t.deps.db
      .updateTable("user_sessions")
      .set({ expires_at: new Date(t.clock.now().getTime() + 60_000) })
      .where("id", "=", sql<string>`${sessionId(ending)}::uuid`)
      .execute();
    expect((await list(ending)).status).toBe(200);
    queries.clear();
    expect((await list(ending)).status).toBe(200);
    expect(contractReads()).toEqual([]);
    jump(t, 61_000);
    expect((await list(ending)).status).toBe(401);
  });

  it("follow another user's uploads into a moderator's scope=all answer", async () => {
    const moderator = await signUpUser(t, "kept-moderator@example.com");
    await t.deps.db
      .updateTable("users")
      .set({ role: "moderator" })
      .where("email", "=", "kept-moderator@example.com")
      .execute();
    const query = "?scope=all&owner=kept-uploader";
    expect(names(await list(moderator, query))).toEqual([]);
    const uploader = await signUpUser(t, "kept-uploader@example.com");
    expect((await upload(t, uploader, "Counter.sol", COUNTER_SOL)).status).toBe(201);
    expect(names(await list(moderator, query))).toEqual(["Counter"]);
  });
});

// Another server process's changes reach this one as PostgreSQL notifications; PGlite has no other
// process (every change is this process's write, above).
describe.skipIf(!process.env.TEST_DATABASE_URL)("kept list answers and other processes", () => {
  let other: pg.Client;
  beforeAll(async () => {
    other = new pg.Client({ connectionString: t.database.connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
  });

  it("end when another process changes the contracts, locks the user or changes a role", async () => {
    const owner = await signUpUser(t, "remote-owner@example.com");
    expect((await upload(t, owner, "Counter.sol", COUNTER_SOL)).status).toBe(201);
    const moderator = await signUpUser(t, "remote-moderator@example.com");
    await other.query("update users set role = 'moderator' where email = $1", [
      "remote-moderator@example.com",
    ]);
    const everyone = "?scope=all&owner=remote-owner";
    await vi.waitFor(async () =>
      expect(names(await list(moderator, everyone))).toEqual(["Counter"]),
    );
    expect(names(await list(owner))).toEqual(["Counter"]);

    await other.query("update contracts set name = 'Renamed' where user_id = $1", [userId(owner)]);
    await vi.waitFor(async () => expect(names(await list(owner))).toEqual(["Renamed"]));
    await vi.waitFor(async () =>
      expect(names(await list(moderator, everyone))).toEqual(["Renamed"]),
    );

    await other.query("update users set role = 'user' where email = $1", [
      "remote-moderator@example.com",
    ]);
    await vi.waitFor(async () => expect((await list(moderator, everyone)).status).toBe(403));

    await other.query("update users set locked_at = now() where email = $1", [
      "remote-owner@example.com",
    ]);
    await vi.waitFor(async () => expect((await list(owner)).status).toBe(401));
  });

  it("are not trusted across a lost LISTEN connection", async () => {
    const session = await signUpUser(t, "remote-gap@example.com");
    expect((await upload(t, session, "Counter.sol", COUNTER_SOL)).status).toBe(201);
    expect(names(await list(session))).toEqual(["Counter"]);
    // A change no notification reports (its trigger off) stays unseen while the answer is kept:
    // what follows shows the lost connection, not a notification, is what ends it.
    await other.query("alter table contracts disable trigger contracts_notify_change");
    await other.query("update contracts set name = 'Unannounced' where user_id = $1", [
      userId(session),
    ]);
    await other.query("alter table contracts enable trigger contracts_notify_change");
    expect(names(await list(session))).toEqual(["Counter"]);

    const lost = new Promise<void>((resolve) => {
      const unsubscribe = t.database.onListenGap(() => {
        unsubscribe();
        resolve();
      });
    });
    const { rowCount } = await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = $1`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(rowCount).toBe(1);
    await lost;
    await vi.waitFor(() => expect(t.database.isListening()).toBe(true), { timeout: 10_000 });
    expect(names(await list(session))).toEqual(["Unannounced"]);

    // Listening again, notifications end kept answers as before.
    await other.query("update contracts set name = 'Announced' where user_id = $1", [
      userId(session),
    ]);
    await vi.waitFor(async () => expect(names(await list(session))).toEqual(["Announced"]));
  });
});
