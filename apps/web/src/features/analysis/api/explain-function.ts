import { explainFunctionResponseSchema, type FunctionPairsResponse } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { analysisKeys, analysisPath } from "./query-keys";

/** POST /api/contracts/:id/analysis/functions/explain: the AI explanation of one pair. */
export async function explainFunction(input: { contractId: string; pairId: string }) {
  return explainFunctionResponseSchema.parse(
    await apiRequest(`${analysisPath(input.contractId)}/functions/explain`, {
      method: "POST",
      body: { pairId: input.pairId },
    }),
  );
}

/** Stores the answer in the pair list, so it stays when another pair is selected. */
export function useExplainFunction(analysisId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: explainFunction,
    onSuccess: (answer, input) => {
      queryClient.setQueryData<FunctionPairsResponse>(
        analysisKeys.functions(input.contractId, analysisId),
        (list) =>
          list && {
            ...list,
            pairs: list.pairs.map((pair) =>
              pair.id === answer.pairId ? { ...pair, explanation: answer.explanation } : pair,
            ),
          },
      );
    },
  });
}
