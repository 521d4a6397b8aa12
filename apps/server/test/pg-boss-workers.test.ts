import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { JobEvent } from "@contract-platform/api";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../src/clock/clock.ts";
import { loadConfig } from "../src/config/load-config.ts";
import { createTestDatabase, type TestDatabase } from "../src/db/test-database.ts";
import { createJobRunner } from "../src/jobs/create-job-runner.ts";
import { createLogger } from "../src/logger/create-logger.ts";
import { type RunningServer, startServer } from "../src/start-server.ts";
import { startWorker } from "../src/start-worker.ts";
import { COUNTER_SOL } from "./contracts-helpers.ts";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.log("pg-boss worker tests skipped: they need PostgreSQL (TEST_DATABASE_URL)");
}

const serverDir = fileURLToPath(new URL("..", import.meta.url));

const SPINNER_SOL = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Spinner {
    uint256 public turns;

    function spin() external {
        while (true) {
            turns += 1;
        }
    }
}
`;

/** Polls (real time, bounded) until `check` gives a value. */
async function until<T>(check: () => Promise<T | undefined>, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not reached within ${ms} ms`);
}

/** A `npm run worker` process (the same entry point), resolved once it takes jobs. */
function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/worker.ts"], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("worker is taking jobs")) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    void exited.then((code) => reject(new Error(`worker exited (${code}): ${output}`)));
  });
  return { child, ready, exited, output: () => output };
}

