-- The branch's back office (issue 34): staff accounts, their sign-in links and their sessions.
--
-- staff is the allow-list: only an address in it is sent a sign-in link. role decides the scope: an advisor sees the
-- consultations of advisor_id, a branch lead those of agency_id, the back office all. A member's e-mail is unique
-- whatever its case.
create table staff (
  id text primary key,
  email text not null,
  name text not null,
  role text not null check (role in ('advisor', 'branch_lead', 'back_office')),
  agency_id text references agencies (id),
  advisor_id text references advisors (id),
  culture text not null check (culture in ('de-CH', 'fr-CH')),
  created_at timestamptz not null,
  constraint staff_scope check (
    (role = 'advisor' and advisor_id is not null and agency_id is not null)
    or (role = 'branch_lead' and agency_id is not null and advisor_id is null)
    or (role = 'back_office' and agency_id is null and advisor_id is null)
  )
);
create unique index staff_email_key on staff (lower(email));

-- A sign-in link: single use, 10 minutes. token_hash is the SHA-256 (hex) of the link's token, which is derived
-- from the row's id under a key of the staff links' keyring (key_id) and stored nowhere, not in the outbox either:
-- the e-mail worker derives it again when it writes the message.
create table staff_sign_in_links (
  id text primary key,
  staff_id text not null references staff (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  key_id text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_sign_in_links_staff_idx on staff_sign_in_links (staff_id, created_at);

-- A session of the __Host-staff cookie: id_hash is the SHA-256 (hex) of the cookie's random value. It ends after
-- its idle time (expires_at moves on with use), at its absolute end, or when signed out (ended_at).
create table staff_sessions (
  id_hash text primary key check (id_hash ~ '^[0-9a-f]{64}$'),
  staff_id text not null references staff (id) on delete cascade,
  method text not null check (method in ('link', 'passkey', 'oidc')),
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  ends_at timestamptz not null,
  ended_at timestamptz
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);

-- The outbox also sends the staff's sign-in links: a message about no booking.
alter table outbox alter column booking_id drop not null;
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in (
    'confirmation', 'request_received', 'branch_notice', 'video_invitation', 'reminder',
    'moved', 'cancelled', 'request_withdrawn', 'branch_moved', 'branch_cancelled', 'staff_sign_in'
  )
);
alter table outbox add constraint outbox_booking_check check (booking_id is not null or kind = 'staff_sign_in');
