import type { ChangePasswordRequest } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/password: how many other sessions the change signed out. */
export async function changePassword(input: ChangePasswordRequest): Promise<number> {
  const data = await apiRequest<{ endedSessions: number }>("/api/auth/password", {
    method: "POST",
    body: input,
    timeoutMs: 10_000,
  });
  return data.endedSessions;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["auth", "sessions"] }),
  });
}
