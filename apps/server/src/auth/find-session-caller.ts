import type { Role } from "@contract-platform/api";
import type { Db } from "../db/create-database.ts";
import { preparedQuery } from "../db/prepared-query.ts";
import { type SessionKey, sessionCallerQuery } from "./authenticate-request.ts";

type CallerRow = { caller_id: string; caller_email: string; caller_role: Role };

const sessionCaller = preparedQuery<SessionKey, CallerRow>("session_caller", (db, param) =>
  sessionCallerQuery(db, {
    sessionId: param("sessionId"),
    userId: param("userId"),
    now: param("now"),
  }),
);

/**
 * The caller row of a verified token's session (sessionCallerQuery: active, unexpired, user not
 * locked), or undefined: the session check of every signed-in request, as a prepared query.
 */
export async function findSessionCaller(db: Db, session: SessionKey) {
  const [row] = await sessionCaller(db, session);
  return row as CallerRow | undefined;
}
