import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthTestApp, jump, signUpUser } from "../../test/auth-helpers.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import { startSessionCleanup } from "./start-session-cleanup.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("periodic expired-session cleanup", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => t.close());

  const isActive = async (session: AuthSession) => {
    const row = await t.deps.db
      .selectFrom("user_sessions")
      .select(["is_active", "ended_reason"])
      .where("user_id", "=", session.user.id)
      .executeTakeFirstOrThrow();
    return row.is_active ? "active" : row.ended_reason;
  };

  it("ends expired sessions once per interval of the clock's time, and not after stop", async () => {
    const first = await signUpUser(t, "first@example.com");
    // Sessions last 30 days: past that, they expire, but only a cleanup run ends them.
    jump(t, 31 * DAY);
    const cleanup = startSessionCleanup(t.deps, 15 * MINUTE);
    try {
      await t.clock.advance(15 * MINUTE - 1);
      expect(await isActive(first)).toBe("active");
      await t.clock.advance(1);
      await expect.poll(() => isActive(first)).toBe("expired");

      // The timer keeps going: a session expiring later is ended by a later run.
      const second = await signUpUser(t, "second@example.com");
      jump(t, 31 * DAY);
      await t.clock.advance(15 * MINUTE);
      await expect.poll(() => isActive(second)).toBe("expired");

      await cleanup.stop();
      const third = await signUpUser(t, "third@example.com");
      jump(t, 31 * DAY);
      await t.clock.advance(60 * MINUTE);
      expect(await isActive(third)).toBe("active");
    } finally {
      await cleanup.stop();
    }
  });

  it("starts nothing for interval 0", async () => {
    const session = await signUpUser(t, "zero@example.com");
    jump(t, 31 * DAY);
    const cleanup = startSessionCleanup(t.deps, 0);
    await t.clock.advance(60 * MINUTE);
    expect(await isActive(session)).toBe("active");
    await cleanup.stop();
  });
});
