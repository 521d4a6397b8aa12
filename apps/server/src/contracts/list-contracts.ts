import type { Contract, ListContractsQuery } from "@contract-platform/api";
import { listContractsQuerySchema } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import type { Caller } from "./contract-deps.ts";
import { canManageAllContracts } from "./find-accessible-contract.ts";
import { contractColumns, toContract } from "./to-contract.ts";

const sortColumns = {
  createdAt: "created_at",
  updatedAt: "last_activity_at",
  name: "name",
  status: "status",
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The caller's contracts — or, with scope=all, every user's (moderators and admins only, 403
 * otherwise) optionally narrowed to owners whose e-mail contains `owner` — searched by name or
 * file name, filtered by status, sorted. Each carries its owner's e-mail.
 */
export async function listContracts(
  deps: { db: Db },
  caller: Caller,
  input: ListContractsQuery,
): Promise<Contract[]> {
  const query = listContractsQuerySchema.parse(input);
  if (query.scope === "all" && !canManageAllContracts(caller)) {
    throw new HttpError(403, "forbidden", "Insufficient permissions");
  }
  let select = deps.db
    .selectFrom("contracts")
    .leftJoin("users", "users.id", "contracts.user_id")
    .select(contractColumns)
    .select("users.email as owner_email");
  if (query.scope === "own") {
    select = select.where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`);
  } else if (query.owner) {
    select = select.where("users.email", "ilike", likePattern(query.owner));
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    select = select.where((eb) =>
      eb.or([eb("contracts.name", "ilike", pattern), eb("contracts.file_name", "ilike", pattern)]),
    );
  }
  if (query.status) select = select.where("contracts.status", "=", query.status);
  const rows = await select
    .orderBy(`contracts.${sortColumns[query.sort]}`, query.order)
    .orderBy("contracts.id")
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({ ...toContract(row), ownerEmail: row.owner_email }));
}
