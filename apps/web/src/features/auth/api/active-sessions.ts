import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

export const activeSessionSchema = z.object({
  id: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastRefreshedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /api/auth/sessions: the signed-in user's active sessions. */
export async function getActiveSessions(): Promise<ActiveSession[]> {
  const data = await apiRequest<{ sessions: unknown }>("/api/auth/sessions", { timeoutMs: 10_000 });
  return z.array(activeSessionSchema).parse(data.sessions);
}

/** DELETE /api/auth/sessions/{id}: ends one of the user's sessions. */
export async function endActiveSession(id: string): Promise<void> {
  await apiRequest(`/api/auth/sessions/${encodeURIComponent(id)}`, {
    method: "DELETE",
    timeoutMs: 10_000,
  });
}

export function useActiveSessions(enabled: boolean) {
  return useQuery({ queryKey: ["auth", "sessions"], queryFn: getActiveSessions, enabled });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endActiveSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["auth", "sessions"] }),
  });
}
