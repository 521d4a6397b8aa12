import type { AnalysisResponse, AnalysisResultData } from "@contract-platform/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialDashboardState } from "@/features/dashboard";
import AdvancedFeaturesTab from "./advanced-features-tab";
import CompleteAnalysisTab from "./complete-analysis-tab";

const location = (line: number) => ({
  file: "Vault.sol",
  startLine: line,
  startColumn: 1,
  endLine: line,
  endColumn: 10,
});

const solidity: AnalysisResultData = {
  schemaVersion: 1,
  tool: { name: "contract-analyzer", version: "1.0.0" },
  target: { language: "solidity", path: "Vault.sol", files: ["Vault.sol"] },
  typedAst: { used: true },
  diagnostics: [],
  findings: [
    {
      id: "tx-origin-1",
      ruleId: "tx-origin-auth",
      title: "Authorisation through tx.origin",
      language: "solidity",
      category: "security",
      severity: "medium",
      confidence: "high",
      message: "tx.origin decides access.",
      description: "",
      recommendation: "Use msg.sender.",
      location: location(24),
      related: [],
    },
    {
      id: "reentrancy-1",
      ruleId: "reentrancy",
      title: "State written after external call",
      language: "solidity",
      category: "security",
      severity: "high",
      confidence: "high",
      message: "balances is written after the call.",
      description: "",
      recommendation: "Checks-effects-interactions.",
      location: location(18),
      related: [],
    },
  ],
  hints: [
    {
      id: "gas-custom-errors-1",
      ruleId: "gas-custom-errors",
      title: "Revert strings instead of custom errors",
      language: "solidity",
      kind: "gas",
      impact: "low",
      message: "Vault uses 3 revert string(s).",
      recommendation: "Declare custom errors.",
      location: location(17),
    },
  ],
  metrics: {
    files: 1,
    lines: { total: 28, code: 22, comment: 1, blank: 5 },
    contracts: 1,
    functions: 4,
    stateVariables: 2,
    externalCalls: 1,
    payableEntryPoints: 1,
    maxInheritanceDepth: 0,
    averageComplexity: 1.5,
    maxComplexity: 3,
    perFunction: [],
  },
  summary: { high: 1, medium: 1, low: 0, informational: 0, total: 2 },
  durationMs: 12,
};

const CREATED_AT = "2026-11-20T10:00:00.000Z";
const response: AnalysisResponse = {
  analysis: {
    id: "a1",
    contractId: "c1",
    version: 2,
    contractVersion: 1,
    createdAt: CREATED_AT,
    solidity,
    crate: null,
    sources: { solidity: null, crate: [] },
  },
  changes: null,
  job: null,
  ai: { configured: false, message: null },
};

function contract(id: string, name: string, currentVersion: number | null) {
  return {
    id,
    userId: "u1",
    name,
    fileName: `${name}.sol`,
    language: "solidity",
    status: currentVersion === null ? "validated" : "converted",
    sourceHash: null,
    sourceSize: 10,
    convertedPath: currentVersion === null ? null : `u1/${id}/v1`,
    errorMessage: null,
    currentVersion,
    config: { contract: null, crateName: null, denom: "uatom", targetVersions: {} },
    diagnostics: [],
    lastJobId: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    lastActivityAt: CREATED_AT,
  };
}
const contracts = [contract("c1", "Vault", 1), contract("c2", "Draft", null)];

function stubFetch() {
  const fetch = vi.fn(async (url: string) =>
    String(url).startsWith("/api/contracts?")
      ? Response.json({ contracts })
      : Response.json(response),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderTab(
  Tab: typeof AdvancedFeaturesTab,
  selected: boolean,
  selectConvertedContract: (id: string) => void = () => {},
) {
  const state = selected
    ? { ...initialDashboardState, selectedContractId: "c1", convertedCode: "// rust" }
    : initialDashboardState;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Tab
          state={state}
          dispatch={() => {}}
          openCodeReview={() => {}}
          selectConvertedContract={selectConvertedContract}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("Advanced Features and complete-analysis tabs", () => {
  it("ask for a converted contract when none is selected and offer only converted ones", async () => {
    const fetch = stubFetch();
    const select = vi.fn();
    const { unmount } = renderTab(AdvancedFeaturesTab, false, select);
    expect(
      screen.getByText("Select a converted contract to access advanced AI features"),
    ).toBeTruthy();
    const picker = screen.getByLabelText("Contract") as HTMLSelectElement;
    await screen.findByRole("option", { name: /Vault/ });
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      "Choose a contract",
      "Vault — Vault.sol (converted)",
    ]);
    fireEvent.change(picker, { target: { value: "c1" } });
    expect(select).toHaveBeenCalledWith("c1");
    expect(screen.getByRole("link", { name: /Optimization dashboard/ }).getAttribute("href")).toBe(
      "/optimization-dashboard",
    );
    // Only the contract list was asked for: no analysis without a selection.
    expect(fetch.mock.calls.every(([url]) => String(url).startsWith("/api/contracts?"))).toBe(true);
    unmount();
    renderTab(CompleteAnalysisTab, false);
    expect(
      screen.getByText("Select a converted contract to access the complete AI analysis workflow"),
    ).toBeTruthy();
  });

  it("show the selected contract's latest analysis with a run action and a link", async () => {
    const fetch = stubFetch();
    renderTab(AdvancedFeaturesTab, true);
    expect(
      await screen.findByText(`Version 2, ${new Date(CREATED_AT).toLocaleString()}`),
    ).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain("/api/contracts/c1/analysis");

    const counts = screen.getByRole("list", { name: "Findings by severity" });
    expect(counts.textContent).toBe("high 1medium 1low 0informational 0");
    const top = screen.getByText("Top findings").parentElement as HTMLElement;
    const titles = within(top)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(titles[0]).toContain("State written after external call");
    expect(titles[1]).toContain("Authorisation through tx.origin");
    expect(screen.getByText("Revert strings instead of custom errors")).toBeTruthy();
    expect(screen.getByText("Solidity lines of code").nextSibling?.textContent).toBe("22");
    expect(screen.getByRole("button", { name: /Run analysis/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open analysis/ }).getAttribute("href")).toBe(
      "/analysis/c1",
    );
  });
});
