import type { HealthResponse } from "@contract-platform/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SystemHealthPanel } from "./system-health-panel";

const report: HealthResponse = {
  status: "degraded",
  timestamp: "2026-11-21T12:00:00.000Z",
  version: "2.0.0",
  uptimeSeconds: 12,
  providers: [
    {
      providerName: "database",
      isHealthy: true,
      lastHealthCheck: "2026-11-21T12:00:00.000Z",
      responseTime: 3.2,
      errorRate: 0,
      uptime: 100,
    },
    {
      providerName: "storage",
      isHealthy: false,
      lastHealthCheck: "2026-11-21T12:00:00.000Z",
      responseTime: 40,
      errorRate: 50,
      uptime: 50,
      error: "EACCES: permission denied",
    },
  ],
};

describe("SystemHealthPanel", () => {
  it("shows each service with its status and response time", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(report, { status: 503 })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SystemHealthPanel />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("database")).toBeTruthy();
    expect(screen.getByText("3 ms · uptime 100%")).toBeTruthy();
    expect(screen.getByText("EACCES: permission denied")).toBeTruthy();
    expect(screen.getByText("degraded")).toBeTruthy();
    expect(screen.getByText("Down")).toBeTruthy();
  });
});
