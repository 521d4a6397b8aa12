import type { HypothesesResponse } from "@contract-platform/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HypothesesPanel } from "./hypotheses-panel";

const proposed: HypothesesResponse = {
  analysisId: "a1",
  model: "test-model",
  cached: false,
  hypotheses: [
    {
      id: "hypothesis-1",
      title: "Withdrawal can be re-entered",
      severity: "high",
      function: "withdraw(uint256)",
      file: "Bank.sol",
      startLine: 23,
      endLine: 25,
      rationale: "The balance is lowered only after the call.",
      detectorId: "reentrancy",
      language: "solidity",
      confirmedBy: { findingId: "reentrancy-abc", ruleId: "reentrancy", title: "Reentrancy" },
    },
    {
      id: "hypothesis-2",
      title: "Ownership change emits no event",
      severity: "low",
      function: "setOwner(address)",
      file: "Bank.sol",
      startLine: 29,
      endLine: 29,
      rationale: "Monitors cannot see it.",
      detectorId: null,
      language: "solidity",
      confirmedBy: null,
    },
  ],
};

function renderPanel(ai: { configured: boolean; message: string | null }) {
  const onShowFinding = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <HypothesesPanel contractId="c1" analysisId="a1" ai={ai} onShowFinding={onShowFinding} />
    </QueryClientProvider>,
  );
  return onShowFinding;
}

afterEach(() => vi.unstubAllGlobals());

describe("HypothesesPanel", () => {
  it("says how to configure the assistant when there is none", () => {
    const message = "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY";
    vi.stubGlobal("fetch", vi.fn());
    renderPanel({ configured: false, message });
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText("Hypotheses (unconfirmed)")).toBeTruthy();
  });

  it("proposes hypotheses, marks the confirmed one and links to its finding", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? Response.json(proposed)
        : Response.json({ analysisId: "a1", model: null, cached: false, hypotheses: null }),
    );
    vi.stubGlobal("fetch", fetch);
    const onShowFinding = renderPanel({ configured: true, message: null });
    const button = await screen.findByRole("button", { name: /Propose hypotheses with AI/ });
    fireEvent.click(button);
    expect(await screen.findByText("Withdrawal can be re-entered")).toBeTruthy();
    expect(screen.getByText("confirmed by reentrancy")).toBeTruthy();
    expect(screen.getByText("unconfirmed")).toBeTruthy();
    expect(screen.getByText("No detector covers this; review it by hand.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show finding: Reentrancy" }));
    expect(onShowFinding).toHaveBeenCalledWith("reentrancy-abc");
  });

  it("shows the failure message of a refused request", async () => {
    const error =
      "The AI assistant did not answer within 30 s. This request was not counted against your daily AI budget.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? Response.json({ error, code: "ai_timeout" }, { status: 504 })
          : Response.json({ analysisId: "a1", model: null, cached: false, hypotheses: null }),
      ),
    );
    renderPanel({ configured: true, message: null });
    fireEvent.click(await screen.findByRole("button", { name: /Propose hypotheses with AI/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(error);
  });
});
