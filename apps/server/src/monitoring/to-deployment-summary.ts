import {
  type ChainConfig,
  type DeploymentSummary,
  deploymentVerificationSchema,
  LOCAL_CHAIN_ID,
} from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { Database } from "../db/schema.ts";

export type DeploymentRow = Selectable<Database["deployments"]>;

export function toDeploymentSummary(
  row: DeploymentRow,
  contractName: string,
  chain: ChainConfig | null,
): DeploymentSummary {
  const verification = deploymentVerificationSchema.safeParse(row.verification);
  return {
    id: row.id,
    contractId: row.contract_id,
    contractName,
    buildId: row.build_id,
    chainId: row.chain_id,
    chainName:
      row.chain_id === LOCAL_CHAIN_ID ? "Built-in local chain" : (chain?.name ?? row.chain_id),
    network: row.network,
    codeId: Number(row.code_id),
    contractAddress: row.contract_address,
    checksum: row.checksum,
    deployer: row.deployer_address,
    admin: row.admin_address,
    label: row.label,
    storeTxHash: row.store_tx_hash,
    instantiateTxHash: row.instantiate_tx_hash,
    explorerTxUrl: chain?.explorerTxUrl ?? null,
    verification: verification.success ? verification.data : null,
    createdAt: row.created_at.toISOString(),
  };
}
