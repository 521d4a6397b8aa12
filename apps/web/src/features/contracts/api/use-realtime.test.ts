import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { contractKeys } from "./query-keys";
import { invalidateFor, parseSseChunk } from "./use-realtime";

describe("parseSseChunk", () => {
  it("splits complete messages, skips comments and keeps the unfinished rest", () => {
    const { messages, rest } = parseSseChunk(
      'event: ready\ndata: {"tables":[]}\n\n: keep-alive\n\nevent: change\nid: 2\ndata: {"a":\ndata: 1}\n\nevent: job\ndata: {"x"',
    );
    expect(messages).toEqual([
      { event: "ready", data: '{"tables":[]}' },
      { event: "change", data: '{"a":\n1}' },
    ]);
    expect(rest).toBe('event: job\ndata: {"x"');
  });
});

describe("invalidateFor", () => {
  it("refreshes statistics, the list and the changed contract on a change", async () => {
    const client = new QueryClient();
    const id = "11111111-1111-4111-8111-111111111111";
    for (const key of [
      contractKeys.stats,
      contractKeys.list({}),
      contractKeys.detail(id),
      contractKeys.detail("other"),
    ]) {
      client.setQueryData(key, 1);
    }
    invalidateFor(client, {
      event: "change",
      data: { table: "contracts", op: "UPDATE", id, user_id: null, contract_id: id },
    });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(contractKeys.stats)).toBe(true);
    expect(stale(contractKeys.list({}))).toBe(true);
    expect(stale(contractKeys.detail(id))).toBe(true);
    expect(stale(contractKeys.detail("other"))).toBe(false);
  });

  it("refreshes workflow views on a job event", () => {
    const client = new QueryClient();
    client.setQueryData(contractKeys.workflow("a"), 1);
    client.setQueryData(contractKeys.stats, 1);
    invalidateFor(client, {
      event: "job",
      data: {
        jobId: "j",
        type: "convert-contract",
        status: "running",
        progress: 20,
        message: null,
        userId: null,
        error: null,
      },
    });
    expect(client.getQueryState(contractKeys.workflow("a"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(contractKeys.stats)?.isInvalidated).toBe(false);
  });
});
