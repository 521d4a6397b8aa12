import { workflowResponseSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractKeys, contractPath } from "./query-keys";

/** GET /api/contracts/:id/workflow: pipeline steps (done/current/pending/failed) and the latest job. */
export async function getWorkflow(id: string) {
  return workflowResponseSchema.parse(await apiRequest(`${contractPath(id)}/workflow`));
}

export function useWorkflow(id: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.workflow(id ?? ""),
    queryFn: () => getWorkflow(id as string),
    enabled: Boolean(id),
  });
}
