import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
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

describe("dashboard shell", { timeout: 20_000 }, () => {
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
    expect(
      await screen.findByText(
        "Drop contract files here or click to choose",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText("Search contracts, functions...")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
    // No unread notifications for this user (the API is not reachable here), so no red dot.
    expect(screen.queryByTestId("notification-dot")).toBeNull();
    expect(screen.getByText("v2.0")).toBeTruthy();
    expect(screen.getByText("Contract Platform")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dark mode" })).toBeTruthy();
  });

  it("offers Retry Auth in the connection banner, which reads the session again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    try {
      const client = memoryAuthClient(testSession);
      const getSession = vi.spyOn(client, "getSession");
      renderApp("/dashboard", client);
      expect(
        await screen.findByText(
          "Connection issues detected. Please check your internet connection.",
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect(screen.getByRole("button", { name: /Test Connection/ })).toBeTruthy();
      const calls = getSession.mock.calls.length;
      fireEvent.click(screen.getByRole("button", { name: "Retry Auth" }));
      await waitFor(() => expect(getSession.mock.calls.length).toBe(calls + 1));
    } finally {
      vi.unstubAllGlobals();
    }
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
    const contract = {
      id: "c7",
      userId: "u1",
      name: "Escrow",
      fileName: "Escrow.sol",
      language: "solidity",
      status: "converted",
      sourceHash: null,
      sourceSize: 10,
      convertedPath: null,
      errorMessage: null,
      currentVersion: 1,
      config: {
        contract: null,
        crateName: null,
        denom: "uatom",
        targetVersions: { cosmwasmStd: "2.2" },
      },
      diagnostics: [],
      lastJobId: null,
      createdAt: "2026-11-21T12:00:00.000Z",
      updatedAt: "2026-11-21T12:00:00.000Z",
      lastActivityAt: "2026-11-21T12:00:00.000Z",
    };
    const fetch = vi.fn(async (url: string) =>
      url === "/api/contracts/c7/converted-code"
        ? Response.json({
            code: "pub fn instantiate() {}",
            language: "rust",
            path: "src/contract.rs",
          })
        : url === "/api/contracts/c7/code"
          ? Response.json({
              contract,
              source: {
                fileName: "Escrow.sol",
                language: "solidity",
                content: "contract Escrow {}",
              },
              version: 1,
              files: [{ path: "src/contract.rs", content: "pub fn instantiate() {}" }],
              report: null,
              diagnostics: [],
              sourceMap: [],
            })
          : url === "/api/contracts/c7/versions"
            ? Response.json({ versions: [] })
            : new Response("{}", { status: 404 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { router } = renderApp(
      "/dashboard?contract=c7&view=results",
      memoryAuthClient(testSession),
    );
    expect(await screen.findByRole("heading", { name: "Escrow" })).toBeTruthy();
    expect(screen.getByText("Code Review Ready")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Crate files" }).textContent).toContain(
      "contract.rs",
    );
    // spec §2: the results viewer's action leads back to the workflow, not to the comparison.
    fireEvent.click(screen.getByRole("button", { name: "Back to workflow" }));
    expect(
      await screen.findByRole("heading", { name: "Workflow Management", level: 2 }),
    ).toBeTruthy();
    expect(await screen.findByText("Opening Workflow")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe("?contract=c7"));
  });

  it("leads from a contract's workflow to its build and deployment page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
    const { router } = renderApp("/dashboard?contract=c7", memoryAuthClient(testSession));
    const nav = await screen.findByRole("navigation", { name: "Dashboard sections" });
    fireEvent.click(within(nav).getByRole("button", { name: "Workflow Management" }));
    expect(
      await screen.findByRole("heading", { name: "Workflow Management", level: 2 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Build and deploy" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/deployment/c7"));
  });

  it("offers upload, configuration and the workflow from the comparison view, with the spec's toasts", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "none", code: "not_found" }, { status: 404 })),
    );
    const { router } = renderApp("/dashboard?contract=c5", memoryAuthClient(testSession));
    expect(await screen.findByRole("heading", { name: "Code Analysis", level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Configure conversion" }));
    expect(await screen.findByRole("heading", { name: "Configuration" })).toBeTruthy();
    expect(await screen.findByText("Configuration Mode")).toBeTruthy();
    expect(router.state.location.search).toBe("?contract=c5&view=config");
    fireEvent.click(screen.getByRole("button", { name: "Leave configuration" }));
    expect(await screen.findByRole("heading", { name: "Code Analysis", level: 2 })).toBeTruthy();
    expect(router.state.location.search).toBe("?contract=c5");
    fireEvent.click(screen.getByRole("button", { name: "Upload a contract" }));
    expect(await screen.findByRole("heading", { name: "Upload Contracts", level: 2 })).toBeTruthy();
    expect(await screen.findByText("Ready to Upload")).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("says why code review failed and logs it in error_logs", async () => {
    const id = "0f6a2a4e-5d7c-4f1b-9a53-3c1de1f0a7b2";
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === "/api/error-logs" && init?.method === "POST") {
          posted.push(JSON.parse(String(init.body)));
          return Response.json({ id: "x" }, { status: 201 });
        }
        return Response.json(
          { error: "Failed to download converted code", code: "download_failed" },
          { status: 502 },
        );
      }),
    );
    renderApp(`/dashboard?contract=${id}&view=results`, memoryAuthClient(testSession));
    expect(await screen.findByText("Code Review Failed")).toBeTruthy();
    // The spec's text alone, not wrapped in 'Failed to load contract: ...'.
    expect(screen.getByText("Failed to download converted code")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Open code review" })).toBeTruthy();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      type: "CodeReviewError",
      message: "Failed to download converted code",
      contractId: id,
      context: { operation: "code review", attempt: 1 },
    });
  });

  it("opens config mode from view=config and clears it on another tab", async () => {
    const { router } = renderApp(
      "/dashboard?contract=c9&view=config",
      memoryAuthClient(testSession),
    );
    expect(await screen.findByRole("heading", { name: "Configuration" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    fireEvent.click(within(nav).getByRole("button", { name: "Workflow Management" }));
    expect(
      await screen.findByRole("heading", { name: "Workflow Management", level: 2 }),
    ).toBeTruthy();
    expect(screen.queryByText(/choose one above/)).toBeNull();
    fireEvent.click(within(nav).getByRole("button", { name: "Platform" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    fireEvent.click(within(nav).getByRole("button", { name: "Workflow Management" }));
    expect(await screen.findByText(/choose one above/)).toBeTruthy();
  });

  it("follows back and forward: the address shows what a reload of it would", async () => {
    const { router } = renderApp(
      "/dashboard?contract=c9&view=config",
      memoryAuthClient(testSession),
    );
    expect(await screen.findByRole("heading", { name: "Configuration" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    fireEvent.click(within(nav).getByRole("button", { name: "Platform" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?contract=c9&view=config");
    expect(await screen.findByRole("heading", { name: "Configuration" })).toBeTruthy();
    expect(
      within(nav).getByRole("button", { name: "Code Analysis" }).getAttribute("aria-current"),
    ).toBe("page");
    await act(() => router.navigate(1));
    // The bare address means the default tab, as on load.
    expect(
      await screen.findByText(
        "Drop contract files here or click to choose",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      within(nav).getByRole("button", { name: "Upload Contracts" }).getAttribute("aria-current"),
    ).toBe("page");
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
