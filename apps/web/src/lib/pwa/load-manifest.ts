import { type WebAppManifest, webAppManifest, webAppManifestSchema } from "@contract-platform/api";
import type { FetchLike } from "@/lib/api-client";

export const MANIFEST_DELAY_MS = 100;
export const MANIFEST_TIMEOUT_MS = 5_000;

export type ManifestSource = "server" | "static" | "built-in";
export type LoadedManifest = { manifest: WebAppManifest; source: ManifestSource; href: string };

async function fetchManifest(
  doFetch: FetchLike,
  init: RequestInit,
  timeoutMs: number,
): Promise<WebAppManifest> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await doFetch("/manifest.json", { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`Manifest request failed with status ${response.status}`);
    return webAppManifestSchema.parse(await response.json());
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The manifest, in order of preference: the server's GET /manifest.json (fresh, 5 s timeout), the
 * static file as cached by the browser or the service worker, then the manifest built into the app.
 */
export async function loadManifest(
  doFetch: FetchLike = globalThis.fetch.bind(globalThis),
  timeoutMs = MANIFEST_TIMEOUT_MS,
): Promise<LoadedManifest> {
  try {
    const manifest = await fetchManifest(doFetch, { cache: "no-store" }, timeoutMs);
    return { manifest, source: "server", href: "/manifest.json" };
  } catch {
    // fall through to the static copy
  }
  try {
    const manifest = await fetchManifest(doFetch, { cache: "force-cache" }, timeoutMs);
    return { manifest, source: "static", href: "/manifest.json" };
  } catch {
    // fall through to the built-in manifest
  }
  const href = `data:application/manifest+json,${encodeURIComponent(JSON.stringify(webAppManifest))}`;
  return { manifest: webAppManifest, source: "built-in", href };
}

/** Puts (or updates) the single <link rel="manifest"> and the theme-color meta in <head>. */
export function injectManifestLink(doc: Document, loaded: LoadedManifest) {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = doc.createElement("link");
    link.rel = "manifest";
    doc.head.appendChild(link);
  }
  link.href = loaded.href;
  link.dataset.source = loaded.source;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "theme-color";
    doc.head.appendChild(meta);
  }
  meta.content = loaded.manifest.theme_color;
}

/** After the 100 ms delay, loads the manifest and injects its link. */
export function scheduleManifestLoading(
  delayMs = MANIFEST_DELAY_MS,
  doFetch?: FetchLike,
): Promise<LoadedManifest> {
  return new Promise((resolve) => {
    setTimeout(async () => {
      const loaded = await loadManifest(doFetch);
      injectManifestLink(document, loaded);
      resolve(loaded);
    }, delayMs);
  });
}
