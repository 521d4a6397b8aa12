import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "./notification-bell";

const now = Date.parse("2026-03-01T12:00:00Z");
const item = (id: string, title: string, readAt: string | null, minutesAgo: number) => ({
  id,
  kind: "alert.failure_rate",
  severity: "warning" as const,
  title,
  body: `${title} body`,
  link: `/production-monitoring?deployment=${id}`,
  contractId: null,
  readAt,
  createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
});

function serve(list: { notifications: ReturnType<typeof item>[]; unread: number }) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith("/api/realtime")) return new Response(null, { status: 503 });
      if (url === "/api/notifications/read") {
        const body = JSON.parse(String(init?.body));
        posted.push(body);
        const notifications = list.notifications.map((n) =>
          "all" in body || body.ids.includes(n.id)
            ? { ...n, readAt: new Date(now).toISOString() }
            : n,
        );
        list = { notifications, unread: notifications.filter((n) => !n.readAt).length };
        return Response.json({ updated: 1, ...list });
      }
      return Response.json(list);
    }),
  );
  return posted;
}

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <NotificationBell now={() => now} /> },
      { path: "/production-monitoring", element: <p>Monitoring page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("NotificationBell", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the red dot only while something is unread, and marks all read", async () => {
    const posted = serve({
      notifications: [
        item("a", "Failures over 20%", null, 5),
        item("b", "Verified", "2026-03-01T00:00:00Z", 120),
      ],
      unread: 1,
    });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications (1 unread)" });
    expect(screen.getByTestId("notification-dot")).toBeTruthy();
    fireEvent.pointerDown(bell, { button: 0, pointerType: "mouse" });
    expect(await screen.findByText("Failures over 20%")).toBeTruthy();
    expect(screen.getByText("5 min ago")).toBeTruthy();
    expect(screen.getByText("2 h ago")).toBeTruthy();
    expect(screen.getAllByRole("img", { name: "Unread" })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: /Mark all read/ }));
    await waitFor(() => expect(screen.queryByTestId("notification-dot")).toBeNull());
    expect(posted).toEqual([{ all: true }]);
  });

  it("opens a notification: marks it read and follows its link", async () => {
    const posted = serve({ notifications: [item("c", "Admin changed", null, 1)], unread: 1 });
    const router = renderBell();
    fireEvent.pointerDown(await screen.findByRole("button", { name: /Notifications/ }), {
      button: 0,
      pointerType: "mouse",
    });
    fireEvent.click(await screen.findByText("Admin changed"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/production-monitoring"));
    expect(router.state.location.search).toBe("?deployment=c");
    expect(posted).toEqual([{ ids: ["c"] }]);
  });

  it("says so when there is nothing", async () => {
    serve({ notifications: [], unread: 0 });
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications" });
    expect(screen.queryByTestId("notification-dot")).toBeNull();
    fireEvent.pointerDown(bell, { button: 0, pointerType: "mouse" });
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
  });
});
