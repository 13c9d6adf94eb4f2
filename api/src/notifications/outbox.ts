// The transactional outbox: the reservation's transaction writes the messages of a booking (enqueue): what each
// booking sends, to whom and when. The statements (and the worker's claim, lease and marks) are the outbox
// repository's (repositories/outbox-repository.ts).
import { LEGACY_KEY_ID } from '../keyring';
import { randomBytes } from 'node:crypto';
import { advisorName } from '../domain/catalogue';
import type { Queryable } from '../db/database';
import { advisorMailbox } from '../repositories/advisor-mailbox-repository';
import { findBookingView } from '../repositories/booking-view';
import { insertOutboxMessage, withdrawPendingMessages } from '../repositories/outbox-repository';
import type { BookingChange, BookingFacts, MessageKind, StaffSignInFacts } from './booking-facts';
import { VIDEO_INVITATION_LEAD_MINUTES } from '../domain/rules';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { currentTraceparent } from '../observability/tracing';
import type { Culture } from '@checkout/shared/contract';

/** How the API plans a booking's later messages. */
export interface MessagePlanOptions {
  /** The reminder goes out this many hours before the appointment; none for a booking made later than that. */
  reminderHours: number;
}

/** A booking's facts from its view (repositories/booking-view), as its messages will say them. */
const readFacts = async (
  tx: Queryable,
  bookingId: string,
  now: Date,
  note?: string,
): Promise<BookingFacts> => {
  const booking = await findBookingView(tx, bookingId);
  if (!booking) throw new Error(`booking ${bookingId} not found for its messages`);
  const { payload: body, agency, date, time } = booking;
  return {
    bookingId: booking.id,
    reference: booking.reference,
    manageKeyId: booking.manageKeyId ?? LEGACY_KEY_ID,
    sequence: booking.sequence,
    cancelled: booking.cancelledAt !== null,
    bookedAt: now.toISOString(),
    culture: booking.culture,
    kind: booking.kind,
    adviceMode: booking.adviceMode,
    startsAt: zurichWallTimeToDate(date, time).toISOString(),
    date,
    time,
    // The range it occupies (issue 46); a request's is its wished hour.
    durationMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    advisor: booking.advisor ? { id: booking.advisor.id, name: advisorName(booking.advisor) } : null,
    agency,
    // The traveller's name and contact from the booking's columns; the rest from the body, which a booking not made
    // by the checkout (the demo's, issue 34: changed by the branch) may lack.
    visitor: {
      firstname: booking.traveller.firstname.trim(),
      lastname: booking.traveller.lastname.trim(),
      email: booking.traveller.email.trim(),
      phone: booking.traveller.phone.trim(),
      address: (body.userAddress ?? '').trim(),
      zip: (body.userZip ?? '').trim(),
      city: (body.userCity ?? '').trim(),
    },
    travel: {
      message: booking.traveller.message.trim(),
      duration: body.userTravelDuration ?? '',
      months: body.userTravelMonths ?? [],
      destinations: booking.destinations,
      travelExperience: booking.travelExperience,
      responsibly: body.userTravelResponsibly ?? false,
      newsletter: body.userNewsletter ?? false,
    },
    // A new room for every version of the booking's messages.
    meetingToken:
      booking.kind === 'slot' && booking.adviceMode === 'video'
        ? randomBytes(18).toString('base64url')
        : null,
    ...(note ? { note } : {}),
  };
};

interface Planned {
  kind: MessageKind;
  recipient: string;
  dueAt: Date;
  /** Issue 47: the advisor's mail, written in their account's language. */
  reader?: Culture;
}

