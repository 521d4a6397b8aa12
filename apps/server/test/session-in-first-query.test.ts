import type { AuthSession } from "@contract-platform/api";
import { decodeJwt } from "jose";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../src/app-env.ts";
import { createAuthTestApp, get, post, signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, upload } from "./contracts-helpers.ts";
import type { TestApp } from "./create-test-app.ts";
import { createQueryRecorder } from "./query-recorder.ts";

// The statistics (ADR 102) and the contracts list (ADR 104) check the caller's session inside
// their own query: these are the cases where that query must answer 401, 403 or the caller's
// figures and contracts exactly as the separate check did.
let t: TestApp;
const queries = createQueryRecorder();
/** The queries that read sessions (sign-in's background audit writes do not). */
const sessionReads = () => queries.reading("user_sessions");

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
  await t.close();
});

const list = (session: AuthSession, query = "") =>
  get(t, `/api/contracts${query}`, session.accessToken);
const sessionId = (session: AuthSession) => decodeJwt(session.accessToken).sid as string;

describe("the contracts list applies sessions, locks and roles at once", () => {
  it("answers an empty list for a caller without contracts, theirs otherwise", async () => {
    const session = await signUpUser(t, "lister@example.com");
    expect(await list(session)).toEqual({ status: 200, body: { contracts: [] } });
    expect((await upload(t, session, "Counter.sol", COUNTER_SOL)).status).toBe(201);
    const other = await signUpUser(t, "other-lister@example.com");
    expect(
      (await upload(t, other, "Other.sol", COUNTER_SOL.replace("Counter", "Other"))).status,
    ).toBe(201);
    queries.clear();
    const mine = await list(session);
    expect(mine.status).toBe(200);
    // One query read both the session and the contracts.
    expect(sessionReads()).toHaveLength(1);
    expect(sessionReads()[0]).toContain('"name":"contracts"');
    expect(
      (mine.body.contracts as { fileName: string; ownerEmail: string }[]).map((c) => [
        c.fileName,
        c.ownerEmail,
      ]),
    ).toEqual([["Counter.sol", "lister@example.com"]]);
  });

  it("answers 401 once the session is signed out, ended or expired, and for a locked user", async () => {
    const signedOut = await signUpUser(t, "signed-out@example.com");
    expect((await list(signedOut)).status).toBe(200);
    expect((await post(t, "/api/auth/sign-out", {}, { token: signedOut.accessToken })).status).toBe(
      200,
    );
    expect(await list(signedOut)).toMatchObject({ status: 401, body: { code: "unauthorized" } });

    const expired = await signUpUser(t, "expired@example.com");
    await t.deps.db
      .updateTable("user_sessions")
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where("id", "=", sql<string>`${sessionId(expired)}::uuid`)
      .execute();
    expect((await list(expired)).status).toBe(401);

    const locked = await signUpUser(t, "locked@example.com");
    expect((await upload(t, locked, "Counter.sol", COUNTER_SOL)).status).toBe(201);
    await t.deps.db
      .updateTable("users")
      .set({ locked_at: t.clock.now() })
      .where("email", "=", "locked@example.com")
      .execute();
    expect((await list(locked)).status).toBe(401);
    expect((await list(locked, "?scope=all")).status).toBe(401);
  });

  it("refuses no token and a bad token with 401 before reading the query", async () => {
    expect((await get(t, "/api/contracts?limit=nonsense")).status).toBe(401);
    expect((await get(t, "/api/contracts", "not.a.token")).status).toBe(401);
  });

  it("applies a role change on the next request: scope=all for moderators only", async () => {
    const session = await signUpUser(t, "promoted@example.com");
    expect((await list(session, "?scope=all")).status).toBe(403);
    const setRole = (role: "moderator" | "user") =>
      t.deps.db
        .updateTable("users")
        .set({ role })
        .where("email", "=", "promoted@example.com")
        .execute();
    await setRole("moderator");
    const all = await list(session, "?scope=all&owner=other-lister");
    expect(all.status).toBe(200);
    expect((all.body.contracts as { ownerEmail: string }[]).map((c) => c.ownerEmail)).toEqual([
      "other-lister@example.com",
    ]);
    await setRole("user");
    expect((await list(session, "?scope=all")).status).toBe(403);
  });
});

describe("the statistics check the session in their own query", () => {
  it("answer one query, 401 once signed out or locked, and platform figures as soon as a user is made admin", async () => {
    const session = await signUpUser(t, "counter@example.com");
    expect((await upload(t, session, "Counter.sol", COUNTER_SOL)).status).toBe(201);
    queries.clear();
    const own = await get(t, "/api/statistics", session.accessToken);
    expect(sessionReads()).toHaveLength(1);
    expect(sessionReads()[0]).toContain('"name":"contracts"');
    expect(own).toMatchObject({ status: 200, body: { scope: "user", total: 1 } });

    const setRole = (role: "admin" | "user") =>
      t.deps.db
        .updateTable("users")
        .set({ role })
        .where("email", "=", "counter@example.com")
        .execute();
    await setRole("admin");
    const platform = await get(t, "/api/stats", session.accessToken);
    expect(platform.body.scope).toBe("platform");
    expect(platform.body.total).toBeGreaterThan(1);
    await setRole("user");
    expect((await get(t, "/api/stats", session.accessToken)).body).toMatchObject({
      scope: "user",
      total: 1,
    });

    await t.deps.db
      .updateTable("users")
      .set({ locked_at: t.clock.now() })
      .where("email", "=", "counter@example.com")
      .execute();
    expect((await get(t, "/api/statistics", session.accessToken)).status).toBe(401);
    const signedOut = await signUpUser(t, "counter-out@example.com");
    expect((await post(t, "/api/auth/sign-out", {}, { token: signedOut.accessToken })).status).toBe(
      200,
    );
    expect((await get(t, "/api/statistics", signedOut.accessToken)).status).toBe(401);
    expect((await get(t, "/api/statistics")).status).toBe(401);
  });
});
