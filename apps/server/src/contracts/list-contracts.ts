import type { Contract, ListContractsQuery } from "@contract-platform/api";
import { listContractsQuerySchema } from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import { preparedQuery } from "../db/prepared-query.ts";
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

/** Which clauses a list query has: each combination is one prepared query. */
type ListShape = {
  scope: "own" | "all";
  byOwner: boolean;
  bySearch: boolean;
  byStatus: boolean;
  sort: keyof typeof sortColumns;
  order: "asc" | "desc";
};
type ListValues = { userId: string; owner: string; search: string; status: string; limit: number };

/** The list query of one shape, with `param(key)` where each value goes. */
export function buildListQuery(
  db: Db,
  shape: ListShape,
  param: <K extends keyof ListValues>(key: K) => ListValues[K],
) {
  let select = db
    .selectFrom("contracts")
    .leftJoin("users", "users.id", "contracts.user_id")
    .select(contractColumns)
    .select("users.email as owner_email");
  if (shape.scope === "own") {
    select = select.where("contracts.user_id", "=", sql<string>`${param("userId")}::uuid`);
  } else if (shape.byOwner) {
    select = select.where("users.email", "ilike", param("owner"));
  }
  if (shape.bySearch) {
    select = select.where((eb) =>
      eb.or([
        eb("contracts.name", "ilike", param("search")),
        eb("contracts.file_name", "ilike", param("search")),
      ]),
    );
  }
  if (shape.byStatus) select = select.where("contracts.status", "=", param("status"));
  return select
    .orderBy(`contracts.${sortColumns[shape.sort]}`, shape.order)
    .orderBy("contracts.id")
    .limit(param("limit"));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof buildListQuery>["execute"]>>[number];
const listQueries = new Map<string, (db: Db, values: ListValues) => Promise<ListRow[]>>();

/** The prepared query of this shape (at most 2 × 2 × 2 × 2 × 4 × 2 of them). */
function listQueryOf(shape: ListShape) {
  const name = `contracts_list_${shape.scope}_${shape.byOwner ? "owner_" : ""}${shape.bySearch ? "search_" : ""}${shape.byStatus ? "status_" : ""}${shape.sort.toLowerCase()}_${shape.order}`;
  let query = listQueries.get(name);
  if (!query) {
    query = preparedQuery<ListValues, ListRow>(name, (db, param) =>
      buildListQuery(db, shape, param),
    );
    listQueries.set(name, query);
  }
  return query;
}

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
  const search = query.search?.trim();
  const shape: ListShape = {
    scope: query.scope,
    byOwner: query.scope === "all" && Boolean(query.owner),
    bySearch: Boolean(search),
    byStatus: Boolean(query.status),
    sort: query.sort,
    order: query.order,
  };
  const rows = await listQueryOf(shape)(deps.db, {
    userId: caller.userId,
    owner: likePattern(query.owner ?? ""),
    search: likePattern(search ?? ""),
    status: query.status ?? "",
    limit: query.limit,
  });
  return rows.map((row) => ({ ...toContract(row), ownerEmail: row.owner_email }));
}
