import { z } from "zod";

export const roles = ["admin", "moderator", "user"] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const permissions = [
  "view_analytics",
  "manage_contracts",
  "view_users",
  "manage_own_contracts",
  "view_own_data",
  "manage_users",
  "manage_settings",
] as const;
export type Permission = (typeof permissions)[number];

/** spec §6: admin has every permission; moderator and user the listed ones. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  admin: permissions,
  moderator: ["view_analytics", "manage_contracts", "view_users"],
  user: ["manage_own_contracts", "view_own_data"],
};

export function hasPermission(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission);
}
