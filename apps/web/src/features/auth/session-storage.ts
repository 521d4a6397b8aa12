import { type Session, sessionSchema } from "./types";

export const SESSION_STORAGE_KEY = "contract-platform.session";

/**
 * The stored session, or null when none is stored, it is unreadable, or its access token has
 * expired and there is no refresh token to renew it with.
 */
export function readStoredSession(now: number, storage: Storage = localStorage): Session | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || (parsed.data.expiresAt <= now && !parsed.data.refreshToken)) {
      storage.removeItem(SESSION_STORAGE_KEY);
      return null;
    }
    return parsed.data;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session, storage: Storage = localStorage) {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage = localStorage) {
  storage.removeItem(SESSION_STORAGE_KEY);
}
