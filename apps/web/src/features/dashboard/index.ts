export { DashboardShell } from "./components/dashboard-shell";
export * from "./dashboard-state";
export * from "./dashboard-tabs";
export type { DashboardSection, DashboardSectionProps, DashboardSections } from "./types";
