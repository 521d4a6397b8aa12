import { createHash } from "node:crypto";
import {
  type DeploymentSummary,
  type DeploymentVerification,
  LOCAL_CHAIN_ID,
} from "@contract-platform/api";
import { sql } from "kysely";
import { artifactKey, WASM_ARTIFACTS_BUCKET } from "../builds/build-deps.ts";
import type { ChainRpcSettings } from "../chains/connect-chain.ts";
import { connectChain } from "../chains/connect-chain.ts";
import { toChainHttpError } from "../chains/to-chain-http-error.ts";
import type { Clock } from "../clock/clock.ts";
import type { Caller } from "../contracts/contract-deps.ts";
import type { Db } from "../db/create-database.ts";
import { HttpError } from "../http/http-error.ts";
import { createNotification } from "../notifications/create-notification.ts";
import type { Storage } from "../storage/storage.ts";
import { advanceContractStatus } from "./advance-contract-status.ts";
import { findDeploymentChain } from "./find-deployment-chain.ts";
import { toDeploymentSummary } from "./to-deployment-summary.ts";

export interface VerifyDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  chains: ChainRpcSettings;
}

/**
 * Compares the code checksum the chain reports for a deployment's code id (getCodeDetails, or the
 * local chain's code table) with the sha256 of the stored build artifact. Equal: the deployment is
 * 'verified' and so is the contract; different: a warning with both checksums. An unreachable
 * chain is an error answer (nothing stored), so the user can retry.
 */
export async function verifyDeployment(
  deps: VerifyDeps,
  caller: Caller,
  deploymentId: string,
): Promise<DeploymentSummary> {
  const row = await deps.db
    .selectFrom("deployments")
    .innerJoin("contracts", "contracts.id", "deployments.contract_id")
    .selectAll("deployments")
    .select(["contracts.name as contract_name"])
    .where("deployments.id", "=", sql<string>`${deploymentId}::uuid`)
    .where("deployments.user_id", "=", sql<string>`${caller.userId}::uuid`)
    .executeTakeFirst()
    .catch(() => undefined);
  if (!row)
    throw new HttpError(404, "deployment_not_found", "Deployment not found or access denied");
  const chain = await findDeploymentChain(deps, row);
  const codeId = Number(row.code_id);

  let onChainChecksum: string;
  if (row.chain_id === LOCAL_CHAIN_ID) {
    const code = await deps.db
      .selectFrom("local_chain_codes")
      .select("checksum")
      .where("user_id", "=", row.user_id)
      .where("code_id", "=", codeId)
      .executeTakeFirst();
    if (!code) {
      throw new HttpError(409, "code_not_found", `The local chain has no code ${codeId}`);
    }
    onChainChecksum = code.checksum.toLowerCase();
  } else {
    if (!chain) {
      throw new HttpError(
        409,
        "unknown_chain",
        `Chain "${row.chain_id}" is no longer configured; add it as a custom chain again to verify`,
      );
    }
    try {
      const connection = await connectChain(chain, deps.chains);
      try {
        const details = await connection.call((client) => client.getCodeDetails(codeId));
        const dataHash = sha256Hex(details.data);
        if (dataHash !== details.checksum.toLowerCase()) {
          throw new HttpError(
            502,
            "chain_inconsistent",
            `The node reports checksum ${details.checksum} for code ${codeId} but sent bytes hashing to ${dataHash}`,
          );
        }
        onChainChecksum = dataHash;
      } finally {
        connection.disconnect();
      }
    } catch (error) {
      throw toChainHttpError(error);
    }
  }

  const build = row.build_id
    ? await deps.db
        .selectFrom("builds")
        .select("checksum")
        .where("id", "=", row.build_id)
        .executeTakeFirst()
    : undefined;
  const key = artifactKey((build?.checksum ?? row.checksum).toLowerCase());
  const bytes = await deps.storage.get(WASM_ARTIFACTS_BUCKET, key);
  const artifactChecksum = bytes ? sha256Hex(bytes) : null;

  const now = deps.clock.now();
  const verification: DeploymentVerification =
    artifactChecksum === null
      ? {
          status: "error",
          chainId: row.chain_id,
          codeId,
          onChainChecksum,
          artifactChecksum,
          checkedAt: now.toISOString(),
          message: "The build artifact is no longer stored, so there is nothing to compare with",
        }
      : artifactChecksum === onChainChecksum
        ? {
            status: "verified",
            chainId: row.chain_id,
            codeId,
            onChainChecksum,
            artifactChecksum,
            checkedAt: now.toISOString(),
            message: "The code on chain is byte for byte the build artifact",
          }
        : {
            status: "mismatch",
            chainId: row.chain_id,
            codeId,
            onChainChecksum,
            artifactChecksum,
            checkedAt: now.toISOString(),
            message: `Code ${codeId} on ${row.chain_id} is not the build artifact: the chain reports ${onChainChecksum}, the artifact hashes to ${artifactChecksum}`,
          };
  const updated = await deps.db
    .updateTable("deployments")
    .set({ verification: JSON.stringify(verification) })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (verification.status === "verified") {
    await advanceContractStatus(deps.db, row.contract_id, "verified", now);
  }
  if (verification.status !== "error") {
    await createNotification(deps, {
      userId: row.user_id,
      kind: verification.status === "verified" ? "deployment.verified" : "deployment.mismatch",
      severity: verification.status === "verified" ? "info" : "critical",
      title:
        verification.status === "verified"
          ? `${row.contract_name} verified on ${chain?.name ?? "the local chain"}`
          : `${row.contract_name}: on-chain code differs from the build`,
      body: verification.message,
      link: `/production-monitoring?deployment=${row.id}`,
      contractId: row.contract_id,
    });
  }
  return toDeploymentSummary(updated, row.contract_name, chain);
}

function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
