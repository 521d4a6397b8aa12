import { LOCAL_CHAIN_ID } from "@contract-platform/api";
import { describeRpcFailure } from "../chains/chain-rpc-error.ts";
import { type ChainRpcSettings, connectChain } from "../chains/connect-chain.ts";
import { type ContractTx, readContractActivity } from "../chains/read-contract-activity.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";
import { evaluateAlertRules } from "./evaluate-alert-rules.ts";
import { findDeploymentChain } from "./find-deployment-chain.ts";
import { readLocalActivity } from "./read-local-activity.ts";

export interface MonitoringDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  chains: ChainRpcSettings;
  /** Seconds between polls of a healthy deployment. */
  intervalSeconds: number;
}

/** The longest wait between polls of a deployment whose chain keeps failing. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** At most this many signers' failed transactions are looked for per deployment. */
const MAX_WATCHED_SIGNERS = 10;

/** Wait before the next poll: the interval, doubled per failure in a row, capped at an hour. */
export function nextPollDelayMs(intervalSeconds: number, consecutiveFailures: number): number {
  return Math.min(intervalSeconds * 1000 * 2 ** consecutiveFailures, MAX_BACKOFF_MS);
}

/**
 * One poll of one deployment: chain reachability, contract info (admin, code id) and the
 * transactions since the last poll (the local chain from its own history), stored as a health
 * check and activity rows; then the alert rules. A failed poll backs off (ADR 0153).
 */
export async function pollDeployment(deps: MonitoringDeps, deploymentId: string): Promise<void> {
  const deployment = await deps.db
    .selectFrom("deployments")
    .innerJoin("deployment_monitors", "deployment_monitors.deployment_id", "deployments.id")
    .selectAll("deployments")
    .select([
      "deployment_monitors.consecutive_failures",
      "deployment_monitors.scanned_height",
      "deployment_monitors.admin_address as known_admin",
      "deployment_monitors.code_id as known_code_id",
      "deployment_monitors.watched_signers",
    ])
    .where("deployments.id", "=", deploymentId)
    .executeTakeFirst();
  if (!deployment) return;
  const started = performance.now();
  const fromHeight = Number(deployment.scanned_height ?? 1);

  let result: {
    latestHeight: number;
    admin: string | null;
    codeId: number;
    txs: ContractTx[];
  };
  try {
    if (deployment.chain_id === LOCAL_CHAIN_ID) {
      result = await readLocalActivity(deps.db, deployment, fromHeight);
    } else {
      const chain = await findDeploymentChain(deps, deployment);
      if (!chain) {
        throw new Error(`Chain "${deployment.chain_id}" is no longer configured`);
      }
      const connection = await connectChain(chain, deps.chains).catch((error) => {
        throw describeRpcFailure(chain.chainId, chain.rpc, deps.chains.rpcTimeoutMs, error);
      });
      try {
        result = await readContractActivity(connection, {
          address: deployment.contract_address,
          watchedSigners: deployment.watched_signers,
          fromHeight,
        });
      } finally {
        connection.disconnect();
      }
    }
  } catch (error) {
    await recordFailure(deps, deploymentId, deployment.consecutive_failures, error);
    return;
  }

  const now = deps.clock.now();
  const latencyMs = Math.round(performance.now() - started);
  const scannedTo =
    result.txs.length > 0 ? Math.max(...result.txs.map((tx) => tx.height)) : result.latestHeight;
  const signers = [
    ...new Set([
      ...deployment.watched_signers,
      ...result.txs.flatMap((tx) => (tx.sender ? [tx.sender] : [])),
    ]),
  ].slice(0, MAX_WATCHED_SIGNERS);

  await deps.db.transaction().execute(async (trx) => {
    if (result.txs.length > 0) {
      await trx
        .insertInto("deployment_activity")
        .values(
          result.txs.map((tx) => ({
            deployment_id: deploymentId,
            tx_hash: tx.hash,
            height: tx.height,
            executed_at: tx.time,
            success: tx.success,
            code: tx.code,
            gas_used: tx.gasUsed,
            gas_wanted: tx.gasWanted,
            sender: tx.sender,
            action: tx.action,
            error: tx.error,
          })),
        )
        .onConflict((conflict) => conflict.columns(["deployment_id", "tx_hash"]).doNothing())
        .execute();
    }
    await trx
      .insertInto("deployment_health_checks")
      .values({
        deployment_id: deploymentId,
        checked_at: now,
        reachable: true,
        latency_ms: latencyMs,
        latest_height: result.latestHeight,
        admin_address: result.admin,
        code_id: result.codeId,
        error: null,
      })
      .execute();
    await trx
      .updateTable("deployment_monitors")
      .set({
        consecutive_failures: 0,
        next_poll_at: new Date(now.getTime() + nextPollDelayMs(deps.intervalSeconds, 0)),
        last_polled_at: now,
        last_success_at: now,
        last_error: null,
        reachable: true,
        latest_height: result.latestHeight,
        scanned_height: Math.max(scannedTo, fromHeight),
        admin_address: result.admin,
        code_id: result.codeId,
        watched_signers: signers,
      })
      .where("deployment_id", "=", deploymentId)
      .execute();
  });

  await evaluateAlertRules(deps, deployment, {
    adminChanged:
      deployment.known_admin !== result.admin
        ? { from: deployment.known_admin, to: result.admin }
        : null,
    codeMigrated:
      deployment.known_code_id !== null && Number(deployment.known_code_id) !== result.codeId
        ? { from: Number(deployment.known_code_id), to: result.codeId }
        : null,
  });
}

async function recordFailure(
  deps: MonitoringDeps,
  deploymentId: string,
  failuresBefore: number,
  error: unknown,
) {
  const now = deps.clock.now();
  const failures = failuresBefore + 1;
  const message = error instanceof Error ? error.message : String(error);
  deps.logger.warn({ deploymentId, err: error }, "deployment poll failed");
  await deps.db
    .insertInto("deployment_health_checks")
    .values({ deployment_id: deploymentId, checked_at: now, reachable: false, error: message })
    .execute();
  await deps.db
    .updateTable("deployment_monitors")
    .set({
      consecutive_failures: failures,
      next_poll_at: new Date(now.getTime() + nextPollDelayMs(deps.intervalSeconds, failures)),
      last_polled_at: now,
      last_error: message,
      reachable: false,
    })
    .where("deployment_id", "=", deploymentId)
    .execute();
}
