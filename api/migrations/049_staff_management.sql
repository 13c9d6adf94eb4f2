-- Staff management in the back office (issue 47, item 4): when a member last signed in (the list of members shows
-- it; sessions themselves are forgotten a day after they end) and a name for each passkey, which its member gives
-- it (null: never named; the page names it by the day it was added).
alter table staff add column last_sign_in_at timestamptz;
alter table staff_passkeys add column name text;
