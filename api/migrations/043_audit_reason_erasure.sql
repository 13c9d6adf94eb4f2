-- The audit trail keeps facts, not a traveller's words (decision 0058). A branch's reason for cancelling or declining
-- is free text about a traveller's appointment: it stays in the audit entry only as long as the booking keeps its
-- personal data. Anonymising the booking (an erasure, or the retention job) sets each entry's `reason` to null;
-- the trail stays append-only for everything else: the trigger lets through an update that does exactly that.

-- The state with its free-text reason taken out (null where there was one; the rest as it was).
create function staff_audit_without_reason(state jsonb) returns jsonb language sql immutable as $$
  select case
    when state is not null and jsonb_typeof(state) = 'object' and state ? 'reason'
      then jsonb_set(state, '{reason}', 'null'::jsonb)
    else state
  end
$$;

create or replace function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and new.id = old.id and new.seq = old.seq and new.at = old.at
     and new.staff_id = old.staff_id and new.staff_name = old.staff_name and new.action = old.action
     and new.booking_id is not distinct from old.booking_id
     and new.agency_id is not distinct from old.agency_id
     and new.advisor_id is not distinct from old.advisor_id
     and new.before is not distinct from staff_audit_without_reason(old.before)
     and new.after is not distinct from staff_audit_without_reason(old.after)
  then
    return new;
  end if;
  raise exception 'staff_audit is append-only';
end $$;
