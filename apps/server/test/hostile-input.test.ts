import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthTestApp, post, signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import type { TestApp } from "./create-test-app.ts";

const NUL = "\u0000";
const RUST = "use cosmwasm_std::Response;\npub fn instantiate() -> Response { Response::new() }\n";
const TOO_BIG = "2147483648";

describe("hostile input gets 400 with a clear message, never 500", () => {
  let t: TestApp;
  let alice: AuthSession;
  let rustId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  beforeAll(async () => {
    t = await createAuthTestApp();
    alice = await signUpUser(t, "alice@example.com");
    rustId = (await upload(t, alice, "lib.rs", RUST)).body.results[0].contract.id;
  });
  afterAll(async () => t.close());

  const nulRefused = (path: string) =>
    expect.objectContaining({
      code: "validation_failed",
      error: `Invalid request: ${path}: must not contain NUL characters`,
    });

  it("refuses NUL in query strings", async () => {
    for (const path of [
      `/api/contracts?search=a${encodeURIComponent(NUL)}`,
      `/api/error-logs?search=${encodeURIComponent(NUL)}`,
      `/api/error-logs?type=x${encodeURIComponent(NUL)}`,
    ]) {
      const { status, body } = await call(t, "GET", path, as(alice));
      expect(status, path).toBe(400);
      expect(body).toEqual({
        code: "validation_failed",
        error: "Invalid request: address: must not contain NUL characters (%00)",
      });
    }
  });

  it("refuses NUL in JSON fields: file name, version note, user metadata, error-log fields", async () => {
    const named = await upload(t, alice, `Counter${NUL}.sol`, COUNTER_SOL);
    expect(named.status).toBe(400);
    expect(named.body).toEqual(nulRefused("fileName"));

    const note = await call(t, "POST", `/api/contracts/${rustId}/versions`, {
      ...as(alice),
      body: { files: [{ path: "src/lib.rs", content: RUST }], note: `edit${NUL}` },
    });
    expect(note.status).toBe(400);
    expect(note.body).toEqual(nulRefused("note"));

    const metadata = await call(t, "PATCH", "/api/auth/user", {
      ...as(alice),
      body: { metadata: { theme: `dark${NUL}` } },
    });
    expect(metadata.status).toBe(400);
    // The account routes answer in their own style (code update_failed), with the same issue.
    expect(metadata.body.issues).toEqual([
      { path: "metadata.theme", message: "must not contain NUL characters" },
    ]);

    for (const [field, value] of [
      ["type", `net${NUL}`],
      ["message", `failed${NUL}`],
      ["stack", `at x${NUL}`],
      ["context.operation", `load${NUL}`],
    ] as const) {
      const report: Record<string, unknown> = { type: "network", message: "failed" };
      if (field === "context.operation") report.context = { operation: value };
      else report[field] = value;
      const { status, body } = await post(t, "/api/error-logs", report, { ip: "10.9.0.1" });
      expect(status, field).toBe(400);
      expect(body).toEqual(nulRefused(field));
    }
  });

  it("still checks an uploaded file whose content holds NUL bytes, as binary data", async () => {
    const { status, body } = await upload(t, alice, "Binary.sol", `contract A {}${NUL}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: "file_rejected",
      error: "File contains binary data (NUL bytes)",
    });
  });

  it("refuses version numbers of 2^31 and more on the versions, code, download, diff and restore routes", async () => {
    const base = `/api/contracts/${rustId}`;
    for (const [method, path] of [
      ["GET", `${base}/versions/${TOO_BIG}`],
      ["GET", `${base}/code?version=${TOO_BIG}`],
      ["GET", `${base}/download.zip?version=${TOO_BIG}`],
      ["GET", `${base}/download?version=${TOO_BIG}`],
      ["GET", `${base}/versions/diff?from=1&to=${TOO_BIG}`],
      ["POST", `${base}/versions/${TOO_BIG}/restore`],
      ["POST", `${base}/versions/99999999999999999999/restore`],
    ] as const) {
      const { status, body } = await call(t, method, path, as(alice));
      expect(status, path).toBe(400);
      expect(body.code).toBe("validation_failed");
      expect(body.error, path).toContain("Version numbers go up to 2147483647");
    }
    // The largest number is valid, and names no version.
    const largest = await call(t, "GET", `${base}/versions/2147483647`, as(alice));
    expect(largest.status).toBe(404);
  });

  it("refuses malformed multipart bodies", async () => {
    for (const [contentType, body] of [
      [
        "multipart/form-data; boundary=zzz",
        '--zzz\r\nContent-Disposition: form-data; name="files"; filename="a.sol"\r\n\r\nbroken',
      ],
      ["multipart/form-data", "--x\r\n\r\n"],
    ]) {
      const response = await t.app.request("/api/contracts", {
        method: "POST",
        headers: { authorization: `Bearer ${alice.accessToken}`, "content-type": contentType },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: "invalid_multipart",
        error: "Request body is not valid multipart/form-data",
      });
    }
  });
});

describe("POST /api/error-logs is bounded", () => {
  let t: TestApp;
  let bob: AuthSession;
  beforeAll(async () => {
    t = await createAuthTestApp();
    bob = await signUpUser(t, "bob@example.com");
  });
  afterAll(async () => t.close());

  const report = (context: unknown = { operation: "load" }) => ({
    type: "network",
    message: "failed",
    context,
  });

  it("refuses a context nested 10,000 levels deep, or merely 9, and one over 8 KB", async () => {
    const deep = `${'{"a":'.repeat(10_000)}{}${"}".repeat(10_000)}`;
    const text = JSON.stringify(report("DEEP")).replace('"DEEP"', deep);
    const tooDeep = await post(t, "/api/error-logs", text, { ip: "10.8.0.1" });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error).toMatch(/^Invalid request: context(\.a)+: is nested more than 64/);

    let nine: Record<string, unknown> = {};
    for (let i = 0; i < 8; i++) nine = { a: nine };
    const nested = await post(t, "/api/error-logs", report(nine), { ip: "10.8.0.1" });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toBe(
      "Invalid request: context: must not nest more than 8 levels deep",
    );
    const large = await post(t, "/api/error-logs", report({ note: "x".repeat(9000) }), {
      ip: "10.8.0.1",
    });
    expect(large.status).toBe(400);
    expect(large.body.error).toBe("Invalid request: context: must be at most 8192 bytes as JSON");
  });

  it("takes 30 reports a minute per address and per user, then answers 429 with Retry-After", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await post(t, "/api/error-logs", report(), { ip: "10.7.0.1" })).status).toBe(201);
    }
    const refused = await t.app.request("/api/error-logs", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.7.0.1" },
      body: JSON.stringify(report()),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({
      code: "rate_limited",
      error: "Too many error reports; try again in 60 seconds",
    });
    // Another address is counted apart; a signed-in user is counted across addresses.
    expect((await post(t, "/api/error-logs", report(), { ip: "10.7.0.2" })).status).toBe(201);
    for (let i = 0; i < 30; i++) {
      const ip = `10.6.0.${i + 1}`;
      const sent = await post(t, "/api/error-logs", report(), { ip, token: bob.accessToken });
      expect(sent.status).toBe(201);
    }
    const user = await post(t, "/api/error-logs", report(), {
      ip: "10.6.1.1",
      token: bob.accessToken,
    });
    expect(user.status).toBe(429);
    // A minute later the window starts again.
    await t.clock.advance(60_000);
    expect((await post(t, "/api/error-logs", report(), { ip: "10.7.0.1" })).status).toBe(201);
  });
});
