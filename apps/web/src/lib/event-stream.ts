import { fetchWithTimeout } from "./api-client";

/** Splits a server-sent-event stream into {event, data} messages; returns the unfinished rest. */
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

/**
 * Reads server-sent events from our own /api through fetch, so the bearer token is sent
 * (EventSource cannot send headers). Reconnects with backoff until the returned function is called.
 */
export function subscribeEventStream(
  path: string,
  handlers: {
    onMessage: (message: { event: string; data: string }) => void;
    onConnectionChange?: (connected: boolean) => void;
  },
): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    try {
      const response = await fetchWithTimeout(path, {
        signal: controller.signal,
        headers: { accept: "text/event-stream" },
        cache: "no-store",
      });
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseSseChunk(buffer + value);
        buffer = parsed.rest;
        for (const message of parsed.messages) {
          if (message.event === "ready") {
            attempt = 0;
            handlers.onConnectionChange?.(true);
          }
          handlers.onMessage(message);
        }
      }
    } catch {
      // Reconnect below.
    }
    handlers.onConnectionChange?.(false);
    if (controller.signal.aborted) return;
    attempt++;
    timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
  };
  void connect();
  return () => {
    controller.abort();
    if (timer) clearTimeout(timer);
  };
}
