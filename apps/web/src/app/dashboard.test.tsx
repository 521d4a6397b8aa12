import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memoryAuthClient, renderApp, testSession } from "@/test/render-app";

const SIDEBAR = [
  "Upload Contracts",
  "Workflow Management",
  "Code Analysis",
  "AI Testing",
  "Advanced Features",
  "Platform",
  "Admin Settings",
  "System Logs",
];

describe("dashboard shell", () => {
  it("renders the shell with the upload tab by default", async () => {
    renderApp("/dashboard", memoryAuthClient(testSession));
    const nav = await screen.findByRole("navigation", { name: "Dashboard sections" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(SIDEBAR);
    expect(
      within(nav).getByRole("button", { name: "Upload Contracts" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(await screen.findByText("Contract upload is on its way")).toBeTruthy();
    expect(screen.getByPlaceholderText("Search contracts, functions...")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(screen.getByTestId("notification-dot")).toBeTruthy();
    expect(screen.getByText("v2.0")).toBeTruthy();
    expect(screen.getByText("Contract Platform")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dark mode" })).toBeTruthy();
  });

  it("switches sections on demand and toggles the theme", async () => {
    renderApp("/dashboard", memoryAuthClient(testSession));
    const nav = await screen.findByRole("navigation", { name: "Dashboard sections" });
    fireEvent.click(within(nav).getByRole("button", { name: "Advanced Features" }));
    expect(
      await screen.findByText("Select a converted contract to access advanced AI features"),
    ).toBeTruthy();
    fireEvent.click(within(nav).getByRole("button", { name: "System Logs" }));
    expect(await screen.findByRole("heading", { name: "System Logs", level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Dark mode" }));
    expect(localStorage.getItem("vite-ui-theme")).toBe("dark");
    expect(screen.getByRole("button", { name: "Light mode" })).toBeTruthy();
  });

  it("opens the results viewer from the address and loads the converted code", async () => {
    const fetch = vi.fn(async (url: string) =>
      url === "/api/contracts/c7/converted-code"
        ? Response.json({ code: "pub fn instantiate() {}", language: "rust" })
        : new Response("{}", { status: 404 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { router } = renderApp(
      "/dashboard?contract=c7&view=results",
      memoryAuthClient(testSession),
    );
    expect(await screen.findByText("pub fn instantiate() {}")).toBeTruthy();
    expect(screen.getByText("Code Review Ready")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(router.state.location.search).toBe("?contract=c7"));
  });

  it("says why code review failed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: "not converted", code: "conflict" }, { status: 409 }),
      ),
    );
    renderApp("/dashboard?contract=c8&view=results", memoryAuthClient(testSession));
    expect(await screen.findByText("Code Review Failed")).toBeTruthy();
    expect(screen.getByText("Contract has not been converted yet")).toBeTruthy();
    expect(await screen.findByText("Contract c8")).toBeTruthy();
  });

  it("opens config mode from view=config and clears it on another tab", async () => {
    const { router } = renderApp(
      "/dashboard?contract=c9&view=config",
      memoryAuthClient(testSession),
    );
    expect(await screen.findByText("Configuration loader")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    fireEvent.click(within(nav).getByRole("button", { name: "Workflow Management" }));
    expect(await screen.findByText("Contract c9")).toBeTruthy();
    fireEvent.click(within(nav).getByRole("button", { name: "Platform" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    fireEvent.click(within(nav).getByRole("button", { name: "Workflow Management" }));
    expect(await screen.findByText("No contract selected")).toBeTruthy();
  });

  it("shows the system health panel when toggled", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          status: "healthy",
          timestamp: "2026-11-21T12:00:00.000Z",
          version: "2.0.0",
          uptimeSeconds: 1,
          providers: [
            {
              providerName: "database",
              isHealthy: true,
              lastHealthCheck: "2026-11-21T12:00:00.000Z",
              responseTime: 4,
              errorRate: 0,
              uptime: 100,
            },
          ],
        }),
      ),
    );
    renderApp("/dashboard", memoryAuthClient(testSession));
    fireEvent.click(await screen.findByRole("button", { name: "System health" }));
    expect(await screen.findByText("4 ms · uptime 100%")).toBeTruthy();
  });

  it("signs out to /auth", async () => {
    const client = memoryAuthClient(testSession);
    const { router } = renderApp("/dashboard", client);
    fireEvent.click(await screen.findByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(client.signedOut).toBe(true);
  });
});
