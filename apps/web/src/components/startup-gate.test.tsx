import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StartupGate } from "./startup-gate";

describe("StartupGate", () => {
  it("shows the loading screen until ready, then the app", async () => {
    vi.useFakeTimers();
    let ready = false;
    const isReady = () => ready;
    render(
      <StartupGate isReady={isReady}>
        <p>app</p>
      </StartupGate>,
    );
    expect(screen.getByText("Initializing React")).toBeTruthy();
    expect(screen.getByText("Ensuring safe system startup...")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText("app")).toBeNull();
    ready = true;
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText("app")).toBeTruthy();
    vi.useRealTimers();
  });

  it("opens by itself once the document is complete and a frame was painted", async () => {
    render(
      <StartupGate>
        <p>app</p>
      </StartupGate>,
    );
    expect(screen.getByText("Initializing React")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("app")).toBeTruthy());
  });
});
