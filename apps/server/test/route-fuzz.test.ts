import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const NUL = "\u0000";
const INT4_OVERFLOW = "2147483648";

/** Path parameter values: a real id first (so routes reach their handlers), then hostile ones. */
const hostileParams = ["%00", INT4_OVERFLOW, "%E0%A4%A"];

/** Query strings naming the parameters routes read, each value hostile. */
const queryKeys = [
  "version",
  "from",
  "to",
  "window",
  "type",
  "search",
  "since",
  "status",
  "sort",
  "limit",
  "offset",
  "page",
  "format",
  "tables",
  "contractId",
  "id",
  "q",
];
const allKeys = (value: string) =>
  queryKeys.map((key) => `${key}=${encodeURIComponent(value)}`).join("&");
/** Each key alone with a NUL (so no other key's validation hides it), then all keys at once. */
const hostileQueries = [
  ...queryKeys.map((key) => `${key}=${encodeURIComponent(`a${NUL}`)}`),
  allKeys(INT4_OVERFLOW),
  allKeys("%"),
];

/** JSON text of objects nested `depth` levels deep (too deep for JSON.stringify to write). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}{}${"}".repeat(depth)}`;

/** A body with the fields routes read, every value of one hostile kind. */
function bodyOf(text: string, number: number): Record<string, unknown> {
  return {
    fileName: `a${text}.sol`,
    content: text,
    fileContent: text,
    fileSize: number,
    files: [{ path: `src/a${text}.rs`, content: text, fileName: `b${text}.sol` }],
    note: text,
    name: text,
    email: `${text}@example.com`,
    password: text,
    newPassword: text,
    currentPassword: text,
    role: text,
    status: text,
    type: text,
    message: text,
    stack: text,
    context: { operation: text, attempt: number, timestamp: text, extra: text },
    metadata: { note: text },
    userMetadata: { note: text },
    version: number,
    contractVersion: number,
    from: number,
    to: number,
    contract: text,
    crateName: text,
    denom: text,
    scenario: text,
    steps: [{ call: text }],
    findingId: text,
    pairId: text,
    chainId: text,
    address: text,
    refreshToken: text,
    token: text,
  };
}

type Case = { label: string; init: (headers: Record<string, string>) => RequestInit };

const json = (label: string, body: string): Case => ({
  label,
  init: (headers) => ({ headers: { ...headers, "content-type": "application/json" }, body }),
});

const bodyCases: Case[] = [
  json("NUL in every field", JSON.stringify(bodyOf(NUL, 1))),
  // One field at a time, so that no other field's validation hides what the NUL does.
  ...Object.entries(bodyOf(`a${NUL}`, 1)).map(([key, value]) =>
    json(`NUL in ${key}`, JSON.stringify({ [key]: value })),
  ),
  json("numbers past int4", JSON.stringify(bodyOf("x", 2 ** 31))),
  json("huge numbers", JSON.stringify(bodyOf("x", 1e308))),
  json(
    "context nested 10,000 deep",
    JSON.stringify({ ...bodyOf("x", 1), context: "CONTEXT" }).replace('"CONTEXT"', nested(10_000)),
  ),
  json("body nested 10,000 deep", nested(10_000)),
  json("an array", "[1,2,3]"),
  json("not JSON", "{not json"),
  {
    label: "malformed multipart",
    init: (headers) => ({
      headers: { ...headers, "content-type": "multipart/form-data; boundary=zzz" },
      body: '--zzz\r\nContent-Disposition: form-data; name="files"; filename="a.sol"\r\n\r\nbroken',
    }),
  },
  {
    label: "multipart without boundary",
    init: (headers) => ({
      headers: { ...headers, "content-type": "multipart/form-data" },
      body: "--x\r\n\r\n",
    }),
  },
];

describe("every API route answers hostile input without a server error", () => {
  let t: TestApp;
  let admin: AuthSession;
  let alice: AuthSession;
  let contractId: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Requests may queue jobs; none of them runs.
    await t.deps.jobs.stop();
    admin = await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    contractId = (await upload(t, alice, "Counter.sol", COUNTER_SOL)).body.results[0].contract.id;
  });
  afterAll(async () => t.close());

  /** Every method and path the app serves under /api (from Hono's route table). */
  function apiRoutes() {
    const seen = new Set<string>();
    const routes: { method: string; path: string }[] = [];
    for (const route of t.app.routes) {
      if (!route.path.startsWith("/api/") || route.path.includes("*")) continue;
      const methods = route.method === "ALL" ? ["GET", "POST"] : [route.method];
      for (const method of methods) {
        const key = `${method} ${route.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        routes.push({ method, path: route.path });
      }
    }
    // Account routes last, and those that end sessions at the very end: the other requests
    // use these sessions.
    const order = (path: string) =>
      /sign-out|sessions|password/.test(path) ? 2 : path.startsWith("/api/auth") ? 1 : 0;
    return routes.sort((a, b) => order(a.path) - order(b.path));
  }

  it("covers the routes of every area", () => {
    const paths = apiRoutes().map((route) => route.path);
    expect(paths.length).toBeGreaterThan(40);
    for (const area of ["/api/contracts", "/api/error-logs", "/api/auth", "/api/health"]) {
      expect(paths.some((path) => path.startsWith(area))).toBe(true);
    }
  });

  it("never answers 500 (nor any 5xx but an outside service being unavailable)", {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    const send = async (method: string, path: string, session: AuthSession | null, c?: Case) => {
      const headers: Record<string, string> = session
        ? { authorization: `Bearer ${session.accessToken}` }
        : {};
      const init = c?.init(headers) ?? { headers };
      const response = await t.app.request(path, { method, ...init });
      if (response.headers.get("content-type")?.includes("text/event-stream")) {
        await response.body?.cancel();
      }
      const text = response.bodyUsed ? "" : await response.text();
      if (response.status < 500) return;
      let code: string | undefined;
      try {
        code = (JSON.parse(text) as { code?: string }).code;
      } catch {
        code = undefined;
      }
      // Designed answers about an outside service (the AI provider, a chain) are not failures.
      const designed =
        [502, 503, 504].includes(response.status) && code && code !== "internal_error";
      if (!designed) {
        failures.push(
          `${method} ${path} ${c?.label ?? ""} → ${response.status} ${text.slice(0, 200)}`,
        );
      }
    };
    for (const { method, path } of apiRoutes()) {
      const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const fill = (value: (name: string) => string) =>
        path.replace(/:(\w+)/g, (_, name: string) => value(name));
      const real = fill((name) => (name === "n" || name.endsWith("version") ? "1" : contractId));
      const paths = [real, ...(params.length ? hostileParams.map((v) => fill(() => v)) : [])];
      const hasBody = method !== "GET" && method !== "HEAD";
      // A user tries everything; an admin the address and bodies; a stranger the plain route.
      for (const target of paths) await send(method, target, alice);
      for (const query of hostileQueries) await send(method, `${real}?${query}`, alice);
      if (hasBody) for (const c of bodyCases) await send(method, real, alice, c);
      for (const query of hostileQueries.slice(-2)) await send(method, `${real}?${query}`, admin);
      if (hasBody) for (const c of bodyCases) await send(method, real, admin, c);
      await send(method, real, null, hasBody ? bodyCases[0] : undefined);
    }
    expect(failures).toEqual([]);
  });
});
