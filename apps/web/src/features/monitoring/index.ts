export { useMonitoringOverview } from "./api/monitoring";
export { DeploymentsTable } from "./components/deployments-table";
export { MonitoringView } from "./components/monitoring-view";
export { VerificationEvidence } from "./components/verification-evidence";
