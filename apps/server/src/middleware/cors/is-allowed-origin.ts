export interface OriginPolicy {
  /** This server's public origin (PUBLIC_URL), if known. */
  publicUrl?: string;
  /** Extra exact origins (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** Host name pattern for preview deployments; `*` matches within one label. */
  previewHostPattern?: string;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin allow-list: the server's own origin (same host as the request, or PUBLIC_URL),
 * ALLOWED_ORIGINS, hosts matching PREVIEW_HOST_PATTERN, and localhost / 127.0.0.1 on any port.
 */
export function isAllowedOrigin(
  origin: string,
  requestHost: string | undefined,
  policy: OriginPolicy,
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.origin !== origin) return false;
  if (requestHost && url.host === requestHost.toLowerCase()) return true;
  if (policy.publicUrl && new URL(policy.publicUrl).origin === origin) return true;
  if (policy.allowedOrigins.includes(origin)) return true;
  if (loopbackHosts.has(url.hostname)) return true;
  if (policy.previewHostPattern && hostPattern(policy.previewHostPattern).test(url.hostname)) {
    return true;
  }
  return false;
}

function hostPattern(pattern: string): RegExp {
  const body = pattern
    .toLowerCase()
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\-]/g, "\\$&"))
    .join("[a-z0-9-]*");
  return new RegExp(`^${body}$`);
}
