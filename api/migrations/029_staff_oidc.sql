-- Single sign-on for the staff by OpenID Connect (issue 34), when OIDC_ISSUER is configured: a sign-in started by
-- the back office waits here for the provider's answer, for ten minutes at most, and is spent by that answer
-- (deleted). Only the state's SHA-256 is kept; the PKCE verifier and the nonce never leave the API.
create table staff_oidc_sign_ins (
  state_hash text primary key,
  code_verifier text not null,
  nonce text not null,
  culture text not null check (culture in ('de-CH', 'fr-CH')),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index staff_oidc_sign_ins_expires_idx on staff_oidc_sign_ins (expires_at);
