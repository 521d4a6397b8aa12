import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const post = (t: TestApp, body: string, headers: Record<string, string> = {}) =>
  t.app.request("/api/error-logs", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

describe("error logs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { MAX_BODY_BYTES: "2048" },
      {
        routes: (app) =>
          app.get("/api/test-failure", () => {
            throw new Error("database password=hunter2 exploded");
          }),
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("records a client failure with its context", async () => {
    const response = await post(
      t,
      JSON.stringify({
        type: "network_error",
        message: "Failed to fetch",
        stack: "Error: Failed to fetch\n    at load (app.js:1:1)",
        context: { operation: "loadStatistics", attempt: 2, timestamp: "2026-03-01T11:59:59Z" },
      }),
      { "x-request-id": "client-req-7" },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await t.deps.db
      .selectFrom("error_logs")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      error_type: "network_error",
      error_message: "Failed to fetch",
      stack_trace: "Error: Failed to fetch\n    at load (app.js:1:1)",
      context: { operation: "loadStatistics", attempt: 2, timestamp: "2026-03-01T11:59:59Z" },
      source: "client",
      request_id: "client-req-7",
      user_id: null,
    });
    expect(row.created_at.toISOString()).toBe("2026-03-01T12:00:00.000Z");
  });

  it("lists error types and times since a moment (signed in; the first account is an admin)", async () => {
    await t.clock.advance(60 * 60_000);
    const admin = await signUpUser(t, "logs-admin@example.com");
    const headers = { authorization: `Bearer ${admin.accessToken}` };
    await post(t, JSON.stringify({ type: "later_error", message: "m" }));
    const response = await t.app.request(
      `/api/error-logs?since=${encodeURIComponent("2026-03-01T12:30:00Z")}`,
      { headers },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      errorLogs: [{ errorType: "later_error", createdAt: "2026-03-01T13:00:00.000Z" }],
    });
    const badSince = await t.app.request("/api/error-logs?since=yesterday", { headers });
    expect(badSince.status).toBe(400);
    const anonymous = await t.app.request("/api/error-logs?since=2026-03-01T12:30:00Z");
    expect(anonymous.status).toBe(401);
  });

  it("answers bad input with clear 4xx messages", async () => {
    const badJson = await post(t, "{not json");
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({
      error: "Request body is not valid JSON",
      code: "invalid_json",
    });

    const wrongType = await post(t, JSON.stringify({ type: "x", message: 42 }));
    expect(wrongType.status).toBe(400);
    const wrongTypeBody = (await wrongType.json()) as { code: string; issues: { path: string }[] };
    expect(wrongTypeBody.code).toBe("validation_failed");
    expect(wrongTypeBody.issues.map((issue) => issue.path)).toEqual(["message"]);

    const notJson = await t.app.request("/api/error-logs", {
      method: "POST",
      body: "type=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ code: "unsupported_media_type" });

    const huge = await post(t, JSON.stringify({ type: "x", message: "m".repeat(5000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("records an unexpected server failure and answers 500 with the request id, no stack", async () => {
    const response = await t.app.request("/api/test-failure", {
      headers: { "x-request-id": "req-500" },
    });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      error: "Internal server error",
      code: "internal_error",
      requestId: "req-500",
    });
    expect(JSON.stringify(body)).not.toContain("hunter2");
    const row = await t.deps.db
      .selectFrom("error_logs")
      .selectAll()
      .where("request_id", "=", "req-500")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: "server",
      error_type: "Error",
      context: { operation: "GET /api/test-failure", attempt: 1 },
    });
    expect(row.stack_trace).toContain("exploded");
  });
});
