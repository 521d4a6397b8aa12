import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  stepUpRequestSchema,
  updateUserRequestSchema,
} from "@contract-platform/api";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { authError } from "../auth/auth-error.ts";
import type { AuthDeps } from "../auth/auth-runtime.ts";
import { changePassword } from "../auth/change-password.ts";
import { confirmEmail } from "../auth/confirm-email.ts";
import { endSessions } from "../auth/end-sessions.ts";
import { findSessionByRefreshToken } from "../auth/find-session-by-refresh-token.ts";
import { getCurrentUserRole } from "../auth/get-current-user-role.ts";
import { getSecurityContext } from "../auth/get-security-context.ts";
import { getUser } from "../auth/get-user.ts";
import { listActiveSessions } from "../auth/list-active-sessions.ts";
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from "../auth/refresh-cookie.ts";
import { refreshSession } from "../auth/refresh-session.ts";
import { requestOrigin, safeRedirect, siteOrigin } from "../auth/request-origin.ts";
import { requireAuth, requirePermission } from "../auth/require-auth.ts";
import { requireSameOrigin } from "../auth/require-same-origin.ts";
import { signIn } from "../auth/sign-in.ts";
import { signUp } from "../auth/sign-up.ts";
import { stepUp } from "../auth/step-up.ts";
import { updateUser } from "../auth/update-user.ts";
import { HttpError } from "../http/http-error.ts";
import { readJson } from "../http/read-json.ts";
import { bodyLimit } from "../middleware/body-limit/body-limit.ts";

/** spec §8: a profile update the server cannot read or accept fails as update_failed. */
function asUpdateFailed(error: unknown): never {
  if (
    error instanceof HttpError &&
    (error.code === "validation_failed" || error.code === "invalid_json")
  ) {
    throw new HttpError(400, "update_failed", error.message, error.issues);
  }
  throw error;
}

