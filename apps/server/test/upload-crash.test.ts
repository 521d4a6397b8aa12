import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createManualClock } from "../src/clock/manual-clock.ts";
import { CONTRACT_SOURCES_BUCKET } from "../src/contracts/contract-deps.ts";
import { createTestDatabase, type TestDatabase } from "../src/db/test-database.ts";
import { startServer } from "../src/start-server.ts";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("an upload interrupted by a crash", () => {
  let t: TestApp;
  let alice: AuthSession;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
  });
  afterAll(async () => t.close());

  it("leaves no contract behind while frozen after storing the source, and the file uploads again", async () => {
    const storage = t.deps.storage;
    const put = storage.put.bind(storage);
    let stored!: () => void;
    const reached = new Promise<void>((resolve) => {
      stored = resolve;
    });
    // The process stops for good right after the source is written (a crash, as far as this
    // upload knows: nothing after that step ever runs).
    storage.put = async (...args) => {
      await put(...args);
      stored();
      return new Promise<never>(() => {});
    };
    void upload(t, alice, "Counter.sol", COUNTER_SOL);
    await reached;
    storage.put = put;

    const rows = await t.deps.db
      .selectFrom("contracts")
      .select(["id", "status"])
      .where("source_hash", "=", sha256(COUNTER_SOL))
      .execute();
    expect(rows).toEqual([]);

    const again = await upload(t, alice, "Counter.sol", COUNTER_SOL);
    expect(again.status).toBe(201);
    expect(again.body.results[0]).toMatchObject({
      accepted: true,
      duplicate: false,
      contract: { status: "validated" },
    });
  });
});

describe("contracts an earlier server left 'uploaded'", { timeout: 120_000 }, () => {
  let postgres: TestDatabase | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => postgres?.close());

  it("are settled at the next start: validated when the source is stored, removed when not", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cp-upload-crash-"));
    const clock = createManualClock(new Date("2026-06-01T12:00:00Z"));
    const start = () =>
      startServer({
        port: 0,
        host: "127.0.0.1",
        dataDir,
        databaseUrl: postgres?.connectionString,
        webDist: join(dataDir, "no-dist"),
        logLevel: "silent",
        env: {},
        clock,
      });
    const userId = "00000000-0000-4000-8000-0000000000aa";
    const first = await start();
    const { db, storage } = first.deps;
    const crashedAt = new Date("2026-06-01T11:00:00Z");
    const row = (name: string, extra: Record<string, unknown> = {}) =>
      db
        .insertInto("contracts")
        .values({
          user_id: userId,
          name,
          file_name: `${name}.sol`,
          language: "solidity",
          status: "uploaded",
          source_hash: sha256(name),
          created_at: crashedAt,
          updated_at: crashedAt,
          ...extra,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    // As a crash left them: stored but not yet marked validated, and not even stored.
    const kept = await row("Kept");
    await storage.put(CONTRACT_SOURCES_BUCKET, `${userId}/${kept.id}/Kept.sol`, "contract Kept {}");
    const lost = await row("Lost");
    // A row an older server is handling right now is left alone.
    const recent = await row("Recent", { created_at: clock.now(), updated_at: clock.now() });
    await first.close();

    const second = await start();
    try {
      const rows = await second.deps.db
        .selectFrom("contracts")
        .select(["id", "status", "source_path"])
        .where("user_id", "=", userId)
        .orderBy("name")
        .execute();
      expect(rows).toEqual([
        { id: kept.id, status: "validated", source_path: `${userId}/${kept.id}/Kept.sol` },
        { id: recent.id, status: "uploaded", source_path: null },
      ]);
      expect(rows.some((r) => r.id === lost.id)).toBe(false);
    } finally {
      await second.close();
    }
  });
});
