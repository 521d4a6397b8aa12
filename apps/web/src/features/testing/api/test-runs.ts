import {
  type StartTestRunRequest,
  startTestRunResponseSchema,
  testRunComparisonSchema,
  testRunListResponseSchema,
  testRunSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractTestingPath, testingKeys, testRunPath } from "./query-keys";

const isActive = (status: string | undefined) => status === "queued" || status === "running";

/** POST /api/contracts/:id/test-runs → the queued run. */
export async function startTestRun(id: string, body: StartTestRunRequest) {
  return startTestRunResponseSchema.parse(
    await apiRequest(`${contractTestingPath(id)}/test-runs`, { method: "POST", body }),
  );
}

export function useStartTestRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartTestRunRequest) => startTestRun(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testingKeys.runs(id) }),
  });
}

/** GET /api/contracts/:id/test-runs: newest first, without steps; polled while one is active. */
export function useTestRuns(id: string | undefined) {
  return useQuery({
    queryKey: testingKeys.runs(id ?? ""),
    queryFn: async () =>
      testRunListResponseSchema.parse(
        await apiRequest(`${contractTestingPath(id as string)}/test-runs`),
      ).runs,
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data?.some((run) => isActive(run.status)) ? 1000 : false,
  });
}

/** GET /api/test-runs/:runId, polled every second while the run is queued or running. */
export function useTestRun(runId: string | null) {
  return useQuery({
    queryKey: testingKeys.run(runId ?? ""),
    queryFn: async () => testRunSchema.parse(await apiRequest(testRunPath(runId as string))),
    enabled: Boolean(runId),
    refetchInterval: (query) => (isActive(query.state.data?.status) ? 1000 : false),
  });
}

/** POST /api/test-runs/:runId/cancel. */
export function useCancelTestRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (runId: string) =>
      testRunSchema.parse(
        await apiRequest(`${testRunPath(runId)}/cancel`, { method: "POST", body: {} }),
      ),
    onSuccess: (run) => {
      queryClient.setQueryData(testingKeys.run(run.id), run);
      void queryClient.invalidateQueries({ queryKey: testingKeys.runs(run.contractId) });
    },
  });
}

/** GET /api/test-runs/:runId/compare/:otherId: what changed since the other run. */
export function useTestRunComparison(runId: string | null, otherId: string | null) {
  return useQuery({
    queryKey: testingKeys.comparison(runId ?? "", otherId ?? ""),
    queryFn: async () =>
      testRunComparisonSchema.parse(
        await apiRequest(
          `${testRunPath(runId as string)}/compare/${encodeURIComponent(otherId as string)}`,
        ),
      ),
    enabled: Boolean(runId && otherId),
  });
}
