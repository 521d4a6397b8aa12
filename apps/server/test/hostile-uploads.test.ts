import type { AuthSession } from "@contract-platform/api";
import { MAX_SOLIDITY_NESTING_DEPTH } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FILE_CHECK_TIMEOUT_MS,
  MAX_FILE_CHECKS_PER_USER,
  pendingFileChecks,
  TOO_MANY_FILE_CHECKS_MESSAGE,
} from "../src/contracts/check-file.ts";
import { fileCheckTimeoutMessage } from "../src/contracts/validate-contract-file.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

/** 100 nested parentheses in 300 bytes: parsing it took the server's thread for seconds. */
const head =
  "pragma solidity ^0.8.0;\ncontract A { function f() public pure returns (uint) { return";
const nested = (depth: number) => `${head} ${"(".repeat(depth)}1${")".repeat(depth)}; } }\n`;

/**
 * Within the nesting limit but slow to parse: each of these expressions costs the parser about
 * 0.2 s, so the file takes far longer than any test to parse.
 */
const slowToParse = (salt: string) => {
  const expression = `${"(".repeat(28)}1${")".repeat(28)}`;
  const lines = Array.from({ length: 300 }, () => `    x = ${expression};`);
  return `pragma solidity ^0.8.0;\n// ${salt}\ncontract Slow {\n  function f() public pure {\n    uint x;\n${lines.join("\n")}\n  }\n}\n`;
};

describe("hostile uploads", () => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    // As after start-up (the server starts a check worker at once): the worker is ready.
    expect((await upload(t, bob, "Warm.sol", nested(2))).status).toBe(201);
    await (await t.app.request("/api/health")).body?.cancel();
  });
  afterAll(async () => t.close());

  /** Settles the request while the manual clock moves on, as the check's time limit passes. */
  async function advanceUntilSettled<T>(pending: Promise<T>): Promise<T> {
    let settled = false;
    pending.finally(() => {
      settled = true;
    });
    while (!settled) {
      await t.clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return pending;
  }

  it("answers /api/health within a second while a slow upload is checked, then refuses the upload when its time is up", async () => {
    let done = false;
    const pending = upload(t, alice, "Slow.sol", slowToParse("health")).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const health = await t.app.request("/api/health");
      latencies.push(performance.now() - started);
      expect(health.status).toBe(200);
      await health.body?.cancel();
    }
    // On the request thread the parse would have held back every one of these until it ended.
    expect(done).toBe(false);
    for (const latency of latencies) expect(latency).toBeLessThan(1_000);

    const { status, body } = await advanceUntilSettled(pending);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: "file_rejected",
      error: fileCheckTimeoutMessage(FILE_CHECK_TIMEOUT_MS),
      results: [{ accepted: false, contract: null, validation: { status: "suspicious" } }],
    });
    const stored = await t.deps.db
      .selectFrom("contracts")
      .select("id")
      .where("file_name", "=", "Slow.sol")
      .execute();
    expect(stored).toEqual([]);
  });

  it("refuses 100 and 50,000 nested parentheses at once, saying where", async () => {
    // Two levels (contract, function body) are open where the expression starts.
    const column = nested(1).split("\n")[1].indexOf("(1)") + 1 + MAX_SOLIDITY_NESTING_DEPTH - 2;
    const small = await upload(t, alice, "Nested.sol", nested(100));
    expect(small.status).toBe(400);
    expect(small.body.error).toBe(
      `File does not parse as Solidity: Brackets are nested more than ${MAX_SOLIDITY_NESTING_DEPTH} levels deep (line 2, column ${column}); split the expression or block into smaller parts`,
    );
    // 100 KB over 100 lines (a single line that long is refused for its length alone)
    const open = `${"(".repeat(1000)}\n`.repeat(50);
    const close = `${")".repeat(1000)}\n`.repeat(50);
    const deep = `${head}\n${open}1\n${close}; } }\n`;
    const large = await upload(t, alice, "Deep.sol", deep);
    expect(large.status).toBe(400);
    expect(large.body.error).toContain(
      `Brackets are nested more than ${MAX_SOLIDITY_NESTING_DEPTH} levels deep (line 3, column ${MAX_SOLIDITY_NESTING_DEPTH - 1})`,
    );
    const checked = await call(t, "POST", "/api/functions/secure-file-validation", {
      token: bob.accessToken,
      body: { fileName: "Nested.sol", fileContent: nested(500), fileSize: 1600 },
    });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ isValid: false, status: "suspicious" });
  });

  it(`lets one user have ${MAX_FILE_CHECKS_PER_USER} checks pending and refuses more with 429, while others still upload`, async () => {
    const pending = Array.from({ length: MAX_FILE_CHECKS_PER_USER }, (_, i) =>
      upload(t, alice, `Slow${i}.sol`, slowToParse(`cap ${i}`)),
    );
    while (pendingFileChecks(alice.user.id) < MAX_FILE_CHECKS_PER_USER) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const refused = await upload(t, alice, "OneMore.sol", slowToParse("one more"));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "rate_limited",
      error: TOO_MANY_FILE_CHECKS_MESSAGE,
    });

    const results = await advanceUntilSettled(Promise.all(pending));
    expect(results.map((r) => r.status)).toEqual(pending.map(() => 400));
    const small = await upload(t, bob, "Small.sol", nested(4));
    expect(small.status).toBe(201);
  });
});
