-- After the booking (issue 20): a reference a traveller can read out on the phone, a private manage link, and
-- changes (cancel, move) that keep every row.
--
-- reference: 8 characters of an alphabet without 0/O and 1/I/L (shown as XXXX-XXXX), unique, found by the
-- branch. manage_token_hash: the SHA-256 (hex) of the manage link's token; the token itself is never stored, so a
-- copy of the database opens no booking. cancelled_at: a cancelled booking keeps its row (nothing is lost) and no
-- longer holds its advisor's hour. sequence: the .ics SEQUENCE, raised by every change (same UID throughout).
alter table bookings
  add column reference text,
  add column manage_token_hash text,
  add column cancelled_at timestamptz,
  add column sequence integer not null default 0,
  add column changed_at timestamptz;

create unique index bookings_reference_key on bookings (reference);
create unique index bookings_manage_token_key on bookings (manage_token_hash);

-- Bookings made before this migration get a reference derived from their id (a new salt on the rare collision).
do $$
declare
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  booking record;
  candidate text;
  salt integer;
begin
  for booking in select id from bookings where reference is null loop
    salt := 0;
    loop
      select string_agg(substr(alphabet, get_byte(decode(md5(booking.id || ':' || salt), 'hex'), i) % 31 + 1, 1), ''
                        order by i)
        into candidate
        from generate_series(0, 7) as i;
      exit when not exists (select 1 from bookings where reference = candidate);
      salt := salt + 1;
    end loop;
    update bookings set reference = candidate where id = booking.id;
  end loop;
end $$;

alter table bookings alter column reference set not null;

-- The double-booking guard, now over live bookings only: a cancelled booking frees its hour at once; a move
-- changes the row's hour in place, so the guard decides it like a new booking.
alter table bookings drop constraint bookings_advisor_slot_key;
create unique index bookings_advisor_slot_key on bookings (advisor_id, slot_date, slot_time) where cancelled_at is null;

-- The outbox holds a booking's later messages too (one row per change: its id names the sequence), and a
-- message a change made pointless (a reminder or invitation for the old time) is withdrawn, never sent.
alter table outbox drop constraint outbox_booking_kind_key;
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in (
    'confirmation', 'request_received', 'branch_notice', 'video_invitation', 'reminder',
    'moved', 'cancelled', 'request_withdrawn', 'branch_moved', 'branch_cancelled'
  )
);
alter table outbox add column withdrawn_at timestamptz;
drop index outbox_due_idx;
create index outbox_due_idx on outbox (due_at) where sent_at is null and failed_at is null and withdrawn_at is null;
create index outbox_booking_idx on outbox (booking_id);

-- Idempotent moves: the answer of a move stored under its Idempotency-Key.
create table manage_idempotency_keys (
  key text primary key,
  booking_id text not null references bookings (id),
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null
);
