import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createConnectionMonitor } from "@/lib/network/connection-monitor";
import type { ConnectionStatus } from "@/lib/network/probe-connection";
import { NetworkBanner } from "./network-banner";

function monitorAnswering(status: ConnectionStatus) {
  return createConnectionMonitor(async () => ({ status, latencyMs: 10, checkedAt: 0 }));
}

describe("NetworkBanner", () => {
  it("is hidden before a probe and when online", async () => {
    const monitor = monitorAnswering("online");
    const { container } = render(<NetworkBanner monitor={monitor} />);
    expect(container.innerHTML).toBe("");
    await act(() => monitor.check());
    expect(container.innerHTML).toBe("");
  });

  it("probes by itself once shown, so an offline browser gets the banner on any page", async () => {
    const monitor = monitorAnswering("offline");
    render(<NetworkBanner monitor={monitor} />);
    expect(await screen.findByText("No internet connection detected")).toBeTruthy();
    monitor.stop();
  });

  it.each([
    ["offline", "No internet connection detected"],
    ["slow", "Slow connection detected - authentication may take longer"],
    ["unreachable", "Connection issues detected. Please check your internet connection."],
  ] as const)("shows the %s message with its buttons", async (status, text) => {
    const monitor = monitorAnswering(status);
    render(<NetworkBanner monitor={monitor} onRetryAuth={() => {}} />);
    await act(() => monitor.check());
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole("button", { name: /Test Connection/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry Auth" })).toBeTruthy();
  });
});
