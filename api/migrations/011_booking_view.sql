-- One read of a booking with its advisor, branch office and region, its travel wishes' names and its video room:
-- what the booking's messages, the manage page and the calendar feeds say about it (repositories/booking-view.ts
-- maps it once). date and time are the appointment's Zurich wall-clock day and hour, a slot's or a custom-date
-- request's. A later migration that changes a column named here drops and makes this view again.
create view booking_view as
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
  -- The travel wishes' destinations (chosen and other ones), in the catalogue's order; a list field the body
  -- lacks (the demo's bookings) counts as empty.
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
  -- The video room's token the booking's latest messages carry (video appointments); null when none.
  (select o.payload ->> 'meetingToken' from outbox o
    where o.booking_id = b.id and o.payload ->> 'meetingToken' is not null
    order by o.created_at desc limit 1) as meeting_token
from bookings b
left join advisors a on a.id = b.advisor_id
join agencies g on g.id = coalesce(b.agency_id, a.agency_id)
join regions r on r.id = g.region_id;
