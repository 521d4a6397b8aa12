-- Changes that can end a session or change who a signed-in caller is (role, e-mail, lock, the
-- account itself): published on the auth_changes channel as the user's id, so every server process
-- drops what it keeps for that user (the contracts list's answers, ADR 109). A new session or user
-- invalidates nothing, so inserts stay silent. This file may run again on the same database.
create or replace function notify_auth_change() returns trigger language plpgsql as $$
declare
  row_data jsonb;
begin
  if tg_op = 'DELETE' then
    row_data := to_jsonb(old);
  else
    row_data := to_jsonb(new);
  end if;
  perform pg_notify('auth_changes', coalesce(row_data ->> 'user_id', row_data ->> 'id'));
  return null;
end
$$;

drop trigger if exists users_notify_auth_change on users;
create trigger users_notify_auth_change
  after update or delete on users
  for each row execute function notify_auth_change();

drop trigger if exists user_sessions_notify_auth_change on user_sessions;
create trigger user_sessions_notify_auth_change
  after update or delete on user_sessions
  for each row execute function notify_auth_change();
