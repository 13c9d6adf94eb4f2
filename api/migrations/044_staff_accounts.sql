-- A retailer's staff accounts come with its import file (the `staff` list, `npm run import -w api`): a member who
-- leaves is marked `"active": false` there, which sets `deactivated_at`. A deactivated member is off the allow-list:
-- no sign-in link, passkey or single sign-on opens a session, and the sessions they had end at once. The row stays
-- (the audit trail names it); `"active": true` again clears the mark.
alter table staff add column deactivated_at timestamptz;
