import type { AuthSession, JobEvent, TableChangeEvent } from "@contract-platform/api";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

/** Server-sent events of a streaming response, one {event, data} at a time (comments skipped). */
function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const next = async (): Promise<{ event: string; data: string }> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(":")) continue;
        const message = { event: "message", data: "" };
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) message.event = line.slice(7);
          else if (line.startsWith("data: ")) message.data += line.slice(6);
        }
        return message;
      }
      const chunk = await reader.read();
      if (chunk.done) throw new Error("stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { next, cancel: () => reader.cancel() };
}

describe("statistics, realtime per user, error logs", () => {
  let t: TestApp;
  let admin: AuthSession;
  let alice: AuthSession;
  let bob: AuthSession;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        routes: (app) =>
          app.get("/api/contracts/:id/explode", () => {
            throw new Error("kaboom");
          }),
      },
    );
    admin = await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
  });
  afterAll(async () => t.close());

  const addContract = async (userId: string, status: string) =>
    (
      await t.deps.db
        .insertInto("contracts")
        .values({ user_id: userId, name: status, file_name: `${status}.sol`, status })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  it("computes the landing statistics with the spec's formulas, per user and platform-wide for admins", async () => {
    const empty = await call(t, "GET", "/api/stats", { token: alice.accessToken });
    expect(empty.body).toMatchObject({
      scope: "user",
      total: 0,
      successful: 0,
      successRate: 0,
      analysisHoursSaved: 0,
    });

    const ids: string[] = [];
    for (const status of ["converted", "analyzed", "verified", "failed", "validated", "review"]) {
      ids.push(await addContract(alice.user.id, status));
    }
    await addContract(bob.user.id, "finalized");
    const noMetrics = await call(t, "GET", "/api/stats", { token: alice.accessToken });
    // 3 of 6 successful; no metrics: 7.5 h each = 22.5 → 23.
    expect(noMetrics.body).toMatchObject({
      scope: "user",
      total: 6,
      successful: 3,
      successRate: 50,
      analysisHoursSaved: 23,
      processingTimesSeconds: [],
    });

    await t.deps.db
      .insertInto("contract_metrics")
      .values([
        { contract_id: ids[0], processing_time_seconds: 120 },
        { contract_id: ids[1], processing_time_seconds: 480 },
        { contract_id: ids[2], processing_time_seconds: null },
      ])
      .execute();
    const withMetrics = await call(t, "GET", "/api/stats", { token: alice.accessToken });
    // Average 300 s = 5 min; 5 × 10 × 3 / 60 = 2.5 → 3.
    expect(withMetrics.body).toMatchObject({ total: 6, successful: 3, analysisHoursSaved: 3 });
    expect([...withMetrics.body.processingTimesSeconds].sort()).toEqual([120, 480]);

    const platform = await call(t, "GET", "/api/stats", { token: admin.accessToken });
    // 7 contracts, 4 successful → 57 %; 5 × 10 × 4 / 60 = 3.33 → 3.
    expect(platform.body).toMatchObject({
      scope: "platform",
      total: 7,
      successful: 4,
      successRate: 57,
      analysisHoursSaved: 3,
    });
    const bobs = await call(t, "GET", "/api/statistics", { token: bob.accessToken });
    expect(bobs.body).toMatchObject({
      total: 1,
      successful: 1,
      successRate: 100,
      analysisHoursSaved: 8,
    });
    expect((await call(t, "GET", "/api/stats")).status).toBe(401);
  });

  it("streams each user only their own contract changes and jobs; admins everything", async () => {
    const open = async (session: AuthSession) => {
      const response = await t.app.request("/api/realtime", {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(response.status).toBe(200);
      const reader = sseReader(response);
      expect((await reader.next()).event).toBe("ready");
      return reader;
    };
    expect((await t.app.request("/api/realtime")).status).toBe(401);
    const aliceStream = await open(alice);
    const bobStream = await open(bob);
    const adminStream = await open(admin);

    const uploaded = await upload(t, alice, "Live.sol", COUNTER_SOL, { convert: true });
    const contractId = uploaded.body.results[0].contract.id;
    await t.deps.jobs.whenIdle();
    const bobContract = await addContract(bob.user.id, "uploaded");

    // Bob's first event is his own insert: nothing of Alice's conversion reached him.
    const bobFirst = await bobStream.next();
    expect(bobFirst.event).toBe("change");
    expect(JSON.parse(bobFirst.data) as TableChangeEvent).toMatchObject({
      op: "INSERT",
      id: bobContract,
      user_id: bob.user.id,
    });

    const seen = async (
      stream: Awaited<ReturnType<typeof open>>,
      until: (e: { event: string; data: string }) => boolean,
    ) => {
      const events: { event: string; data: string }[] = [];
      while (!events.some(until)) events.push(await stream.next());
      return events;
    };
    const isBobs = (e: { event: string; data: string }) =>
      e.event === "change" && JSON.parse(e.data).id === bobContract;
    const aliceEvents = await seen(
      aliceStream,
      (e) => e.event === "job" && (JSON.parse(e.data) as JobEvent).status === "succeeded",
    );
    const adminEvents = await seen(adminStream, isBobs);
    for (const event of aliceEvents) {
      const data = JSON.parse(event.data);
      expect(event.event === "change" ? data.user_id : data.userId).toBe(alice.user.id);
    }
    const aliceChanges = aliceEvents
      .filter((e) => e.event === "change")
      .map((e) => JSON.parse(e.data) as TableChangeEvent);
    expect(aliceChanges.some((c) => c.table === "contracts" && c.contract_id === contractId)).toBe(
      true,
    );
    expect(
      aliceChanges.some((c) => c.table === "contract_metrics" && c.contract_id === contractId),
    ).toBe(true);
    expect(adminEvents.some((e) => e.event === "job")).toBe(true);
    expect(
      adminEvents.some((e) => e.event === "change" && JSON.parse(e.data).user_id === alice.user.id),
    ).toBe(true);
    await Promise.all([aliceStream.cancel(), bobStream.cancel(), adminStream.cancel()]);
  });

  it("shows error logs by window with counts, rate, filters and detail; users see their own", async () => {
    await t.deps.db.deleteFrom("error_logs").execute();
    const now = t.clock.now().getTime();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    const rows = [
      {
        error_type: "TypeError",
        error_message: "x is undefined",
        user_id: alice.user.id,
        created_at: at(0.5),
      },
      {
        error_type: "TypeError",
        error_message: "y is undefined",
        user_id: alice.user.id,
        created_at: at(2),
      },
      {
        error_type: "NetworkError",
        error_message: "Failed to fetch",
        user_id: alice.user.id,
        created_at: at(30),
      },
      {
        error_type: "NetworkError",
        error_message: "timeout",
        user_id: bob.user.id,
        created_at: at(1.5),
      },
      { error_type: "Old", error_message: "ancient", user_id: alice.user.id, created_at: at(200) },
    ];
    await t.deps.db
      .insertInto("error_logs")
      .values(rows.map((row) => ({ ...row, source: "client" as const })))
      .execute();

    const day = await call(t, "GET", "/api/error-logs", { token: alice.accessToken });
    expect(day.body).toMatchObject({
      window: "24h",
      hours: 24,
      total: 2,
      errorRate: 8.33,
      countsByType: [{ type: "TypeError", count: 2 }],
    });
    expect(day.body.logs.map((l: { errorMessage: string }) => l.errorMessage)).toEqual([
      "x is undefined",
      "y is undefined",
    ]);
    const hour = await call(t, "GET", "/api/error-logs?window=1h", { token: alice.accessToken });
    expect(hour.body).toMatchObject({ total: 1, errorRate: 100 });
    const week = await call(t, "GET", "/api/error-logs?window=7d", { token: alice.accessToken });
    expect(week.body).toMatchObject({ total: 3, errorRate: 1.79 });
    const filtered = await call(t, "GET", "/api/error-logs?window=7d&type=NetworkError", {
      token: alice.accessToken,
    });
    expect(filtered.body.logs.map((l: { errorMessage: string }) => l.errorMessage)).toEqual([
      "Failed to fetch",
    ]);
    expect(filtered.body.total).toBe(3);
    const searched = await call(t, "GET", "/api/error-logs?window=7d&search=Y IS", {
      token: alice.accessToken,
    });
    expect(searched.body.logs).toHaveLength(1);
    const adminDay = await call(t, "GET", "/api/error-logs?window=24h", {
      token: admin.accessToken,
    });
    expect(adminDay.body.countsByType).toEqual([
      { type: "TypeError", count: 2 },
      { type: "NetworkError", count: 1 },
    ]);
    expect(
      (await call(t, "GET", "/api/error-logs?window=2d", { token: alice.accessToken })).status,
    ).toBe(400);

    const bobsId = adminDay.body.logs.find((l: { userId: string }) => l.userId === bob.user.id).id;
    expect(
      (await call(t, "GET", `/api/error-logs/${bobsId}`, { token: alice.accessToken })).status,
    ).toBe(404);
    const detail = await call(t, "GET", `/api/error-logs/${bobsId}`, { token: bob.accessToken });
    expect(detail.body).toMatchObject({
      id: bobsId,
      errorType: "NetworkError",
      errorMessage: "timeout",
      stackTrace: null,
      context: {},
    });
  });

  it("records server failures with the caller and the contract", async () => {
    const uploaded = await upload(t, alice, "Boom.sol", COUNTER_SOL.replace("Counter", "Boom"));
    const id = uploaded.body.results[0].contract.id;
    const failure = await call(t, "GET", `/api/contracts/${id}/explode`, {
      token: alice.accessToken,
    });
    expect(failure.status).toBe(500);
    const logs = await call(t, "GET", "/api/error-logs?type=Error", { token: alice.accessToken });
    const entry = logs.body.logs.find((l: { errorMessage: string }) => l.errorMessage === "kaboom");
    expect(entry).toMatchObject({ source: "server", userId: alice.user.id, contractId: id });
    const detail = await call(t, "GET", `/api/error-logs/${entry.id}`, {
      token: alice.accessToken,
    });
    expect(detail.body.context).toMatchObject({
      operation: `GET /api/contracts/${id}/explode`,
      attempt: 1,
    });
    expect(detail.body.stackTrace).toContain("kaboom");

    const ghost = "00000000-0000-4000-8000-00000000abcd";
    expect(
      (await call(t, "GET", `/api/contracts/${ghost}/explode`, { token: alice.accessToken }))
        .status,
    ).toBe(500);
    const ghostLog = await t.deps.db
      .selectFrom("error_logs")
      .selectAll()
      .where(sql<boolean>`context @> ${JSON.stringify({ contractId: ghost })}::jsonb`)
      .executeTakeFirstOrThrow();
    expect(ghostLog).toMatchObject({ contract_id: null, user_id: alice.user.id });

    const client = await call(t, "POST", "/api/error-logs", {
      token: alice.accessToken,
      body: { type: "RenderError", message: "bad", contractId: id },
    });
    expect(client.status).toBe(201);
    const clientRow = await t.deps.db
      .selectFrom("error_logs")
      .selectAll()
      .where("id", "=", client.body.id)
      .executeTakeFirstOrThrow();
    expect(clientRow).toMatchObject({ user_id: alice.user.id, contract_id: id, source: "client" });
  });
});
