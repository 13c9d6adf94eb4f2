-- What still needs the branch (issue 46): a to-do that outlives the screen that showed it.
--
-- outside_hours: a live consultation that a change of its advisor's working hours (a new week, a one-off exception)
-- left outside them. Set and cleared by every such change (domain/working-hours.ts decides whether a consultation
-- fits, the one home of that rule), cleared when the consultation is moved or reassigned (it then fits by
-- construction). A consultation booked outside opening hours on purpose (an accepted custom-date request) is never
-- marked. Time off needs no mark: whether the advisor is absent on the day is read from advisor_absences.
alter table bookings add column outside_hours boolean not null default false;

-- The to-do's consultations: live, upcoming and marked (the rest of the to-do reads absences and open requests).
create index bookings_attention_idx on bookings (starts_at)
  where cancelled_at is null and kind = 'slot' and (outside_hours or overlap_to_settle);
-- Open custom-date requests, soonest first.
create index bookings_open_requests_idx on bookings (starts_at)
  where kind = 'custom' and cancelled_at is null;
