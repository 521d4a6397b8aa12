import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotification } from "../src/notifications/create-notification.ts";
import type { RealtimeEvent } from "../src/realtime/realtime.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

describe("notifications", () => {
  let t: TestApp;
  let alice: { token: string; id: string };
  let bob: { token: string; id: string };

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpUser(t, "bell-alice@example.com");
    const b = await signUpUser(t, "bell-bob@example.com");
    alice = { token: a.accessToken, id: a.user.id };
    bob = { token: b.accessToken, id: b.user.id };
  });
  afterAll(() => t?.close());

  it("lists the caller's notifications newest first with the unread count, and tells the stream", async () => {
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe((event) => events.push(event));
    await createNotification(t.deps, { userId: alice.id, kind: "test.one", title: "First" });
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    await createNotification(t.deps, {
      userId: alice.id,
      kind: "alert.admin_changed",
      severity: "critical",
      title: "Admin changed",
      body: "details",
      link: "/production-monitoring",
    });
    await createNotification(t.deps, { userId: bob.id, kind: "test.bob", title: "Bob's" });
    const { status, body } = await call(t, "GET", "/api/notifications", { token: alice.token });
    expect(status).toBe(200);
    expect(body.unread).toBe(2);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual([
      "Admin changed",
      "First",
    ]);
    expect(body.notifications[0]).toMatchObject({
      severity: "critical",
      link: "/production-monitoring",
      readAt: null,
    });
    await expect
      .poll(
        () => events.filter((e) => e.kind === "change" && e.data.table === "notifications").length,
      )
      .toBe(3);
    const mine = events.find((e) => e.kind === "change" && e.data.user_id === alice.id);
    expect(mine).toBeDefined();
    unsubscribe();
  });

  it("marks one, then all, read and never touches another user's", async () => {
    const list = await call(t, "GET", "/api/notifications", { token: alice.token });
    const bobs = await call(t, "GET", "/api/notifications", { token: bob.token });
    const first = list.body.notifications[0].id;
    const one = await call(t, "POST", "/api/notifications/read", {
      token: alice.token,
      body: { ids: [first, bobs.body.notifications[0].id] },
    });
    expect(one.body).toMatchObject({ updated: 1, unread: 1 });
    expect((await call(t, "GET", "/api/notifications", { token: bob.token })).body.unread).toBe(1);
    const all = await call(t, "POST", "/api/notifications/read", {
      token: alice.token,
      body: { all: true },
    });
    expect(all.body).toMatchObject({ updated: 1, unread: 0 });
    const bad = await call(t, "POST", "/api/notifications/read", {
      token: alice.token,
      body: { ids: ["x"] },
    });
    expect(bad.status).toBe(400);
    expect((await call(t, "GET", "/api/notifications")).status).toBe(401);
  });
});
