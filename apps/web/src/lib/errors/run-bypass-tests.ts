import type { FetchLike } from "@/lib/api-client";

export type BypassResult = "OK" | "Error";
export type BypassTestResults = { manifest: BypassResult; health: BypassResult };

/**
 * Request helper with the spec's bypassPlatform option: when set, the request skips every cache
 * layer and sends no credentials, so neither a stale service worker copy nor a platform cookie
 * bridge can interfere.
 */
export async function platformFetch(
  path: string,
  options: { bypassPlatform?: boolean; timeoutMs?: number; fetch?: FetchLike } = {},
): Promise<Response> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000);
  try {
    return await doFetch(path, {
      signal: controller.signal,
      ...(options.bypassPlatform
        ? { cache: "no-store", credentials: "omit", headers: { "cache-control": "no-cache" } }
        : {}),
    });
  } finally {
    clearTimeout(timer);
  }
}

async function probe(path: string, fetch?: FetchLike): Promise<BypassResult> {
  try {
    const response = await platformFetch(path, { bypassPlatform: true, fetch });
    return response.ok ? "OK" : "Error";
  } catch {
    return "Error";
  }
}

/** The platform-bypass test: can we reach our manifest-server and health monitor directly? */
export async function runBypassTests(fetch?: FetchLike): Promise<BypassTestResults> {
  const [manifest, health] = await Promise.all([
    probe("/manifest.json", fetch),
    probe("/api/health", fetch),
  ]);
  return { manifest, health };
}
