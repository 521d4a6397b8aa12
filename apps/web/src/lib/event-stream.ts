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
 *
 * The stream is closed while the page is hidden in the back/forward cache (pagehide) and opened
 * again when it is shown (pageshow): a browser opens at most six connections to one server, and a
 * few cached pages each holding their streams open stalled every request of the page in view,
 * sign-in included, until it timed out with "Connection issues".
 */
export function subscribeEventStream(
  path: string,
  handlers: {
    onMessage: (message: { event: string; data: string }) => void;
    onConnectionChange?: (connected: boolean) => void;
  },
): () => void {
  let stopped = false;
  let connection: AbortController | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    timer = undefined;
    const controller = new AbortController();
    connection = controller;
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
    if (connection === controller) connection = null;
    handlers.onConnectionChange?.(false);
    // Aborted: unsubscribed, or hidden (pageshow reconnects).
    if (stopped || controller.signal.aborted) return;
    attempt++;
    timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
  };

  const close = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    connection?.abort();
    connection = null;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || stopped || connection || timer) return;
    attempt = 0;
    void connect();
  };
  window.addEventListener("pagehide", close);
  window.addEventListener("pageshow", onPageShow);
  void connect();
  return () => {
    stopped = true;
    window.removeEventListener("pagehide", close);
    window.removeEventListener("pageshow", onPageShow);
    close();
  };
}
