-- One calendar truth (issue 46, decision 0060): a consultation occupies a time range, and no two live consultations of
-- one advisor overlap, whichever path writes them (the checkout's reservation, a traveller's move, an accepted request,
-- a reassignment, a staff booking or move). PostgreSQL keeps that promise itself: an exclusion constraint over the
-- advisor and the range replaces the unique index on (advisor, date, start), which refused only an identical start.
-- Holds carry their range too, so the checkout never holds an hour that overlaps a consultation or another hold.
create extension if not exists btree_gist;

-- ends_at: the end of the appointment (its start plus the consultation's length, SLOT_MINUTES, written by the API);
-- for a custom-date request not accepted yet, the end of the wished hour.
alter table bookings add column ends_at timestamptz;
update bookings
   set ends_at = coalesce(starts_at, (coalesce(slot_date, custom_date) + coalesce(slot_time, custom_time))
                                     at time zone 'Europe/Zurich') + interval '60 minutes';
alter table bookings alter column ends_at set not null;
alter table bookings add constraint bookings_range_check check (ends_at > starts_at);

-- Consultations that overlapped before this migration (the exact-start index let an accepted 08:30 next to a 09:00
-- through): the first one made of each keeps the guard, each later one is marked to settle and shown to the branch as
-- a to-do until it is moved, reassigned or cancelled, which clears the mark. Nothing is cancelled behind anyone's back,
-- and the migration runs on any data. New consultations may overlap none, marked or not (the API checks marked ones
-- under the advisor's lock; the constraint all others).
alter table bookings add column overlap_to_settle boolean not null default false;
update bookings b set overlap_to_settle = true
 where b.kind = 'slot' and b.cancelled_at is null
   and exists (
     select 1 from bookings o
      where o.advisor_id = b.advisor_id and o.id <> b.id and o.kind = 'slot' and o.cancelled_at is null
        and tstzrange(o.starts_at, o.ends_at) && tstzrange(b.starts_at, b.ends_at)
        and (o.created_at, o.id) < (b.created_at, b.id));

alter table bookings add constraint bookings_advisor_no_overlap
  exclude using gist (advisor_id with =, tstzrange(starts_at, ends_at) with &&)
  where (kind = 'slot' and cancelled_at is null and not overlap_to_settle);
drop index bookings_advisor_slot_key;

-- An API process of the version before this one, still answering during a rolling release, writes no range: a
-- consultation it inserts gets the one-hour range that version booked, and one it moves keeps its length. The API of
-- this version always writes both ends itself (SLOT_MINUTES); this is only the older writer's fallback.
create function bookings_range_of_older_writers() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.ends_at is null then
      new.ends_at := new.starts_at + interval '60 minutes';
    end if;
  elsif new.starts_at is distinct from old.starts_at and new.ends_at is not distinct from old.ends_at then
    new.ends_at := new.starts_at + (old.ends_at - old.starts_at);
  end if;
  return new;
end $$;
create trigger bookings_range_of_older_writers before insert or update of starts_at on bookings
  for each row execute function bookings_range_of_older_writers();

-- Staff book on a caller's behalf (issue 46): the booking's source says so.
alter table bookings drop constraint bookings_source_check;
alter table bookings add constraint bookings_source_check check (source in ('checkout', 'seed', 'staff'));

-- A hold's range: the hour it keeps, as an instant range (its date and time stay for the caps and the read model).
alter table holds add column starts_at timestamptz, add column ends_at timestamptz;
update holds
   set starts_at = (slot_date + slot_time) at time zone 'Europe/Zurich',
       ends_at = (slot_date + slot_time) at time zone 'Europe/Zurich' + interval '60 minutes';
alter table holds alter column starts_at set not null, alter column ends_at set not null;
create index holds_advisor_range on holds (advisor_id, starts_at, ends_at);
-- The older writer's holds (a rolling release, as above): their range from their date and hour.
create function holds_range_of_older_writers() returns trigger language plpgsql as $$
begin
  if new.starts_at is null
     or (tg_op = 'UPDATE' and (new.slot_date, new.slot_time) is distinct from (old.slot_date, old.slot_time)
         and new.starts_at is not distinct from old.starts_at) then
    new.starts_at := (new.slot_date + new.slot_time) at time zone 'Europe/Zurich';
    new.ends_at := new.starts_at + interval '60 minutes';
  end if;
  return new;
end $$;
create trigger holds_range_of_older_writers before insert or update on holds
  for each row execute function holds_range_of_older_writers();

-- booking_view with the range's end, the mark to settle and whether the advisor is absent on the appointment's day
-- (the list marks such consultations until they are settled).
create or replace view booking_view as
select
  b.id,
  b.reference,
  b.manage_token_hash,
  b.manage_key_id,
  b.sequence,
  b.kind,
  case when b.kind = 'custom' then b.custom_date else b.slot_date end as date,
  case when b.kind = 'custom' then b.custom_time else b.slot_time end as time,
  b.starts_at,
  b.culture,
  b.advice_mode,
  b.payload,
  b.firstname,
  b.lastname,
  b.email,
  b.phone,
  coalesce(b.payload ->> 'userMessage', '') as user_message,
  b.created_at,
  b.changed_at,
  b.cancelled_at,
  b.advisor_id,
  a.firstname as advisor_firstname,
  a.lastname as advisor_lastname,
  g.id as agency_id,
  g.name_de as agency_name_de,
  g.name_fr as agency_name_fr,
  g.street,
  g.zip,
  g.city_de,
  g.city_fr,
  g.phone as agency_phone,
  g.email as agency_email,
  r.language as agency_language,
  (select coalesce(json_agg(json_build_object('de', d.name_de, 'fr', d.name_fr) order by d.sort), '[]')
     from destinations d
    where d.id in (
      select jsonb_array_elements_text(case jsonb_typeof(b.payload -> 'selectedDestinations')
        when 'array' then b.payload -> 'selectedDestinations' else '[]'::jsonb end)
      union
      select jsonb_array_elements_text(case jsonb_typeof(b.payload -> 'otherDestinations')
        when 'array' then b.payload -> 'otherDestinations' else '[]'::jsonb end)
    )) as destinations,
  (select json_build_object('de', t.title_de, 'fr', t.title_fr)
     from travel_experiences t
    where t.id = b.payload ->> 'travelExperienceId') as travel_experience,
  (select o.payload ->> 'meetingToken' from outbox o
    where o.booking_id = b.id and o.payload ->> 'meetingToken' is not null
    order by o.created_at desc limit 1) as meeting_token,
  b.outcome,
  b.declined_at,
  case
    when b.declined_at is not null then 'declined'
    when b.cancelled_at is not null then 'cancelled'
    when b.outcome is not null then b.outcome
    when b.kind = 'custom' then 'requested'
    else 'booked'
  end as status,
  b.ends_at,
  b.overlap_to_settle,
  (b.advisor_id is not null and b.kind = 'slot' and b.cancelled_at is null and exists (
    select 1 from advisor_absences x
     where x.advisor_id = b.advisor_id and b.slot_date between x.from_date and x.till_date)) as advisor_absent
from bookings b
left join advisors a on a.id = b.advisor_id
join agencies g on g.id = b.agency_id
join regions r on r.id = g.region_id;
