-- One-off exceptions of an advisor's weekly working hours (issue 34, step 6): on its date an exception's blocks
-- replace the weekday's (none: closed that day). Part of the catalogue the availability reads, so every write
-- bumps the catalogue's version (migration 006) and each API process loads its copy again.
create table working_hour_exceptions (
  id text primary key,
  advisor_id text not null references advisors (id) on delete cascade,
  day date not null,
  reason text not null,
  created_by text references staff (id) on delete set null,
  created_at timestamptz not null,
  unique (advisor_id, day)
);
create index working_hour_exceptions_day_idx on working_hour_exceptions (day, advisor_id);
-- In Europe/Zurich wall-clock minutes, as working_hours.
create table working_hour_exception_blocks (
  exception_id text not null references working_hour_exceptions (id) on delete cascade,
  start_minute integer not null check (start_minute between 0 and 1440),
  end_minute integer not null check (end_minute between 0 and 1440),
  home_office boolean not null,
  primary key (exception_id, start_minute),
  check (end_minute > start_minute)
);
create trigger working_hour_exceptions_version after insert or update or delete or truncate
  on working_hour_exceptions for each statement execute function bump_catalogue_version();
create trigger working_hour_exception_blocks_version after insert or update or delete or truncate
  on working_hour_exception_blocks for each statement execute function bump_catalogue_version();
