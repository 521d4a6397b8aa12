-- Contracts uploaded as a project (several files or a .zip): the main file's path, every stored
-- file with its size, and the import remappings. Null for a contract uploaded as one file.
-- Files live in contract_sources under <user>/<contract>/project/<path> (ADR 0131).

alter table contracts add column project jsonb;