async function stopProcess(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(!postgres)(
  "PostgreSQL with pg-boss: the web process queues, worker processes run the jobs",
  { timeout: 240_000 },
  () => {
    let database: TestDatabase;
    let web: RunningServer;
    let token: string;
    const workers: ReturnType<typeof startWorkerProcess>[] = [];
    let env: Record<string, string>;
    const dataDir = mkdtempSync(join(tmpdir(), "cp-pg-boss-"));

    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${web.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely.
      return { status: response.status, body: (await response.json()) as any };
    };

    beforeAll(async () => {
      database = await createTestDatabase({ migrate: false });
      env = {
        DATABASE_URL: database.connectionString!,
        JOB_RUNNER: "pg-boss",
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
        TEST_STEP_TIMEOUT_MS: "60000",
        TEST_RUN_TIMEOUT_SECONDS: "8",
        // A run stops itself at its limit; the job's limit (and so pg-boss's expiry of a
        // hand-over whose worker died: + 10 s + JOB_LEASE_SECONDS) only backs it up.
        JOB_TIMEOUT_SECONDS_RUN_TESTS: "10",
        JOB_LEASE_SECONDS: "5",
        MONITOR_INTERVAL_SECONDS: "0",
      };
      web = await startServer({
        port: 0,
        host: "127.0.0.1",
        dataDir,
        webDist: join(dataDir, "no-dist"),
        logLevel: "silent",
        env: { ...env, JOB_CONCURRENCY: "0" },
      });
      for (let i = 0; i < 2; i++) workers.push(startWorkerProcess(env));
      await Promise.all(workers.map((worker) => worker.ready));

      const credentials = { email: "alice@example.com", password: "Correct-Horse-42" };
      for (const path of ["/api/auth/sign-up", "/api/auth/sign-in"]) {
        const response = await fetch(`${web.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(credentials),
        });
        if (path.endsWith("sign-in")) {
          token = ((await response.json()) as { session: { accessToken: string } }).session
            .accessToken;
        }
      }
    });

    afterAll(async () => {
      await Promise.all(workers.map((worker) => stopProcess(worker.child, worker.exited)));
      await web?.close();
      await database?.close();
    });

    const upload = async (fileName: string, content: string): Promise<string> => {
      const uploaded = await api("POST", "/api/contracts", { fileName, content });
      expect(uploaded.status).toBe(201);
      return uploaded.body.results[0].contract.id;
    };

    it("a conversion queued through the web process is done by a worker, once", async () => {
      const contractId = await upload("Counter.sol", COUNTER_SOL);
      // The worker's job events reach the web process (and its event streams) through the database.
      const events: JobEvent[] = [];
      const unsubscribe = web.deps.realtime.subscribe((event) => {
        if (event.kind === "job") events.push(event.data);
      });
      const started = await api("POST", `/api/contracts/${contractId}/convert`);
      expect(started.status).toBe(202);
      expect(started.body.job).toMatchObject({ type: "convert-contract", status: "queued" });
      const contract = await until(async () => {
        const { body } = await api("GET", `/api/contracts/${contractId}`);
        return body.contract.status === "converted" ? body.contract : undefined;
      }, "contract converted");
      expect(contract.convertedPath).toBeTruthy();
      const job = await database.db
        .selectFrom("jobs")
        .selectAll()
        .where("id", "=", started.body.job.id)
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: "succeeded", attempts: 1, locked_by: null });
      await until(
        async () => (events.some((event) => event.status === "succeeded") ? true : undefined),
        "job events",
      );
      unsubscribe();
      const mine = events.filter((event) => event.jobId === job.id);
      expect(mine.map((event) => event.status)).toEqual(
        expect.arrayContaining(["queued", "running", "succeeded"]),
      );
      expect(mine.some((event) => event.status === "running" && event.progress > 0)).toBe(true);
    });

    let spinnerId: string | undefined;
    /** Starts a test run that spins until it is stopped; resolves once a worker runs it. */
    const startSpinnerRun = async () => {
      if (!spinnerId) {
        spinnerId = await upload("Spinner.sol", SPINNER_SOL);
        const scenario = await api("POST", `/api/contracts/${spinnerId}/scenarios`, {
          name: "Spins",
          scenario: {
            contract: "Spinner",
            actors: ["alice"],
            deploy: { from: "alice" },
            // Each call spins until it runs out of gas or time: together far longer than a run may take.
            steps: Array.from({ length: 200 }, () => ({ from: "alice", call: "spin()" })),
          },
        });
        expect(scenario.status).toBe(201);
      }
      const started = await api("POST", `/api/contracts/${spinnerId}/test-runs`, {});
      expect(started.status).toBe(202);
      const runId: string = started.body.runId;
      await until(async () => {
        const { body } = await api("GET", `/api/test-runs/${runId}`);
        return body.status === "running" ? true : undefined;
      }, "test run running on a worker");
      return runId;
    };
    const jobOfRun = (runId: string) =>
      database.db
        .selectFrom("jobs")
        .selectAll()
        .where("type", "=", "run-tests")
        .where(sql<string>`payload->>'runId'`, "=", runId)
        .executeTakeFirstOrThrow();

    it("a test run cancelled through the web process stops on its worker", async () => {
      const runId = await startSpinnerRun();
      const begin = Date.now();
      const cancelled = await api("POST", `/api/test-runs/${runId}/cancel`);
      expect(cancelled.status).toBe(200);
      const run = await until(async () => {
        const { body } = await api("GET", `/api/test-runs/${runId}`);
        return body.status === "cancelled" ? body : undefined;
      }, "test run cancelled");
      expect(run.error).toBe("Cancelled by the user");
      // The worker let go of the job: it is not running any more, well before the step limit.
      const job = await until(async () => {
        const row = await jobOfRun(runId);
        return row.status !== "running" ? row : undefined;
      }, "job finished");
      expect(job.locked_by).toBeNull();
      expect(Date.now() - begin).toBeLessThan(15_000);
    });

    it("a job whose worker is killed is taken over by another worker", async () => {
      // One worker left, so it takes the run; it dies mid-run, and a new worker starts.
      const [first, second] = workers;
      await stopProcess(second.child, second.exited);
      const runId = await startSpinnerRun();
      const claimed = await jobOfRun(runId);
      expect(claimed).toMatchObject({ status: "running", attempts: 1 });
      first.child.kill("SIGKILL");
      await first.exited;
      const replacement = startWorkerProcess(env);
      workers.push(replacement);
      await replacement.ready;
      // After the job's time limit (10 s) + 10 s + the lease (5 s), the new worker runs it again,
      // until the run's own limit (8 s) ends it.
      const job = await until(
        async () => {
          const row = await jobOfRun(runId);
          return row.status === "succeeded" || row.status === "failed" ? row : undefined;
        },
        "job taken over and finished",
        90_000,
      );
      expect(job).toMatchObject({ status: "succeeded", attempts: 2, locked_by: null });
      const { body: run } = await api("GET", `/api/test-runs/${runId}`);
      expect(run).toMatchObject({
        status: "failed",
        error: "Stopped at the time limit of 8 s for a run",
      });
    });
  },
);

describe("asking for pg-boss without PostgreSQL", () => {
  it("stops the server at start with a clear message", async () => {
    await expect(
      startServer({ env: { JOB_RUNNER: "pg-boss" }, logLevel: "silent" }),
    ).rejects.toThrow(
      /JOB_RUNNER: pg-boss needs a PostgreSQL server: set DATABASE_URL, or leave JOB_RUNNER unset to run jobs in-process on the embedded database/,
    );
  });

  it.skipIf(postgres)(
    "refuses the embedded database when the configuration asks for pg-boss",
    async () => {
      const pglite = await createTestDatabase();
      try {
        const config = loadConfig({
          JOB_RUNNER: "pg-boss",
          DATABASE_URL: "postgresql://localhost/unused",
        });
        expect(() =>
          createJobRunner({
            config,
            database: pglite,
            clock: systemClock,
            logger: createLogger({ level: "silent" }),
          }),
        ).toThrow(
          "JOB_RUNNER=pg-boss needs a PostgreSQL server (DATABASE_URL); the embedded database (PGlite) runs jobs in-process: leave JOB_RUNNER unset",
        );
      } finally {
        await pglite.close();
      }
    },
  );

  it("refuses to start a worker on the embedded database, or on a process that queues only", async () => {
    await expect(startWorker({ env: {} })).rejects.toThrow(
      /A worker takes jobs from pg-boss on PostgreSQL: set JOB_RUNNER=pg-boss and DATABASE_URL/,
    );
    await expect(startWorker({ env: { JOB_CONCURRENCY: "0" } })).rejects.toThrow(
      /JOB_CONCURRENCY: must be at least 1 \(0, a process that only queues jobs for workers, needs JOB_RUNNER=pg-boss\)/,
    );
  });
});
