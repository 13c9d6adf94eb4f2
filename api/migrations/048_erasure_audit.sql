-- An erasure in the audit trail (issue 47): the erasure itself and each consultation it cancelled are entries like
-- a staff change's. The operator's erasure (`npm run privacy -w api`) is nobody of the staff table: its entries have
-- no staff id (staff_name '', the trail names the operator in the reader's language).
alter table staff_audit alter column staff_id drop not null;

-- The trail stays append-only; the one update it lets through (a reason taken out, decision 0058) now compares the
-- staff id as a value that may be null.
create or replace function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and new.id = old.id and new.seq = old.seq and new.at = old.at
     and new.staff_id is not distinct from old.staff_id and new.staff_name = old.staff_name
     and new.action = old.action
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
