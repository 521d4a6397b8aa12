import {
  computeContractStats,
  type StatsResponse,
  successfulStatuses,
} from "@contract-platform/api";
import { sql } from "kysely";
import type { Db } from "../db/create-database.ts";
import type { Caller } from "./contract-deps.ts";

/**
 * spec §2/§9 statistics: total contracts, those in the six successful statuses, and the
 * processing times behind Analysis Hours Saved. The caller's own contracts; everyone's for admins.
 */
export async function getContractStats(deps: { db: Db }, caller: Caller): Promise<StatsResponse> {
  const platform = caller.role === "admin";
  const own = sql<string>`${caller.userId}::uuid`;
  let counts = deps.db.selectFrom("contracts").select((eb) => [
    eb.fn.countAll<string>().as("total"),
    eb.fn
      .count<string>("id")
      .filterWhere("status", "in", [...successfulStatuses])
      .as("successful"),
  ]);
  if (!platform) counts = counts.where("user_id", "=", own);
  let times = deps.db
    .selectFrom("contract_metrics as m")
    .innerJoin("contracts as c", "c.id", "m.contract_id")
    .select("m.processing_time_seconds")
    .where("m.processing_time_seconds", "is not", null);
  if (!platform) times = times.where("c.user_id", "=", own);
  const [row, metrics] = await Promise.all([counts.executeTakeFirstOrThrow(), times.execute()]);
  const total = Number(row.total);
  const successful = Number(row.successful);
  const processingTimesSeconds = metrics.map((metric) => Number(metric.processing_time_seconds));
  return {
    scope: platform ? "platform" : "user",
    total,
    successful,
    ...computeContractStats({ total, successful, processingTimesSeconds }),
    totalContracts: total,
    successfulConversions: successful,
    processingTimesSeconds,
  };
}
