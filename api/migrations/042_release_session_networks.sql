-- Canary releases (issue 36, decision 0054): a beacon is anyone's to send, so the automatic rollback counts at most
-- `rollback_sessions_per_network` sessions per side of a release from one client network (an IPv4 address, an IPv6 /64):
-- one client inventing session ids can neither withdraw a healthy candidate nor hide a failing one.
-- `client_key` is the keyed hash of that network the limits use (pseudonymous, docs/personal-data.md); deleted
-- with the release's sessions 30 days after it ended.
alter table remote_releases add column rollback_sessions_per_network integer;
alter table release_sessions add column client_key text;
create index release_sessions_client on release_sessions (release_id, side, client_key);
