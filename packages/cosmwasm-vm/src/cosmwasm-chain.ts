import { fromBase64, toBase64, toHex } from "@cosmjs/encoding";
import { sha256 } from "@noble/hashes/sha2.js";
import { CWSimulateApp, Ok } from "@oraichain/cw-simulate";
import { addrHumanize, addrMake, isAddress } from "./addresses.ts";
import { Bech32BackendApi } from "./backend-api.ts";
import { type ChainState, exportChainState, importChainState } from "./chain-state.ts";
import { cacheCompiledModule, compileWasm, hasCompiledModule } from "./compiled-modules.ts";
import { patchCwSimulate } from "./patch-cw-simulate.ts";
import type {
  ChainEvent,
  ChainOptions,
  Coin,
  ContractInfo,
  InstantiateResult,
  QueryResult,
  StoredCode,
  TxResult,
} from "./types.ts";

const NANOS = 1_000_000_000;
const REQUIRED_EXPORTS = ["allocate", "deallocate", "instantiate", "interface_version_8"];

/** An opaque, in-memory copy of the whole chain state (O(1): the state is immutable). */
export class ChainSnapshot {
  /** @internal */
  constructor(readonly data: unknown) {}
}

/** Thrown for calls the chain refuses before any contract runs (bad code, unknown contract). */
export class ChainError extends Error {
  override name = "ChainError";
}

interface AppResult {
  ok: boolean;
  err: boolean;
  val: unknown;
}

/**
 * An in-process CosmWasm chain (cw-simulate's VM) with deterministic blocks: time and height only
 * change through `nextBlock` / `setBlock`, every transaction runs in the current block, and a failed
 * transaction changes nothing. Addresses follow cw-multi-test (`addrMake`, classic contract
 * addresses), so scenarios, generated Rust tests and this chain agree on them.
 */
export class CosmWasmChain {
  readonly chainId: string;
  readonly bech32Prefix: string;
  readonly denom: string;
  readonly metering: boolean;
  /** @internal the wrapped simulator. */
  readonly app: CWSimulateApp;

  private constructor(options: ChainOptions) {
    this.chainId = options.chainId ?? "local-1";
    this.bech32Prefix = options.bech32Prefix ?? "cosmwasm";
    this.denom = options.denom ?? "uatom";
    this.metering = options.metering ?? false;
    this.app = new CWSimulateApp({
      chainId: this.chainId,
      bech32Prefix: this.bech32Prefix,
      backendApi: new Bech32BackendApi(this.bech32Prefix),
      metering: this.metering,
      debug: () => {},
    });
    patchCwSimulate(this.app);
  }

  /** A new chain at its genesis block (default height 1, time 1700000000). */
  static create(options: ChainOptions = {}): CosmWasmChain {
    const chain = new CosmWasmChain(options);
    chain.setBlock({ height: options.height ?? 1, time: options.time ?? 1_700_000_000 });
    return chain;
  }

  /** A chain restored from `exportState()` output (for example read back from a database). */
  static async fromState(state: ChainState, options: ChainOptions = {}): Promise<CosmWasmChain> {
    const chain = new CosmWasmChain({
      ...options,
      chainId: state.chainId,
      bech32Prefix: state.bech32Prefix,
      denom: state.denom,
    });
    importChainState(chain, state);
    for (const code of chain.codes()) await chain.compile(code.codeId);
    // queries (also those between contracts) are synchronous, so every contract is loaded now
    for (const contract of chain.contracts())
      await chain.app.wasm.getContract(contract.address).init();
    return chain;
  }

  get height(): number {
    return this.app.height;
  }

  /** Block time in whole seconds. */
  get time(): number {
    return Math.floor(this.app.time / NANOS);
  }

  /** Moves to a new block: height + `heights` (default 1), time + `seconds` (default 0). */
  nextBlock(opts: { heights?: number; seconds?: number } = {}): void {
    this.setBlock({
      height: this.height + (opts.heights ?? 1),
      time: this.time + (opts.seconds ?? 0),
    });
  }

  setBlock(block: { height?: number; time?: number }): void {
    if (block.height !== undefined) {
      if (!Number.isSafeInteger(block.height) || block.height < 0)
        throw new ChainError(`invalid block height ${block.height}`);
      this.app.height = block.height;
    }
    if (block.time !== undefined) {
      if (!Number.isSafeInteger(block.time) || block.time < 0)
        throw new ChainError(`invalid block time ${block.time}`);
      this.app.time = block.time * NANOS;
    }
  }

