import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryAuthClient, renderApp, testSession } from "@/test/render-app";

const ID = "3f0c8a8e-2b7e-4a55-9a1e-0d6b7c5e4f21";

function stubContract(ownerId: string, ownerEmail: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === `/api/contracts/${ID}`
        ? Response.json({
            contract: {
              id: ID,
              userId: ownerId,
              name: "Escrow",
              fileName: "Escrow.sol",
              language: "solidity",
              status: "analyzed",
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
            },
          })
        : Response.json({ error: "not here", code: "not_found" }, { status: 404 }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("pages under a contract name it", () => {
  it.each([
    ["/analysis", "Analysis Dashboard"],
    ["/workflow", "Contract Workflow"],
    ["/comparison", "Code Comparison"],
    ["/deployment", "Deployment"],
  ])("%s names the contract, not its id", async (path, title) => {
    stubContract(testSession.user.id, testSession.user.email);
    renderApp(`${path}/${ID}`, memoryAuthClient(testSession));
    expect(await screen.findByRole("heading", { name: title, level: 1 })).toBeTruthy();
    const subject = await screen.findByTestId("contract-subject");
    expect(within(subject).getByText("Escrow")).toBeTruthy();
    expect(within(subject).getByText("analyzed")).toBeTruthy();
    expect(within(subject).queryByTestId("contract-subject-owner")).toBeNull();
    expect(document.body.textContent).not.toContain(ID);
  });

  it("says whose contract it is when it is someone else's", async () => {
    stubContract("someone-else", "alice@example.com");
    renderApp(`/analysis/${ID}`, memoryAuthClient(testSession));
    const owner = await screen.findByTestId("contract-subject-owner");
    expect(owner.textContent).toBe("owned by alice@example.com");
  });
});