/** The reminder and, for video, the invitation of a slot booking at its (new) time; none already past. */
const beforeTheAppointment = (facts: BookingFacts, now: Date, options: MessagePlanOptions): Planned[] => {
  const starts = Date.parse(facts.startsAt);
  const planned: Planned[] = [];
  const reminderAt = new Date(starts - options.reminderHours * 3_600_000);
  // A booking made less than REMINDER_HOURS ahead gets none: its confirmation has just said it all.
  if (reminderAt > now) planned.push({ kind: 'reminder', recipient: facts.visitor.email, dueAt: reminderAt });
  if (facts.adviceMode === 'video') {
    const invitationAt = new Date(starts - VIDEO_INVITATION_LEAD_MINUTES * 60_000);
    planned.push({
      kind: 'video_invitation',
      recipient: facts.visitor.email,
      dueAt: invitationAt > now ? invitationAt : now,
    });
  }
  return planned;
};

/** Which messages a booking sends, to whom and when. */
export const planMessages = (facts: BookingFacts, now: Date, options: MessagePlanOptions): Planned[] => {
  const visitor = facts.visitor.email;
  if (facts.kind === 'custom') {
    // A request is not an appointment yet: no confirmation, no calendar entry, no invitation.
    return [
      { kind: 'request_received', recipient: visitor, dueAt: now },
      { kind: 'branch_notice', recipient: facts.agency.email, dueAt: now },
    ];
  }
  return [
    { kind: 'confirmation', recipient: visitor, dueAt: now },
    { kind: 'branch_notice', recipient: facts.agency.email, dueAt: now },
    ...beforeTheAppointment(facts, now, options),
  ];
};

/** What a change sends: to the traveller and the branch now, and for a move the new time's later messages. */
export const planChangeMessages = (
  facts: BookingFacts,
  change: BookingChange,
  now: Date,
  options: MessagePlanOptions,
): Planned[] => {
  const visitor = facts.visitor.email;
  const branch = facts.agency.email;
  switch (change) {
    case 'moved':
      return [
        { kind: 'moved', recipient: visitor, dueAt: now },
        { kind: 'branch_moved', recipient: branch, dueAt: now },
        ...beforeTheAppointment(facts, now, options),
      ];
    case 'cancelled':
      return [
        { kind: 'cancelled', recipient: visitor, dueAt: now },
        { kind: 'branch_cancelled', recipient: branch, dueAt: now },
      ];
    case 'withdrawn':
      return [
        { kind: 'request_withdrawn', recipient: visitor, dueAt: now },
        { kind: 'branch_cancelled', recipient: branch, dueAt: now },
      ];
    // Issue 34, the branch's changes: the same hour with another advisor (the branch's calendar entry moves too) ...
    case 'reassigned':
      return [
        { kind: 'reassigned', recipient: visitor, dueAt: now },
        { kind: 'branch_moved', recipient: branch, dueAt: now },
        ...beforeTheAppointment(facts, now, options),
      ];
    // ... a request that became an appointment: what a new booking sends ...
    case 'accepted':
      return planMessages(facts, now, options);
    // ... and a request declined, told to the traveller (the branch declined it itself).
    case 'declined':
      return [{ kind: 'request_declined', recipient: visitor, dueAt: now }];
  }
};

/**
 * The row id, also the local part of the Message-ID: one per booking, kind and version of the booking (its
 * sequence; the booking's own messages have none), stable across retries.
 */
export const outboxId = (kind: MessageKind, bookingId: string, sequence = 0): string =>
  sequence === 0 ? `${kind}.${bookingId}` : `${kind}.${bookingId}.${sequence}`;

const insertPlanned = async (
  tx: Queryable,
  facts: BookingFacts,
  planned: Planned[],
  now: Date,
): Promise<void> => {
  for (const message of planned) {
    await insertOutboxMessage(tx, {
      id: outboxId(message.kind, facts.bookingId, facts.sequence),
      bookingId: facts.bookingId,
      kind: message.kind,
      recipient: message.recipient,
      payload: message.reader ? { ...facts, reader: { culture: message.reader } } : facts,
      dueAt: message.dueAt,
      createdAt: now,
      traceparent: currentTraceparent(),
    });
  }
};

/**
 * Writes a booking's messages into the outbox. Call it inside the reservation's transaction, after the
 * booking row: the messages then exist if and only if the booking does.
 */
