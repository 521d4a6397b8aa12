import type { Role } from "@contract-platform/api";
import { hasPermission, listContractsQuerySchema, roles } from "@contract-platform/api";
import { sql } from "kysely";
import {
  type AuthContext,
  type SessionKey,
  sessionCallerQuery,
  sessionKeyOf,
  toAuthContext,
  type VerifiedBearer,
} from "../auth/authenticate-request.ts";
import { findSessionCaller } from "../auth/find-session-caller.ts";
import type { Db } from "../db/create-database.ts";
import { preparedQuery } from "../db/prepared-query.ts";
import { HttpError } from "../http/http-error.ts";
import { validate } from "../http/read-json.ts";
import { contractJsonSql } from "./contract-json-sql.ts";
import { canManageAllContracts } from "./find-accessible-contract.ts";
import { contractColumns } from "./to-contract.ts";

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
type CallerColumns = { caller_id: string; caller_email: string; caller_role: Role };
/** The roles that may list everyone's contracts (scope=all). */
const managerRoles = roles.filter((role) => hasPermission(role, "manage_contracts"));

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

/** The caller's columns and the list's answer as JSON text (`{"contracts":[…]}`). */
type FoldedRow = CallerColumns & { body: string };
type FoldedValues = ListValues & SessionKey;
const listQueries = new Map<string, (db: Db, values: FoldedValues) => Promise<FoldedRow[]>>();

/**
 * The list of one shape with the caller's session check in front (one round trip, ADR 104): the
 * session query as a CTE (no row: not signed in) and the list's answer built by the database as
 * JSON text (ADR 105), exactly the bytes JSON.stringify writes for toContract's contracts, so the
 * server passes it on without parsing rows. scope=all reads other users' rows only for managers.
 */
function buildFoldedListQuery(
  db: Db,
  shape: ListShape,
  param: <K extends keyof FoldedValues>(key: K) => FoldedValues[K],
) {
  const session = { sessionId: param("sessionId"), userId: param("userId"), now: param("now") };
  // Only what the answer's text and its order need (the row's JSON is stored with it, ADR 106).
  const list = buildListQuery(db, shape, param)
    .clearSelect()
    .select([
      "contracts.id",
      `contracts.${sortColumns[shape.sort]}`,
      "contracts.list_json",
      "users.email as owner_email",
    ]);
  const managers = sql.join(managerRoles.map((role) => sql.lit(role)));
  const listed =
    shape.scope === "all" ? list.where(sql<boolean>`caller.caller_role in (${managers})`) : list;
  const sortColumn = sql.ref(`listed.${sortColumns[shape.sort]}`);
  const order = sql.raw(shape.order);
  return db
    .with("caller", () => sessionCallerQuery(db, session))
    .selectFrom("caller")
    .select(["caller.caller_id", "caller.caller_email", "caller.caller_role"])
    .select(
      sql<string>`(select '{"contracts":[' || coalesce(string_agg(${contractJsonSql("listed")}, ',' order by ${sortColumn} ${order}, listed.id), '') || ']}' from (${listed}) as listed)`.as(
        "body",
      ),
    );
}

/** The prepared query of this shape (at most 2 × 2 × 2 × 2 × 4 × 2 of them). */
function listQueryOf(shape: ListShape) {
  const name = `contracts_list_${shape.scope}_${shape.byOwner ? "owner_" : ""}${shape.bySearch ? "search_" : ""}${shape.byStatus ? "status_" : ""}${shape.sort.toLowerCase()}_${shape.order}`;
  let query = listQueries.get(name);
  if (!query) {
    query = preparedQuery<FoldedValues, FoldedRow>(name, (db, param) =>
      buildFoldedListQuery(db, shape, param),
    );
    listQueries.set(name, query);
  }
  return query;
}

/**
 * The caller's contracts — or, with scope=all, every user's (moderators and admins only, 403
 * otherwise) optionally narrowed to owners whose e-mail contains `owner` — searched by name or
 * file name, filtered by status, sorted. Each carries its owner's e-mail. The answer comes as its
 * JSON text, `{"contracts":[…]}`, written by the database.
 *
 * The verified token's session is checked in the same query: null when it is not active (401),
 * otherwise the caller it belongs to with the list. A query that does not validate is answered
 * 400 only for an active session (401 first, as for every signed-in route).
 */
export async function listContracts(
  deps: { db: Db },
  bearer: VerifiedBearer,
  input: unknown,
): Promise<{ caller: AuthContext; body: string } | null> {
  const parsed = listContractsQuerySchema.safeParse(input);
  if (!parsed.success && !(await findSessionCaller(deps.db, sessionKeyOf(bearer)))) return null;
  const query = parsed.success ? parsed.data : validate(listContractsQuerySchema, input);
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
    ...sessionKeyOf(bearer),
    owner: likePattern(query.owner ?? ""),
    search: likePattern(search ?? ""),
    status: query.status ?? "",
    limit: query.limit,
  });
  if (rows.length === 0) return null;
  const caller = toAuthContext(bearer, rows[0]);
  if (query.scope === "all" && !canManageAllContracts(caller)) {
    throw new HttpError(403, "forbidden", "Insufficient permissions");
  }
  return { caller, body: rows[0].body };
}
