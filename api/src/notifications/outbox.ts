// The transactional outbox: the reservation's transaction writes the messages of a booking (enqueue): what each
// booking sends, to whom and when. The statements (and the worker's claim, lease and marks) are the outbox
// repository's (repositories/outbox-repository.ts).
import { LEGACY_KEY_ID } from '../keyring';
import { randomBytes } from 'node:crypto';
import type { Culture, WireAdviceMode } from '@checkout/shared/contract';
import { advisorName } from '../domain/catalogue';
import type { Queryable } from '../db/database';
import {
  destinationNames,
  findBookingForMessages,
  insertOutboxMessage,
  travelExperienceTitle,
  withdrawPendingMessages,
} from '../repositories/outbox-repository';
import { SLOT_MINUTES } from '../domain/rules';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';

export type MessageKind =
  | 'confirmation'
  | 'request_received'
  | 'branch_notice'
  | 'video_invitation'
  /** Issue 20: the day before (REMINDER_HOURS), to the traveller. */
  | 'reminder'
  /** Issue 20: the traveller's changes, to them (with the updated or cancelled calendar entry) and the branch. */
  | 'moved'
  | 'cancelled'
  | 'request_withdrawn'
  | 'branch_moved'
  | 'branch_cancelled';

/** A change the traveller made on the manage page. */
export type BookingChange = 'moved' | 'cancelled' | 'withdrawn';

/** How the API plans a booking's later messages. */
export interface MessagePlanOptions {
  /** The reminder goes out this many hours before the appointment; none for a booking made later than that. */
  reminderHours: number;
}

export interface Localized {
  de: string;
  fr: string;
}

/** Everything a booking's messages say, read in the reservation's transaction and frozen into each row. */
export interface BookingFacts {
  bookingId: string;
  /** Issue 20: the reference a traveller reads out on the phone (8 characters, formatBookingReference). */
  reference: string;
  /** Issue 32: the key its manage token is made with (absent in messages written before keys had ids). */
  manageKeyId?: string;
  /** Issue 20: the .ics SEQUENCE, raised by every change of the booking (same UID throughout). */
  sequence: number;
  /** Issue 20: the booking was cancelled (or the request withdrawn). */
  cancelled: boolean;
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

/** The video invitation goes out this long before the start (spec: "up to 30 minutes before"). */
export const VIDEO_INVITATION_LEAD_MINUTES = 30;

const readFacts = async (tx: Queryable, bookingId: string, now: Date): Promise<BookingFacts> => {
  const row = await findBookingForMessages(tx, bookingId);
  if (!row) throw new Error(`booking ${bookingId} not found for its messages`);
  const body = row.payload;
  const [destinations, experience] = await Promise.all([
    destinationNames(tx, [...body.selectedDestinations, ...body.otherDestinations]),
    body.travelExperienceId ? travelExperienceTitle(tx, body.travelExperienceId) : Promise.resolve(undefined),
  ]);
  const date = row.kind === 'custom' ? (row.custom_date ?? '') : (row.slot_date ?? '');
  const time = row.kind === 'custom' ? (row.custom_time ?? '') : (row.slot_time ?? '');
  return {
    bookingId: row.id,
    reference: row.reference,
    manageKeyId: row.manage_key_id ?? LEGACY_KEY_ID,
    sequence: row.sequence,
    cancelled: row.cancelled_at !== null,
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
      travelExperience: experience ? { de: experience.title_de, fr: experience.title_fr } : null,
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
      payload: facts,
      dueAt: message.dueAt,
      createdAt: now,
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
  await insertPlanned(tx, facts, planMessages(facts, now, options), now);
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
): Promise<void> => {
  await withdrawPendingMessages(tx, bookingId, ['reminder', 'video_invitation'], now);
  const facts = await readFacts(tx, bookingId, now);
  await insertPlanned(tx, facts, planChangeMessages(facts, change, now, options), now);
};
