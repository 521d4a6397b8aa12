import type { DatabaseHandle } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";
import { TABLE_CHANGES_CHANNEL } from "../realtime/realtime.ts";
import { type ContractListCache, createContractListCache } from "./contract-list-cache.ts";

/** Published by migration 0701's triggers: the id of a user whose account or sessions changed. */
export const AUTH_CHANGES_CHANNEL = "auth_changes";

/**
 * The contracts list's cache, fed every change that can alter an answer (ADR 109): this process's
 * writes (all answers, once the writing transaction ended), contract changes from any process
 * (the owner's answers and scope=all ones, through table_changes), account and session changes
 * (the user's, through auth_changes), and a lost LISTEN connection (all answers; nothing is kept
 * until it is back). stop() unsubscribes.
 */
export async function startContractListCache(options: {
  database: DatabaseHandle;
  maxBytes: number;
  logger: Logger;
}): Promise<{ cache: ContractListCache; stop(): Promise<void> }> {
  const { database, logger } = options;
  const cache = createContractListCache({ maxBytes: options.maxBytes, open: database.isListening });
  const onContractChange = (payload: string) => {
    let change: { table?: unknown; user_id?: unknown } | undefined;
    try {
      change = JSON.parse(payload);
    } catch {
      change = undefined;
    }
    if (change?.table !== "contracts") {
      // Other tables' rows are not in the list; a payload that cannot be read drops everything.
      if (change === undefined || typeof change.table !== "string") cache.invalidate();
      return;
    }
    cache.invalidate(typeof change.user_id === "string" ? change.user_id : undefined);
  };
  const unsubscribe = [
    database.onWrite(() => cache.invalidate()),
    database.onListenGap(() => {
      cache.invalidate();
      logger.warn(
        "database notifications interrupted: the contracts list is not cached until they are back",
      );
    }),
  ];
  const unlisten = [
    await database.listen(TABLE_CHANGES_CHANNEL, onContractChange),
    await database.listen(AUTH_CHANGES_CHANNEL, (userId) => cache.invalidate(userId || undefined)),
  ];
  return {
    cache,
    async stop() {
      for (const stop of unsubscribe) stop();
      for (const stop of unlisten) await stop();
      cache.invalidate();
    },
  };
}
