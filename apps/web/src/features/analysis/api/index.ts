export * from "./explain-finding";
export * from "./export-analysis";
export * from "./get-analysis";
export * from "./get-optimization-hints";
export * from "./query-keys";
export * from "./run-analysis";
