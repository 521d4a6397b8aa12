import type { DeploymentSummary, RecordWalletDeployment } from "@contract-platform/api";
import { recordWalletDeploymentSchema } from "@contract-platform/api";
import { sql } from "kysely";
import { type ChainRpcSettings, connectChain } from "../chains/connect-chain.ts";
import { findChain } from "../chains/find-chain.ts";
import { readConfirmedDeployment } from "../chains/read-confirmed-deployment.ts";
import { toChainHttpError } from "../chains/to-chain-http-error.ts";
import type { Clock } from "../clock/clock.ts";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { validate } from "../http/read-json.ts";
import type { Logger } from "../logger/create-logger.ts";
import { advanceContractStatus } from "../monitoring/advance-contract-status.ts";
import { ensureDefaultAlertRules } from "../monitoring/ensure-default-alert-rules.ts";
import { toDeploymentSummary } from "../monitoring/to-deployment-summary.ts";
import { createNotification } from "../notifications/create-notification.ts";

export interface WalletDeploymentDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  chains: ChainRpcSettings;
}

/**
 * Records a deployment the user's wallet signed — only after the server has read both
 * transactions back from the chain (readConfirmedDeployment). Recording the same instantiate again
 * returns the existing record. Testnet moves the contract to 'test-deployed', mainnet (confirmed
 * by the typed chain id) to 'finalized'; monitoring starts at the instantiate's height.
 */
export async function recordWalletDeployment(
  deps: WalletDeploymentDeps,
  caller: Caller,
  request: RecordWalletDeployment,
): Promise<{ deployment: DeploymentSummary; created: boolean }> {
  const input = validate(recordWalletDeploymentSchema, request);
  const build = await deps.db
    .selectFrom("builds")
    .innerJoin("contracts", "contracts.id", "builds.contract_id")
    .select([
      "builds.id",
      "builds.status",
      "builds.checksum",
      "builds.contract_id",
      "contracts.name",
    ])
    .where("builds.id", "=", input.buildId)
    .where("contracts.user_id", "=", sql<string>`${caller.userId}::uuid`)
    .executeTakeFirst();
  if (!build) throw new HttpError(404, "build_not_found", "Build not found or access denied");
  if (build.status !== "succeeded" || !build.checksum) {
    throw new HttpError(
      409,
      "build_not_deployable",
      `Build ${build.id} is ${build.status}; only a successful, validated build can be deployed`,
    );
  }
  const chain = await findChain(deps, caller.userId, input.chainId);
  if (chain.network === "mainnet" && input.confirmMainnet !== chain.chainId) {
    throw new HttpError(
      400,
      "mainnet_confirmation_required",
      `A mainnet deployment must be confirmed by typing the chain id "${chain.chainId}"`,
    );
  }

  const existing = await deps.db
    .selectFrom("deployments")
    .selectAll()
    .where("chain_id", "=", chain.chainId)
    .where("instantiate_tx_hash", "=", input.instantiateTxHash)
    .executeTakeFirst();
  if (existing) {
    if (existing.user_id !== caller.userId || existing.contract_id !== build.contract_id) {
      throw new HttpError(
        409,
        "deployment_exists",
        "This transaction is already recorded for another deployment",
      );
    }
    return { deployment: toDeploymentSummary(existing, build.name, chain), created: false };
  }

  let confirmed: Awaited<ReturnType<typeof readConfirmedDeployment>>;
  try {
    const connection = await connectChain(chain, deps.chains);
    try {
      confirmed = await readConfirmedDeployment(connection, chain.chainId, {
        storeTxHash: input.storeTxHash,
        instantiateTxHash: input.instantiateTxHash,
        expectedChecksum: build.checksum,
      });
    } finally {
      connection.disconnect();
    }
  } catch (error) {
    throw toChainHttpError(error);
  }

  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("deployments")
      .values({
        contract_id: build.contract_id,
        user_id: caller.userId,
        build_id: build.id,
        chain_id: chain.chainId,
        network: chain.network,
        code_id: confirmed.codeId,
        contract_address: confirmed.contractAddress,
        checksum: confirmed.checksum,
        deployer_address: confirmed.deployer,
        admin_address: confirmed.admin,
        label: confirmed.label,
        instantiate_msg: JSON.stringify(confirmed.instantiateMsg),
        funds: JSON.stringify(confirmed.funds),
        store_tx_hash: confirmed.storeTxHash,
        instantiate_tx_hash: confirmed.instantiateTxHash,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(["chain_id", "contract_address"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      throw new HttpError(
        409,
        "deployment_exists",
        `Contract ${confirmed.contractAddress} is already recorded`,
      );
    }
    await trx
      .insertInto("deployment_monitors")
      .values({
        deployment_id: inserted.id,
        next_poll_at: now,
        scanned_height: confirmed.instantiateHeight,
        admin_address: confirmed.admin,
        code_id: confirmed.codeId,
        watched_signers: [confirmed.deployer],
      })
      .execute();
    await advanceContractStatus(
      trx,
      build.contract_id,
      chain.network === "mainnet" ? "finalized" : "test-deployed",
      now,
    );
    await ensureDefaultAlertRules(trx, caller.userId, now);
    return inserted;
  });
  await createNotification(deps, {
    userId: caller.userId,
    kind: "deployment.recorded",
    title: `${build.name} deployed to ${chain.name}`,
    body: `Code ${confirmed.codeId} at ${confirmed.contractAddress}, confirmed on chain.`,
    link: `/production-monitoring?deployment=${row.id}`,
    contractId: build.contract_id,
  });
  deps.logger.info(
    { deploymentId: row.id, chainId: chain.chainId, address: confirmed.contractAddress },
    "wallet deployment recorded",
  );
  return { deployment: toDeploymentSummary(row, build.name, chain), created: true };
}
