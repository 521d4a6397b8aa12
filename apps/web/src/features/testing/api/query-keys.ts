/** TanStack Query keys of the testing feature; invalidate ["testing", id] to refresh a contract's. */
export const testingKeys = {
  contract: (id: string) => ["testing", id] as const,
  interface: (id: string) => ["testing", id, "interface"] as const,
  scenarios: (id: string) => ["testing", id, "scenarios"] as const,
  settings: () => ["testing", "settings"] as const,
  status: (id: string) => ["testing", id, "status"] as const,
  rules: (id: string) => ["testing", id, "rules"] as const,
  runs: (id: string) => ["testing", id, "runs"] as const,
  run: (runId: string) => ["testing", "run", runId] as const,
  comparison: (runId: string, otherId: string) =>
    ["testing", "run", runId, "compare", otherId] as const,
};

export const contractTestingPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;
export const scenariosPath = (id: string) => `${contractTestingPath(id)}/scenarios`;
export const scenarioPath = (id: string, scenarioId: string) =>
  `${scenariosPath(id)}/${encodeURIComponent(scenarioId)}`;
export const testRunPath = (runId: string) => `/api/test-runs/${encodeURIComponent(runId)}`;
