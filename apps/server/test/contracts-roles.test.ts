import type { AuthSession } from "@contract-platform/api";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../src/auth/grant-role.ts";
import { createAuthTestApp, signInUser, signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

/** spec §6: moderators and admins (manage_contracts) open and manage every user's contracts. */
describe("contract access by role", () => {
  let t: TestApp;
  let admin: AuthSession;
  let moderator: AuthSession;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  const audit = (eventType: string) =>
    t.deps.db
      .selectFrom("security_audit_logs")
      .selectAll()
      .where("event_type", "=", eventType)
      .orderBy("created_at")
      .execute();

  beforeAll(async () => {
    t = await createAuthTestApp();
    admin = await signUpUser(t, "admin@example.com");
    await signUpUser(t, "mod@example.com");
    await grantRole(t.deps, { email: "mod@example.com", role: "moderator", actor: "test" });
    moderator = (await signInUser(t, "mod@example.com")).body.session as AuthSession;
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    contractId = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
    await call(t, "POST", `/api/contracts/${contractId}/convert`, as(alice));
    await t.deps.jobs.whenIdle();
  });
  afterAll(async () => t.close());

  it("lets a moderator open someone else's contract, shows the owner and audits the reads once an hour", async () => {
    const detail = await call(t, "GET", `/api/contracts/${contractId}`, as(moderator));
    expect(detail.status).toBe(200);
    expect(detail.body.contract).toMatchObject({
      id: contractId,
      userId: alice.user.id,
      ownerEmail: "alice@example.com",
      status: "converted",
    });
    for (const path of ["code", "workflow", "versions", "converted-code", "config"]) {
      const answer = await call(t, "GET", `/api/contracts/${contractId}/${path}`, as(moderator));
      expect(answer.status, path).toBe(200);
    }
    const viewed = await audit("contract_viewed");
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ user_id: alice.user.id });
    expect(viewed[0].event_data).toEqual({
      contractId,
      contractName: "Counter",
      ownerId: alice.user.id,
      actorId: moderator.user.id,
      actorRole: "moderator",
      action: `GET /api/contracts/:id`,
    });
    // An hour later the next read is recorded again.
    await t.deps.db
      .updateTable("security_audit_logs")
      .set({ created_at: new Date(t.clock.now().getTime() - 61 * 60_000) })
      .where("id", "=", viewed[0].id)
      .execute();
    await call(t, "GET", `/api/contracts/${contractId}/code`, as(moderator));
    expect(await audit("contract_viewed")).toHaveLength(2);
    // The owner's own reads are not audited.
    await call(t, "GET", `/api/contracts/${contractId}`, as(alice));
    expect(await audit("contract_viewed")).toHaveLength(2);
  });

  it("lets a moderator manage it, auditing every change, while the owner keeps it", async () => {
    const code = await call(t, "GET", `/api/contracts/${contractId}/code`, as(moderator));
    const saved = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(moderator),
      body: { files: code.body.files, note: "Checked by moderation" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.contract).toMatchObject({
      userId: alice.user.id,
      convertedPath: expect.stringMatching(new RegExp(`^${alice.user.id}/${contractId}/v2-`)),
    });
    const config = await call(t, "PUT", `/api/contracts/${contractId}/config`, {
      ...as(moderator),
      body: { denom: "untrn" },
    });
    expect(config.status).toBe(200);
    const analysis = await call(t, "POST", `/api/contracts/${contractId}/analysis`, as(moderator));
    expect(analysis.status).toBe(202);
    await t.deps.jobs.whenIdle();
    const job = await t.deps.db
      .selectFrom("jobs")
      .select("user_id")
      .where("id", "=", analysis.body.job.id)
      .executeTakeFirstOrThrow();
    expect(job.user_id).toBe(alice.user.id);

    const managed = await audit("contract_managed");
    expect(managed.map((row) => (row.event_data as { action: string }).action)).toEqual([
      "POST /api/contracts/:id/versions",
      "PUT /api/contracts/:id/config",
      "POST /api/contracts/:id/analysis",
    ]);
    expect(managed.every((row) => row.user_id === alice.user.id)).toBe(true);
    // A refused change is not recorded as done.
    const refused = await call(t, "POST", `/api/contracts/${contractId}/status`, {
      ...as(moderator),
      body: { status: "uploaded" },
    });
    expect(refused.status).toBe(409);
    expect(await audit("contract_managed")).toHaveLength(3);
    // The owner still has it; another user still cannot see it.
    expect((await call(t, "GET", `/api/contracts/${contractId}`, as(alice))).status).toBe(200);
    const other = await call(t, "GET", `/api/contracts/${contractId}`, as(bob));
    expect(other.status).toBe(404);
    expect(other.body.error).toBe("Contract not found or access denied");
  });

  it("lets a moderator read another user's builds, audited like the contract's own routes", async () => {
    const build = await t.deps.db
      .insertInto("builds")
      .values({
        contract_id: contractId,
        user_id: alice.user.id,
        contract_version: 1,
        status: "failed",
        input_hash: "h",
        error: "no toolchain",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const list = await call(t, "GET", `/api/contracts/${contractId}/builds`, as(moderator));
    expect(list.status).toBe(200);
    expect(list.body.builds.map((b: { id: string }) => b.id)).toContain(build.id);
    const one = await call(t, "GET", `/api/builds/${build.id}`, as(moderator));
    expect(one.status).toBe(200);
    expect((await call(t, "GET", `/api/builds/${build.id}`, as(bob))).status).toBe(404);
    // The moderator's own list across contracts stays theirs.
    expect((await call(t, "GET", "/api/builds", as(moderator))).body.builds).toEqual([]);
    const viewed = await t.deps.db
      .selectFrom("security_audit_logs")
      .select("event_data")
      .where("event_type", "=", "contract_viewed")
      .where(sql<string>`event_data->>'action'`, "=", "GET /api/builds/:id")
      .execute();
    expect(viewed).toHaveLength(0); // the contract was already viewed within the hour
  });

  it("lists every user's contracts for moderators and admins, with the owner and an owner filter", async () => {
    await upload(t, bob, "Bobs.sol", COUNTER_SOL.replace("Counter", "Bobs"));
    const all = await call(t, "GET", "/api/contracts?scope=all&sort=name&order=asc", as(admin));
    expect(all.status).toBe(200);
    expect(
      all.body.contracts.map((c: { name: string; ownerEmail: string }) => [c.name, c.ownerEmail]),
    ).toEqual([
      ["Bobs", "bob@example.com"],
      ["Counter", "alice@example.com"],
    ]);
    const filtered = await call(t, "GET", "/api/contracts?scope=all&owner=ALICE", as(moderator));
    expect(filtered.body.contracts.map((c: { name: string }) => c.name)).toEqual(["Counter"]);
    const own = await call(t, "GET", "/api/contracts", as(moderator));
    expect(own.body.contracts).toEqual([]);
    const mine = await call(t, "GET", "/api/contracts", as(bob));
    expect(mine.body.contracts.map((c: { ownerEmail: string }) => c.ownerEmail)).toEqual([
      "bob@example.com",
    ]);
    const refused = await call(t, "GET", "/api/contracts?scope=all", as(bob));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
  });

  it("lets an admin delete someone else's contract, audited, and link it to an error log", async () => {
    const id = (await upload(t, bob, "Gone.sol", COUNTER_SOL.replace("Counter", "Gone"))).body
      .results[0].contract.id;
    const logged = await call(t, "POST", "/api/error-logs", {
      ...as(moderator),
      body: {
        type: "CodeReviewError",
        message: "Contract has not been converted yet",
        contractId: id,
      },
    });
    const log = await t.deps.db
      .selectFrom("error_logs")
      .select("contract_id")
      .where("id", "=", logged.body.id)
      .executeTakeFirstOrThrow();
    expect(log.contract_id).toBe(id);
    const deleted = await call(t, "DELETE", `/api/contracts/${id}`, as(admin));
    expect(deleted.status).toBe(204);
    const managed = await audit("contract_managed");
    expect(managed.at(-1)).toMatchObject({ user_id: bob.user.id });
    expect(managed.at(-1)?.event_data).toMatchObject({
      contractId: id,
      contractName: "Gone",
      actorRole: "admin",
      action: "DELETE /api/contracts/:id",
    });
  });
});
