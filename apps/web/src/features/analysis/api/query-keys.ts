export const analysisKeys = {
  hints: () => ["analysis", "optimization-hints"] as const,
  latest: (id: string) => ["analysis", id] as const,
  explain: (id: string, findingId: string) => ["analysis", id, "explain", findingId] as const,
  functions: (id: string, analysisId: string) => ["analysis", id, "functions", analysisId] as const,
  hypotheses: (id: string, analysisId: string) =>
    ["analysis", id, "hypotheses", analysisId] as const,
};

export const analysisPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}/analysis`;
