import {
  type JobEvent,
  jobEventSchema,
  type TableChangeEvent,
  tableChangeEventSchema,
} from "@contract-platform/api";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { fetchWithTimeout } from "@/lib/api-client";
import { contractKeys } from "./query-keys";

export type RealtimeMessage =
  | { event: "change"; data: TableChangeEvent }
  | { event: "job"; data: JobEvent };

/** Splits a server-sent-event stream into {event, data} messages. */
export function parseSseChunk(buffer: string): {
  messages: { event: string; data: string }[];
  rest: string;
} {
  const messages: { event: string; data: string }[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(":")) continue;
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) messages.push({ event, data: data.join("\n") });
  }
  return { messages, rest };
}

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
    const controller = new AbortController();
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        const response = await fetchWithTimeout("/api/realtime", {
          signal: controller.signal,
          headers: { accept: "text/event-stream" },
          cache: "no-store",
        });
        if (!response.ok || !response.body) throw new Error(`realtime answered ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseSseChunk(buffer + value);
          buffer = parsed.rest;
          for (const raw of parsed.messages) {
            let message: RealtimeMessage | null = null;
            try {
              if (raw.event === "ready") {
                attempt = 0;
                setConnected(true);
              } else if (raw.event === "change") {
                message = {
                  event: "change",
                  data: tableChangeEventSchema.parse(JSON.parse(raw.data)),
                };
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
          }
        }
      } catch {
        // fall through to reconnect
      }
      setConnected(false);
      if (controller.signal.aborted) return;
      attempt++;
      timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
    };
    void connect();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
      setConnected(false);
    };
  }, [enabled, queryClient]);

  return { connected };
}
