/** Error carrying the HTTP status and the server's error code (packages/api error shape). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The parsed error body, for fields beyond message and code (retryAt, issues). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type RequestOptions = {
  method?: string;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  cache?: RequestCache;
  fetch?: FetchLike;
};

let accessTokenSource: () => string | null = () => null;

/** Where requests to our own /api get their bearer token from (set by the auth client). */
export function setAccessTokenSource(source: () => string | null) {
  accessTokenSource = source;
}

let unauthorizedHandler: (() => Promise<boolean>) | null = null;

/**
 * Called when our own /api refuses a request with 401 although a bearer token was sent; resolves
 * true when it renewed the token, and the request is then sent once more (set by the auth client).
 */
export function setUnauthorizedHandler(handler: (() => Promise<boolean>) | null) {
  unauthorizedHandler = handler;
}

/** The current bearer token for our own /api (for requests fetch cannot make, e.g. upload progress). */
export function currentAccessToken(): string | null {
  return accessTokenSource();
}

/** fetch() with a timeout; the timeout aborts the request and rejects with a "timeout" ApiError. */
export async function fetchWithTimeout(path: string, options: RequestOptions = {}) {
  const { timeoutMs, body, fetch: doFetch = globalThis.fetch.bind(globalThis) } = options;
  const controller = new AbortController();
  const timer =
    timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), timeoutMs);
  options.signal?.addEventListener("abort", () => controller.abort());
  try {
    return await doFetch(path, {
      method: options.method ?? "GET",
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...bearer(path),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: options.cache,
      credentials: "same-origin",
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) {
      throw new ApiError("Request timed out", 0, "timeout");
    }
    throw new ApiError(
      error instanceof Error ? error.message : "Network error",
      0,
      "network_error",
    );
  } finally {
    if (timer) clearTimeout(timer);
  }
}

function bearer(path: string): { authorization?: string } {
  if (!path.startsWith("/api/")) return {};
  const token = accessTokenSource();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** JSON request to our own server; non-2xx answers become an ApiError with the server's message. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const sentToken = bearer(path).authorization !== undefined && !options.headers?.authorization;
  let response = await fetchWithTimeout(path, options);
  if (
    response.status === 401 &&
    sentToken &&
    !path.startsWith("/api/auth/") &&
    (await unauthorizedHandler?.())
  ) {
    response = await fetchWithTimeout(path, options);
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; message?: unknown; code?: unknown };
    const nested = typeof body.error === "object" && body.error !== null ? body.error : body;
    const { message, code } = nested as { message?: unknown; code?: unknown };
    const text =
      typeof message === "string"
        ? message
        : typeof body.error === "string"
          ? body.error
          : `Request failed with status ${response.status}`;
    throw new ApiError(
      text,
      response.status,
      typeof code === "string" ? code : undefined,
      typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined,
    );
  }
  return data as T;
}
