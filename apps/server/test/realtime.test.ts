import type { JobEvent, TableChangeEvent } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/** Reads server-sent events from a streaming response, one parsed message at a time. */
function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const next = async (): Promise<SseMessage> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = { event: "message", data: "" };
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) message.event = line.slice(7);
          else if (line.startsWith("data: ")) message.data += line.slice(6);
          else if (line.startsWith("id: ")) message.id = line.slice(4);
        }
        if (block.startsWith(":")) return { event: "comment", data: block };
        return message;
      }
      const chunk = await reader.read();
      if (chunk.done) throw new Error("stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { next, cancel: () => reader.cancel() };
}

describe("GET /api/realtime", () => {
  let t: TestApp;
  let token = "";
  // The first account is an admin, who may see every change.
  const open = (path = "/api/realtime") =>
    t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        setup(deps) {
          deps.jobs.register<{ steps: number }, string>("count", async ({ payload, progress }) => {
            for (let step = 1; step <= payload.steps; step++) {
              await progress((step / payload.steps) * 50, `step ${step}`);
            }
            return "counted";
          });
        },
      },
    );
    token = (await signUpUser(t, "realtime-admin@example.com")).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });

  it("streams contract and metric changes from the database trigger", async () => {
    const response = await open();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = sseReader(response);
    expect((await events.next()).event).toBe("ready");

    const userId = "00000000-0000-4000-8000-000000000001";
    const contract = await t.deps.db
      .insertInto("contracts")
      .values({ name: "Token", file_name: "Token.sol", user_id: userId })
      .returning("id")
      .executeTakeFirstOrThrow();
    const inserted = await events.next();
    expect(inserted.event).toBe("change");
    expect(JSON.parse(inserted.data) as TableChangeEvent).toEqual({
      table: "contracts",
      op: "INSERT",
      id: contract.id,
      user_id: userId,
      contract_id: contract.id,
    });

    await t.deps.db
      .updateTable("contracts")
      .set({ status: "converted" })
      .where("id", "=", contract.id)
      .execute();
    expect(JSON.parse((await events.next()).data)).toMatchObject({ op: "UPDATE", id: contract.id });

    const metric = await t.deps.db
      .insertInto("contract_metrics")
      .values({ contract_id: contract.id, processing_time_seconds: 12.5 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(JSON.parse((await events.next()).data)).toEqual({
      table: "contract_metrics",
      op: "INSERT",
      id: metric.id,
      user_id: userId,
      contract_id: contract.id,
    });

    await t.deps.db.deleteFrom("contracts").where("id", "=", contract.id).execute();
    const deletions = [
      JSON.parse((await events.next()).data),
      JSON.parse((await events.next()).data),
    ];
    expect(deletions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: "contract_metrics", op: "DELETE", id: metric.id }),
        expect.objectContaining({ table: "contracts", op: "DELETE", id: contract.id }),
      ]),
    );
    await events.cancel();
  });

  it("sends nothing for a change rolled back", async () => {
    const response = await open();
    const events = sseReader(response);
    await events.next();
    await t.deps.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("contracts").values({ name: "Gone", file_name: "Gone.sol" }).execute();
        throw new Error("roll back");
      })
      .catch(() => {});
    const kept = await t.deps.db
      .insertInto("contracts")
      .values({ name: "Kept", file_name: "Kept.sol" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(JSON.parse((await events.next()).data)).toMatchObject({ id: kept.id, op: "INSERT" });
    await events.cancel();
  });

  it("filters by table and carries job progress events", async () => {
    const response = await open("/api/realtime?tables=contract_metrics");
    const events = sseReader(response);
    await events.next();
    await t.deps.db.insertInto("contracts").values({ name: "A", file_name: "A.sol" }).execute();
    const job = await t.deps.jobs.enqueue("count", { steps: 2 });
    await t.deps.jobs.whenIdle();
    const seen: JobEvent[] = [];
    while (seen.at(-1)?.status !== "succeeded") {
      const message = await events.next();
      expect(message.event).toBe("job");
      seen.push(JSON.parse(message.data));
    }
    expect(seen.map((event) => [event.status, event.progress, event.message])).toEqual([
      ["queued", 0, null],
      ["running", 0, null],
      ["running", 25, "step 1"],
      ["running", 50, "step 2"],
      ["succeeded", 100, "step 2"],
    ]);
    expect(seen.every((event) => event.jobId === job.id && event.type === "count")).toBe(true);
    await events.cancel();
  });

  it("refuses an unknown table filter", async () => {
    const response = await open("/api/realtime?tables=users");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_failed" });
  });

  it("keeps an idle stream alive with a comment every 25 seconds of clock time", async () => {
    const response = await open();
    const events = sseReader(response);
    await events.next();
    await t.clock.advance(25_000);
    expect(await events.next()).toEqual({ event: "comment", data: ": keep-alive" });
    await events.cancel();
  });

  it("stops delivering to a client that went away", async () => {
    const before = t.deps.realtime.subscriberCount;
    const response = await open();
    const events = sseReader(response);
    await events.next();
    expect(t.deps.realtime.subscriberCount).toBe(before + 1);
    await events.cancel();
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.deps.realtime.subscriberCount).toBe(before);
  });
});