export const enqueueBookingMessages = async (
  tx: Queryable,
  bookingId: string,
  now: Date,
  options: MessagePlanOptions,
): Promise<void> => {
  const facts = await readFacts(tx, bookingId, now);
  await insertPlanned(
    tx,
    facts,
    [...planMessages(facts, now, options), ...(await advisorMessages(tx, facts, 'new', now))],
    now,
  );
};

/** What the advisors are told of a booking or its change (issue 47), besides the traveller and the branch. */
type AdvisorNews = 'new' | BookingChange;

/**
 * The advisor's own mails (issue 47), to their active account in its language: a consultation new for them (booked,
 * accepted, given to them, or moved to them from a colleague), moved, or cancelled; the colleague who had it before
 * a reassignment or a move to another advisor is told it is no longer theirs. A request (no advisor yet) and a
 * decline tell no advisor; an advisor without an account gets nothing (the branch's mailbox is told anyway).
 */
const advisorMessages = async (
  tx: Queryable,
  facts: BookingFacts,
  news: AdvisorNews,
  now: Date,
  previousAdvisorId?: string,
): Promise<Planned[]> => {
  if (facts.kind !== 'slot') return [];
  const current = facts.advisor?.id;
  const handedOver = previousAdvisorId !== undefined && previousAdvisorId !== current;
  const wanted: { advisorId: string; kind: MessageKind }[] = [];
  if (current) {
    if (news === 'new' || news === 'accepted' || handedOver) {
      wanted.push({ advisorId: current, kind: 'advisor_notice' });
    } else if (news === 'moved') {
      wanted.push({ advisorId: current, kind: 'advisor_moved' });
    } else if (news === 'cancelled' || news === 'withdrawn') {
      wanted.push({ advisorId: current, kind: 'advisor_cancelled' });
    }
  }
  if (handedOver) wanted.push({ advisorId: previousAdvisorId, kind: 'advisor_released' });
  const planned: Planned[] = [];
  for (const { advisorId, kind } of wanted) {
    const mailbox = await advisorMailbox(tx, advisorId);
    if (mailbox) planned.push({ kind, recipient: mailbox.email, dueAt: now, reader: mailbox.culture });
  }
  return planned;
};

/**
 * Writes what a change of a booking sends, in the change's transaction after the booking row changed: the
 * messages still waiting for the earlier time (reminder, video invitation) are withdrawn and never sent; the
 * traveller gets the updated (or cancelled) calendar entry, the branch a notice, a moved booking its later
 * messages at the new time.
 */
export const enqueueChangeMessages = async (
  tx: Queryable,
  bookingId: string,
  change: BookingChange,
  now: Date,
  options: MessagePlanOptions,
  /** Issue 34: the branch's words to the traveller (a cancel's or a decline's reason). */
  note?: string,
  /** Issue 47: the advisor it had before a reassignment or a staff move (told it is no longer theirs). */
  previousAdvisorId?: string,
): Promise<void> => {
  await withdrawPendingMessages(tx, bookingId, ['reminder', 'video_invitation'], now);
  const facts = await readFacts(tx, bookingId, now, note);
  const advisors = await advisorMessages(tx, facts, change, now, previousAdvisorId);
  await insertPlanned(tx, facts, [...planChangeMessages(facts, change, now, options), ...advisors], now);
};

/**
 * Writes a staff member's sign-in link (issue 34) into the outbox, in the transaction that made the link: sent at
 * once, like a booking's messages, by the same worker. The row holds the link's id, never its token.
 */
export const enqueueStaffSignIn = async (
  tx: Queryable,
  recipient: string,
  facts: StaffSignInFacts,
  now: Date,
): Promise<void> => {
  await insertOutboxMessage(tx, {
    id: `staff_sign_in.${facts.linkId}`,
    kind: 'staff_sign_in',
    bookingId: null,
    recipient,
    payload: facts,
    dueAt: now,
    createdAt: now,
  });
};
