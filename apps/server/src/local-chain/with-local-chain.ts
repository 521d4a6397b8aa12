import { type ChainState, CosmWasmChain } from "@contract-platform/cosmwasm-vm";
import { artifactKey, WASM_ARTIFACTS_BUCKET } from "../builds/build-deps.ts";
import { HttpError } from "../http/http-error.ts";
import { toBase64String } from "./base64.ts";
import {
  LOCAL_ACCOUNT_FUNDS,
  LOCAL_ACCOUNTS,
  LOCAL_CHAIN_ID,
  LOCAL_DENOM,
  type LocalChainDeps,
} from "./local-chain-deps.ts";

interface Loaded {
  chain: CosmWasmChain;
  revision: number;
}

/** Warm chains of this process by user, and a queue per user so transactions run one by one. */
const warm = new Map<string, Loaded>();
const queues = new Map<string, Promise<unknown>>();
const MAX_WARM_CHAINS = 32;

export interface LocalChainSession {
  chain: CosmWasmChain;
  /** Mark the chain as changed: its state is written back when the callback returns. */
  changed(): void;
}

/**
 * Runs `work` on the user's local chain, one call at a time per user. The chain is kept warm in
 * memory and loaded from the database (state + code bytes from the wasm_artifacts bucket) when
 * this process has none. When `work` marks a change, the state is written back with the next
 * revision (compare-and-set: when another process wrote a newer revision, the copy is reloaded
 * and `work` runs once more, so it must not have effects outside the chain). On an error the
 * warm copy is dropped.
 */
export function withLocalChain<T>(
  deps: LocalChainDeps,
  userId: string,
  work: (session: LocalChainSession) => Promise<T>,
): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => runWith(deps, userId, work));
  queues.set(userId, run);
  run
    .finally(() => {
      if (queues.get(userId) === run) queues.delete(userId);
    })
    .catch(() => {});
  return run;
}

async function runWith<T>(
  deps: LocalChainDeps,
  userId: string,
  work: (session: LocalChainSession) => Promise<T>,
  attempt = 0,
): Promise<T> {
  // A warm copy is used without reading the database: the compare-and-set below notices when
  // another process wrote meanwhile, and the work then runs again on a fresh copy.
  const loaded = warm.get(userId) ?? (await load(deps, userId));
  let changed = false;
  try {
    const markChanged = () => {
      changed = true;
    };
    const result = await work({ chain: loaded.chain, changed: markChanged });
    if (changed) {
      const state = loaded.chain.exportState();
      const stored = { ...state, codes: state.codes.map(({ wasm: _wasm, ...code }) => code) };
      const now = deps.clock.now();
      const written = await deps.db
        .updateTable("local_chains")
        .set({ state: JSON.stringify(stored), revision: loaded.revision + 1, updated_at: now })
        .where("user_id", "=", userId)
        .where("revision", "=", loaded.revision)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) !== 1) {
        warm.delete(userId);
        if (attempt === 0) return runWith(deps, userId, work, 1);
        throw new HttpError(
          409,
          "local_chain_conflict",
          "The local chain changed meanwhile; try again",
        );
      }
      loaded.revision += 1;
    }
    return result;
  } catch (error) {
    warm.delete(userId);
    throw error;
  }
}

async function load(deps: LocalChainDeps, userId: string): Promise<Loaded> {
  const row = await deps.db
    .selectFrom("local_chains")
    .select(["revision", "state"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const cached = warm.get(userId);
  if (row && cached && cached.revision === row.revision) {
    warm.delete(userId);
    warm.set(userId, cached);
    return cached;
  }
  let loaded: Loaded;
  if (row) {
    const state = row.state as unknown as ChainState & {
      codes: Omit<ChainState["codes"][number], "wasm">[];
    };
    const codes = [];
    for (const code of state.codes) {
      const wasm = await deps.storage.get(WASM_ARTIFACTS_BUCKET, artifactKey(code.checksum));
      if (!wasm)
        throw new HttpError(
          502,
          "local_chain_code_missing",
          `Code ${code.codeId} of the local chain is missing from storage`,
        );
      codes.push({ ...code, wasm: toBase64String(wasm) });
    }
    const chain = await CosmWasmChain.fromState({ ...state, codes });
    loaded = { chain, revision: row.revision };
  } else {
    const chain = CosmWasmChain.create({
      chainId: LOCAL_CHAIN_ID,
      denom: LOCAL_DENOM,
      height: 1,
      time: Math.floor(deps.clock.now().getTime() / 1000),
    });
    for (const name of LOCAL_ACCOUNTS) chain.fund(chain.addrMake(name), LOCAL_ACCOUNT_FUNDS);
    const state = chain.exportState();
    await deps.db
      .insertInto("local_chains")
      .values({
        user_id: userId,
        chain_id: LOCAL_CHAIN_ID,
        state: JSON.stringify(state),
        revision: 0,
        updated_at: deps.clock.now(),
      })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    return load(deps, userId);
  }
  warm.set(userId, loaded);
  if (warm.size > MAX_WARM_CHAINS) warm.delete(warm.keys().next().value as string);
  return loaded;
}

/** Drops every warm chain of this process (the next call reads the database, as after a restart). */
export function forgetWarmLocalChains(): void {
  warm.clear();
}
