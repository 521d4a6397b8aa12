import { z } from "zod";
import { roleSchema } from "../auth/roles.ts";

/** Wire shapes of the admin API under /api/auth/admin (the Admin Settings tab). */

const iso = z.string();

/** A user as the admin sees them: account, role, lock state and activity. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  emailConfirmed: z.boolean(),
  createdAt: iso,
  lastSignIn: iso.nullable(),
  /** Locked by an administrator: sign-in refused until unlocked. */
  lockedAt: iso.nullable(),
  lockedReason: z.string().nullable(),
  lockedBy: z.string().nullable(),
  /** Temporarily locked after 5 failed sign-ins (spec §4), until this time. */
  signInLockedUntil: iso.nullable(),
  activeSessions: z.number(),
  contracts: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserStatuses = ["active", "locked"] as const;

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(254).optional(),
  role: roleSchema.optional(),
  status: z.enum(adminUserStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;
export const listUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
});

export const lockUserRequestSchema = z.strictObject({
  reason: z.string().trim().max(500).default(""),
});
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/** An active session of any user. */
export const adminSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  riskScore: z.number(),
  createdAt: iso,
  lastRefreshedAt: iso,
  expiresAt: iso,
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const listSessionsQuerySchema = z.object({
  userId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const listSessionsResponseSchema = z.object({ sessions: z.array(adminSessionSchema) });

/** One security_audit_logs entry (spec §3), with the e-mail of the user it concerns. */
export const auditLogEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  /** Who acted, when someone else did (an admin or moderator: event_data.actorId). */
  actorEmail: z.string().nullable(),
  eventType: z.string(),
  eventData: z.record(z.string(), z.unknown()),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: iso,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const listAuditLogsQuerySchema = z.object({
  userId: z.uuid({ error: "userId must be a UUID" }).optional(),
  /** Part of the e-mail of the user the entry concerns. */
  email: z.string().trim().max(254).optional(),
  eventType: z.string().trim().max(100).optional(),
  /** The admin or moderator who acted (event_data.actorId / actor). */
  actorId: z.uuid().optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
  /** Where the next page starts: the previous page's `nextCursor`. */
  cursor: z
    .string()
    .regex(/^[^|]+\|[0-9a-f-]{36}$/i, "cursor must come from nextCursor")
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ListAuditLogsQuery = z.input<typeof listAuditLogsQuerySchema>;
export const listAuditLogsResponseSchema = z.object({
  auditLogs: z.array(auditLogEntrySchema),
  /** Every event type recorded, for the filter. */
  eventTypes: z.array(z.string()),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const mailOutboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(["outbox", "sent", "failed"]),
  error: z.string().nullable(),
  createdAt: iso,
  sentAt: iso.nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;
export const listOutboxQuerySchema = z.object({
  status: z.enum(["outbox", "sent", "failed"]).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const listOutboxResponseSchema = z.object({ mail: z.array(mailOutboxEntrySchema) });
