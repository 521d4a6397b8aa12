import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryAuthClient, renderApp, testSession } from "@/test/render-app";

const user = (email: string, role: string, extra: Record<string, unknown> = {}) => ({
  id: `${email}-id`,
  email,
  role,
  emailConfirmed: true,
  createdAt: "2026-03-01T00:00:00.000Z",
  lastSignIn: null,
  lockedAt: null,
  lockedReason: null,
  lockedBy: null,
  signInLockedUntil: null,
  activeSessions: 1,
  contracts: 2,
  ...extra,
});

const hourly = Array.from({ length: 24 }, (_, i) => ({
  hour: new Date(Date.UTC(2026, 2, 1, i)).toISOString(),
  signin: i === 23 ? 3 : 0,
  signup: i === 23 ? 2 : 0,
  session_refresh: 0,
  security_violation: 0,
  failed: i === 23 ? 1 : 0,
}));

type Call = { url: string; method: string; body: unknown };

function stubApi(role: string) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/auth/role") return Response.json({ role });
      if (url === "/api/auth/sessions") return Response.json({ sessions: [] });
      if (url.startsWith("/api/auth/admin/users?")) {
        return Response.json({
          total: 2,
          users: [
            user("alice@example.com", "user"),
            user(testSession.user.email, role, { id: testSession.user.id }),
          ],
        });
      }
      if (url.endsWith("/lock") || url.endsWith("/role")) {
        return Response.json({ user: user("alice@example.com", "user") });
      }
      if (url === "/api/auth/admin/analytics") {
        return Response.json({
          analytics: {
            windowHours: 24,
            totalEvents: 5,
            successRate: 80,
            averageDuration: 120,
            byType: { signin: { total: 3, failed: 1 }, signup: { total: 2, failed: 0 } },
            topErrors: [{ errorCode: "invalid_credentials", count: 1 }],
            hourly,
            retained: { events: 5, oldest: null, days: 7 },
            cacheSeconds: 300,
            generatedAt: "2026-03-01T23:30:00.000Z",
          },
        });
      }
      return Response.json(
        { error: "Insufficient permissions", code: "forbidden" },
        { status: 403 },
      );
    }),
  );
  return calls;
}

async function openAdminSettings() {
  renderApp("/dashboard", memoryAuthClient(testSession));
  const nav = await screen.findByRole("navigation", { name: "Dashboard sections" });
  fireEvent.click(within(nav).getByRole("button", { name: "Admin Settings" }));
  expect(await screen.findByRole("heading", { name: "Admin Settings", level: 2 })).toBeTruthy();
}

afterEach(() => vi.unstubAllGlobals());

describe("Admin Settings tab", { timeout: 20_000 }, () => {
  it("tells a user that admin access is required and still shows their own account", async () => {
    const calls = stubApi("user");
    await openAdminSettings();
    const notice = await screen.findByTestId("admin-access-required");
    expect(notice.textContent).toContain("Admin access required");
    expect(notice.textContent).toContain("signed in as a user");
    expect(screen.queryByRole("tab", { name: /Users/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "Your account" })).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/auth/admin/"))).toBe(false);
  });

  it("gives an admin the console: users with role change and lock (with a reason)", async () => {
    const calls = stubApi("admin");
    await openAdminSettings();
    for (const tab of ["Users", "Sessions", "Audit log", "Analytics", "Provider", "Mail outbox"]) {
      expect(await screen.findByRole("tab", { name: tab })).toBeTruthy();
    }
    const list = await screen.findByRole("list", { name: "Users" });
    const alice = within(list).getAllByTestId("admin-user")[0];
    // No lock button for oneself.
    expect(
      within(within(list).getAllByTestId("admin-user")[1]).queryByRole("button", { name: "Lock" }),
    ).toBeNull();

    fireEvent.change(within(alice).getByLabelText("Role of alice@example.com"), {
      target: { value: "moderator" },
    });
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: "/api/auth/admin/users/alice@example.com-id/role",
        method: "PUT",
        body: { role: "moderator" },
      }),
    );
    fireEvent.click(within(alice).getByRole("button", { name: "Lock" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.change(within(dialog).getByLabelText("Reason (kept in the audit log)"), {
      target: { value: "Spam uploads" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lock account" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: "/api/auth/admin/users/alice@example.com-id/lock",
        method: "POST",
        body: { reason: "Spam uploads" },
      }),
    );
    expect(await screen.findByText("Account locked")).toBeTruthy();
  });

  it("gives a moderator the users read-only and the analytics, nothing else", async () => {
    stubApi("moderator");
    await openAdminSettings();
    const list = await screen.findByRole("list", { name: "Users" });
    const alice = within(list).getAllByTestId("admin-user")[0];
    expect(
      (within(alice).getByLabelText("Role of alice@example.com") as HTMLSelectElement).disabled,
    ).toBe(true);
    expect(within(alice).queryByRole("button", { name: "Lock" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Audit log" })).toBeNull();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Analytics" }));
    expect(await screen.findByText("80%")).toBeTruthy();
    expect(
      screen.getByRole("img", { name: "Authentication events per hour, last 24 hours" }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Top errors" })).getByText("invalid_credentials"),
    ).toBeTruthy();
  });
});
