-- The back office's view of the consultations (issue 34): a consultation's outcome, a declined request, the
-- branch as a column every booking has, the status in the one booking read, the audit trail of the staff's changes
-- and the indexes of the list.
--
-- outcome: completed or no_show, set by the branch after the start. declined_at: a custom-date request the branch
-- said no to (it is cancelled too: cancelled_at, so it frees and plans nothing). agency_id: the booking's branch,
-- which the reservation always wrote (the advisor's branch for a slot booking, the chosen one for a request); rows
-- that lack it get their advisor's, and from now on every row has one.
alter table bookings
  add column outcome text check (outcome in ('completed', 'no_show')),
  add column outcome_at timestamptz,
  add column declined_at timestamptz;

update bookings b set agency_id = a.agency_id from advisors a where b.agency_id is null and a.id = b.advisor_id;
-- A writer that names no branch (an older one) gets the advisor's, as the reservation would have written.
create function bookings_agency_of_advisor() returns trigger language plpgsql as $$
begin
  if new.agency_id is null then
    new.agency_id := (select a.agency_id from advisors a where a.id = new.advisor_id);
  end if;
  return new;
end $$;
create trigger bookings_agency_default before insert on bookings
  for each row execute function bookings_agency_of_advisor();
alter table bookings alter column agency_id set not null;

-- booking_view with the consultation's status (and what it is made of) at its end; its branch is the booking's.
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
  end as status
from bookings b
left join advisors a on a.id = b.advisor_id
join agencies g on g.id = b.agency_id
join regions r on r.id = g.region_id;

-- The list pages by (starts_at, id), which orders as (date, time, id): a branch's week, an advisor's, everyone's.
create index bookings_agency_list_idx on bookings (agency_id, starts_at, id);
create index bookings_advisor_list_idx on bookings (advisor_id, starts_at, id);
create index bookings_list_idx on bookings (starts_at, id);

-- The audit trail (issue 34): one row per staff change, who, what, before, after, when; appended, never changed.
create table staff_audit (
  id text primary key,
  -- The order the entries were written in (entries of one instant included).
  seq bigint generated always as identity unique,
  at timestamptz not null,
  staff_id text not null references staff (id),
  staff_name text not null,
  action text not null,
  booking_id text references bookings (id),
  agency_id text references agencies (id),
  advisor_id text references advisors (id),
  before jsonb,
  after jsonb
);
create index staff_audit_at_idx on staff_audit (at desc, seq desc);
create index staff_audit_booking_idx on staff_audit (booking_id, seq);
create index staff_audit_agency_idx on staff_audit (agency_id, at desc, seq desc);

-- Append-only: no row of the audit trail is changed or removed, whoever asks.
create function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit is append-only';
end $$;
create trigger staff_audit_no_change before update or delete on staff_audit
  for each row execute function staff_audit_append_only();
create trigger staff_audit_no_truncate before truncate on staff_audit
  for each statement execute function staff_audit_append_only();

-- The staff's changes under their Idempotency-Key: the same key and body answer the first outcome.
create table staff_idempotency_keys (
  staff_id text not null references staff (id) on delete cascade,
  key text not null,
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null,
  primary key (staff_id, key)
);
