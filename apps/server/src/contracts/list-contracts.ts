import type { Contract, ListContractsQuery } from "@contract-platform/api";
import { listContractsQuerySchema } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { Caller } from "./contract-deps.ts";
import { toContract } from "./to-contract.ts";

const sortColumns = {
  createdAt: "created_at",
  updatedAt: "last_activity_at",
  name: "name",
  status: "status",
} as const;

/** The caller's contracts, searched by name or file name, filtered by status, sorted. */
export async function listContracts(
  deps: { db: Db },
  caller: Caller,
  input: ListContractsQuery,
): Promise<Contract[]> {
  const query = listContractsQuerySchema.parse(input);
  let select = deps.db
    .selectFrom("contracts")
    .selectAll()
    .where("user_id", "=", sql<string>`${caller.userId}::uuid`);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    select = select.where((eb) =>
      eb.or([eb("name", "ilike", pattern), eb("file_name", "ilike", pattern)]),
    );
  }
  if (query.status) select = select.where("status", "=", query.status);
  const rows = await select
    .orderBy(sortColumns[query.sort], query.order)
    .orderBy("id")
    .limit(query.limit)
    .execute();
  return rows.map(toContract);
}
