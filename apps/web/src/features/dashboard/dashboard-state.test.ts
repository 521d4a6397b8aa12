import { describe, expect, it } from "vitest";
import {
  comparisonView,
  type DashboardState,
  dashboardStateFromQuery,
  hasConvertedSelection,
  initialDashboardState,
  reduceDashboard,
} from "./dashboard-state";

const q = (query: string) => new URLSearchParams(query);

const selected: DashboardState = {
  ...initialDashboardState,
  selectedContractId: "c1",
  configMode: true,
  activeTab: "workflow",
};

describe("dashboardStateFromQuery", () => {
  it("defaults to the upload tab", () => {
    expect(dashboardStateFromQuery(q(""))).toEqual(initialDashboardState);
    expect(initialDashboardState.activeTab).toBe("upload");
  });

  it("opens the results viewer for contract + view=results without step", () => {
    expect(dashboardStateFromQuery(q("contract=c1&view=results"))).toMatchObject({
      activeTab: "comparison",
      selectedContractId: "c1",
      showResults: true,
      configMode: false,
    });
  });

  it("opens config mode for a step or view=config", () => {
    for (const query of ["contract=c1&view=results&step=2", "contract=c1&view=config"]) {
      expect(dashboardStateFromQuery(q(query))).toMatchObject({
        activeTab: "comparison",
        configMode: true,
        showResults: false,
      });
    }
  });

  it("opens the comparison tab for a contract alone", () => {
    expect(dashboardStateFromQuery(q("contract=c1"))).toMatchObject({
      activeTab: "comparison",
      selectedContractId: "c1",
      configMode: false,
      showResults: false,
    });
  });
});

