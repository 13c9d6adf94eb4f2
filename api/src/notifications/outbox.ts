// The transactional outbox: the reservation's transaction writes the messages of a booking (enqueue): what each
// booking sends, to whom and when. The statements (and the worker's claim, lease and marks) are the outbox
// repository's (repositories/outbox-repository.ts).
import { randomBytes } from 'node:crypto';
import type { Culture, WireAdviceMode } from '@checkout/shared/contract';
import { advisorName } from '../http/views';
import type { Queryable } from '../db/database';
import {
  destinationNames,
  findBookingForMessages,
  insertOutboxMessage,
  travelExperienceTitle,
} from '../repositories/outbox-repository';
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
    await insertOutboxMessage(tx, {
      id: outboxId(message.kind, bookingId),
      bookingId,
      kind: message.kind,
      recipient: message.recipient,
      payload: facts,
      dueAt: message.dueAt,
      createdAt: now,
    });
  }
};
