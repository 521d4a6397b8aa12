import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, apiRequest } from "@/lib/api-client";
import { computeStatistics, type Statistics } from "../compute-statistics";

const statisticsInputSchema = z.object({
  totalContracts: z.number().int().nonnegative(),
  successfulConversions: z.number().int().nonnegative(),
  processingTimesSeconds: z.array(z.number().nonnegative()),
});

export type StatisticsResult = { available: true; statistics: Statistics } | { available: false };

/**
 * GET /api/statistics: the counts behind the landing cards. Until the server offers it (contract
 * lifecycle), a 404 means "not available yet" rather than an error.
 */
export async function getStatistics(): Promise<StatisticsResult> {
  try {
    const data = await apiRequest("/api/statistics", { timeoutMs: 10_000 });
    return { available: true, statistics: computeStatistics(statisticsInputSchema.parse(data)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { available: false };
    throw error;
  }
}

export function useStatistics(enabled: boolean) {
  return useQuery({ queryKey: ["statistics"], queryFn: getStatistics, enabled, retry: false });
}
