-- Slot and custom-date columns move from text ('2030-03-28', '09:00') to date and time; starts_at stays the
-- instant (timestamptz) of that Zurich wall-clock date and time. Every existing row is converted in place.
alter table bookings
  alter column slot_date type date using slot_date::date,
  alter column slot_time type time using slot_time::time,
  alter column custom_date type date using custom_date::date,
  alter column custom_time type time using custom_time::time,
  -- The API works in whole minutes (HH:mm); a time with seconds would not round-trip.
  add constraint bookings_slot_time_minutes check (extract(second from slot_time) = 0),
  add constraint bookings_custom_time_minutes check (extract(second from custom_time) = 0);
alter table holds
  alter column slot_date type date using slot_date::date,
  alter column slot_time type time using slot_time::time,
  add constraint holds_slot_time_minutes check (extract(second from slot_time) = 0);
