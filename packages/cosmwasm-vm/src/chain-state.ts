import { fromBase64, toBase64 } from "@cosmjs/encoding";
import { type CWSimulateApp, compare, Ok, SortedMap } from "@oraichain/cw-simulate";
import type { Coin } from "./types.ts";

/** The whole chain as JSON-compatible data (bytes as base64), e.g. for a database column. */
export interface ChainState {
  format: "cosmwasm-chain/1";
  chainId: string;
  bech32Prefix: string;
  denom: string;
  height: number;
  /** Block time in seconds. */
  time: number;
  lastCodeId: number;
  lastInstanceId: number;
  codes: { codeId: number; creator: string; checksum: string; wasm: string }[];
  contracts: {
    address: string;
    codeId: number;
    creator: string;
    admin: string | null;
    label: string;
    created: number;
    /** `[key, value]` pairs, base64, in key order. */
    storage: [string, string][];
  }[];
  balances: Record<string, Coin[]>;
}

interface ChainLike {
  chainId: string;
  bech32Prefix: string;
  denom: string;
  height: number;
  time: number;
  app: CWSimulateApp;
}

type ImmutableMap = {
  get(key: unknown): unknown;
  entries(): IterableIterator<[unknown, unknown]>;
};

export function exportChainState(chain: ChainLike): ChainState {
  const wasm = chain.app.wasm;
  const codes: ChainState["codes"] = [];
  for (let codeId = 1; codeId <= wasm.lastCodeId; codeId++) {
    const info = wasm.getCodeInfo(codeId);
    if (!info) continue;
    const checksum = wasm.store.get("codes", codeId, "checksum") as string;
    codes.push({ codeId, creator: info.creator, checksum, wasm: toBase64(info.wasmCode) });
  }
  const contracts: ChainState["contracts"] = [];
  const infos = wasm.store.get("contracts") as unknown as ImmutableMap;
  for (const [address] of infos.entries()) {
    const info = wasm.getContractInfo(address as string);
    if (!info) continue;
    const storage = wasm.getContractStorage(address as string) as unknown as ImmutableMap;
    contracts.push({
      address: address as string,
      codeId: info.codeId,
      creator: info.creator,
      admin: info.admin ?? null,
      label: info.label,
      created: info.created,
      storage: [...storage.entries()].map(([k, v]) => [
        toBase64(k as Uint8Array),
        toBase64(v as Uint8Array),
      ]),
    });
  }
  const balances: Record<string, Coin[]> = {};
  for (const [address, coins] of Object.entries(chain.app.bank.getBalances() ?? {})) {
    balances[address] = coins.map((c) => ({ denom: c.denom, amount: c.amount }));
  }
  return {
    format: "cosmwasm-chain/1",
    chainId: chain.chainId,
    bech32Prefix: chain.bech32Prefix,
    denom: chain.denom,
    height: chain.height,
    time: chain.time,
    lastCodeId: wasm.lastCodeId,
    lastInstanceId: wasm.lastInstanceId,
    codes,
    contracts,
    balances,
  };
}

/** Writes an exported state into a fresh chain. */
export function importChainState(chain: ChainLike, state: ChainState): void {
  if (state?.format !== "cosmwasm-chain/1")
    throw new Error(`not a chain state (format ${String(state?.format)})`);
  const { app } = chain;
  app.height = state.height;
  app.time = state.time * 1_000_000_000;
  app.wasm.store.tx((setter) => {
    for (const code of state.codes) {
      setter(
        "codes",
        code.codeId,
      )({
        creator: code.creator,
        wasmCode: fromBase64(code.wasm),
        checksum: code.checksum,
      } as never);
    }
    for (const c of state.contracts) {
      app.wasm.setContractInfo(c.address, {
        codeId: c.codeId,
        creator: c.creator,
        admin: c.admin,
        label: c.label,
        created: c.created,
      });
      let storage = SortedMap(compare) as unknown as {
        set(k: Uint8Array, v: Uint8Array): typeof storage;
      };
      for (const [k, v] of c.storage) storage = storage.set(fromBase64(k), fromBase64(v));
      app.wasm.setContractStorage(c.address, storage as never);
    }
    setter("lastCodeId")(state.lastCodeId);
    setter("lastInstanceId")(state.lastInstanceId);
    return Ok(undefined);
  });
  for (const [address, coins] of Object.entries(state.balances))
    app.bank.setBalance(address, coins);
}
