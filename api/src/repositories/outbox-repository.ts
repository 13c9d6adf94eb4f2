// The outbox's statements: the insert in the reservation's transaction, the withdrawal of messages a change made
// pointless, and the worker's claim, lease and marks. The booking a message is about is its view
// (repositories/booking-view).
import { countSince, type CountSince } from '../db/rows';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/rows';
import type {
  BookingFacts,
  MessageKind,
  StaffMessageKind,
  StaffSignInFacts,
} from '../notifications/booking-facts';

/** What an outbox row is about: a booking's message with its facts, or a staff member's sign-in link. */
export type OutboxSubject =
  | { kind: MessageKind; bookingId: string; payload: BookingFacts }
  | { kind: StaffMessageKind; bookingId: null; payload: StaffSignInFacts };

/** One message, due at `dueAt`, its facts frozen in the row. */
export const insertOutboxMessage = async (
  tx: Queryable,
  message: OutboxSubject & {
    id: string;
    recipient: string;
    dueAt: Date;
    createdAt: Date;
    /** Issue 36: the W3C traceparent of the request that wrote it; the worker's send continues that trace. */
    traceparent?: string;
  },
): Promise<void> => {
  const { id, bookingId, kind, recipient, payload, dueAt, createdAt, traceparent } = message;
  const row = [
    id,
    bookingId,
    kind,
    recipient,
    JSON.stringify(payload),
    dueAt.toISOString(),
    createdAt.toISOString(),
    traceparent ?? null,
  ];
  await insertRows(
    tx,
    'outbox',
    ['id', 'booking_id', 'kind', 'recipient', 'payload', 'due_at', 'created_at', 'traceparent'],
    [row],
    '',
  );
};

/**
 * Withdraws a booking's messages of these kinds that are not sent yet (a change made them pointless): the worker
 * never claims them, and one that claimed such a message before finds its fence gone (renewLease) and does not send.
 */
export const withdrawPendingMessages = async (
  tx: Queryable,
  bookingId: string,
  kinds: MessageKind[],
  now: Date,
): Promise<void> => {
  await tx.query(
    `update outbox set withdrawn_at = $3
     where booking_id = $1 and kind = any($2::text[]) and sent_at is null and withdrawn_at is null`,
    [bookingId, kinds, now.toISOString()],
  );
};

/** One outbox row as the worker claims it: a booking's message, or a staff member's sign-in link. */
export type OutboxRow = OutboxRowState &
  (
    | { kind: MessageKind; booking_id: string; payload: BookingFacts }
    | { kind: StaffMessageKind; booking_id: null; payload: StaffSignInFacts }
  );

interface OutboxRowState {
  id: string;
  recipient: string;
  due_at: Date | string;
  attempts: number;
  claim_token: string | null;
  lease_until: Date | string | null;
  created_at: Date | string;
  /** The traceparent of the request that wrote the message (null: tracing was off). */
  traceparent: string | null;
}

/**
 * Claims up to `limit` due rows for one worker: rows not sent, not given up, due, and not under another
 * worker's live lease. FOR UPDATE SKIP LOCKED makes concurrent claims take disjoint rows; a row another
 * claim updated meanwhile is re-checked against its new version (lease now live), so it is skipped too.
 * The claim counts as an attempt, so a message that kills its worker cannot loop for ever.
 */
export const claimDue = async (
  tx: Queryable,
  args: { now: Date; limit: number; claimToken: string; leaseUntil: Date },
): Promise<OutboxRow[]> =>
  tx.query<OutboxRow>(
    `with due as (
       select id from outbox
       where sent_at is null and failed_at is null and withdrawn_at is null and due_at <= $1
         and (lease_until is null or lease_until <= $1)
       order by due_at, id
       limit $2
       for update skip locked
     )
     update outbox o set claim_token = $3, lease_until = $4, attempts = o.attempts + 1
     from due where o.id = due.id
     returning o.id, o.booking_id, o.kind, o.recipient, o.payload, o.due_at, o.attempts, o.claim_token,
               o.lease_until, o.created_at, o.traceparent`,
    [args.now.toISOString(), args.limit, args.claimToken, args.leaseUntil.toISOString()],
  );

/**
 * Right before sending: renews this row's lease and confirms the claim is still ours (the fence). No row
 * back means the lease lapsed and another worker may own the message: do not send.
 */
export const renewLease = async (
  db: Queryable,
  id: string,
  claimToken: string,
  leaseUntil: Date,
): Promise<boolean> =>
  (
    await db.query<{ id: string }>(
      `update outbox set lease_until = $3
       where id = $1 and claim_token = $2 and sent_at is null and failed_at is null and withdrawn_at is null
       returning id`,
      [id, claimToken, leaseUntil.toISOString()],
    )
  ).length === 1;

/**
 * Marks a message sent; false when the claim was no longer ours (reported, the message went out). A message of a
 * booking anonymised meanwhile (an erasure's cancellation, written before the booking's personal fields went) kept
 * its payload and address only until now: emptied in the same statement (issue 37).
 */
