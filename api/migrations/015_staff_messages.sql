-- What the branch's changes tell the traveller (issue 34): a consultation given to another advisor (with the updated
-- calendar entry) and a custom-date request declined. A cancel by the branch and an accepted request send the kinds
-- that exist (cancelled, confirmation).
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in (
    'confirmation', 'request_received', 'branch_notice', 'video_invitation', 'reminder',
    'moved', 'cancelled', 'request_withdrawn', 'branch_moved', 'branch_cancelled', 'staff_sign_in',
    'reassigned', 'request_declined'
  )
);
