/** Tabs with a sidebar button, in sidebar order. */
export const SIDEBAR_TABS = [
  "upload",
  "workflow",
  "comparison",
  "ai-testing",
  "advanced-features",
  "platform",
  "admin-settings",
  "system-logs",
] as const;

/** Tab keys reachable from actions but without a sidebar button. */
export const HIDDEN_TABS = ["complete-analysis", "system-health", "analysis-demo"] as const;

export type DashboardTab = (typeof SIDEBAR_TABS)[number] | (typeof HIDDEN_TABS)[number];

export const DEFAULT_TAB: DashboardTab = "upload";

export const TAB_LABELS: Record<DashboardTab, string> = {
  upload: "Upload Contracts",
  workflow: "Workflow Management",
  comparison: "Code Analysis",
  "ai-testing": "AI Testing",
  "advanced-features": "Advanced Features",
  platform: "Platform",
  "admin-settings": "Admin Settings",
  "system-logs": "System Logs",
  "complete-analysis": "Complete AI Analysis",
  "system-health": "System Health",
  "analysis-demo": "Analysis Demo",
};

export function isDashboardTab(value: string): value is DashboardTab {
  return (
    (SIDEBAR_TABS as readonly string[]).includes(value) ||
    (HIDDEN_TABS as readonly string[]).includes(value)
  );
}
