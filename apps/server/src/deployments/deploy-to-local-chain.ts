import {
  type BuildArtifact,
  type Coin,
  contractStatuses,
  type Deployment,
  LOCAL_CHAIN,
  type LocalTx,
  reviewStatuses,
} from "@contract-platform/api";
import { ChainError } from "@contract-platform/cosmwasm-vm";
import { artifactKey, WASM_ARTIFACTS_BUCKET } from "../builds/build-deps.ts";
import { findOwnedBuild } from "../builds/find-owned-build.ts";
import type { Caller } from "../contracts/contract-deps.ts";
import { findVersion, loadVersionFiles } from "../contracts/load-version-files.ts";
import { HttpError } from "../http/http-error.ts";
import { resolveLocalAccount } from "../local-chain/local-accounts.ts";
import {
  LOCAL_ACCOUNT_FUNDS,
  LOCAL_ACCOUNTS,
  type LocalChainDeps,
} from "../local-chain/local-chain-deps.ts";
import { type PendingTx, pendingTx, recordLocalTxs, startBlock } from "../local-chain/local-tx.ts";
import { withLocalChain } from "../local-chain/with-local-chain.ts";
import { ensureDefaultAlertRules } from "../monitoring/ensure-default-alert-rules.ts";
import { toDeployment } from "./to-deployment.ts";

export interface LocalDeployRequest {
  buildId: string;
  instantiateMsg: Record<string, unknown>;
  label: string;
  funds: Coin[];
  sender?: string;
  admin?: string | null;
  fileName?: string;
}

export type LocalDeployResult =
  | { ok: true; deployment: Deployment; txs: LocalTx[] }
  | { ok: false; error: string; txs: LocalTx[] };

/**
 * Deploys a build on the caller's local chain: stores the code (or reuses the code id of the same
 * checksum), instantiates it, records both transactions, and — only when the instantiation
 * succeeded — the deployment, moving the contract to 'test-deployed'. A failed instantiation
 * leaves its transaction in the history and no deployment.
 */
