import {
  adminUserResponseSchema,
  authAnalyticsSchema,
  type ListAuditLogsQuery,
  type ListUsersQuery,
  listAuditLogsResponseSchema,
  listOutboxResponseSchema,
  listSessionsResponseSchema,
  listUsersResponseSchema,
  providerConfigSchema,
  providerHealthSchema,
  type Role,
} from "@contract-platform/api";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

const base = "/api/auth/admin";

/** Query keys of the admin feature; invalidate ["admin"] to refresh all of it. */
export const adminKeys = {
  all: ["admin"] as const,
  users: (query: ListUsersQuery) => ["admin", "users", query] as const,
  sessions: ["admin", "sessions"] as const,
  auditLogs: (query: ListAuditLogsQuery) => ["admin", "audit-logs", query] as const,
  analytics: ["admin", "analytics"] as const,
  provider: ["admin", "provider"] as const,
  outbox: (status: string) => ["admin", "outbox", status] as const,
};

function withQuery(path: string, query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "" && value !== null) params.set(key, String(value));
  }
  return params.size > 0 ? `${path}?${params}` : path;
}

/** GET /api/auth/admin/users (admins and moderators). */
export function useAdminUsers(query: ListUsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: async () =>
      listUsersResponseSchema.parse(await apiRequest(withQuery(`${base}/users`, query))),
    placeholderData: keepPreviousData,
  });
}

/** The user actions of the Users panel; each refreshes the admin views when done. */
export function useUserActions() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: adminKeys.all });
  const user = (path: string, method: string, body?: unknown) => async () =>
    adminUserResponseSchema.parse(await apiRequest(path, { method, body })).user;
  return {
    changeRole: useMutation({
      mutationFn: ({ id, role }: { id: string; role: Role }) =>
        user(`${base}/users/${id}/role`, "PUT", { role })(),
      onSuccess: done,
    }),
    lock: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        user(`${base}/users/${id}/lock`, "POST", { reason })(),
      onSuccess: done,
    }),
    unlock: useMutation({
      mutationFn: ({ id }: { id: string }) => user(`${base}/users/${id}/unlock`, "POST")(),
      onSuccess: done,
    }),
    signOut: useMutation({
      mutationFn: async ({ id }: { id: string }) =>
        z
          .object({ ended: z.number() })
          .parse(await apiRequest(`${base}/users/${id}/sign-out`, { method: "POST" })).ended,
      onSuccess: done,
    }),
  };
}

/** GET /api/auth/admin/sessions: every active session. */
export function useAdminSessions() {
  return useQuery({
    queryKey: adminKeys.sessions,
    queryFn: async () =>
      listSessionsResponseSchema.parse(await apiRequest(`${base}/sessions`)).sessions,
  });
}

/** DELETE /api/auth/admin/sessions/:id */
export function useEndAnySession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${base}/sessions/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET /api/auth/admin/audit-logs, page by page ("Load more"). */
export function useAuditLogs(query: Omit<ListAuditLogsQuery, "cursor">) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLogs(query),
    queryFn: async ({ pageParam }) =>
      listAuditLogsResponseSchema.parse(
        await apiRequest(withQuery(`${base}/audit-logs`, { ...query, cursor: pageParam })),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/auth/admin/analytics (spec §9; the server caches it for 5 minutes). */
export function useAuthAnalytics() {
  return useQuery({
    queryKey: adminKeys.analytics,
    queryFn: async () =>
      authAnalyticsSchema.parse(
        (await apiRequest<{ analytics: unknown }>(`${base}/analytics`)).analytics,
      ),
  });
}

/** GET /api/auth/admin/provider: provider config and health. */
export function useProviderOverview() {
  return useQuery({
    queryKey: adminKeys.provider,
    queryFn: async () =>
      z
        .object({ config: providerConfigSchema, health: providerHealthSchema })
        .parse(await apiRequest(`${base}/provider`)),
  });
}

/** GET /api/auth/admin/outbox[?status=] */
export function useMailOutbox(status: "" | "outbox" | "sent" | "failed") {
  return useQuery({
    queryKey: adminKeys.outbox(status),
    queryFn: async () =>
      listOutboxResponseSchema.parse(await apiRequest(withQuery(`${base}/outbox`, { status })))
        .mail,
  });
}
