import type { OptimizationHint, OptimizationHintsResponse } from "@contract-platform/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OptimizationDashboard } from "./optimization-dashboard";

const hint = (over: Partial<OptimizationHint>): OptimizationHint => ({
  contractId: "c1",
  contractName: "Counter",
  analysisId: "a1",
  side: "solidity",
  hintId: "h",
  ruleId: "gas-custom-errors",
  kind: "gas",
  impact: "low",
  impactScore: 34,
  title: "Revert strings instead of custom errors",
  message: "Counter uses 1 revert string(s).",
  recommendation: "Declare custom errors.",
  location: { file: "Counter.sol", startLine: 18, startColumn: 9, endLine: 18, endColumn: 30 },
  ...over,
});

const summary = (contractId: string, contractName: string, top: number) => ({
  contractId,
  contractName,
  analysisId: `a-${contractId}`,
  analyzedAt: "2026-11-20T10:00:00.000Z",
  hintCount: 1,
  solidityHints: 1,
  cosmwasmHints: 0,
  totalImpact: top,
  topImpact: top,
});

function renderDashboard(body: OptimizationHintsResponse) {
  const fetch = vi.fn(async (_url: string) => Response.json(body));
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OptimizationDashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("OptimizationDashboard", () => {
  it("tells the user to run an analysis first when nothing is analysed", async () => {
    const fetch = renderDashboard({ hints: [], contracts: [] });
    expect(await screen.findByText("No analysed contracts yet")).toBeTruthy();
    expect(screen.getByText(/Run an analysis of a contract first/)).toBeTruthy();
    expect(String(fetch.mock.calls[0][0])).toBe("/api/optimization-hints");
  });

  it("lists hints in the server's impact order with filters and links to the analysis", async () => {
    renderDashboard({
      hints: [
        hint({
          hintId: "h1",
          ruleId: "cw-messages-in-loop",
          side: "cosmwasm",
          kind: "messages",
          impact: "medium",
          impactScore: 66,
          contractId: "c2",
          contractName: "Payout",
          title: "Messages created in a loop",
        }),
        hint({ hintId: "h2" }),
      ],
      contracts: [summary("c2", "Payout", 66), summary("c1", "Counter", 34)],
    });
    await screen.findByText("Hints ranked by impact (2)");
    const rows = () => screen.getAllByTestId("optimization-hint").map((li) => li.textContent);
    expect(rows()[0]).toContain("Impact 66");
    expect(rows()[0]).toContain("Messages created in a loop");
    expect(rows()[1]).toContain("Impact 34");
    expect(screen.getAllByRole("link", { name: "Payout" })[0].getAttribute("href")).toBe(
      "/analysis/c2",
    );

    fireEvent.change(screen.getByLabelText("Side"), { target: { value: "solidity" } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toContain("Revert strings instead of custom errors");

    fireEvent.change(screen.getByLabelText("Contract"), { target: { value: "c2" } });
    expect(screen.queryAllByTestId("optimization-hint")).toHaveLength(0);
    expect(screen.getByText(/No hints for this selection/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Side"), { target: { value: "all" } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toContain("Payout");
  });
});