/** /api/auth: the calls of spec §7 "Authentication service" plus sessions and security context. */
export function authRoute(deps: AuthDeps) {
  const small = bodyLimit(32 * 1024);
  return new Hono<AppEnv>()
    .post("/sign-up", small, async (c) => {
      const input = await readJson(c, signUpRequestSchema);
      const site = siteOrigin(c, deps.auth);
      const result = await signUp(
        deps,
        { ...input, redirectTo: safeRedirect(input.redirectTo, site, deps.auth) },
        { ...requestOrigin(c, deps.auth), siteOrigin: site },
      );
      return c.json(result, 201);
    })
    .post("/sign-in", small, async (c) => {
      requireSameOrigin(c, deps.auth, { customHeader: false });
      const input = await readJson(c, signInRequestSchema);
      const issued = await signIn(deps, input, requestOrigin(c, deps.auth));
      setRefreshCookie(
        c,
        deps.auth,
        issued.refreshToken,
        issued.sessionExpiresAt,
        deps.clock.now(),
      );
      return c.json({ session: issued.session });
    })
    .post("/refresh", async (c) => {
      requireSameOrigin(c, deps.auth, { customHeader: true });
      const token = readRefreshCookie(c);
      // No cookie: signed out, which is an answer (spec §7 get session), not a failure.
      if (!token) return c.json({ session: null });
      try {
        const issued = await refreshSession(deps, token, requestOrigin(c, deps.auth));
        setRefreshCookie(
          c,
          deps.auth,
          issued.refreshToken,
          issued.sessionExpiresAt,
          deps.clock.now(),
        );
        return c.json({ session: issued.session });
      } catch (error) {
        // A refused token is dead for good; other failures (database down) may pass.
        if (error instanceof HttpError && error.code === "refresh_failed") {
          clearRefreshCookie(c, deps.auth);
        }
        throw error;
      }
    })
    .post("/sign-out", async (c) => {
      requireSameOrigin(c, deps.auth, { customHeader: true });
      clearRefreshCookie(c, deps.auth);
      // The access token names the session; without one, the cookie's token family does.
      const cookie = readRefreshCookie(c);
      const caller =
        c.var.auth ?? (cookie ? await findSessionByRefreshToken(deps.db, cookie) : null);
      if (!caller) throw authError(401, "unauthorized", "Authentication required");
      await endSessions(deps, {
        userId: caller.userId,
        sessionId: caller.sessionId,
        reason: "sign_out",
        actorId: caller.userId,
        origin: requestOrigin(c, deps.auth),
      });
      return c.json({ ok: true });
    })
    .post("/force-sign-out", async (c) => {
      const caller = requireAuth(c.var.auth);
      clearRefreshCookie(c, deps.auth);
      const ended = await endSessions(deps, {
        userId: caller.userId,
        reason: "force_sign_out",
        actorId: caller.userId,
        origin: requestOrigin(c, deps.auth),
      });
      return c.json({ ended });
    })
    .get("/user", async (c) => {
      const caller = requireAuth(c.var.auth);
      return c.json({ user: await getUser(deps, caller.userId) });
    })
    .patch("/user", small, async (c) => {
      const caller = requireAuth(c.var.auth);
      const changes = await readJson(c, updateUserRequestSchema).catch(asUpdateFailed);
      if (changes.email !== undefined) {
        // Changing the sign-in address is account takeover's first step: ask for step-up.
        const context = await getSecurityContext(deps, caller);
        if (context.requiresStepUp) {
          throw new HttpError(
            403,
            "step_up_required",
            "Please confirm your password before changing your email",
          );
        }
      }
      const user = await updateUser(deps, {
        userId: caller.userId,
        changes,
        origin: requestOrigin(c, deps.auth),
        siteOrigin: siteOrigin(c, deps.auth),
      });
      return c.json({ user });
    })
    .get("/session", async (c) => {
      const caller = c.var.auth;
      // spec §7 get session: signed out is an answer (no session), not a failure.
      if (!caller) {
        return c.json({ session: null, error: AUTH_MESSAGES.noSession, code: "no_session" });
      }
      const user = await getUser(deps, caller.userId);
      return c.json({
        session: {
          accessToken: caller.accessToken,
          expiresAt: caller.expiresAt,
          tokenType: "bearer",
          user,
        },
      });
    })
    .get("/sessions", async (c) => {
      const caller = requireAuth(c.var.auth);
      const sessions = await listActiveSessions(deps, {
        userId: caller.userId,
        currentSessionId: caller.sessionId,
      });
      return c.json({ sessions });
    })
    .delete("/sessions/:id", async (c) => {
      const caller = requireAuth(c.var.auth);
      const id = c.req.param("id");
      const ended = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
        ? await endSessions(deps, {
            userId: caller.userId,
            sessionId: id,
            reason: "ended_by_user",
            actorId: caller.userId,
            origin: requestOrigin(c, deps.auth),
          })
        : 0;
      if (ended === 0) throw new HttpError(404, "not_found", "Session not found");
      return c.json({ ended });
    })
    .get("/role", async (c) => {
      const caller = requireAuth(c.var.auth);
      return c.json({ role: await getCurrentUserRole(deps.db, caller.userId) });
    })
    .get("/security-context", async (c) => {
      const caller = requireAuth(c.var.auth);
      return c.json({ securityContext: await getSecurityContext(deps, caller) });
    })
    .post("/step-up", small, async (c) => {
      const caller = requireAuth(c.var.auth);
      const input = await readJson(c, stepUpRequestSchema);
      await stepUp(deps, { caller, password: input.password, origin: requestOrigin(c, deps.auth) });
      return c.json({ securityContext: await getSecurityContext(deps, caller) });
    })
    .post("/password", small, async (c) => {
      const caller = requireAuth(c.var.auth);
      const input = await readJson(c, changePasswordRequestSchema);
      const result = await changePassword(deps, {
        caller,
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        origin: requestOrigin(c, deps.auth),
      });
      return c.json(result);
    })
    .post("/confirm", small, async (c) => {
      const input = await readJson(c, confirmEmailRequestSchema);
      await confirmEmail(deps, input.token);
      return c.json({ confirmed: true });
    })
    .get("/confirm", async (c) => {
      const site = siteOrigin(c, deps.auth);
      const target = new URL(safeRedirect(c.req.query("redirect_to"), site, deps.auth));
      const token = c.req.query("token") ?? "";
      try {
        if (token.length === 0 || token.length > 512) throw new Error("bad token");
        await confirmEmail(deps, token);
        target.searchParams.set("email_confirmed", "true");
      } catch {
        target.searchParams.set("email_confirmed", "false");
      }
      return c.redirect(target.toString(), 303);
    })
    .get("/users/:id", async (c) => {
      const caller = requireAuth(c.var.auth);
      const id = c.req.param("id");
      if (id !== caller.userId) requirePermission(caller, "view_users");
      return c.json({ user: await getUser(deps, id) });
    });
}
