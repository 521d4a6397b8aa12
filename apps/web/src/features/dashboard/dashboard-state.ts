import { type DashboardTab, DEFAULT_TAB } from "./dashboard-tabs";

/** spec §2 Dashboard "Shell state". */
export type DashboardState = {
  selectedContractId: string | null;
  configMode: boolean;
  showResults: boolean;
  convertedCode: string | null;
  activeTab: DashboardTab;
  showHealthDashboard: boolean;
};

export type DashboardAction =
  | { type: "select-tab"; tab: DashboardTab }
  | { type: "upload-complete"; contractId?: string }
  | { type: "open-code-review"; contractId: string; convertedCode: string }
  | { type: "configure-contract"; contractId: string }
  | { type: "navigate-to-upload" }
  | { type: "navigate-to-workflow"; contractId: string }
  | { type: "back-from-results" }
  | { type: "back-to-workflow" }
  | { type: "preselect-contract"; contractId: string }
  | { type: "toggle-health-dashboard" }
  | { type: "select-converted-contract"; contractId: string; convertedCode: string }
  | { type: "open-complete-analysis" };

export type DashboardToast = { title: string; description?: string };

export type DashboardTransition = {
  state: DashboardState;
  /** The address query after the action (a new object; the input is never changed). */
  search: URLSearchParams;
  toast?: DashboardToast;
};

export const initialDashboardState: DashboardState = {
  selectedContractId: null,
  configMode: false,
  showResults: false,
  convertedCode: null,
  activeTab: DEFAULT_TAB,
  showHealthDashboard: false,
};

/**
 * spec §4 "On load": contract + view=results (no step) opens the results viewer; a step or
 * view=config opens config mode; a contract alone opens the comparison tab.
 */
export function dashboardStateFromQuery(search: URLSearchParams): DashboardState {
  const contract = search.get("contract");
  if (!contract) return initialDashboardState;
  const view = search.get("view");
  const step = search.get("step");
  const base = {
    ...initialDashboardState,
    selectedContractId: contract,
    activeTab: "comparison" as const,
  };
  if (view === "results" && !step) return { ...base, showResults: true };
  if (step || view === "config") return { ...base, configMode: true };
  return base;
}

function without(search: URLSearchParams, ...keys: string[]) {
  const next = new URLSearchParams(search);
  for (const key of keys) next.delete(key);
  return next;
}

/** The dashboard's tab and selection rules (spec §4 "Dashboard flow") as one pure function. */
export function reduceDashboard(
  state: DashboardState,
  search: URLSearchParams,
  action: DashboardAction,
): DashboardTransition {
  switch (action.type) {
    case "select-tab": {
      if (action.tab === "comparison" || action.tab === "workflow") {
        return { state: { ...state, activeTab: action.tab }, search: new URLSearchParams(search) };
      }
      return {
        state: { ...state, activeTab: action.tab, selectedContractId: null, configMode: false },
        search: without(search, "contract", "view", "step"),
      };
    }
    case "upload-complete":
      return {
        state: {
          ...state,
          activeTab: "workflow",
          selectedContractId: action.contractId ?? state.selectedContractId,
        },
        search: new URLSearchParams(search),
        toast: { title: "Upload Complete", description: "Moving to workflow for processing..." },
      };
    case "open-code-review": {
      const next = without(search, "step");
      next.set("contract", action.contractId);
      next.set("view", "results");
      return {
        state: {
          ...state,
          selectedContractId: action.contractId,
          convertedCode: action.convertedCode,
          showResults: true,
          configMode: false,
          activeTab: "comparison",
        },
        search: next,
        toast: { title: "Code Review Ready", description: "Converted code loaded for review." },
      };
    }
    case "configure-contract": {
      const next = new URLSearchParams(search);
      next.set("contract", action.contractId);
      next.set("view", "config");
      return {
        state: {
          ...state,
          selectedContractId: action.contractId,
          configMode: true,
          showResults: false,
          activeTab: "comparison",
        },
        search: next,
        toast: { title: "Configuration Mode", description: "Adjust the conversion settings." },
      };
    }
    case "navigate-to-upload":
      return {
        state: {
          ...state,
          activeTab: "upload",
          selectedContractId: null,
          configMode: false,
          showResults: false,
          convertedCode: null,
        },
        search: without(search, "contract", "view", "step"),
        toast: { title: "Ready to Upload", description: "Choose a contract to convert." },
      };
    case "navigate-to-workflow":
      return {
        state: {
          ...state,
          selectedContractId: action.contractId,
          configMode: true,
          activeTab: "workflow",
        },
        search: new URLSearchParams(search),
        toast: { title: "Opening Workflow", description: "Continuing with the selected contract." },
      };
    case "back-from-results":
      return {
        state: { ...state, showResults: false, convertedCode: null },
        search: without(search, "view"),
      };
    case "back-to-workflow": {
      // The results viewer's back-to-workflow action (spec §2): leave the viewer as
      // back-from-results does, then go on to the workflow of the same contract.
      const back = reduceDashboard(state, search, { type: "back-from-results" });
      const contractId = state.selectedContractId;
      if (!contractId) return { ...back, state: { ...back.state, activeTab: "workflow" } };
      const next = reduceDashboard(back.state, back.search, {
        type: "navigate-to-workflow",
        contractId,
      });
      return { ...next, search: without(next.search, "step") };
    }
    case "preselect-contract": {
      // Picked in the comparison view: the view stays, showing that contract.
      const next = without(search, "view", "step");
      next.set("contract", action.contractId);
      return {
        state: {
          ...state,
          activeTab: "comparison",
          selectedContractId: action.contractId,
          configMode: false,
          showResults: false,
          convertedCode: null,
        },
        search: next,
      };
    }
    case "select-converted-contract":
      // Chosen inside Advanced Features / complete-analysis: the tab stays, the address too
      // (the spec gives these tabs no address; a contract alone would reopen comparison).
      return {
        state: {
          ...state,
          selectedContractId: action.contractId,
          convertedCode: action.convertedCode,
          configMode: false,
          showResults: false,
        },
        search: new URLSearchParams(search),
      };
    case "open-complete-analysis":
      // From Advanced Features: the same contract continues in the complete-analysis tab.
      return {
        state: { ...state, activeTab: "complete-analysis", configMode: false, showResults: false },
        search: without(search, "contract", "view", "step"),
      };
    case "toggle-health-dashboard":
      return {
        state: { ...state, showHealthDashboard: !state.showHealthDashboard },
        search: new URLSearchParams(search),
      };
  }
}

export type ComparisonView = "results" | "config" | "compare";

/** What the comparison tab shows (spec §2 Dashboard). */
export function comparisonView(state: DashboardState): ComparisonView {
  if (state.selectedContractId && state.showResults && state.convertedCode !== null)
    return "results";
  if (state.configMode && state.selectedContractId && !state.showResults) return "config";
  return "compare";
}

/** Advanced Features and complete-analysis need a selected contract with converted code. */
export function hasConvertedSelection(state: DashboardState): boolean {
  return state.selectedContractId !== null && state.convertedCode !== null;
}
