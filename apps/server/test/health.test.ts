import { healthResponseSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports database, storage and jobs in the provider health shape", async () => {
    const response = await t.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe("healthy");
    expect(body.providers.map((provider) => provider.providerName)).toEqual([
      "database",
      "storage",
      "jobs",
    ]);
    for (const provider of body.providers) {
      expect(provider).toMatchObject({
        isHealthy: true,
        errorRate: 0,
        uptime: 100,
        lastHealthCheck: "2026-03-01T12:00:00.000Z",
      });
      expect(provider.responseTime).toBeGreaterThanOrEqual(0);
    }
  });

  it("answers HEAD (the web app's connection probe) and /live without touching anything", async () => {
    const original = t.deps.storage.check;
    let probes = 0;
    t.deps.storage.check = async () => {
      probes++;
    };
    try {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const head = await t.app.request("/api/health", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      const live = await t.app.request("/api/health/live");
      expect(await live.json()).toEqual({ status: "ok" });
      expect(live.headers.get("cache-control")).toBe("no-store");
      expect(probes).toBe(0);
    } finally {
      t.deps.storage.check = original;
    }
  });

  it("runs the probes at most once per 5 s however many ask, sharing a check in progress", async () => {
    const original = t.deps.storage.check;
    let probes = 0;
    t.deps.storage.check = async () => {
      probes++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => t.app.request("/api/health")),
      );
      expect(answers.every((response) => response.status === 200)).toBe(true);
      expect(probes).toBe(1);
      t.clock.set(new Date(t.clock.now().getTime() + 4_000));
      await t.app.request("/api/health");
      expect(probes).toBe(1);
      t.clock.set(new Date(t.clock.now().getTime() + 1_000));
      const fresh = healthResponseSchema.parse(await (await t.app.request("/api/health")).json());
      expect(probes).toBe(2);
      expect(fresh.timestamp).toBe(t.clock.now().toISOString());
    } finally {
      t.deps.storage.check = original;
    }
  });

  it("answers 503 unhealthy when the database fails", async () => {
    const failing = await createTestApp();
    await failing.database.close();
    try {
      const response = await failing.app.request("/api/health");
      expect(response.status).toBe(503);
      const body = healthResponseSchema.parse(await response.json());
      expect(body.status).toBe("unhealthy");
      expect(body.providers[0]).toMatchObject({ providerName: "database", isHealthy: false });
    } finally {
      await failing.deps.jobs.stop();
      await failing.deps.realtime.stop();
    }
  });

  it("reports a failing part with its error and error rate", async () => {
    const original = t.deps.storage.check;
    t.deps.storage.check = async () => {
      throw new Error("disk is read-only");
    };
    try {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const response = await t.app.request("/api/health");
      expect(response.status).toBe(200);
      const body = healthResponseSchema.parse(await response.json());
      expect(body.status).toBe("degraded");
      const storage = body.providers.find((provider) => provider.providerName === "storage");
      expect(storage).toMatchObject({ isHealthy: false, error: "disk is read-only" });
      expect(storage?.errorRate).toBeGreaterThan(0);
      expect(storage?.uptime).toBeLessThan(100);
    } finally {
      t.deps.storage.check = original;
    }
  });
});
