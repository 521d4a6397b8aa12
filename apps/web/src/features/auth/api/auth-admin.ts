import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type AuthAnalytics = {
  windowHours: number;
  totalEvents: number;
  successRate: number;
  averageDuration: number;
  byType: Record<string, { total: number; failed: number }>;
  topErrors: { errorCode: string; count: number }[];
  generatedAt: string;
};

export type ProviderOverview = {
  config: { name: string; requireEmailVerification: boolean; enableZeroTrust: boolean };
  health: { isHealthy: boolean; responseTime: number; errorRate: number; uptime: number };
};

/** GET /api/auth/admin/analytics (admins and moderators). */
export function useAuthAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: ["auth", "analytics"],
    queryFn: async () =>
      (await apiRequest<{ analytics: AuthAnalytics }>("/api/auth/admin/analytics")).analytics,
    enabled,
  });
}

/** GET /api/auth/admin/provider (admins). */
export function useAuthProvider(enabled: boolean) {
  return useQuery({
    queryKey: ["auth", "provider"],
    queryFn: () => apiRequest<ProviderOverview>("/api/auth/admin/provider"),
    enabled,
  });
}
