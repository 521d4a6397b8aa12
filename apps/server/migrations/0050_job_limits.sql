-- Fair, bounded jobs: a job's turn is how many jobs its user already had waiting or running when
-- it was queued, and runners take the lowest turn first (each user's n-th waiting job after every
-- user's earlier ones). The indexes serve that order and the per-user counts of the limits.
alter table jobs add column turn integer not null default 0;

create index jobs_fair_queue_idx on jobs (turn, run_at, created_at) where status = 'queued';
create index jobs_user_pending_idx on jobs (user_id, status) where status in ('queued', 'running');
