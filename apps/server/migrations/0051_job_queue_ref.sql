-- On PostgreSQL jobs are handed to workers through pg-boss: queue_ref names the pg-boss job that
-- currently does so. A hand-over whose pg-boss job is not the current one is ignored, so a job
-- runs once however often it was put back in the queue.
alter table jobs add column queue_ref uuid;
