import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppErrorBoundary } from "./app-error-boundary";

function Thrower({ message }: { message: string }): never {
  throw new Error(message);
}

describe("AppErrorBoundary", () => {
  it("offers 3 retries, then says the maximum is reached", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    render(
      <AppErrorBoundary>
        <Thrower message="kaput" />
      </AppErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    expect(screen.getByText(/Error ID: ERR-/)).toBeTruthy();
    for (const left of [3, 2, 1]) {
      fireEvent.click(screen.getByRole("button", { name: `Try Again (${left} left)` }));
    }
    expect(screen.queryByRole("button", { name: /Try Again/ })).toBeNull();
    expect(
      screen.getByText(
        "Maximum retry attempts reached. Please reload the page or contact support.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/error-logs", expect.anything());
  });

  it("shows the platform-interference screen for CORS errors", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Thrower message="Origin not allowed by CORS policy" />
      </AppErrorBoundary>,
    );
    expect(screen.getByText("Platform Authentication Issue")).toBeTruthy();
    expect(screen.getByText("CORS Policy Violation Detected")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Standard Retry" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bypass & Retry" })).toBeTruthy();
  });
});
