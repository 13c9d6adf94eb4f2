-- Time off (issue 34): an advisor's absence as a range of whole days (Zurich), both included, with its reason. No
-- hold or booking is taken on its days from the moment it is stored (availability, holds and reservations read it);
-- consultations booked before stay, and the back office lists them to reassign or cancel.
create table advisor_absences (
  id text primary key,
  advisor_id text not null references advisors (id) on delete cascade,
  from_date date not null,
  till_date date not null,
  reason text not null,
  created_by text references staff (id) on delete set null,
  created_at timestamptz not null,
  check (till_date >= from_date)
);
create index advisor_absences_advisor_idx on advisor_absences (advisor_id, till_date, from_date);
create index advisor_absences_days_idx on advisor_absences (till_date, from_date);
