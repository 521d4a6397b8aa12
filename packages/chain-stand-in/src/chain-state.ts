import { sha256 } from "@cosmjs/crypto";
import { toHex } from "@cosmjs/encoding";
import type { RecordedState } from "./contract-runtime.ts";

export interface EventAttribute {
  key: string;
  value: string;
}
export interface ChainEvent {
  type: string;
  attributes: EventAttribute[];
}

export interface Account {
  address: string;
  accountNumber: bigint;
  sequence: bigint;
  pubkey: Uint8Array | null;
  balances: Map<string, bigint>;
}

export interface StoredCode {
  codeId: bigint;
  creator: string;
  checksum: Uint8Array;
  wasm: Uint8Array;
}

export interface ContractHistoryEntry {
  operation: "init" | "migrate";
  codeId: bigint;
  height: number;
  msg: unknown;
}

export interface Contract {
  address: string;
  codeId: bigint;
  creator: string;
  admin: string;
  label: string;
  createdHeight: number;
  createdIndex: number;
  state: unknown;
  history: ContractHistoryEntry[];
}

export interface TxResult {
  code: number;
  codespace: string;
  log: string;
  data: Uint8Array;
  gasWanted: bigint;
  gasUsed: bigint;
  events: ChainEvent[];
}

export interface IndexedTx {
  hash: string;
  height: number;
  index: number;
  tx: Uint8Array;
  result: TxResult;
}

export interface Block {
  height: number;
  time: Date;
  hash: string;
  txs: Uint8Array[];
}

/** Everything the stand-in keeps, in memory. Deliberately plain data so a tx can roll it back. */
export interface ChainState {
  accounts: Map<string, Account>;
  codes: Map<bigint, StoredCode>;
  contracts: Map<string, Contract>;
  nextAccountNumber: bigint;
  nextCodeId: bigint;
  nextInstanceId: bigint;
}

export function createChainState(): ChainState {
  return {
    accounts: new Map(),
    codes: new Map(),
    contracts: new Map(),
    nextAccountNumber: 0n,
    nextCodeId: 1n,
    nextInstanceId: 1n,
  };
}

/** A deep copy taken before a transaction's messages run; restored when one of them fails. */
export function snapshotState(state: ChainState): ChainState {
  const accounts = new Map(
    [...state.accounts].map(([address, account]) => [
      address,
      { ...account, balances: new Map(account.balances) },
    ]),
  );
  const contracts = new Map(
    [...state.contracts].map(([address, contract]) => [
      address,
      { ...contract, state: structuredClone(contract.state), history: [...contract.history] },
    ]),
  );
  // Stored code never changes once stored, so the entries are shared.
  return { ...state, accounts, contracts, codes: new Map(state.codes) };
}

export function restoreState(target: ChainState, snapshot: ChainState): void {
  Object.assign(target, snapshot);
}

export function blockHash(height: number, time: Date, txs: Uint8Array[]): string {
  const parts = [String(height), time.toISOString(), ...txs.map((tx) => toHex(sha256(tx)))];
  return toHex(sha256(new TextEncoder().encode(parts.join("|")))).toUpperCase();
}

export function txHash(tx: Uint8Array): string {
  return toHex(sha256(tx)).toUpperCase();
}

export type { RecordedState };
