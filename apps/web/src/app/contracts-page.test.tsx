import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryAuthClient, renderApp, testSession } from "@/test/render-app";

const contract = (name: string, ownerEmail: string) => ({
  id: `${name}-id`,
  userId: `${ownerEmail}-id`,
  name,
  fileName: `${name}.sol`,
  language: "solidity",
  status: "converted",
  sourceHash: null,
  sourceSize: 10,
  convertedPath: null,
  errorMessage: null,
  currentVersion: 1,
  config: {},
  diagnostics: [],
  lastJobId: null,
  createdAt: "2026-03-01T00:00:00.000Z",
  updatedAt: "2026-03-01T00:00:00.000Z",
  lastActivityAt: "2026-03-01T00:00:00.000Z",
  ownerEmail,
});

function stubApi(role: string) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === "/api/auth/role") return Response.json({ role });
      if (url.startsWith("/api/contracts")) {
        const query = new URL(url, "http://x").searchParams;
        if (query.get("scope") !== "all") {
          return Response.json({ contracts: [contract("Mine", "dev@example.com")] });
        }
        const owner = query.get("owner");
        const all = [contract("Theirs", "alice@example.com"), contract("Mine", "dev@example.com")];
        return Response.json({
          contracts: owner ? all.filter((c) => c.ownerEmail.includes(owner)) : all,
        });
      }
      return new Response("{}", { status: 404 });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("contracts page by role", () => {
  it("lets a moderator list every user's contracts with their owner and filter by owner", async () => {
    const urls = stubApi("moderator");
    renderApp("/contracts", memoryAuthClient(testSession));
    const scope = await screen.findByLabelText("Whose contracts");
    expect(await screen.findByText("Mine")).toBeTruthy();
    expect(screen.queryByTestId("contract-owner")).toBeNull();
    fireEvent.change(scope, { target: { value: "all" } });
    expect(await screen.findByText("Theirs")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Contracts" });
    expect(
      within(list)
        .getAllByTestId("contract-owner")
        .map((o) => o.textContent),
    ).toEqual(["alice@example.com", "dev@example.com"]);
    fireEvent.change(screen.getByLabelText("Filter by owner"), { target: { value: "alice" } });
    await waitFor(() => expect(screen.queryByText("Mine")).toBeNull());
    expect(urls.some((url) => url.includes("scope=all") && url.includes("owner=alice"))).toBe(true);
  });

  it("shows a user only their own contracts, without the choice", async () => {
    const urls = stubApi("user");
    renderApp("/contracts", memoryAuthClient(testSession));
    expect(await screen.findByText("Mine")).toBeTruthy();
    await waitFor(() => expect(urls).toContain("/api/auth/role"));
    expect(screen.queryByLabelText("Whose contracts")).toBeNull();
    expect(urls.some((url) => url.includes("scope=all"))).toBe(false);
  });
});