  /** `MockApi::addr_make(name)` on this chain's prefix. */
  addrMake(name: string): string {
    return addrMake(name, this.bech32Prefix);
  }

  /** `addr_humanize` on this chain's prefix (an Ethereum address's 20 bytes, as `ecrecover` yields). */
  addrHumanize(canonical: Uint8Array): string {
    return addrHumanize(canonical, this.bech32Prefix);
  }

  isAddress(address: string): boolean {
    return isAddress(address, this.bech32Prefix);
  }

  /** Adds coins to an account (genesis funding, faucets). */
  fund(address: string, amount: bigint | string | Coin[]): void {
    const coins =
      typeof amount === "object" ? amount : [{ denom: this.denom, amount: String(amount) }];
    const result = this.app.bank.mint(address, coins) as AppResult;
    if (result.err) throw new ChainError(String(result.val));
  }

  setBalance(address: string, coins: Coin[]): void {
    this.app.bank.setBalance(address, coins);
  }

  balance(address: string, denom = this.denom): bigint {
    const coin = this.app.bank.getBalance(address).find((c) => c.denom === denom);
    return BigInt(coin?.amount ?? "0");
  }

  allBalances(address: string): Coin[] {
    return this.app.bank.getBalance(address).map((c) => ({ denom: c.denom, amount: c.amount }));
  }

  /**
   * Stores wasm code: it must compile and export what CosmWasm requires. The checksum is the
   * sha256 of the bytes, as `code_info` queries and `Instantiate2` addresses use it.
   */
  async storeCode(creator: string, wasm: Uint8Array): Promise<StoredCode> {
    const checksum = toHex(sha256(wasm));
    let compiled: Awaited<ReturnType<typeof compileWasm>>;
    try {
      compiled = await compileWasm(wasm);
    } catch (err) {
      throw new ChainError(`invalid wasm: ${(err as Error).message}`);
    }
    const missing = REQUIRED_EXPORTS.filter((e) => !compiled.exports.includes(e));
    if (missing.length > 0)
      throw new ChainError(`not a CosmWasm contract: missing export ${missing.join(", ")}`);
    if (!this.metering) cacheCompiledModule(checksum, compiled.module);
    const wasmModule = this.app.wasm;
    const codeId = wasmModule.store.tx((setter) => {
      const id = wasmModule.lastCodeId + 1;
      setter("codes", id)({ creator, wasmCode: wasm, checksum } as never);
      setter("lastCodeId")(id);
      return Ok(id);
    }).val as number;
    return { codeId, checksum, creator };
  }

  codes(): StoredCode[] {
    const out: StoredCode[] = [];
    for (let id = 1; id <= this.app.wasm.lastCodeId; id++) {
      const code = this.code(id);
      if (code) out.push(code);
    }
    return out;
  }

  code(codeId: number): StoredCode | undefined {
    const creator = this.app.wasm.store.get("codes", codeId, "creator") as string | undefined;
    if (creator === undefined) return undefined;
    const checksum = this.app.wasm.store.get("codes", codeId, "checksum") as string;
    return { codeId, checksum, creator };
  }

  codeBytes(codeId: number): Uint8Array | undefined {
    return this.app.wasm.getCodeInfo(codeId)?.wasmCode;
  }

  contract(address: string): ContractInfo | undefined {
    const info = this.app.wasm.getContractInfo(address);
    if (!info) return undefined;
    return {
      address,
      codeId: info.codeId,
      creator: info.creator,
      admin: info.admin,
      label: info.label,
      created: info.created,
    };
  }

  contracts(): ContractInfo[] {
    const stored = this.app.wasm.store.get("contracts") as unknown as { keys(): Iterable<string> };
    const addresses = [...stored.keys()];
    return addresses.flatMap((address) => this.contract(address) ?? []);
  }

  async instantiate(opts: {
    sender: string;
    codeId: number;
    msg: unknown;
    funds?: Coin[];
    label?: string;
    admin?: string | null;
  }): Promise<InstantiateResult> {
    if (!this.code(opts.codeId)) throw new ChainError(`no code with id ${opts.codeId}`);
    const funds = this.checkFunds(opts.funds);
    const result = await this.tx(() =>
      this.app.wasm.instantiateContract(
        opts.sender,
        funds,
        opts.codeId,
        opts.msg,
        opts.label ?? `contract ${opts.codeId}`,
        opts.admin ?? null,
        null,
        [],
        true,
      ),
    );
    if (!result.ok) return result;
    const address = result.events
      .find((e) => e.type === "instantiate")
      ?.attributes.find((a) => a.key === "_contract_address")?.value;
    if (!address) throw new ChainError("instantiate reported no contract address");
    return { ...result, address };
  }

