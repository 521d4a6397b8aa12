import { lazy } from "react";
import type { DashboardSectionProps, DashboardSections } from "@/features/dashboard";

/**
 * Tab key -> section, each loaded on demand. A feature plugs into the dashboard by exporting a
 * component taking DashboardSectionProps and replacing its line here.
 */
export const dashboardSections: DashboardSections = {
  upload: lazy(() => import("./sections/upload-tab")),
  workflow: lazy(() => import("./sections/workflow-tab")),
  comparison: lazy(() => import("./sections/code-analysis-tab")),
  "ai-testing": lazy(() => import("./sections/ai-testing-tab")),
  "advanced-features": lazy(() => import("./sections/advanced-features-tab")),
  platform: lazy(() => import("./sections/platform-tab")),
  "admin-settings": lazy(() => import("./sections/admin-settings-tab")),
  "system-logs": lazy(async () => {
    const { SystemLogsSection } = await import(
      "@/features/error-logs/components/system-logs-section"
    );
    return { default: (_props: DashboardSectionProps) => <SystemLogsSection /> };
  }),
  "complete-analysis": lazy(() => import("./sections/complete-analysis-tab")),
  "system-health": lazy(async () => {
    const { SystemHealthPanel } = await import("@/features/health/components/system-health-panel");
    return { default: (_props: DashboardSectionProps) => <SystemHealthPanel /> };
  }),
  "analysis-demo": lazy(
    () => import("@/features/dashboard/components/sections/analysis-demo-section"),
  ),
};
