import { z } from "zod";

export const notificationSeverities = ["info", "warning", "critical"] as const;

/** One entry under the dashboard's bell. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  severity: z.enum(notificationSeverities),
  title: z.string(),
  body: z.string(),
  /** An app path to open, e.g. /production-monitoring?deployment=... */
  link: z.string().nullable(),
  contractId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: the given ids, or every notification when `all`. */
export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(200) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
