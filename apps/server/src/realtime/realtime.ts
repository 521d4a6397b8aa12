import {
  type JobEvent,
  jobEventSchema,
  type TableChangeEvent,
  tableChangeEventSchema,
} from "@contract-platform/api";
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/create-database.ts";
import type { Logger } from "../logger/create-logger.ts";

/** Channel the contracts / contract_metrics trigger notifies (see migrations/0001). */
export const TABLE_CHANGES_CHANNEL = "table_changes";
export const JOB_EVENTS_CHANNEL = "job_events";

export type RealtimeEvent =
  | { kind: "change"; data: TableChangeEvent }
  | { kind: "job"; data: JobEvent };

/**
 * Database notifications fanned out to in-process subscribers (the SSE endpoint). Every server
 * instance LISTENs, so a change made through any instance reaches clients of all of them.
 */
export interface Realtime {
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  /** Sends a job event through the database so every instance's subscribers receive it. */
  publishJobEvent(event: JobEvent): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly subscriberCount: number;
}

export function createRealtime(options: { database: DatabaseHandle; logger: Logger }): Realtime {
  const { database, logger } = options;
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const unlisteners: (() => Promise<void>)[] = [];

  const dispatch = (event: RealtimeEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error }, "realtime subscriber failed");
      }
    }
  };

  const parse = <T>(
    payload: string,
    schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  ) => {
    try {
      const result = schema.safeParse(JSON.parse(payload));
      return result.success ? (result.data as T) : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async publishJobEvent(event) {
      await sql`select pg_notify(${JOB_EVENTS_CHANNEL}, ${JSON.stringify(event)})`.execute(
        database.db,
      );
    },
    async start() {
      unlisteners.push(
        await database.listen(TABLE_CHANGES_CHANNEL, (payload) => {
          const data = parse<TableChangeEvent>(payload, tableChangeEventSchema);
          if (data) dispatch({ kind: "change", data });
          else logger.warn({ payload }, "ignored a malformed table change notification");
        }),
        await database.listen(JOB_EVENTS_CHANNEL, (payload) => {
          const data = parse<JobEvent>(payload, jobEventSchema);
          if (data) dispatch({ kind: "job", data });
          else logger.warn({ payload }, "ignored a malformed job event notification");
        }),
      );
    },
    async stop() {
      listeners.clear();
      for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => {});
    },
    get subscriberCount() {
      return listeners.size;
    },
  };
}
