import { afterEach, describe, expect, it, vi } from "vitest";
import { subscribeEventStream } from "./event-stream";

/** A fetch whose streams stay open until aborted, recording each request's signal. */
function openStreams() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const signal = init.signal as AbortSignal;
    signals.push(signal);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("event: ready\ndata: {}\n\n"));
        signal.addEventListener("abort", () => controller.error(new Error("aborted")));
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, signals };
}

function pageShow(persisted: boolean) {
  window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("subscribeEventStream", () => {
  it("closes its stream while the page sits in the back/forward cache and reopens it when shown", async () => {
    const { fetch, signals } = openStreams();
    const connected: boolean[] = [];
    const unsubscribe = subscribeEventStream("/api/realtime", {
      onMessage: () => {},
      onConnectionChange: (value) => connected.push(value),
    });
    await vi.waitFor(() => expect(connected).toEqual([true]));

    window.dispatchEvent(new Event("pagehide"));
    expect(signals[0]?.aborted).toBe(true);
    await vi.waitFor(() => expect(connected).toEqual([true, false]));

    pageShow(true);
    await vi.waitFor(() => expect(connected).toEqual([true, false, true]));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(signals[1]?.aborted).toBe(false);

    unsubscribe();
    expect(signals[1]?.aborted).toBe(true);
    pageShow(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not open a second stream when a page that was never hidden is shown", async () => {
    const { fetch } = openStreams();
    const unsubscribe = subscribeEventStream("/api/realtime", { onMessage: () => {} });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    pageShow(false);
    pageShow(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
