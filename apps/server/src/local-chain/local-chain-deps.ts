import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";
import type { Storage } from "../storage/storage.ts";

export interface LocalChainDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  logger: Logger;
}

/** The built-in chain's id (what CosmJS would call the chain id); deployments record "local". */
export const LOCAL_CHAIN_ID = "contract-platform-local";
export const LOCAL_DENOM = "uatom";

/** Funded accounts every user's local chain starts with; "deployer" deploys by default. */
export const LOCAL_ACCOUNTS = ["deployer", "alice", "bob", "carol", "dave"] as const;
export const LOCAL_ACCOUNT_FUNDS = 1_000_000_000_000n;

/** Seconds a block takes at least on the local chain. */
export const LOCAL_BLOCK_SECONDS = 5;
