import { sql } from "kysely";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import type { DeploymentRow } from "./to-deployment.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A deployment of one of the caller's contracts with the contract's name, or 404. */
export async function findOwnedDeployment(
  deps: { db: Db },
  caller: Caller,
  deploymentId: string,
): Promise<{ row: DeploymentRow; contractName: string }> {
  const notFound = new HttpError(
    404,
    "deployment_not_found",
    "Deployment not found or access denied",
  );
  if (!uuid.test(deploymentId)) throw notFound;
  const found = await deps.db
    .selectFrom("deployments")
    .innerJoin("contracts", "contracts.id", "deployments.contract_id")
    .selectAll("deployments")
    .select("contracts.name as contract_name")
    .where("deployments.id", "=", deploymentId)
    .where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`)
    .executeTakeFirst();
  if (!found) throw notFound;
  const { contract_name, ...row } = found;
  return { row, contractName: contract_name };
}
