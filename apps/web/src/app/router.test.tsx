import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteError } from "@/components/errors/route-error";
import { memoryAuthClient, renderApp, testSession } from "@/test/render-app";

function Broken(): never {
  throw new Error("render failed");
}

describe("routes", () => {
  it.each([
    "/dashboard",
    "/upload",
    "/workflow/c1",
    "/comparison/c1",
    "/contracts",
    "/optimization-dashboard",
    "/analysis/c1",
    "/testing/c1",
    "/toggle-testing",
    "/production-monitoring",
    "/deployment/c1",
    "/business-logic-test",
  ])("sends a signed-out visitor of %s to /auth", async (path) => {
    const { router } = renderApp(path, memoryAuthClient(null));
    expect(await screen.findByText("Access the admin dashboard")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/auth");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("lets a signed-in user open a protected page", async () => {
    renderApp("/workflow/c42", memoryAuthClient(testSession));
    expect(await screen.findByRole("heading", { name: "Contract Workflow" })).toBeTruthy();
  });

  it("redirects a signed-in user away from /auth to /", async () => {
    const { router } = renderApp("/auth", memoryAuthClient(testSession));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByText("Your conversions")).toBeTruthy();
  });

  it("shows the not-found page for other paths", async () => {
    renderApp("/nope/deeper", memoryAuthClient(null));
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("falls back to 'Unexpected Application Error!' when a route throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 201 })),
    );
    const router = createMemoryRouter([
      { path: "/", Component: Broken, errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Unexpected Application Error!")).toBeTruthy();
    expect(screen.getByText("render failed")).toBeTruthy();
  });
});

describe("auth forms", () => {
  it("landing sign-up refuses mismatched passwords without submitting", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderApp("/", memoryAuthClient(null));
    fireEvent.click(await screen.findByRole("button", { name: "Create an account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "dev@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret12" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "secret13" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Password Error")).toBeTruthy();
    expect(screen.getByText("Passwords do not match.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("/auth sign-in reports an unavailable auth service instead of pretending", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: "Not found", code: "not_found" }, { status: 404 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { router } = renderApp("/auth", {
      ...memoryAuthClient(null),
      // the real sign-in path, talking to the (404-answering) server
      signIn: (await import("@/features/auth")).createAuthClient().signIn,
    });
    fireEvent.change(await screen.findByLabelText("Email"), {
      target: { value: "dev@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret12" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Authentication service temporarily unavailable")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      "/api/auth/sign-in",
      expect.objectContaining({ method: "POST" }),
    );
    expect(router.state.location.pathname).toBe("/auth");
  });
});
