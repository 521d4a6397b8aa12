import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryAuthClient, renderApp, testSession } from "@/test/render-app";

const ID = "7d1f0c2a-3b4e-4f5a-8b6c-9d0e1f2a3b4c";
const contract = {
  id: ID,
  userId: testSession.user.id,
  name: "Escrow",
  fileName: "Escrow.sol",
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
};

afterEach(() => vi.unstubAllGlobals());

describe("code review download", () => {
  it("shows the 'Preparing Download' overlay with its steps and cancels it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === `/api/contracts/${ID}/code`) {
          return Response.json({
            contract,
            source: { fileName: "Escrow.sol", language: "solidity", content: "contract Escrow {}" },
            version: 1,
            files: [{ path: "src/contract.rs", content: "pub fn instantiate() {}" }],
            report: null,
            diagnostics: [],
            sourceMap: [],
          });
        }
        if (url.includes("/download.zip")) {
          // The zip never comes: only the cancel ends the request.
          return new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener("abort", () =>
              reject(new DOMException("aborted", "AbortError")),
            ),
          );
        }
        if (url === `/api/contracts/${ID}`) return Response.json({ contract });
        return Response.json({ versions: [] });
      }),
    );
    renderApp(`/comparison/${ID}`, memoryAuthClient(testSession));
    fireEvent.click(await screen.findByRole("button", { name: "Download .zip" }));
    const overlay = await screen.findByRole("dialog", { name: "Preparing Download" });
    expect(within(overlay).getByText("Escrow, version 1")).toBeTruthy();
    expect(within(overlay).getByText("Packing the crate").closest("li")?.dataset.status).toBe(
      "current",
    );
    fireEvent.click(within(overlay).getByRole("button", { name: "Cancel Operation" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Preparing Download" })).toBeNull(),
    );
    expect(await screen.findByText("Download cancelled")).toBeTruthy();
  });
});
