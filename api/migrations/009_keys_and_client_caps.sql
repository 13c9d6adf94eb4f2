-- Secrets out of the database, and what the booking caps count (issue 32).
--
-- manage_key_id: the id of the key the booking's manage token was made with (secrets.ts); null for a booking made
-- before keys had ids (its token was made with the database's old secret, moved to the secrets file as key '0').
-- client_key: a keyed hash of the client network that booked (never the address): the per-address booking caps
-- count it. The old secrets themselves leave the settings table in code, once they are in the secrets file.
alter table bookings add column manage_key_id text check (manage_key_id ~ '^[a-z0-9]{6}$');
alter table bookings add column client_key text;
create index bookings_client_created_idx on bookings (client_key, created_at) where client_key is not null;
