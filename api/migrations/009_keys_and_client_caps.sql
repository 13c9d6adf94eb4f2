-- Secrets out of the database, and what the booking caps count (issue 32).
--
-- manage_key_id: the id of the key the booking's manage token was made with (secrets.ts); null for a booking made
-- before keys had ids (its token was made with the database's old secret, moved to the secrets file as key '0').
-- client_key: a keyed hash of the client network that booked (never the address): the per-address booking caps
-- count it. The old secrets themselves leave the settings table in code, once they are in the secrets file.
alter table bookings add column manage_key_id text check (manage_key_id ~ '^[a-z0-9]{6}$');
alter table bookings add column client_key text;
create index bookings_client_created_idx on bookings (client_key, created_at) where client_key is not null;
-- The per-address cap counts bookings by e-mail address; the outbox worker counts what it sent per recipient
-- address and domain (issue 32: nobody can have the checkout mail someone over and over).
create index bookings_email_created_idx on bookings (lower(email), created_at);
create index outbox_recipient_sent_idx on outbox (lower(recipient), sent_at) where sent_at is not null;
create index outbox_domain_sent_idx on outbox (lower(split_part(recipient, '@', 2)), sent_at)
  where sent_at is not null;
