import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SystemLogsSection } from "./system-logs-section";

describe("SystemLogsSection", () => {
  it("shows the 24 h statistics and top errors from GET /api/error-logs", async () => {
    const recent = new Date(Date.now() - 60_000).toISOString();
    const fetch = vi.fn(async (_url: string) =>
      Response.json({
        errorLogs: [
          { errorType: "TypeError", createdAt: recent },
          { errorType: "TypeError", createdAt: recent },
          { errorType: "ApiError", createdAt: recent },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SystemLogsSection />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Top errors")).toBeTruthy();
    expect(screen.getByText("Errors in the last 24h")).toBeTruthy();
    expect(screen.getByText("3")).toBeTruthy();
    expect(screen.getByText("12.5")).toBeTruthy();
    expect(screen.getByText("TypeError")).toBeTruthy();
    expect(String(fetch.mock.calls[0][0])).toMatch(/^\/api\/error-logs\?since=/);
  });
});