  async execute(opts: {
    sender: string;
    contract: string;
    msg: unknown;
    funds?: Coin[];
  }): Promise<TxResult> {
    if (!this.contract(opts.contract)) throw new ChainError(`no contract at ${opts.contract}`);
    const funds = this.checkFunds(opts.funds);
    return this.tx(() =>
      this.app.wasm.executeContract(opts.sender, funds, opts.contract, opts.msg, [], true),
    );
  }

  /** Any CosmWasm message from an account (`{wasm: ...}`, `{bank: ...}`), as a transaction. */
  async handleMsg(sender: string, msg: unknown): Promise<TxResult> {
    return this.tx(() => this.app.handleMsg(sender, msg as never));
  }

  /** A bank transfer between accounts. */
  async send(opts: { from: string; to: string; funds: Coin[] }): Promise<TxResult> {
    const amount = this.checkFunds(opts.funds);
    return this.tx(() =>
      this.app.bank.handleMsg(opts.from, { send: { to_address: opts.to, amount } }),
    );
  }

  /** A smart query at the current block. */
  query(contract: string, msg: unknown): QueryResult {
    if (!this.contract(contract)) return { ok: false, error: `no contract at ${contract}` };
    this.resetGas();
    const result = this.app.wasm.query(contract, msg) as AppResult;
    if (result.ok) return { ok: true, value: result.val };
    return { ok: false, error: String(result.val) };
  }

  /** The raw value stored under `key` in a contract's storage, null when absent. */
  queryRaw(contract: string, key: Uint8Array): Uint8Array | null {
    const value = this.app.wasm.queryRaw({ contract_addr: contract, key: toBase64(key) }) as string;
    return value === "" ? null : fromBase64(value);
  }

  snapshot(): ChainSnapshot {
    return new ChainSnapshot(this.app.store.db.data);
  }

  /** Puts the whole chain (codes, contracts, storage, balances, block) back as it was. */
  restore(snapshot: ChainSnapshot): void {
    (this.app.store.db as unknown as { _data: unknown })._data = snapshot.data;
  }

  /** The whole chain as JSON-compatible data, for `CosmWasmChain.fromState`. */
  exportState(): ChainState {
    return exportChainState(this);
  }

  private checkFunds(funds: Coin[] = []): Coin[] {
    for (const coin of funds) {
      if (!/^[0-9]+$/.test(coin.amount) || BigInt(coin.amount) === 0n)
        throw new ChainError(`invalid coins: ${coin.amount}${coin.denom}`);
    }
    return funds.map((c) => ({ denom: c.denom, amount: BigInt(c.amount).toString() }));
  }

  private resetGas() {
    const env = this.app.env as unknown as
      | { data: { gas_state: { externally_used_gas: number } } }
      | undefined;
    if (env) env.data.gas_state.externally_used_gas = 0;
  }

  private async tx(run: () => Promise<unknown> | unknown): Promise<TxResult> {
    this.resetGas();
    const block = { height: this.height, time: this.time };
    let result: AppResult;
    try {
      result = (await run()) as AppResult;
    } catch (err) {
      // the simulator throws for some failures (a trap inside a sub-message); nothing was kept
      return { ok: false, error: (err as Error).message, gasUsed: this.gasUsed(), ...block };
    }
    if (result.err)
      return { ok: false, error: String(result.val), gasUsed: this.gasUsed(), ...block };
    const val = result.val as { events: ChainEvent[]; data: string | null } | undefined;
    return {
      ok: true,
      events: (val?.events ?? []).map((e) => ({
        type: e.type,
        attributes: e.attributes.map((a) => ({ key: a.key, value: a.value })),
      })),
      data: val?.data ? fromBase64(val.data) : null,
      gasUsed: this.gasUsed(),
      ...block,
    };
  }

  private gasUsed(): number | null {
    return this.metering ? this.app.gasUsed : null;
  }

  private async compile(codeId: number) {
    const code = this.code(codeId);
    const bytes = this.codeBytes(codeId);
    if (!code || !bytes || this.metering || hasCompiledModule(code.checksum)) return;
    cacheCompiledModule(code.checksum, (await compileWasm(bytes)).module);
  }
}

/** The response data as UTF-8 text (contracts usually set JSON). */
export function dataText(data: Uint8Array | null): string | null {
  return data === null ? null : new TextDecoder().decode(data);
}
