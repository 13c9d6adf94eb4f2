-- Passkeys of the staff (issue 34): after a first sign-in by link, a member registers a passkey and signs in with it.
--
-- id is the credential's id (base64url), public_key its COSE public key (base64url), counter the authenticator's
-- signature counter (a clone shows as a counter that does not grow). A challenge is kept until it is answered, once
-- (deleted by the answer), or until it expires: registration challenges belong to the signed-in member, sign-in
-- challenges to nobody yet (the passkey is discoverable: it names its member).
create table staff_passkeys (
  id text primary key,
  staff_id text not null references staff (id) on delete cascade,
  public_key text not null,
  counter bigint not null,
  transports text[] not null,
  device_type text not null,
  backed_up boolean not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index staff_passkeys_staff_idx on staff_passkeys (staff_id);

create table staff_webauthn_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('registration', 'authentication')),
  staff_id text references staff (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check ((purpose = 'registration') = (staff_id is not null))
);
create index staff_webauthn_challenges_expires_idx on staff_webauthn_challenges (expires_at);