export const markSent = async (db: Queryable, id: string, claimToken: string, now: Date): Promise<boolean> =>
  (
    await db.query<{ id: string }>(
      `update outbox o set sent_at = $3, claim_token = null, lease_until = null, last_error = null,
         payload = case when b.anonymised_at is null then o.payload else '{}'::jsonb end,
         recipient = case when b.anonymised_at is null then o.recipient else '@' || split_part(o.recipient, '@', 2) end,
         payload_emptied_at = case when b.anonymised_at is null then null else $3::timestamptz end
       from outbox x left join bookings b on b.id = x.booking_id
       where x.id = o.id and o.id = $1 and o.claim_token = $2 and o.sent_at is null
       returning o.id`,
      [id, claimToken, now.toISOString()],
    )
  ).length === 1;

/** A failed attempt: due again at `retryAt`, or given up (`failed_at`) when `giveUp`. */
export const markFailed = async (
  db: Queryable,
  args: { id: string; claimToken: string; now: Date; retryAt: Date; giveUp: boolean; error: string },
): Promise<void> => {
  await db.query(
    `update outbox o set claim_token = null, lease_until = null, last_error = $3, due_at = $4,
       failed_at = case when $5::boolean then $6::timestamptz else null end,
       payload = case when $5::boolean and b.anonymised_at is not null then '{}'::jsonb else o.payload end,
       recipient = case when $5::boolean and b.anonymised_at is not null
                        then '@' || split_part(o.recipient, '@', 2) else o.recipient end,
       payload_emptied_at = case when $5::boolean and b.anonymised_at is not null then $6::timestamptz end
     from outbox x left join bookings b on b.id = x.booking_id
     where x.id = o.id and o.id = $1 and o.claim_token = $2 and o.sent_at is null`,
    [
      args.id,
      args.claimToken,
      args.error.slice(0, 2000),
      args.retryAt.toISOString(),
      args.giveUp,
      args.now.toISOString(),
    ],
  );
};

/** Gives claimed, unsent rows back at once (a clean stop), without counting the claim as an attempt. */
export const releaseClaims = async (db: Queryable, ids: string[], claimToken: string): Promise<void> => {
  if (ids.length === 0) return;
  await db.query(
    `update outbox set claim_token = null, lease_until = null, attempts = greatest(attempts - 1, 0)
     where id = any($1::text[]) and claim_token = $2 and sent_at is null`,
    [ids, claimToken],
  );
};

/** The mails sent to one address (any case) since `since`, and the first of them (issue 32). */
export const sentToRecipientSince = (db: Queryable, recipient: string, since: Date): Promise<CountSince> =>
  countSince(
    db,
    `select count(*)::int as n, min(sent_at) as first from outbox
     where lower(recipient) = lower($1) and sent_at is not null and sent_at > $2`,
    [recipient, since.toISOString()],
  );

/** The mails sent to one domain since `since`, and the first of them. */
export const sentToDomainSince = (db: Queryable, domain: string, since: Date): Promise<CountSince> =>
  countSince(
    db,
    `select count(*)::int as n, min(sent_at) as first from outbox
     where lower(split_part(recipient, '@', 2)) = lower($1) and sent_at is not null and sent_at > $2`,
    [domain, since.toISOString()],
  );

/** A claimed message that may not go yet (a recipient's limit): due again at `until`, not counted as an attempt. */
export const postponeClaimed = async (
  db: Queryable,
  id: string,
  claimToken: string,
  until: Date,
): Promise<void> => {
  await db.query(
    `update outbox set claim_token = null, lease_until = null, due_at = $3, attempts = greatest(attempts - 1, 0)
     where id = $1 and claim_token = $2 and sent_at is null`,
    [id, claimToken, until.toISOString()],
  );
};

/** The outbox's state for the metrics (issue 36): what waits, since when, what was given up. */
export interface OutboxStats {
  /** Messages due and not sent (the worker's queue). */
  due: number;
  /** Seconds the oldest due message has waited past its due time; 0 when none waits. */
  oldestDueAgeSeconds: number;
  /** Messages due later (video invitations, reminders). */
  scheduled: number;
  /** Messages the worker gave up on (failed_at). */
  failed: number;
}

/** Read at each scrape of /api/metrics. */
export const outboxStats = async (db: Queryable, now: Date): Promise<OutboxStats> => {
  const [row] = await db.query<{ due: number; scheduled: number; failed: number; oldest_age: number | null }>(
    `select count(*) filter (where failed_at is null and due_at <= $1)::int as due,
            count(*) filter (where failed_at is null and due_at > $1)::int as scheduled,
            count(*) filter (where failed_at is not null)::int as failed,
            extract(epoch from ($1::timestamptz - min(due_at) filter (where failed_at is null and due_at <= $1)))::float8
              as oldest_age
     from outbox
     where sent_at is null and withdrawn_at is null`,
    [now.toISOString()],
  );
  return {
    due: row?.due ?? 0,
    scheduled: row?.scheduled ?? 0,
    failed: row?.failed ?? 0,
    oldestDueAgeSeconds: Math.max(0, row?.oldest_age ?? 0),
  };
};

/** The messages of these bookings still to be sent (not sent, given up or withdrawn). */
export const pendingMessagesOf = async (db: Queryable, bookingIds: string[]): Promise<number> =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from outbox
       where booking_id = any($1::text[]) and sent_at is null and failed_at is null and withdrawn_at is null`,
      [bookingIds],
    )
  )[0]?.n ?? 0;
