// The transactional outbox: the reservation's transaction writes the messages of a booking (enqueue); the
// worker claims due rows, sends them and marks them sent (claim, markSent, markFailed, release).
import { randomBytes } from 'node:crypto';
import type { Culture, ReserveRequest, WireAdviceMode } from '@checkout/shared/contract';
import { advisorName } from '../http/views';
import type { Queryable } from '../db/database';
import { SLOT_MINUTES } from '../domain/rules';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';

export type MessageKind = 'confirmation' | 'request_received' | 'branch_notice' | 'video_invitation';

export interface Localized {
  de: string;
  fr: string;
}

/** Everything a booking's messages say, read in the reservation's transaction and frozen into each row. */
export interface BookingFacts {
  bookingId: string;
  /** When the booking was made (ISO): the .ics DTSTAMP. */
  bookedAt: string;
  /** The visitor's culture: their messages are written in its language. */
  culture: Culture;
  /** 'slot': a booked advisor hour; 'custom': a request for a time outside opening hours. */
  kind: 'slot' | 'custom';
  adviceMode: WireAdviceMode;
  /** Start instant (ISO), and the same in Zurich wall-clock time. */
  startsAt: string;
  date: string;
  time: string;
  durationMinutes: number;
  advisor: { id: string; name: string } | null;
  agency: {
    id: string;
    name: Localized;
    street: string;
    zip: string;
    city: Localized;
    phone: string;
    email: string;
    /** Language of the branch office's region: its notice is written in it. */
    language: 'de' | 'fr';
  };
  visitor: {
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    address: string;
    zip: string;
    city: string;
  };
  travel: {
    message: string;
    duration: string;
    months: string[];
    destinations: Localized[];
    travelExperience: Localized | null;
    responsibly: boolean;
    newsletter: boolean;
  };
  /** Secret path segment of the video room (online appointments only); the base URL is configuration. */
  meetingToken: string | null;
}

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

/** The video invitation goes out this long before the start (spec: "up to 30 minutes before"). */
export const VIDEO_INVITATION_LEAD_MINUTES = 30;

interface BookingRow {
  id: string;
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

const readFacts = async (tx: Queryable, bookingId: string, now: Date): Promise<BookingFacts> => {
  const row = (
    await tx.query<BookingRow>(
      `select b.id, b.kind, b.advisor_id, b.starts_at, b.slot_date, b.slot_time, b.custom_date, b.custom_time,
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
  if (!row) throw new Error(`booking ${bookingId} not found for its messages`);
  const body = row.payload;
  const [destinations, experience] = await Promise.all([
    tx.query<{ name_de: string; name_fr: string }>(
      'select name_de, name_fr from destinations where id = any($1::text[]) order by sort',
      [[...body.selectedDestinations, ...body.otherDestinations]],
    ),
    body.travelExperienceId
      ? tx.query<{ title_de: string; title_fr: string }>(
          'select title_de, title_fr from travel_experiences where id = $1',
          [body.travelExperienceId],
        )
      : Promise.resolve([]),
  ]);
  const date = row.kind === 'custom' ? (row.custom_date ?? '') : (row.slot_date ?? '');
  const time = row.kind === 'custom' ? (row.custom_time ?? '') : (row.slot_time ?? '');
  return {
    bookingId: row.id,
    bookedAt: now.toISOString(),
    culture: row.culture,
    kind: row.kind,
    adviceMode: row.advice_mode,
    startsAt: zurichWallTimeToDate(date, time).toISOString(),
    date,
    time,
    durationMinutes: SLOT_MINUTES,
    advisor:
      row.advisor_id && row.advisor_firstname !== null && row.advisor_lastname !== null
        ? {
            id: row.advisor_id,
            name: advisorName({ firstname: row.advisor_firstname, lastname: row.advisor_lastname }),
          }
        : null,
    agency: {
      id: row.agency_id,
      name: { de: row.agency_name_de, fr: row.agency_name_fr },
      street: row.street,
      zip: row.zip,
      city: { de: row.city_de, fr: row.city_fr },
      phone: row.agency_phone,
      email: row.agency_email,
      language: row.agency_language,
    },
    visitor: {
      firstname: body.userFirstname.trim(),
      lastname: body.userLastname.trim(),
      email: body.userEmail.trim(),
      phone: body.userPhone.trim(),
      address: body.userAddress.trim(),
      zip: body.userZip.trim(),
      city: body.userCity.trim(),
    },
    travel: {
      message: body.userMessage.trim(),
      duration: body.userTravelDuration,
      months: body.userTravelMonths,
      destinations: destinations.map((d) => ({ de: d.name_de, fr: d.name_fr })),
      travelExperience: experience[0] ? { de: experience[0].title_de, fr: experience[0].title_fr } : null,
      responsibly: body.userTravelResponsibly,
      newsletter: body.userNewsletter,
    },
    meetingToken:
      row.kind === 'slot' && row.advice_mode === 'video' ? randomBytes(18).toString('base64url') : null,
  };
};

interface Planned {
  kind: MessageKind;
  recipient: string;
  dueAt: Date;
}

/** Which messages a booking sends, to whom and when. */
export const planMessages = (facts: BookingFacts, now: Date): Planned[] => {
  const visitor = facts.visitor.email;
  if (facts.kind === 'custom') {
    // A request is not an appointment yet: no confirmation, no calendar entry, no invitation.
    return [
      { kind: 'request_received', recipient: visitor, dueAt: now },
      { kind: 'branch_notice', recipient: facts.agency.email, dueAt: now },
    ];
  }
  const planned: Planned[] = [
    { kind: 'confirmation', recipient: visitor, dueAt: now },
    { kind: 'branch_notice', recipient: facts.agency.email, dueAt: now },
  ];
  if (facts.adviceMode === 'video') {
    const invitationAt = new Date(Date.parse(facts.startsAt) - VIDEO_INVITATION_LEAD_MINUTES * 60_000);
    planned.push({
      kind: 'video_invitation',
      recipient: visitor,
      dueAt: invitationAt > now ? invitationAt : now,
    });
  }
  return planned;
};

/** The row id, also the local part of the Message-ID: one per booking and kind, stable across retries. */
export const outboxId = (kind: MessageKind, bookingId: string): string => `${kind}.${bookingId}`;

/**
 * Writes a booking's messages into the outbox. Call it inside the reservation's transaction, after the
 * booking row: the messages then exist if and only if the booking does.
 */
export const enqueueBookingMessages = async (tx: Queryable, bookingId: string, now: Date): Promise<void> => {
  const facts = await readFacts(tx, bookingId, now);
  for (const message of planMessages(facts, now)) {
    await tx.query(
      `insert into outbox (id, booking_id, kind, recipient, payload, due_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        outboxId(message.kind, bookingId),
        bookingId,
        message.kind,
        message.recipient,
        JSON.stringify(facts),
        message.dueAt.toISOString(),
        now.toISOString(),
      ],
    );
  }
};

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
       where sent_at is null and failed_at is null and due_at <= $1
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
       where id = $1 and claim_token = $2 and sent_at is null and failed_at is null
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
