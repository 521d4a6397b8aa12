import type { ErrorLogsQuery, ListContractsQuery } from "@contract-platform/api";

/** TanStack Query keys of the contracts feature; invalidate ["contracts"] to refresh all of it. */
export const contractKeys = {
  all: ["contracts"] as const,
  list: (query: ListContractsQuery = {}) => ["contracts", "list", query] as const,
  detail: (id: string) => ["contracts", "detail", id] as const,
  code: (id: string, version?: number) =>
    ["contracts", "detail", id, "code", version ?? null] as const,
  config: (id: string) => ["contracts", "detail", id, "config"] as const,
  workflow: (id: string) => ["contracts", "detail", id, "workflow"] as const,
  versions: (id: string) => ["contracts", "detail", id, "versions"] as const,
  version: (id: string, n: number) => ["contracts", "detail", id, "versions", n] as const,
  diff: (id: string, from: number, to: number) =>
    ["contracts", "detail", id, "diff", from, to] as const,
  stats: ["stats"] as const,
  errorLogs: (query: ErrorLogsQuery = {}) => ["error-logs", query] as const,
  errorLog: (id: string) => ["error-logs", "detail", id] as const,
};

/** Keys of builds and the toolchain; invalidate ["builds"] after starting or cancelling one. */
export const buildKeys = {
  all: ["builds"] as const,
  list: (contractId: string | null) => ["builds", "list", contractId] as const,
  detail: (id: string) => ["builds", "detail", id] as const,
  toolchain: ["toolchain"] as const,
  settings: ["builds", "settings"] as const,
};

export const contractPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;
