export * from "./deployment-summary-schemas.ts";
export * from "./monitoring-schemas.ts";
