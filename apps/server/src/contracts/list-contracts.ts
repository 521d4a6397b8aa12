import type { Contract, ListContractsQuery } from "@contract-platform/api";
import { listContractsQuerySchema, roles } from "@contract-platform/api";
import { sql } from "kysely";
import {
  type AuthContext,
  sessionCallerQuery,
  toAuthContext,
  type VerifiedBearer,
} from "../auth/authenticate-request.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { canManageAllContracts } from "./find-accessible-contract.ts";
import { contractColumns, toContract } from "./to-contract.ts";

const sortColumns = {
  createdAt: "created_at",
  updatedAt: "last_activity_at",
  name: "name",
  status: "status",
} as const;

type ListedRow = Parameters<typeof toContract>[0];

const managers = roles.filter((role) => canManageAllContracts({ role }));

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The caller's contracts — or, with scope=all, every user's (moderators and admins only, 403
 * otherwise) optionally narrowed to owners whose e-mail contains `owner` — searched by name or
 * file name, filtered by status, sorted. Each carries its owner's e-mail.
 *
 * The session check is part of the same query (one database round trip, ADR 102): the caller's
 * active session is a one-row CTE, the contracts are joined to it laterally, so a revoked or
 * expired session or a locked user yields no row at all (null: 401) while a caller without
 * contracts yields one row without a contract.
 */
export async function listContracts(
  deps: { db: Db },
  bearer: VerifiedBearer,
  input: ListContractsQuery,
): Promise<{ caller: AuthContext; contracts: Contract[] } | null> {
  const query = listContractsQuerySchema.parse(input);
  const sort = sortColumns[query.sort];
  const search = query.search?.trim();
  const rows = await deps.db
    .with("caller", () => sessionCallerQuery(deps.db, bearer))
    .selectFrom("caller")
    .leftJoinLateral(
      (eb) => {
        let select = eb
          .selectFrom("contracts")
          .leftJoin("users", "users.id", "contracts.user_id")
          .select(contractColumns)
          .select("users.email as owner_email");
        if (query.scope === "own") {
          select = select.whereRef("contracts.user_id", "=", "caller.caller_id");
        } else {
          select = select.where("caller.caller_role", "in", managers);
          if (query.owner) select = select.where("users.email", "ilike", likePattern(query.owner));
        }
        if (search) {
          const pattern = likePattern(search);
          select = select.where((w) =>
            w.or([
              w("contracts.name", "ilike", pattern),
              w("contracts.file_name", "ilike", pattern),
            ]),
          );
        }
        if (query.status) select = select.where("contracts.status", "=", query.status);
        return select
          .orderBy(`contracts.${sort}`, query.order)
          .orderBy("contracts.id")
          .limit(query.limit)
          .as("listed");
      },
      (join) => join.onTrue(),
    )
    .selectAll("listed")
    .select(["caller.caller_id", "caller.caller_email", "caller.caller_role"])
    // The lateral join keeps the subquery's order in practice; SQL only promises it when asked.
    .orderBy(sql.ref(`listed.${sort}`), query.order)
    .orderBy("listed.id")
    .execute();
  if (rows.length === 0) return null;
  const caller = toAuthContext(bearer, rows[0]);
  if (query.scope === "all" && !canManageAllContracts(caller)) {
    throw new HttpError(403, "forbidden", "Insufficient permissions");
  }
  const contracts: Contract[] = [];
  for (const row of rows) {
    // The caller's row without a contract (the left join found none): an empty list.
    if (row.id === null) continue;
    contracts.push({ ...toContract(row as ListedRow), ownerEmail: row.owner_email });
  }
  return { caller, contracts };
}
