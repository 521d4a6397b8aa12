import { createHash } from "node:crypto";
import type { ChainEvent, Coin, LocalTx } from "@contract-platform/api";
import type { CosmWasmChain, TxResult } from "@contract-platform/cosmwasm-vm";
import type { Selectable } from "kysely";
import type { BuildTables } from "../builds/build-tables.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import { toBase64String } from "./base64.ts";
import { localAccountName } from "./local-accounts.ts";
import { LOCAL_BLOCK_SECONDS } from "./local-chain-deps.ts";

/** A transaction of the local chain before it is written to local_chain_txs. */
export interface PendingTx {
  txHash: string;
  height: number;
  time: number;
  kind: "store" | "instantiate" | "execute" | "send";
  sender: string;
  contractAddress: string | null;
  codeId: number | null;
  msg: Record<string, unknown> | null;
  funds: Coin[];
  ok: boolean;
  error: string | null;
  events: ChainEvent[];
  data: string | null;
  gasUsed: number | null;
}

/**
 * Opens the block the next transaction runs in: height + 1, and time at least a block later —
 * the clock's time when it is ahead (so the chain follows real time, and a manual advance sticks).
 */
export function startBlock(chain: CosmWasmChain, clock: Clock): void {
  const now = Math.floor(clock.now().getTime() / 1000);
  chain.setBlock({
    height: chain.height + 1,
    time: Math.max(chain.time + LOCAL_BLOCK_SECONDS, now),
  });
}

export function pendingTx(
  chain: CosmWasmChain,
  fields: Omit<
    PendingTx,
    "txHash" | "height" | "time" | "ok" | "error" | "events" | "data" | "gasUsed"
  >,
  result: TxResult | { ok: true; events: ChainEvent[]; data: null; gasUsed: null },
): PendingTx {
  const txHash = createHash("sha256")
    .update(JSON.stringify([chain.chainId, chain.height, chain.time, fields]))
    .digest("hex")
    .toUpperCase();
  return {
    ...fields,
    txHash,
    height: chain.height,
    time: chain.time,
    ok: result.ok,
    error: result.ok ? null : result.error,
    events: result.ok ? result.events : [],
    data: result.ok && result.data ? toBase64String(result.data) : null,
    gasUsed: result.gasUsed,
  };
}

/** Writes transactions to the history; returns their rows. */
export async function recordLocalTxs(
  db: Db,
  clock: Clock,
  userId: string,
  txs: PendingTx[],
  deploymentId: string | null,
): Promise<LocalTx[]> {
  if (txs.length === 0) return [];
  const rows = await db
    .insertInto("local_chain_txs")
    .values(
      txs.map((tx) => ({
        user_id: userId,
        tx_hash: tx.txHash,
        height: tx.height,
        block_time: new Date(tx.time * 1000),
        kind: tx.kind,
        sender: tx.sender,
        contract_address: tx.contractAddress,
        code_id: tx.codeId,
        deployment_id: deploymentId,
        msg: JSON.stringify(tx.msg),
        funds: JSON.stringify(tx.funds),
        ok: tx.ok,
        error: tx.error,
        events: JSON.stringify(tx.events),
        data: tx.data,
        gas_used: tx.gasUsed,
        created_at: clock.now(),
      })),
    )
    .returningAll()
    .execute();
  return rows.map(toLocalTx);
}

export function toLocalTx(row: Selectable<BuildTables["local_chain_txs"]>): LocalTx {
  let dataJson: unknown;
  if (row.data) {
    try {
      dataJson = JSON.parse(Buffer.from(row.data, "base64").toString("utf8"));
    } catch {
      dataJson = undefined;
    }
  }
  return {
    id: row.id,
    txHash: row.tx_hash,
    height: Number(row.height),
    blockTime: row.block_time.toISOString(),
    kind: row.kind,
    sender: row.sender,
    senderName: localAccountName(row.sender),
    contractAddress: row.contract_address,
    codeId: row.code_id,
    deploymentId: row.deployment_id,
    msg: row.msg,
    funds: row.funds as Coin[],
    ok: row.ok,
    error: row.error,
    events: row.events as ChainEvent[],
    data: row.data,
    ...(dataJson === undefined ? {} : { dataJson }),
    gasUsed: row.gas_used === null ? null : Number(row.gas_used),
  };
}
