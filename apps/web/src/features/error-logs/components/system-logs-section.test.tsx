import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SystemLogsSection } from "./system-logs-section";

const CONTRACT = "0f6a2a4e-5d7c-4f1b-9a53-3c1de1f0a7b2";

describe("SystemLogsSection", () => {
  it("shows the 24 h statistics, top errors and each failure with its details", async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    const entry = (id: string, errorType: string, errorMessage: string) => ({
      id,
      errorType,
      errorMessage,
      source: "client",
      contractId: errorType === "CodeReviewError" ? CONTRACT : null,
      userId: "u1",
      createdAt: recent,
    });
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith("/api/error-logs?since=")) {
        return Response.json({
          errorLogs: [
            { errorType: "TypeError", createdAt: recent },
            { errorType: "TypeError", createdAt: recent },
            { errorType: "CodeReviewError", createdAt: recent },
          ],
        });
      }
      if (url.startsWith("/api/error-logs?")) {
        const type = new URL(url, "http://x").searchParams.get("type");
        const logs = [
          entry("e1", "CodeReviewError", "Contract has not been converted yet"),
          entry("e2", "TypeError", "x is undefined"),
          entry("e3", "TypeError", "y is undefined"),
        ].filter((log) => !type || log.errorType === type);
        return Response.json({
          window: "24h",
          since: recent,
          hours: 24,
          total: 3,
          errorRate: 12.5,
          countsByType: [],
          logs,
        });
      }
      return Response.json({
        ...entry("e1", "CodeReviewError", "Contract has not been converted yet"),
        stackTrace: "CodeReviewError: Contract has not been converted yet\n    at open",
        context: { operation: "code review", attempt: 1 },
        requestId: "req-1",
      });
    });
    vi.stubGlobal("fetch", fetch);
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <SystemLogsSection />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText("Top errors")).toBeTruthy();
    expect(screen.getByText("Errors in the last 24h")).toBeTruthy();
    expect(screen.getByText("3")).toBeTruthy();
    expect(screen.getByText("12.5")).toBeTruthy();
    expect(String(fetch.mock.calls[0][0])).toMatch(/^\/api\/error-logs\?since=/);

    const list = await screen.findByRole("list", { name: "Error log entries" });
    expect(within(list).getAllByTestId("error-log-entry")).toHaveLength(3);
    const review = within(list).getAllByTestId("error-log-entry")[0];
    expect(within(review).getByText("Contract has not been converted yet")).toBeTruthy();
    expect(within(review).getByRole("link", { name: "contract" }).getAttribute("href")).toBe(
      `/workflow/${CONTRACT}`,
    );
    fireEvent.click(within(review).getByRole("button", { name: "Details of CodeReviewError" }));
    expect(await within(review).findByText("code review")).toBeTruthy();
    expect(within(review).getByText("req-1")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: /^TypeError\s*2$/ }));
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Error log entries" })).getAllByTestId(
          "error-log-entry",
        ),
      ).toHaveLength(2),
    );
  });
});
