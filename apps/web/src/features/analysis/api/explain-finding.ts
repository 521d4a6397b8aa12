import { explainFindingResponseSchema } from "@contract-platform/api";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { analysisPath } from "./query-keys";

/** POST /api/contracts/:id/analysis/findings/:findingId/explain: the AI assistant's answer. */
export async function explainFinding(input: { contractId: string; findingId: string }) {
  return explainFindingResponseSchema.parse(
    await apiRequest(
      `${analysisPath(input.contractId)}/findings/${encodeURIComponent(input.findingId)}/explain`,
      { method: "POST", body: {} },
    ),
  );
}

export function useExplainFinding() {
  return useMutation({ mutationFn: explainFinding });
}
