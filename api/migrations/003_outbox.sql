-- Transactional outbox (src/notifications): written in the reservation's transaction, sent by the worker.
create table outbox (
  id text primary key,
  booking_id text not null references bookings (id),
  kind text not null
    check (kind in ('confirmation', 'request_received', 'branch_notice', 'video_invitation')),
  recipient text not null,
  -- Everything the message says, frozen at booking time; rendered (de/fr) when sent.
  payload jsonb not null,
  due_at timestamptz not null,
  attempts integer not null default 0,
  -- The claim: a token per claim and the instant it lapses; another worker may claim after it.
  claim_token text,
  lease_until timestamptz,
  last_error text,
  sent_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null,
  constraint outbox_booking_kind_key unique (booking_id, kind)
);
create index outbox_due_idx on outbox (due_at) where sent_at is null and failed_at is null;
