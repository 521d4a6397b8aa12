import {
  type MarkNotificationsRead,
  type NotificationList,
  notificationListSchema,
  tableChangeEventSchema,
} from "@contract-platform/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest, type FetchLike } from "@/lib/api-client";
import { subscribeEventStream } from "@/lib/event-stream";

export const notificationKeys = { all: ["notifications"] as const };

/** GET /api/notifications: the latest notifications and the unread count. */
export async function getNotifications(fetch?: FetchLike): Promise<NotificationList> {
  return notificationListSchema.parse(
    await apiRequest("/api/notifications", { timeoutMs: 10_000, fetch }),
  );
}

/** POST /api/notifications/read: some ids or all. */
export async function markNotificationsRead(
  request: MarkNotificationsRead,
  fetch?: FetchLike,
): Promise<NotificationList> {
  return notificationListSchema.parse(
    await apiRequest("/api/notifications/read", {
      method: "POST",
      body: request,
      timeoutMs: 10_000,
      fetch,
    }),
  );
}

/**
 * The caller's notifications, refreshed when the server says a notification row changed
 * (GET /api/realtime?tables=notifications) and every 5 minutes in case the stream was down.
 */
export function useNotifications(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeEventStream("/api/realtime?tables=notifications", {
      onMessage: (message) => {
        if (message.event !== "change") return;
        const parsed = tableChangeEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      },
    });
  }, [enabled, queryClient]);
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: () => getNotifications(),
    enabled,
    refetchInterval: 300_000,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkNotificationsRead) => markNotificationsRead(request),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.all, list),
  });
}
