-- Limits against abuse, shared by every API process on the database: request counters per client address and
-- route (fixed windows), and the client address (hashed) of each hold, for the cap on live holds per address.
create table rate_limits (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
create index rate_limits_reset_at on rate_limits (reset_at);

alter table holds add column client_key text;
create index holds_client_key on holds (client_key, expires_at);
create index holds_advisor_day on holds (advisor_id, slot_date, expires_at);
