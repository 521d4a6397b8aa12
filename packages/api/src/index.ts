export * from "./analysis/index.ts";
export * from "./auth/index.ts";
export * from "./contracts/index.ts";
export * from "./error-logs.ts";
export * from "./errors.ts";
export * from "./health.ts";
export * from "./manifest.ts";
export * from "./realtime.ts";
