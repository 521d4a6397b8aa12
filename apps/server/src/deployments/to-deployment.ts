import type { Coin, Deployment } from "@contract-platform/api";
import type { Selectable } from "kysely";
import type { BuildTables } from "../builds/build-tables.ts";

export type DeploymentRow = Selectable<BuildTables["deployments"]>;

export function toDeployment(row: DeploymentRow, contractName: string): Deployment {
  return {
    id: row.id,
    contractId: row.contract_id,
    contractName,
    buildId: row.build_id,
    chainId: row.chain_id,
    network: row.network,
    codeId: Number(row.code_id),
    contractAddress: row.contract_address,
    checksum: row.checksum,
    deployerAddress: row.deployer_address,
    adminAddress: row.admin_address,
    label: row.label,
    instantiateMsg: row.instantiate_msg,
    funds: row.funds as Coin[],
    storeTxHash: row.store_tx_hash,
    instantiateTxHash: row.instantiate_tx_hash,
    verification: row.verification,
    createdAt: row.created_at.toISOString(),
  };
}
