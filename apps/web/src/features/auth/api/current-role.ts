import { hasPermission, type Permission, type Role, roleSchema } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { useOptionalAuth } from "../use-auth";

/** GET /api/auth/role: the caller's role as the server has it now (spec §6, a server function). */
export async function getCurrentRole(): Promise<Role> {
  const data = await apiRequest("/api/auth/role", { timeoutMs: 10_000 });
  return z.object({ role: roleSchema }).parse(data).role;
}

/**
 * The signed-in user's role, read from the server (so a role changed by an admin applies without
 * signing in again); the session's role until the answer arrives; null when signed out.
 */
export function useCurrentRole(): { role: Role | null; can: (permission: Permission) => boolean } {
  const auth = useOptionalAuth();
  const user = auth?.user ?? null;
  const query = useQuery({
    queryKey: ["auth", "role", user?.id ?? ""],
    queryFn: getCurrentRole,
    enabled: user !== null,
    staleTime: 60_000,
  });
  const role = user ? (query.data ?? user.role ?? null) : null;
  return { role, can: (permission) => (role ? hasPermission(role, permission) : false) };
}
