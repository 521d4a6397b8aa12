import type { Coin, LocalTx } from "@contract-platform/api";
import { ChainError } from "@contract-platform/cosmwasm-vm";
import type { Caller } from "../contracts/contract-deps.ts";
import { HttpError } from "../http/http-error.ts";
import { resolveLocalAccount } from "../local-chain/local-accounts.ts";
import type { LocalChainDeps } from "../local-chain/local-chain-deps.ts";
import { pendingTx, recordLocalTxs, startBlock } from "../local-chain/local-tx.ts";
import { withLocalChain } from "../local-chain/with-local-chain.ts";
import { findOwnedDeployment } from "./find-owned-deployment.ts";
import type { DeploymentRow } from "./to-deployment.ts";

async function findLocalDeployment(deps: LocalChainDeps, caller: Caller, id: string) {
  const { row } = await findOwnedDeployment(deps, caller, id);
  if (row.network !== "local") {
    throw new HttpError(
      409,
      "not_local",
      "This deployment is on a real chain: send transactions from the browser with your wallet",
    );
  }
  return row;
}

/** Executes a message on a local deployment in a new block; the transaction is kept either way. */
export async function executeOnLocalDeployment(
  deps: LocalChainDeps,
  caller: Caller,
  deploymentId: string,
  request: { msg: Record<string, unknown>; sender?: string; funds: Coin[] },
): Promise<LocalTx> {
  const row: DeploymentRow = await findLocalDeployment(deps, caller, deploymentId);
  const tx = await withLocalChain(deps, caller.userId, async ({ chain, changed }) => {
    const sender = resolveLocalAccount(chain, request.sender ?? "deployer");
    startBlock(chain, deps.clock);
    changed();
    try {
      const result = await chain.execute({
        sender,
        contract: row.contract_address,
        msg: request.msg,
        funds: request.funds,
      });
      return pendingTx(
        chain,
        {
          kind: "execute",
          sender,
          contractAddress: row.contract_address,
          codeId: Number(row.code_id),
          msg: request.msg,
          funds: request.funds,
        },
        result,
      );
    } catch (error) {
      if (error instanceof ChainError) throw new HttpError(400, "execute_rejected", error.message);
      throw error;
    }
  });
  const [recorded] = await recordLocalTxs(deps.db, deps.clock, caller.userId, [tx], row.id);
  return recorded;
}

/** A smart query of a local deployment at the current block. */
export async function queryLocalDeployment(
  deps: LocalChainDeps,
  caller: Caller,
  deploymentId: string,
  msg: Record<string, unknown>,
) {
  const row = await findLocalDeployment(deps, caller, deploymentId);
  return withLocalChain(deps, caller.userId, async ({ chain }) =>
    chain.query(row.contract_address, msg),
  );
}
