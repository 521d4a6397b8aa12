import type { LocalChain } from "@contract-platform/api";
import type { Caller } from "../contracts/contract-deps.ts";
import { LOCAL_ACCOUNTS, type LocalChainDeps } from "./local-chain-deps.ts";
import { withLocalChain } from "./with-local-chain.ts";

/** The caller's local chain: block, funded accounts with balances, what is stored on it. */
export function getLocalChain(deps: LocalChainDeps, caller: Caller): Promise<LocalChain> {
  return withLocalChain(deps, caller.userId, async ({ chain }) => describe(chain));
}

export function describe(
  chain: import("@contract-platform/cosmwasm-vm").CosmWasmChain,
): LocalChain {
  return {
    chainId: chain.chainId,
    height: chain.height,
    time: new Date(chain.time * 1000).toISOString(),
    denom: chain.denom,
    accounts: LOCAL_ACCOUNTS.map((name) => {
      const address = chain.addrMake(name);
      return { name, address, balances: chain.allBalances(address) };
    }),
    codes: chain.codes().length,
    contracts: chain.contracts().length,
  };
}

/** Moves the caller's local chain forward by blocks and seconds (for time locks, vesting...). */
export function advanceLocalChain(
  deps: LocalChainDeps,
  caller: Caller,
  by: { blocks: number; seconds: number },
): Promise<LocalChain> {
  return withLocalChain(deps, caller.userId, async ({ chain, changed }) => {
    chain.setBlock({ height: chain.height + by.blocks, time: chain.time + by.seconds });
    changed();
    return describe(chain);
  });
}
