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
import type { ContractListCache } from "./contract-list-cache.ts";
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

/**
 * The caller's columns and session expiry, and the list's answer as JSON text
 * (`{"contracts":[…]}`).
 */
type FoldedRow = CallerColumns & { session_expires_at: Date | string; body: string };
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
    .with("caller", () =>
      sessionCallerQuery(db, session).select("s.expires_at as session_expires_at"),
    )
    .selectFrom("caller")
    .select([
      "caller.caller_id",
      "caller.caller_email",
      "caller.caller_role",
      "caller.session_expires_at",
    ])
    .select(
      sql<string>`(select '{"contracts":[' || coalesce(string_agg(${contractJsonSql("listed")}, ',' order by ${sortColumn} ${order}, listed.id), '') || ']}' from (${listed}) as listed)`.as(
        "body",
      ),
    );
}

/** The prepared query's name for this shape. */
const listQueryName = (shape: ListShape) =>
  `contracts_list_${shape.scope}_${shape.byOwner ? "owner_" : ""}${shape.bySearch ? "search_" : ""}${shape.byStatus ? "status_" : ""}${shape.sort.toLowerCase()}_${shape.order}`;

/** The prepared query of this shape (at most 2 × 2 × 2 × 2 × 4 × 2 of them). */
function listQueryOf(shape: ListShape) {
  const name = listQueryName(shape);
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
 *
 * With `listCache`, an answer given before to the same session for the same query is given again
 * without asking the database while no change that could alter it has happened (ADR 109).
 */
export async function listContracts(
  deps: { db: Db; listCache?: ContractListCache },
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
  const session = sessionKeyOf(bearer);
  const values = {
    owner: likePattern(query.owner ?? ""),
    search: likePattern(search ?? ""),
    status: query.status ?? "",
    limit: query.limit,
  };
  const cache = deps.listCache;
  const key = JSON.stringify([session.sessionId, session.userId, listQueryName(shape), values]);
  let listed = cache?.get(key, session.now);
  if (!listed) {
    const mark = cache?.mark() ?? 0;
    const [row] = await listQueryOf(shape)(deps.db, { ...session, ...values });
    if (!row) return null;
    listed = {
      userId: row.caller_id,
      everyone: shape.scope === "all",
      caller: {
        caller_id: row.caller_id,
        caller_email: row.caller_email,
        caller_role: row.caller_role,
      },
      body: row.body,
      sessionExpiresAt: new Date(row.session_expires_at).getTime(),
    };
    cache?.set(mark, key, listed);
  }
  const caller = toAuthContext(bearer, listed.caller);
  if (query.scope === "all" && !canManageAllContracts(caller)) {
    throw new HttpError(403, "forbidden", "Insufficient permissions");
  }
  return { caller, body: listed.body };
}
