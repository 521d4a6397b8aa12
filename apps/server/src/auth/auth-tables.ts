import type { ColumnType, Generated, JSONColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type JsonObject = JSONColumnType<Record<string, unknown>, string | undefined, string>;

/** Auth tables as Kysely sees them; keep in step with migrations/0100_auth.sql. */
export interface AuthTables {
  users: {
    id: Generated<string>;
    email: string;
    password_hash: string;
    role: ColumnType<"admin" | "moderator" | "user", "admin" | "moderator" | "user" | undefined>;
    email_confirmed_at: NullableTimestamp;
    metadata: JsonObject;
    last_sign_in_at: NullableTimestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
    /** migrations/0700: locked by an administrator. */
    locked_at: NullableTimestamp;
    locked_by: ColumnType<string | null, string | null | undefined, string | null>;
    locked_reason: ColumnType<string | null, string | null | undefined, string | null>;
  };
  user_sessions: {
    id: Generated<string>;
    user_id: string;
    session_token: string;
    generation: Generated<number>;
    salt: string;
    ip_address: string | null;
    user_agent: string | null;
    is_active: Generated<boolean>;
    risk_score: Generated<number>;
    risk_factors: JSONColumnType<string[], string | undefined, string>;
    last_verified_at: Timestamp;
    created_at: Timestamp;
    last_refreshed_at: Timestamp;
    expires_at: Timestamp;
    ended_at: NullableTimestamp;
    ended_reason: string | null;
  };
  refresh_tokens: {
    token_hash: string;
    session_id: string;
    generation: number;
    created_at: Timestamp;
    rotated_at: NullableTimestamp;
  };
  security_audit_logs: {
    id: Generated<string>;
    user_id: string | null;
    event_type: string;
    event_data: JsonObject;
    ip_address: string | null;
    user_agent: string | null;
    created_at: Timestamp;
  };
  login_attempts: {
    id: Generated<string>;
    email: string;
    ip_address: string | null;
    outcome: "success" | "failure" | "locked" | "blocked";
    attempted_at: Timestamp;
  };
  login_lockouts: {
    email: string;
    cleared_at: NullableTimestamp;
    locked_until: NullableTimestamp;
  };
  rate_limits: {
    identifier: string;
    endpoint: string;
    window_start: Timestamp;
    window_seconds: number;
    count: number;
  };
  email_confirmations: {
    token_hash: string;
    user_id: string;
    email: string;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
    created_at: Timestamp;
  };
  mail_outbox: {
    id: Generated<string>;
    to_address: string;
    subject: string;
    body: string;
    status: "outbox" | "sent" | "failed";
    error: string | null;
    created_at: Timestamp;
    sent_at: NullableTimestamp;
  };
  auth_events: {
    id: Generated<string>;
    type: "signin" | "signup" | "session_refresh" | "security_violation";
    provider_id: string;
    email: string | null;
    user_id: string | null;
    success: boolean;
    duration: number;
    error_code: string | null;
    error_message: string | null;
    metadata: JsonObject;
    created_at: Timestamp;
  };
}
