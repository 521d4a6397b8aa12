import {
  type JobEvent,
  jobEventSchema,
  type TableChangeEvent,
  tableChangeEventSchema,
} from "@contract-platform/api";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { subscribeEventStream } from "@/lib/event-stream";
import { contractKeys } from "./query-keys";

export { parseSseChunk } from "@/lib/event-stream";

export type RealtimeMessage =
  | { event: "change"; data: TableChangeEvent }
  | { event: "job"; data: JobEvent };

/** Which cached queries a realtime message makes stale. */
export function invalidateFor(queryClient: QueryClient, message: RealtimeMessage) {
  if (message.event === "change") {
    void queryClient.invalidateQueries({ queryKey: contractKeys.stats });
    void queryClient.invalidateQueries({ queryKey: ["statistics"] });
    void queryClient.invalidateQueries({ queryKey: ["contracts", "list"] });
    if (message.data.contract_id) {
      void queryClient.invalidateQueries({
        queryKey: contractKeys.detail(message.data.contract_id),
      });
    }
  } else {
    // Job progress: workflow views show the latest job of their contract.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "contracts" && query.queryKey[3] === "workflow",
    });
  }
}

/**
 * Subscribes to GET /api/realtime (server-sent events, read through fetch so the bearer token is
 * sent). The server only sends the caller's own rows and jobs (all of them to admins). Each
 * `change` invalidates statistics, the list and that contract; each `job` the workflow views.
 * `onMessage` sees every message (e.g. for a conversion progress overlay). Reconnects with backoff.
 */
export function useRealtime(
  options: { enabled?: boolean; onMessage?: (message: RealtimeMessage) => void } = {},
) {
  const queryClient = useQueryClient();
  const enabled = options.enabled ?? true;
  const onMessage = useRef(options.onMessage);
  onMessage.current = options.onMessage;
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const unsubscribe = subscribeEventStream("/api/realtime", {
      onConnectionChange: setConnected,
      onMessage: (raw) => {
        let message: RealtimeMessage | null = null;
        try {
          if (raw.event === "change") {
            message = { event: "change", data: tableChangeEventSchema.parse(JSON.parse(raw.data)) };
          } else if (raw.event === "job") {
            message = { event: "job", data: jobEventSchema.parse(JSON.parse(raw.data)) };
          }
        } catch {
          message = null;
        }
        if (message) {
          invalidateFor(queryClient, message);
          onMessage.current?.(message);
        }
      },
    });
    return () => {
      unsubscribe();
      setConnected(false);
    };
  }, [enabled, queryClient]);

  return { connected };
}
