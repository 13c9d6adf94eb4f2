-- The advisor's own mails (issue 47): a consultation new for them, moved, cancelled, or given to a colleague. The
-- branch's mailbox keeps its notices; the advisor is told too, in their account's language.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in (
    'confirmation', 'request_received', 'branch_notice', 'video_invitation', 'reminder',
    'moved', 'cancelled', 'request_withdrawn', 'branch_moved', 'branch_cancelled', 'staff_sign_in',
    'reassigned', 'request_declined',
    'advisor_notice', 'advisor_moved', 'advisor_cancelled', 'advisor_released'
  )
);
