import {
  type TestingSettings,
  testingSettingsOverviewSchema,
  testingSettingsSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { contractTestingPath, testingKeys } from "./query-keys";

/** GET /api/testing/settings: the caller's default and every contract's settings. */
export async function getTestingSettings() {
  return testingSettingsOverviewSchema.parse(await apiRequest("/api/testing/settings"));
}

export function useTestingSettings() {
  return useQuery({ queryKey: testingKeys.settings(), queryFn: getTestingSettings });
}

const contractSettingsSchema = z.object({ custom: z.boolean(), settings: testingSettingsSchema });

/**
 * PUT /api/testing/settings/default (contractId null), PUT /api/contracts/:id/testing/settings, or
 * with settings null DELETE …/testing/settings (follow the default again).
 */
export async function saveTestingSettings(input: {
  contractId: string | null;
  settings: TestingSettings | null;
}) {
  if (input.contractId === null) {
    await apiRequest("/api/testing/settings/default", {
      method: "PUT",
      body: { settings: input.settings },
    });
    return;
  }
  const path = `${contractTestingPath(input.contractId)}/testing/settings`;
  contractSettingsSchema.parse(
    await apiRequest(path, {
      method: input.settings === null ? "DELETE" : "PUT",
      body: input.settings === null ? undefined : { settings: input.settings },
    }),
  );
}

export function useSaveTestingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestingSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testingKeys.settings() }),
  });
}
