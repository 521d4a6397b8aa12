import {
  computeContractStats,
  type Role,
  type StatsResponse,
  successfulStatuses,
} from "@contract-platform/api";
import { type Expression, sql } from "kysely";
import {
  type AuthContext,
  type SessionKey,
  sessionCallerQuery,
  sessionKeyOf,
  toAuthContext,
  type VerifiedBearer,
} from "../auth/authenticate-request.ts";
import type { Db } from "../db/create-database.ts";
import { preparedQuery } from "../db/prepared-query.ts";

type StatsRow = {
  caller_id: string;
  caller_email: string;
  caller_role: Role;
  total: string;
  successful: string;
  times: unknown;
};

const statsQuery = preparedQuery<SessionKey, StatsRow>("contract_stats", (db, param) => {
  const ownedBy = sql.ref<string>("caller.caller_id");
  const byRole = (everyone: Expression<unknown>, own: Expression<unknown>) =>
    sql`case when caller.caller_role = 'admin' then (${everyone}) else (${own}) end`;
  const count = (successfulOnly: boolean, own: boolean) => {
    let query = db.selectFrom("contracts").select((eb) => eb.fn.countAll<string>().as("n"));
    if (successfulOnly) query = query.where("status", "in", [...successfulStatuses]);
    if (own) query = query.where("contracts.user_id", "=", ownedBy);
    return query;
  };
  const timesOf = (own: boolean) => {
    let query = db
      .selectFrom("contract_metrics as m")
      .innerJoin("contracts as c", "c.id", "m.contract_id")
      .select(sql<number[]>`coalesce(json_agg(m.processing_time_seconds), '[]')`.as("times"))
      .where("m.processing_time_seconds", "is not", null);
    if (own) query = query.where("c.user_id", "=", ownedBy);
    return query;
  };
  const session = { sessionId: param("sessionId"), userId: param("userId"), now: param("now") };
  return db
    .with("caller", () => sessionCallerQuery(db, session))
    .selectFrom("caller")
    .select(["caller.caller_id", "caller.caller_email", "caller.caller_role"])
    .select([
      byRole(count(false, false), count(false, true)).$castTo<string>().as("total"),
      byRole(count(true, false), count(true, true)).$castTo<string>().as("successful"),
      byRole(timesOf(false), timesOf(true)).$castTo<unknown>().as("times"),
    ]);
});

/**
 * spec §2/§9 statistics: total contracts, those in the six successful statuses, and the
 * processing times behind Analysis Hours Saved. The caller's own contracts; everyone's for admins.
 *
 * One prepared query, session check included (ADR 102, ADR 103): null when the session is not
 * active (401). Each figure is a CASE on the caller's role whose branches are subqueries;
 * PostgreSQL runs only the branch taken, so a user's figures still come from their own rows by
 * the user_id index.
 */
export async function getContractStats(
  deps: { db: Db },
  bearer: VerifiedBearer,
): Promise<{ caller: AuthContext; stats: StatsResponse } | null> {
  const [row] = await statsQuery(deps.db, sessionKeyOf(bearer));
  if (!row) return null;
  const caller = toAuthContext(bearer, row);
  const total = Number(row.total);
  const successful = Number(row.successful);
  // json_agg's result: parsed by the driver, or still text where a driver leaves json alone.
  const times: unknown = typeof row.times === "string" ? JSON.parse(row.times) : row.times;
  const processingTimesSeconds = (times as unknown[]).map(Number);
  return {
    caller,
    stats: {
      scope: caller.role === "admin" ? "platform" : "user",
      total,
      successful,
      ...computeContractStats({ total, successful, processingTimesSeconds }),
      totalContracts: total,
      successfulConversions: successful,
      processingTimesSeconds,
    },
  };
}
