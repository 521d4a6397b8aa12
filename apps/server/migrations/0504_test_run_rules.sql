-- Testing, part 5: how each business rule fared in a run, on each side.

alter table test_runs add column rules jsonb not null default '[]';
