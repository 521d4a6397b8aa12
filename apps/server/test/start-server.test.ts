import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Clock } from "../src/clock/clock.ts";
import { createManualClock } from "../src/clock/manual-clock.ts";
import { createTestDatabase, type TestDatabase } from "../src/db/test-database.ts";
import { type RunningServer, type StartServerOptions, startServer } from "../src/start-server.ts";

// A first start on an empty data directory runs PGlite's initdb, which is slow on a busy machine.
describe("startServer", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cp-start-"));
  let postgres: TestDatabase | undefined;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      postgres = await createTestDatabase({ migrate: false });
      databaseUrl = postgres.connectionString;
    }
  });
  afterAll(async () => {
    await postgres?.close();
  });

  const start = (setup?: StartServerOptions["setup"]): Promise<RunningServer> =>
    startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir,
      databaseUrl,
      webDist: join(dataDir, "no-dist"),
      logLevel: "silent",
      env: {},
      setup,
    });

  it("listens on a random port, serves the API and realtime events over HTTP, and closes", async () => {
    const server = await start();
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe("healthy");

      // The first account is an admin, who may see every change.
      const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "first@example.com", password: "Correct-Horse-42" }),
      });
      expect(signUp.status).toBe(201);
      const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "first@example.com", password: "Correct-Horse-42" }),
      });
      const { session } = (await signIn.json()) as { session: { accessToken: string } };
      // the server's own subscribers (automatic testing) are there before any client
      const own = server.deps.realtime.subscriberCount;
      const controller = new AbortController();
      const stream = await fetch(`${server.url}/api/realtime`, {
        signal: controller.signal,
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      let text = "";
      const readUntil = async (needle: string) => {
        while (!text.includes(needle)) {
          const chunk = await reader.read();
          if (chunk.done) throw new Error("stream ended");
          text += new TextDecoder().decode(chunk.value);
        }
      };
      await readUntil("event: ready");
      const contract = await server.deps.db
        .insertInto("contracts")
        .values({ name: "Vault", file_name: "Vault.sol" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await readUntil(contract.id);
      expect(text).toContain("event: change");
      expect(server.deps.realtime.subscriberCount).toBe(own + 1);
      controller.abort();
      // The server notices the closed connection and drops the subscription.
      for (let i = 0; i < 200 && server.deps.realtime.subscriberCount > own; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(server.deps.realtime.subscriberCount).toBe(own);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it("keeps data and picks up an interrupted job after a restart", async () => {
    const first = await start((deps) => {
      deps.jobs.register("build", ({ signal }) => {
        return new Promise((_, reject) =>
          signal.addEventListener("abort", () => reject(signal.reason)),
        );
      });
    });
    let jobId: string;
    try {
      const job = await first.deps.jobs.enqueue("build", { target: "wasm" });
      jobId = job.id;
      for (let i = 0; i < 200 && (await first.deps.jobs.get(jobId))?.status !== "running"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await first.deps.jobs.get(jobId))?.status).toBe("running");
    } finally {
      await first.close();
    }

    const second = await start((deps) => {
      deps.jobs.register<{ target: string }, string>(
        "build",
        async ({ payload }) => `built ${payload.target}`,
      );
    });
    try {
      await second.deps.jobs.whenIdle();
      expect(await second.deps.jobs.get(jobId)).toMatchObject({
        status: "succeeded",
        result: "built wasm",
        attempts: 1,
      });
      const contracts = await second.deps.db.selectFrom("contracts").select("name").execute();
      expect(contracts.map((row) => row.name)).toContain("Vault");
    } finally {
      await second.close();
    }
  });

  it("ends expired sessions on its own every SESSION_CLEANUP_INTERVAL_SECONDS, until closed", async () => {
    const manual = createManualClock(new Date());
    // The cleanup timer is the one with the configured interval; count those still pending.
    const intervalMs = 777_000;
    let pending = 0;
    const clock: Clock = {
      now: () => manual.now(),
      setTimeout(callback, ms) {
        if (ms !== intervalMs) return manual.setTimeout(callback, ms);
        pending++;
        const cancel = manual.setTimeout(() => {
          pending--;
          callback();
        }, ms);
        return () => {
          pending--;
          cancel();
        };
      },
    };
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      dataDir,
      databaseUrl,
      webDist: join(dataDir, "no-dist"),
      logLevel: "silent",
      env: { SESSION_CLEANUP_INTERVAL_SECONDS: String(intervalMs / 1000) },
      clock,
    });
    let closed = false;
    try {
      expect(pending).toBe(1);
      const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "timer@example.com", password: "Correct-Horse-42" }),
      });
      expect(signUp.status).toBe(201);
      const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "timer@example.com", password: "Correct-Horse-42" }),
      });
      const { user } = ((await signIn.json()) as { session: { user: { id: string } } }).session;
      const active = async () => {
        const row = await server.deps.db
          .selectFrom("user_sessions")
          .select("is_active")
          .where("user_id", "=", user.id)
          .executeTakeFirstOrThrow();
        return row.is_active;
      };
      // Sessions last 30 days; the first run is one interval after start.
      manual.set(new Date(manual.now().getTime() + 31 * 24 * 60 * 60_000));
      expect(await active()).toBe(true);
      await manual.advance(intervalMs);
      await vi.waitFor(async () => expect(await active()).toBe(false));
      // the next run is scheduled once this run has finished, a moment after its update is seen
      await vi.waitFor(() => expect(pending).toBe(1));
      await server.close();
      closed = true;
      expect(pending).toBe(0);
    } finally {
      if (!closed) await server.close();
    }
  });

  it("refuses to start on a bad configuration, naming the variable", async () => {
    await expect(
      startServer({ env: { JOB_CONCURRENCY: "0" }, logLevel: "silent" }),
    ).rejects.toThrow(/JOB_CONCURRENCY: must be at least 1/);
  });
});
