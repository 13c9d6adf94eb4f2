// The outbox's statements: the booking a message is about (with its advisor, branch office and region), the
// names its text needs, the insert in the reservation's transaction, and the worker's claim, lease and marks.
import { countSince, type CountSince } from '../db/rows';
import type { Culture, ReserveRequest, WireAdviceMode } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/rows';
import type { BookingFacts, MessageKind } from '../notifications/outbox';

export interface BookingRow {
  id: string;
  reference: string;
  /** The key the manage token was made with; null: the database's old key (secrets.ts LEGACY_KEY_ID). */
  manage_key_id: string | null;
  sequence: number;
  cancelled_at: Date | string | null;
  kind: 'slot' | 'custom';
  advisor_id: string | null;
  starts_at: Date | string;
  slot_date: string | null;
  slot_time: string | null;
  custom_date: string | null;
  custom_time: string | null;
  culture: Culture;
  advice_mode: WireAdviceMode;
  payload: ReserveRequest;
  advisor_firstname: string | null;
  advisor_lastname: string | null;
  agency_id: string;
  agency_name_de: string;
  agency_name_fr: string;
  street: string;
  zip: string;
  city_de: string;
  city_fr: string;
  agency_phone: string;
  agency_email: string;
  agency_language: 'de' | 'fr';
}

/** A booking with what its messages say about its advisor and branch office; undefined when there is none. */
export const findBookingForMessages = async (
  tx: Queryable,
  bookingId: string,
): Promise<BookingRow | undefined> =>
  (
    await tx.query<BookingRow>(
      `select b.id, b.reference, b.manage_key_id, b.sequence, b.cancelled_at, b.kind, b.advisor_id, b.starts_at, b.slot_date, b.slot_time, b.custom_date, b.custom_time,
              b.culture, b.advice_mode, b.payload, a.firstname as advisor_firstname, a.lastname as advisor_lastname,
              g.id as agency_id, g.name_de as agency_name_de, g.name_fr as agency_name_fr, g.street, g.zip,
              g.city_de, g.city_fr, g.phone as agency_phone, g.email as agency_email, r.language as agency_language
       from bookings b
       left join advisors a on a.id = b.advisor_id
       join agencies g on g.id = coalesce(b.agency_id, a.agency_id)
       join regions r on r.id = g.region_id
       where b.id = $1`,
      [bookingId],
    )
  )[0];

/** The names of destinations in both languages, in the catalogue's order. */
export const destinationNames = (tx: Queryable, ids: string[]) =>
  tx.query<{ name_de: string; name_fr: string }>(
    'select name_de, name_fr from destinations where id = any($1::text[]) order by sort',
    [ids],
  );

/** A travel experience's title in both languages. */
export const travelExperienceTitle = async (tx: Queryable, id: string) =>
  (
    await tx.query<{ title_de: string; title_fr: string }>(
      'select title_de, title_fr from travel_experiences where id = $1',
      [id],
    )
  )[0];

/** One message of a booking, due at `dueAt`, its facts frozen in the row. */
export const insertOutboxMessage = async (
  tx: Queryable,
  message: {
    id: string;
    bookingId: string;
    kind: MessageKind;
    recipient: string;
    payload: BookingFacts;
    dueAt: Date;
    createdAt: Date;
  },
): Promise<void> => {
  const { id, bookingId, kind, recipient, payload, dueAt, createdAt } = message;
  const row = [
    id,
    bookingId,
    kind,
    recipient,
    JSON.stringify(payload),
    dueAt.toISOString(),
    createdAt.toISOString(),
  ];
  await insertRows(
    tx,
    'outbox',
    ['id', 'booking_id', 'kind', 'recipient', 'payload', 'due_at', 'created_at'],
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

/** One outbox row as the worker claims it. */
export interface OutboxRow {
  id: string;
  booking_id: string;
  kind: MessageKind;
  recipient: string;
  payload: BookingFacts;
  due_at: Date | string;
  attempts: number;
  claim_token: string | null;
  lease_until: Date | string | null;
  created_at: Date | string;
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
               o.lease_until, o.created_at`,
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

/** Marks a message sent; false when the claim was no longer ours (reported, the message went out). */
export const markSent = async (db: Queryable, id: string, claimToken: string, now: Date): Promise<boolean> =>
  (
    await db.query<{ id: string }>(
      `update outbox set sent_at = $3, claim_token = null, lease_until = null, last_error = null
       where id = $1 and claim_token = $2 and sent_at is null
       returning id`,
      [id, claimToken, now.toISOString()],
    )
  ).length === 1;

/** A failed attempt: due again at `retryAt`, or given up (`failed_at`) when `giveUp`. */
export const markFailed = async (
  db: Queryable,
  args: { id: string; claimToken: string; now: Date; retryAt: Date; giveUp: boolean; error: string },
): Promise<void> => {
  await db.query(
    `update outbox set claim_token = null, lease_until = null, last_error = $3, due_at = $4,
       failed_at = case when $5::boolean then $6::timestamptz else null end
     where id = $1 and claim_token = $2 and sent_at is null`,
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
