import type { FetchLike } from "@/lib/api-client";

export type ConnectionStatus = "online" | "slow" | "offline" | "unreachable";

export type ConnectionProbeResult = {
  status: ConnectionStatus;
  latencyMs: number | null;
  checkedAt: number;
};

export const CONNECTION_CHECK_INTERVAL_MS = 30_000;
export const CONNECTION_PROBE_TIMEOUT_MS = 5_000;
export const SLOW_CONNECTION_MS = 2_000;

/**
 * HEAD /api/health on our own server with a 5 s timeout. Slow when the answer took over 2 s,
 * offline when the browser says so, unreachable when the probe fails or times out.
 */
export async function probeConnection(deps: {
  fetch?: FetchLike;
  now?: () => number;
  isOnline?: () => boolean;
  timeoutMs?: number;
}): Promise<ConnectionProbeResult> {
  const now = deps.now ?? (() => performance.now());
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const started = now();
  if (!isOnline()) return { status: "offline", latencyMs: null, checkedAt: started };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? CONNECTION_PROBE_TIMEOUT_MS);
  try {
    const response = await doFetch("/api/health", {
      method: "HEAD",
      cache: "no-store",
      signal: controller.signal,
    });
    const latencyMs = now() - started;
    // Any HTTP answer proves the connection; a degraded service is the health panel's business.
    if (response.status === 0) return { status: "unreachable", latencyMs, checkedAt: started };
    return {
      status: latencyMs > SLOW_CONNECTION_MS ? "slow" : "online",
      latencyMs,
      checkedAt: started,
    };
  } catch {
    return { status: isOnline() ? "unreachable" : "offline", latencyMs: null, checkedAt: started };
  } finally {
    clearTimeout(timer);
  }
}
