-- Accounts an administrator locked: sign-in is refused until unlocked (Admin Settings).
alter table users add column locked_at timestamptz;
alter table users add column locked_by uuid references users (id) on delete set null;
alter table users add column locked_reason text;

-- The audit log is filtered by event type and searched by who acted.
create index security_audit_logs_type_idx on security_audit_logs (event_type, created_at desc);