describe("reduceDashboard", () => {
  it("clears the selection when switching to a tab other than comparison or workflow", () => {
    const result = reduceDashboard(selected, q("contract=c1&view=config"), {
      type: "select-tab",
      tab: "platform",
    });
    expect(result.state).toMatchObject({
      activeTab: "platform",
      selectedContractId: null,
      configMode: false,
    });
    expect(result.search.toString()).toBe("");
  });

  it("keeps the selection when switching to comparison or workflow", () => {
    for (const tab of ["comparison", "workflow"] as const) {
      const result = reduceDashboard(selected, q("contract=c1"), { type: "select-tab", tab });
      expect(result.state).toMatchObject({
        activeTab: tab,
        selectedContractId: "c1",
        configMode: true,
      });
      expect(result.search.get("contract")).toBe("c1");
    }
  });

  it("moves to workflow after an upload", () => {
    const result = reduceDashboard(initialDashboardState, q(""), {
      type: "upload-complete",
      contractId: "c9",
    });
    expect(result.state).toMatchObject({ activeTab: "workflow", selectedContractId: "c9" });
    expect(result.toast).toEqual({
      title: "Upload Complete",
      description: "Moving to workflow for processing...",
    });
  });

  it("opens code review: results on, config off, comparison tab, contract+view=results, no step", () => {
    const before = q("contract=old&step=3&keep=1");
    const result = reduceDashboard(selected, before, {
      type: "open-code-review",
      contractId: "c2",
      convertedCode: "pub fn x() {}",
    });
    expect(result.state).toMatchObject({
      activeTab: "comparison",
      selectedContractId: "c2",
      showResults: true,
      configMode: false,
      convertedCode: "pub fn x() {}",
    });
    expect(Object.fromEntries(result.search)).toEqual({
      contract: "c2",
      view: "results",
      keep: "1",
    });
    expect(before.get("step")).toBe("3");
    expect(result.toast?.title).toBe("Code Review Ready");
    expect(comparisonView(result.state)).toBe("results");
  });

  it("configures a contract: config on, results off, view=config", () => {
    const result = reduceDashboard(initialDashboardState, q(""), {
      type: "configure-contract",
      contractId: "c3",
    });
    expect(result.state).toMatchObject({
      activeTab: "comparison",
      configMode: true,
      showResults: false,
    });
    expect(result.search.get("view")).toBe("config");
    expect(result.search.get("contract")).toBe("c3");
    expect(result.toast?.title).toBe("Configuration Mode");
    expect(comparisonView(result.state)).toBe("config");
  });

  it("navigates to upload, clearing the contract from state and address", () => {
    const result = reduceDashboard(selected, q("contract=c1&view=results"), {
      type: "navigate-to-upload",
    });
    expect(result.state).toMatchObject({
      activeTab: "upload",
      selectedContractId: null,
      configMode: false,
    });
    expect(result.search.has("contract")).toBe(false);
    expect(result.toast?.title).toBe("Ready to Upload");
  });

  it("navigates to workflow with a contract", () => {
    const result = reduceDashboard(initialDashboardState, q(""), {
      type: "navigate-to-workflow",
      contractId: "c4",
    });
    expect(result.state).toMatchObject({
      activeTab: "workflow",
      selectedContractId: "c4",
      configMode: true,
    });
    expect(result.toast?.title).toBe("Opening Workflow");
  });

  it("goes back from the results viewer", () => {
    const open = reduceDashboard(initialDashboardState, q(""), {
      type: "open-code-review",
      contractId: "c2",
      convertedCode: "code",
    });
    const back = reduceDashboard(open.state, open.search, { type: "back-from-results" });
    expect(back.state).toMatchObject({
      showResults: false,
      convertedCode: null,
      selectedContractId: "c2",
    });
    expect(back.search.has("view")).toBe(false);
    expect(comparisonView(back.state)).toBe("compare");
  });

  it("goes back from the results viewer to the workflow of the same contract", () => {
    const open = reduceDashboard(initialDashboardState, q("step=2"), {
      type: "open-code-review",
      contractId: "c2",
      convertedCode: "code",
    });
    const back = reduceDashboard(open.state, open.search, { type: "back-to-workflow" });
    expect(back.state).toMatchObject({
      activeTab: "workflow",
      showResults: false,
      convertedCode: null,
      selectedContractId: "c2",
      configMode: true,
    });
    expect(back.search.toString()).toBe("contract=c2");
    expect(back.toast?.title).toBe("Opening Workflow");
  });

  it("preselects a contract in the comparison view without entering config mode", () => {
    const config = reduceDashboard(initialDashboardState, q(""), {
      type: "configure-contract",
      contractId: "c1",
    });
    const picked = reduceDashboard(config.state, config.search, {
      type: "preselect-contract",
      contractId: "c3",
    });
    expect(picked.state).toMatchObject({
      activeTab: "comparison",
      selectedContractId: "c3",
      configMode: false,
      showResults: false,
    });
    expect(picked.search.toString()).toBe("contract=c3");
    expect(comparisonView(picked.state)).toBe("compare");
    expect(picked.toast).toBeUndefined();
    // A reload of that address shows the same.
    expect(dashboardStateFromQuery(picked.search)).toMatchObject({
      activeTab: "comparison",
      selectedContractId: "c3",
      configMode: false,
    });
  });

  it("selects a converted contract inside Advanced Features, keeping the tab and address", () => {
    const tab = reduceDashboard(selected, q("contract=c1&view=config"), {
      type: "select-tab",
      tab: "advanced-features",
    });
    expect(hasConvertedSelection(tab.state)).toBe(false);
    const chosen = reduceDashboard(tab.state, tab.search, {
      type: "select-converted-contract",
      contractId: "c9",
      convertedCode: "// rust",
    });
    expect(chosen.state).toMatchObject({
      activeTab: "advanced-features",
      selectedContractId: "c9",
      convertedCode: "// rust",
      configMode: false,
      showResults: false,
    });
    expect(hasConvertedSelection(chosen.state)).toBe(true);
    expect(chosen.search.toString()).toBe("");
    expect(chosen.toast).toBeUndefined();
  });

  it("carries the selection from Advanced Features into complete-analysis", () => {
    const state: DashboardState = {
      ...initialDashboardState,
      activeTab: "advanced-features",
      selectedContractId: "c9",
      convertedCode: "// rust",
    };
    const next = reduceDashboard(state, q(""), { type: "open-complete-analysis" });
    expect(next.state.activeTab).toBe("complete-analysis");
    expect(hasConvertedSelection(next.state)).toBe(true);
    // Switching tabs from the sidebar still clears it (spec §2).
    const away = reduceDashboard(next.state, next.search, {
      type: "select-tab",
      tab: "advanced-features",
    });
    expect(away.state.selectedContractId).toBeNull();
  });

  it("toggles the health panel", () => {
    const on = reduceDashboard(initialDashboardState, q(""), { type: "toggle-health-dashboard" });
    expect(on.state.showHealthDashboard).toBe(true);
  });
});

describe("selection guards", () => {
  it("needs converted code for advanced features", () => {
    expect(hasConvertedSelection(selected)).toBe(false);
    expect(hasConvertedSelection({ ...selected, convertedCode: "x" })).toBe(true);
  });

  it("shows the comparison view without a results flag", () => {
    expect(comparisonView({ ...selected, convertedCode: "x" })).toBe("config");
    expect(comparisonView(initialDashboardState)).toBe("compare");
  });
});
