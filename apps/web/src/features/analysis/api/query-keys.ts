export const analysisKeys = {
  hints: () => ["analysis", "optimization-hints"] as const,
  latest: (id: string) => ["analysis", id] as const,
  explain: (id: string, findingId: string) => ["analysis", id, "explain", findingId] as const,
};

export const analysisPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}/analysis`;
