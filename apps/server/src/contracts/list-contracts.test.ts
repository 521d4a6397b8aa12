import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Contract, contractSortFields } from "@contract-platform/api";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifiedBearer } from "../auth/authenticate-request.ts";
import { migrationsDir } from "../db/run-migrations.ts";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { buildListQuery, listContracts } from "./list-contracts.ts";
import { toContract } from "./to-contract.ts";

// The list runs as one prepared query per shape (preparedQuery) with the caller's session check in
// front, and the database writes the answer's JSON: for every shape, its answer must be byte for
// byte the JSON of what the list's Kysely query answers when built with the values in place (rows
// through toContract), and only for an active session.
describe("listContracts as prepared queries", () => {
  let database: TestDatabase;
  let alice: string;
  let bob: string;
  /**
   * Verified tokens of alice (admin), bob (user), carol (user, no contracts), bob's ended session,
   * dave (user, contracts only in the last test).
   */
  const bearers: Record<"alice" | "bob" | "carol" | "bobEnded" | "dave", VerifiedBearer> =
    {} as never;
  let dave: string;
  const now = new Date("2026-01-01T00:00:00.123Z");
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const user = (email: string, role: "admin" | "user") =>
      db
        .insertInto("users")
        .values({ email, password_hash: "x", role, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
    alice = (await user("alice@example.com", "admin")).id;
    bob = (await user("bob_b@example.org", "user")).id;
    const carol = (await user("carol@example.com", "user")).id;
    dave = (await user("dave@example.com", "user")).id;
    const session = async (userId: string, isActive: boolean): Promise<VerifiedBearer> => {
      const { id } = await db
        .insertInto("user_sessions")
        .values({
          user_id: userId,
          session_token: `token-${userId}-${isActive}`,
          salt: "s",
          is_active: isActive,
          last_verified_at: now,
          created_at: now,
          last_refreshed_at: now,
          expires_at: new Date(now.getTime() + 3_600_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const expiresAt = now.getTime() + 900_000;
      return { claims: { userId, sessionId: id, expiresAt }, accessToken: "token", now };
    };
    bearers.alice = await session(alice, true);
    bearers.bob = await session(bob, true);
    bearers.carol = await session(carol, true);
    bearers.bobEnded = await session(bob, false);
    bearers.dave = await session(dave, true);
    const names = ["Token", "Vault_1", "Vault%2", "Escrow", "token-sale", "Auction"];
    const statuses = ["uploaded", "converted", "failed"] as const;
    for (const [i, name] of names.entries()) {
      for (const owner of [alice, bob]) {
        const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000 + i * 7);
        await db
          .insertInto("contracts")
          .values({
            user_id: owner,
            name,
            file_name: `${name.toLowerCase()}.sol`,
            status: statuses[i % 3],
            source_hash: `${owner}-${i}`,
            config: JSON.stringify(i === 1 ? { denom: "ustake" } : {}),
            error_message: i === 2 ? 'Line 3: "x", y: z\n\tévalué 😀' : null,
            source_size: i * 1000 + 7,
            current_version: i === 3 ? 2 : null,
            converted_path: i === 3 ? `converted/${name}` : null,
            diagnostics: JSON.stringify(
              i === 4
                ? [{ code: "E1", severity: "error", message: "a, b: c", line: 3, column: 1 }]
                : [],
            ),
            created_at: at(i),
            updated_at: at(10 - i),
            // Two contracts share a time: the id must break the tie the same way.
            last_activity_at: at(i === 2 ? 3 : 20 - i),
          })
          .execute();
      }
    }
    // Timestamps with microseconds, as now() writes them: the answer shows milliseconds.
    await sql`update contracts set created_at = created_at + interval '999 microseconds',
      updated_at = updated_at + interval '500 microseconds',
      last_activity_at = last_activity_at + interval '1 microsecond'`.execute(db);
    // A contract whose owner is gone: scope=all lists it with a null ownerEmail.
    await db
      .insertInto("contracts")
      .values({ user_id: null, name: "Orphan", file_name: "orphan.sol", source_hash: "orphan" })
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  const searches = [undefined, "vault", "_", "%", "SALE"];
  const cases = contractSortFields.flatMap((sort) =>
    (["asc", "desc"] as const).flatMap((order) =>
      (["own", "all"] as const).flatMap((scope) =>
        [undefined, "bob_"].flatMap((owner) =>
          searches.flatMap((search) =>
            [undefined, "converted" as const].map((status) => ({
              sort,
              order,
              scope,
              owner,
              search,
              status,
              limit: 4,
            })),
          ),
        ),
      ),
    ),
  );

  it("answers every shape exactly as the query built with its values does", async () => {
    const { db } = database;
    const like = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    let nonEmpty = 0;
    // Twice, so that PostgreSQL runs the named statements once prepared as well.
    for (const round of [1, 2]) {
      for (const input of cases) {
        const answer = (await listContracts({ db }, bearers.alice, input))?.body;
        const values = {
          userId: alice,
          owner: like(input.owner ?? ""),
          search: like(input.search ?? ""),
          status: input.status ?? "",
          limit: input.limit,
        };
        const shape = {
          scope: input.scope,
          byOwner: input.scope === "all" && Boolean(input.owner),
          bySearch: Boolean(input.search),
          byStatus: Boolean(input.status),
          sort: input.sort,
          order: input.order,
        };
        const direct = await buildListQuery(db, shape, (key) => values[key] as never).execute();
        const expected = direct.map((row) => ({ ...toContract(row), ownerEmail: row.owner_email }));
        expect(answer, `${JSON.stringify(input)}, round ${round}`).toBe(
          JSON.stringify({ contracts: expected }),
        );
        if (expected.length) nonEmpty++;
      }
    }
    // The cases are not vacuous: most shapes find contracts.
    expect(nonEmpty).toBeGreaterThan(cases.length);
  });

  it("keeps each caller to their own contracts and refuses scope=all to a user", async () => {
    const { db } = database;
    const own = await listContracts({ db }, bearers.bob, {});
    expect(own?.caller).toMatchObject({ userId: bob, role: "user", email: "bob_b@example.org" });
    const contracts = (body = "{}"): Contract[] => JSON.parse(body).contracts;
    expect(contracts(own?.body).map((c) => c.ownerEmail)).toEqual(
      Array(6).fill("bob_b@example.org"),
    );
    await expect(listContracts({ db }, bearers.bob, { scope: "all" })).rejects.toThrow(
      "Insufficient permissions",
    );
    const everyone = await listContracts({ db }, bearers.alice, { scope: "all" });
    expect(contracts(everyone?.body)).toHaveLength(13);
  });

  it("answers a caller without contracts an empty list, and no active session null", async () => {
    const { db } = database;
    expect(await listContracts({ db }, bearers.carol, {})).toMatchObject({
      caller: { email: "carol@example.com" },
      body: '{"contracts":[]}',
    });
    for (const scope of ["own", "all"] as const) {
      expect(await listContracts({ db }, bearers.bobEnded, { scope })).toBeNull();
      const expired = { ...bearers.bob, now: new Date(now.getTime() + 7_200_000) };
      expect(await listContracts({ db }, expired, { scope })).toBeNull();
      // A token whose user is not the session's.
      const mixed = { ...bearers.bob, claims: { ...bearers.bob.claims, userId: alice } };
      expect(await listContracts({ db }, mixed, { scope })).toBeNull();
    }
  });

  it("answers a query that does not validate 400 for an active session, null otherwise", async () => {
    const { db } = database;
    await expect(listContracts({ db }, bearers.bob, { limit: "nonsense" })).rejects.toThrow(
      "Invalid request: limit",
    );
    expect(await listContracts({ db }, bearers.bobEnded, { limit: "nonsense" })).toBeNull();
  });

  // The database writes each config as contractConfigSchema parses it and the diagnostics as
  // JSON.stringify writes them: every kind of stored value answers what toContract answers.
  it("writes stored configs and diagnostics exactly as toContract and JSON.stringify do", async () => {
    const { db } = database;
    const configs: unknown[] = [
      {},
      { denom: "ustake" },
      {
        contract: "My_Token$",
        crateName: "my-token_2",
        denom: "ibc/AB:c.d_e-f",
        targetVersions: { cosmwasmStd: "2.2", other: 1 },
        unknown: "dropped",
      },
      { contract: null, crateName: null, targetVersions: {} },
      { contract: "A".repeat(200), crateName: `c${"x".repeat(63)}` },
      { contract: "A".repeat(201) },
      { crateName: `c${"x".repeat(64)}` },
      { contract: "1bad" },
      { contract: "Bad\nName" },
      { crateName: "Upper" },
      { contract: 5 },
      { denom: null },
      { denom: "ab" },
      { denom: `a${"b".repeat(127)}` },
      { denom: `a${"b".repeat(128)}` },
      { targetVersions: { cosmwasmStd: "1.5" } },
      { targetVersions: null },
      { targetVersions: [] },
      [],
      "text",
      null,
      7,
    ];
    const diagnostics: unknown[] = [
      [],
      null,
      [
        {
          code: "E1",
          severity: "error",
          message: 'Say "hi", then: \\ \n\t\u0001 é 😀 \u2028 </script>',
          line: 3,
          column: 14,
          endLine: 4,
          endColumn: 1,
          file: "lib/A, B: C.sol",
        },
        { code: "W", severity: "warning", message: "", line: 0, column: -1 },
        { code: 'A 5" pipe, wide: "', severity: "info", message: "ends in \\", line: 1, column: 2 },
      ],
      ["a, b: c", 1, -2, 3.5, true, false, null, { "": "", k: [1, { x: "y" }], "a:b": [] }],
      {},
    ];
    const rows = Math.max(configs.length, diagnostics.length);
    for (let i = 0; i < rows; i++) {
      await db
        .insertInto("contracts")
        .values({
          user_id: dave,
          name: `Config ${i}`,
          file_name: `config-${i}.sol`,
          source_hash: `dave-${i}`,
          config: JSON.stringify(configs[i % configs.length]),
          diagnostics: JSON.stringify(diagnostics[i % diagnostics.length]),
        })
        .execute();
    }
    const values = { userId: dave, owner: "%%", search: "%%", status: "", limit: 500 };
    const shape = {
      scope: "own",
      byOwner: false,
      bySearch: false,
      byStatus: false,
      sort: "name",
      order: "asc",
    } as const;
    const direct = await buildListQuery(db, shape, (key) => values[key] as never).execute();
    expect(direct).toHaveLength(rows);
    const expected = direct.map((row) => ({ ...toContract(row), ownerEmail: row.owner_email }));
    const listed = await listContracts({ db }, bearers.dave, { sort: "name", order: "asc" });
    expect(listed?.body).toBe(JSON.stringify({ contracts: expected }));
  });

  // Each row's entry is stored with the row (migrations/0052): every update keeps it in step, and
  // the migration rewrites rows written before it (or while its trigger was off).
  it("keeps each row's stored entry in step with its updates, and its migration rewrites stale rows", async () => {
    const { db } = database;
    const carol = bearers.carol.claims.userId;
    for (const i of [1, 2, 3]) {
      await db
        .insertInto("contracts")
        .values({
          user_id: carol,
          name: `Kept ${i}`,
          file_name: `kept-${i}.sol`,
          source_hash: `carol-${i}`,
        })
        .execute();
    }
    const values = { userId: carol, owner: "%%", search: "%%", status: "", limit: 50 };
    const shape = {
      scope: "own",
      byOwner: false,
      bySearch: false,
      byStatus: false,
      sort: "name",
      order: "asc",
    } as const;
    const expectedBody = async () => {
      const direct = await buildListQuery(db, shape, (key) => values[key] as never).execute();
      const contracts = direct.map((row) => ({ ...toContract(row), ownerEmail: row.owner_email }));
      return JSON.stringify({ contracts });
    };
    const listedBody = async () =>
      (await listContracts({ db }, bearers.carol, { sort: "name", order: "asc" }))?.body;

    await db
      .updateTable("contracts")
      .set({
        status: "converted",
        config: JSON.stringify({ contract: "Kept", denom: "ukept" }),
        diagnostics: JSON.stringify([{ code: "W1", severity: "warning", message: "a: b, c" }]),
        current_version: 3,
        converted_path: "converted/kept",
        error_message: 'was "failed"',
        last_job_id: null,
        updated_at: new Date("2026-02-03T04:05:06.789Z"),
      })
      .where("source_hash", "=", "carol-1")
      .execute();
    await sql`update contracts set name = 'Kept 2, renamed', last_activity_at = now()
      where source_hash = 'carol-2'`.execute(db);
    const kept = await expectedBody();
    expect(kept).toContain('"denom":"ukept"');
    expect(kept).toContain("Kept 2, renamed");
    expect(await listedBody()).toBe(kept);

    // A row changed while the trigger was off: stale until the migration runs again.
    await sql`alter table contracts disable trigger contracts_list_json`.execute(db);
    await sql`update contracts set name = 'Kept 3, stale' where source_hash = 'carol-3'`.execute(
      db,
    );
    await sql`alter table contracts enable trigger contracts_list_json`.execute(db);
    const fresh = await expectedBody();
    expect(await listedBody()).not.toBe(fresh);
    const migration = readFileSync(join(migrationsDir, "0052_contract_list_json.sql"), "utf8");
    await sql.raw(migration).execute(db);
    expect(await listedBody()).toBe(fresh);
  });
});
