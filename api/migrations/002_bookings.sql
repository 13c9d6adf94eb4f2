-- Bookings (slot bookings and custom-date requests), slot holds and idempotency keys.
create table bookings (
  id text primary key,
  kind text not null check (kind in ('slot', 'custom')),
  advisor_id text references advisors (id),
  slot_date text,
  slot_time text,
  starts_at timestamptz,
  agency_id text references agencies (id),
  custom_date text,
  custom_time text,
  culture text not null,
  user_lang text not null,
  advice_mode text not null,
  firstname text not null,
  lastname text not null,
  email text not null,
  phone text not null,
  payload jsonb not null,
  source text not null check (source in ('checkout', 'seed')),
  created_at timestamptz not null,
  -- The double-booking guard: one row per advisor hour, whatever the number of API processes.
  constraint bookings_advisor_slot_key unique (advisor_id, slot_date, slot_time),
  constraint bookings_shape check (
    (kind = 'slot' and advisor_id is not null and slot_date is not null and slot_time is not null)
    or (kind = 'custom' and slot_date is null and custom_date is not null and agency_id is not null)
  )
);
create index bookings_slot_date_idx on bookings (slot_date);
-- One hold per checkout session; a slot's holds are looked up by (advisor, date, time).
create table holds (
  session_id text primary key,
  id text not null unique,
  advisor_id text not null references advisors (id),
  slot_date text not null,
  slot_time text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index holds_slot_idx on holds (advisor_id, slot_date, slot_time);
create table idempotency_keys (
  key text primary key,
  request_hash text not null,
  booking_id text not null references bookings (id),
  response jsonb not null,
  created_at timestamptz not null
);
