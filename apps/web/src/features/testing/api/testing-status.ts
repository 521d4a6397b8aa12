import { testingStatusSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { contractTestingPath, testingKeys } from "./query-keys";

/** GET /api/contracts/:id/testing/status: gates of the current version and the CosmWasm side. */
export function useTestingStatus(id: string | undefined) {
  return useQuery({
    queryKey: testingKeys.status(id ?? ""),
    queryFn: async () =>
      testingStatusSchema.parse(
        await apiRequest(`${contractTestingPath(id as string)}/testing/status`),
      ),
    enabled: Boolean(id),
  });
}
