-- Personal data's life cycle (issue 37, docs/personal-data.md): bookings anonymised after their time, sent messages
-- emptied, and a record of every export and erasure a traveller asked for.
--
-- anonymised_at: when the booking's personal fields were replaced (retention or erasure); the statistics stay (date,
-- branch, advisor, advice mode, kind, outcome, status). payload_emptied_at: when a settled message's payload (what it
-- said, frozen at booking time) was emptied and its recipient cut to the domain; its delivery facts stay (kind, due,
-- sent, failed or withdrawn, attempts).
alter table bookings add column anonymised_at timestamptz;
alter table outbox add column payload_emptied_at timestamptz;

-- What the retention job looks for: bookings not yet anonymised by their appointment, settled messages not emptied.
create index bookings_retention_idx on bookings (starts_at) where anonymised_at is null;
create index outbox_retention_idx on outbox (coalesce(sent_at, failed_at, withdrawn_at))
  where payload_emptied_at is null;

-- Every export and erasure on request: who (the operator, or a staff member of the back office), what, when, how
-- many rows, and the subject as a keyed hash of the e-mail address (never the address: the row outlives the data).
create table privacy_requests (
  id text primary key,
  at timestamptz not null,
  action text not null check (action in ('export', 'erase')),
  actor text not null check (actor in ('operator', 'staff')),
  staff_id text references staff (id) on delete set null,
  subject_hash text not null,
  counts jsonb not null,
  check (actor = 'staff' or staff_id is null)
);
create index privacy_requests_at_idx on privacy_requests (at desc);
