import { toHex } from "@cosmjs/encoding";
import { decodeTxRaw } from "@cosmjs/proto-signing";
import {
  MsgExecuteContract,
  MsgInstantiateContract,
  MsgMigrateContract,
} from "cosmjs-types/cosmwasm/wasm/v1/tx";
import type { ChainConnection } from "./connect-chain.ts";

export interface ContractTx {
  hash: string;
  height: number;
  time: Date;
  success: boolean;
  code: number;
  gasUsed: number;
  gasWanted: number;
  sender: string | null;
  /** The message's variant (`transfer` for `{"transfer": {...}}`), `instantiate` or `migrate`. */
  action: string;
  error: string | null;
}

export interface ContractActivity {
  latestHeight: number;
  admin: string | null;
  codeId: number;
  label: string;
  txs: ContractTx[];
}

/** At most this many transactions per search and poll; the next poll goes on from there. */
export const ACTIVITY_PAGE_SIZE = 100;

/**
 * One look at a contract on its chain: its info (admin, code id) and the transactions since
 * `fromHeight`. Successful ones are found by the contract's address in the tx index; a failed
 * transaction keeps only its fee events, so failures are found among the transactions the
 * watched signers (the deployer, and senders seen before) paid for (ADR 0153).
 */
export async function readContractActivity(
  connection: ChainConnection,
  input: { address: string; watchedSigners: string[]; fromHeight: number },
): Promise<ContractActivity> {
  const { address, fromHeight } = input;
  const contract = await connection.call((client) => client.getContract(address));
  const latestHeight = await connection.call((client) => client.getHeight());
  const queries = [
    `wasm._contract_address='${address}' AND tx.height>=${fromHeight}`,
    ...input.watchedSigners.map(
      (signer) => `tx.fee_payer='${signer}' AND tx.height>=${fromHeight}`,
    ),
  ];
  const found = new Map<string, ContractTx>();
  const blockTimes = new Map<number, Date>();
  for (const query of queries) {
    const result = await connection.call(() =>
      connection.comet.txSearch({ query, page: 1, per_page: ACTIVITY_PAGE_SIZE, order_by: "asc" }),
    );
    for (const tx of result.txs) {
      const hash = toHex(tx.hash).toUpperCase();
      if (found.has(hash)) continue;
      const call = callOn(tx.tx, address, tx.result.events);
      if (!call) continue;
      let time = blockTimes.get(tx.height);
      if (!time) {
        const block = await connection.call((client) => client.getBlock(tx.height));
        time = new Date(block.header.time);
        blockTimes.set(tx.height, time);
      }
      found.set(hash, {
        hash,
        height: tx.height,
        time,
        success: tx.result.code === 0,
        code: tx.result.code,
        gasUsed: Number(tx.result.gasUsed),
        gasWanted: Number(tx.result.gasWanted),
        sender: call.sender,
        action: call.action,
        error: tx.result.code === 0 ? null : (tx.result.log ?? "").slice(0, 500),
      });
    }
  }
  return {
    latestHeight,
    admin: contract.admin ?? null,
    codeId: contract.codeId,
    label: contract.label,
    txs: [...found.values()].sort((a, b) => a.height - b.height),
  };
}

/** The first message of a transaction that targets the contract (or created it), if any. */
function callOn(
  txBytes: Uint8Array,
  address: string,
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
): { sender: string; action: string } | null {
  let messages: { typeUrl: string; value: Uint8Array }[];
  try {
    messages = decodeTxRaw(txBytes).body.messages;
  } catch {
    return null;
  }
  for (const message of messages) {
    if (message.typeUrl === "/cosmwasm.wasm.v1.MsgExecuteContract") {
      const msg = MsgExecuteContract.decode(message.value);
      if (msg.contract === address) return { sender: msg.sender, action: variantName(msg.msg) };
    } else if (message.typeUrl === "/cosmwasm.wasm.v1.MsgMigrateContract") {
      const msg = MsgMigrateContract.decode(message.value);
      if (msg.contract === address) return { sender: msg.sender, action: "migrate" };
    } else if (message.typeUrl === "/cosmwasm.wasm.v1.MsgInstantiateContract") {
      const created = events.some(
        (event) =>
          event.type === "instantiate" &&
          event.attributes.some((a) => a.key === "_contract_address" && a.value === address),
      );
      if (created) {
        return {
          sender: MsgInstantiateContract.decode(message.value).sender,
          action: "instantiate",
        };
      }
    }
  }
  return null;
}

function variantName(bytes: Uint8Array): string {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes));
    const keys = parsed && typeof parsed === "object" ? Object.keys(parsed) : [];
    return keys.length === 1 ? keys[0].slice(0, 64) : "execute";
  } catch {
    return "execute";
  }
}