export async function deployToLocalChain(
  deps: LocalChainDeps,
  caller: Caller,
  request: LocalDeployRequest,
): Promise<LocalDeployResult> {
  const { row: build } = await findOwnedBuild(deps, caller, request.buildId);
  if (build.status !== "succeeded") {
    throw new HttpError(
      409,
      "build_not_deployable",
      build.status === "invalid"
        ? "This build fails validation; fix the problems in its report and build again"
        : "Only a finished, valid build can be deployed",
    );
  }
  const artifacts = build.artifacts as BuildArtifact[];
  const artifact = request.fileName
    ? artifacts.find((item) => item.fileName === request.fileName)
    : (artifacts.find((item) => item.sha256 === build.checksum) ?? artifacts[0]);
  if (!artifact)
    throw new HttpError(400, "no_artifact", `The build has no artifact ${request.fileName}`);
  const wasm = await deps.storage.get(WASM_ARTIFACTS_BUCKET, artifactKey(artifact.sha256));
  if (!wasm) throw new HttpError(502, "artifact_missing", "The wasm artifact could not be read");
  const denom = await contractDenom(deps, build.contract_id, build.contract_version);

  const outcome = await withLocalChain(deps, caller.userId, async ({ chain, changed }) => {
    const sender = resolveLocalAccount(chain, request.sender ?? "deployer");
    const admin = request.admin ? resolveLocalAccount(chain, request.admin) : null;
    if (denom && chain.balance(chain.addrMake("deployer"), denom) === 0n) {
      // Payable functions read one native denom; the funded accounts get some of it too.
      for (const name of LOCAL_ACCOUNTS)
        chain.fund(chain.addrMake(name), [{ denom, amount: String(LOCAL_ACCOUNT_FUNDS) }]);
      changed();
    }
    const txs: PendingTx[] = [];
    let code = chain.codes().find((item) => item.checksum === artifact.sha256);
    if (!code) {
      startBlock(chain, deps.clock);
      try {
        code = await chain.storeCode(sender, wasm);
      } catch (error) {
        if (error instanceof ChainError) throw new HttpError(422, "store_failed", error.message);
        throw error;
      }
      changed();
      const event = {
        type: "store_code",
        attributes: [
          { key: "code_checksum", value: code.checksum },
          { key: "code_id", value: String(code.codeId) },
        ],
      };
      txs.push(
        pendingTx(
          chain,
          {
            kind: "store",
            sender,
            contractAddress: null,
            codeId: code.codeId,
            msg: null,
            funds: [],
          },
          { ok: true, events: [event], data: null, gasUsed: null },
        ),
      );
    }
    startBlock(chain, deps.clock);
    let result: Awaited<ReturnType<typeof chain.instantiate>>;
    try {
      result = await chain.instantiate({
        sender,
        codeId: code.codeId,
        msg: request.instantiateMsg,
        funds: request.funds,
        label: request.label,
        admin,
      });
    } catch (error) {
      if (error instanceof ChainError)
        throw new HttpError(400, "instantiate_rejected", error.message);
      throw error;
    }
    changed();
    txs.push(
      pendingTx(
        chain,
        {
          kind: "instantiate",
          sender,
          contractAddress: result.ok ? result.address : null,
          codeId: code.codeId,
          msg: request.instantiateMsg,
          funds: request.funds,
        },
        result,
      ),
    );
    return { txs, result, code, sender, admin };
  });

  const { txs, result, code, sender, admin } = outcome;
  if (!result.ok) {
    return {
      ok: false,
      error: result.error,
      txs: await recordLocalTxs(deps.db, deps.clock, caller.userId, txs, null),
    };
  }
  const now = deps.clock.now();
  const row = await deps.db
    .insertInto("deployments")
    .values({
      contract_id: build.contract_id,
      user_id: caller.userId,
      build_id: build.id,
      chain_id: LOCAL_CHAIN,
      network: "local",
      code_id: code.codeId,
      contract_address: result.address,
      checksum: artifact.sha256,
      deployer_address: sender,
      admin_address: admin,
      label: request.label,
      instantiate_msg: JSON.stringify(request.instantiateMsg),
      funds: JSON.stringify(request.funds),
      store_tx_hash: txs.find((tx) => tx.kind === "store")?.txHash ?? null,
      instantiate_tx_hash: txs.find((tx) => tx.kind === "instantiate")?.txHash ?? null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const recorded = await recordLocalTxs(deps.db, deps.clock, caller.userId, txs, row.id);
  // Local deployments are monitored like real ones, so the first one brings the default rules.
  await ensureDefaultAlertRules(deps.db, caller.userId, now);
  const contract = await deps.db
    .selectFrom("contracts")
    .select(["name", "status"])
    .where("id", "=", build.contract_id)
    .executeTakeFirstOrThrow();
  const order = contractStatuses as readonly string[];
  if (
    (reviewStatuses as readonly string[]).includes(contract.status) &&
    order.indexOf(contract.status) < order.indexOf("test-deployed")
  ) {
    await deps.db
      .updateTable("contracts")
      .set({ status: "test-deployed", updated_at: now, last_activity_at: now })
      .where("id", "=", build.contract_id)
      .execute();
  }
  return { ok: true, deployment: toDeployment(row, contract.name), txs: recorded };
}

/** The native denom conversion.json names for payable functions, when it is not the chain's. */
async function contractDenom(
  deps: LocalChainDeps,
  contractId: string,
  version: number,
): Promise<string | null> {
  const contract = await deps.db
    .selectFrom("contracts")
    .selectAll()
    .where("id", "=", contractId)
    .executeTakeFirstOrThrow();
  const row = await findVersion(deps, contract, version).catch(() => null);
  if (!row?.files.includes("conversion.json")) return null;
  const files = await loadVersionFiles(deps, contract, row).catch(() => []);
  const report = files.find((file) => file.path === "conversion.json");
  try {
    const denom = (JSON.parse(report?.content ?? "{}") as { native_denom?: unknown }).native_denom;
    return typeof denom === "string" ? denom : null;
  } catch {
    return null;
  }
}
