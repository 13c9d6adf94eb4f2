-- Calendar subscriptions (issue 20): an advisor's or a branch office's appointments as an iCalendar feed at
-- /api/calendar/<token>.ics, for the calendar program they already use.
--
-- scope and subject_id: whose appointments (an advisor's id or a branch office's id; no foreign key, as it names
-- either table). token_hash: the SHA-256 (hex) of the feed's token; the token itself is never stored, so a copy of
-- the database opens no feed. revoked_at: a revoked feed answers 404 at once and keeps its row.
create table calendar_feed_tokens (
  id text primary key,
  scope text not null check (scope in ('advisor', 'agency')),
  subject_id text not null,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  label text,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index calendar_feed_tokens_subject_idx on calendar_feed_tokens (scope, subject_id);

-- What a feed reads: one advisor's or one branch's slot bookings from a start on (every poll of every calendar).
create index bookings_advisor_starts_idx on bookings (advisor_id, starts_at) where kind = 'slot';
create index bookings_agency_starts_idx on bookings (agency_id, starts_at) where kind = 'slot';
