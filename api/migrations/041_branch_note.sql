-- The branch's words to the traveller (issue 34): the reason written when the branch cancelled a consultation or
-- declined a custom-date request, kept with the booking so the manage page says it too (the e-mail already did).
-- Personal (free text about the traveller's appointment): emptied when the booking is anonymised (docs/personal-data.md).
alter table bookings add column branch_note text;
