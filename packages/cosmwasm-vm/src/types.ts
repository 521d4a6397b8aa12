/** A native coin, amounts as decimal strings (as in CosmWasm messages). */
export interface Coin {
  denom: string;
  amount: string;
}

/** An event of a transaction, as the chain reports it (`wasm-<Name>` for contract events). */
export interface ChainEvent {
  type: string;
  attributes: { key: string; value: string }[];
}

export interface ChainOptions {
  /** Default `local-1`. */
  chainId?: string;
  /** Bech32 prefix of every address. Default `cosmwasm`, the prefix of cw-multi-test's MockApi. */
  bech32Prefix?: string;
  /** The native denom that `fund` and `balance` use by default. Default `uatom`. */
  denom?: string;
  /** Genesis block height. Default 1. */
  height?: number;
  /** Genesis block time in seconds since the epoch. Default 1700000000. */
  time?: number;
  /**
   * Meter gas (the wasm is instrumented once per code): every result then carries `gasUsed`.
   * Off by default because it makes execution several times slower.
   */
  metering?: boolean;
}

interface TxBase {
  /** Gas used by this transaction when metering is on, else null. */
  gasUsed: number | null;
  height: number;
  /** Block time in seconds. */
  time: number;
}

export interface TxSuccess extends TxBase {
  ok: true;
  events: ChainEvent[];
  /** The response data (`Response::set_data`), null when none. */
  data: Uint8Array | null;
}

export interface TxFailure extends TxBase {
  ok: false;
  /** The contract's error text (`ContractError`'s Display), or the chain's reason. */
  error: string;
}

export type TxResult = TxSuccess | TxFailure;

export type InstantiateResult = (TxSuccess & { address: string }) | TxFailure;

export type QueryResult = { ok: true; value: unknown } | { ok: false; error: string };

export interface StoredCode {
  codeId: number;
  /** Lower-case hex sha256 of the wasm, as a chain reports it. */
  checksum: string;
  creator: string;
}

export interface ContractInfo {
  address: string;
  codeId: number;
  creator: string;
  admin: string | null;
  label: string;
  /** Height at which it was instantiated. */
  created: number;
}
