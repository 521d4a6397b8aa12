import type { Permission, Role } from "@contract-platform/api";
import { hasPermission } from "@contract-platform/api";
import { authError } from "./auth-error.ts";
import type { AuthContext } from "./authenticate-request.ts";

/** The error of a request without a valid session: 401 unauthorized. */
export const unauthorized = () => authError(401, "unauthorized", "Authentication required");

/** The caller, or 401 unauthorized (also while the route has not checked the session yet). */
export function requireAuth(auth: AuthContext | null | undefined): AuthContext {
  if (!auth) throw unauthorized();
  return auth;
}

/** The caller when their role is one of `roles`; otherwise 401 or 403 forbidden. */
export function requireRole(auth: AuthContext | null | undefined, ...roles: Role[]): AuthContext {
  const caller = requireAuth(auth);
  if (!roles.includes(caller.role)) throw authError(403, "forbidden", "Insufficient permissions");
  return caller;
}

/** The caller when their role grants `permission` (spec §6); otherwise 401 or 403 forbidden. */
export function requirePermission(
  auth: AuthContext | null | undefined,
  permission: Permission,
): AuthContext {
  const caller = requireAuth(auth);
  if (!hasPermission(caller.role, permission)) {
    throw authError(403, "forbidden", "Insufficient permissions");
  }
  return caller;
}
