import { contractSortFields } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { buildListQuery, listContracts } from "./list-contracts.ts";
import { toContract } from "./to-contract.ts";

// The list runs as one prepared query per shape (preparedQuery): for every shape, its answer must
// be exactly what the same Kysely query answers when built with the values in place.
describe("listContracts as prepared queries", () => {
  let database: TestDatabase;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const now = new Date("2026-01-01T00:00:00.123Z");
    const user = (email: string) =>
      db
        .insertInto("users")
        .values({ email, password_hash: "x", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
    alice = (await user("alice@example.com")).id;
    bob = (await user("bob_b@example.org")).id;
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
            created_at: at(i),
            updated_at: at(10 - i),
            // Two contracts share a time: the id must break the tie the same way.
            last_activity_at: at(i === 2 ? 3 : 20 - i),
          })
          .execute();
      }
    }
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
        const caller = { userId: alice, role: "admin" as const };
        const answer = await listContracts({ db }, caller, input);
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
        expect(answer, `${JSON.stringify(input)}, round ${round}`).toEqual(expected);
        if (answer.length > 0) nonEmpty++;
      }
    }
    // The cases are not vacuous: most shapes find contracts.
    expect(nonEmpty).toBeGreaterThan(cases.length);
  });

  it("keeps each caller to their own contracts and refuses scope=all to a user", async () => {
    const { db } = database;
    const own = await listContracts({ db }, { userId: bob, role: "user" }, {});
    expect(own.map((c) => c.ownerEmail)).toEqual(Array(6).fill("bob_b@example.org"));
    await expect(
      listContracts({ db }, { userId: bob, role: "user" }, { scope: "all" }),
    ).rejects.toThrow("Insufficient permissions");
  });
});
