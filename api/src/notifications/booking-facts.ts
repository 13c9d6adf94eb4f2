// What a booking's messages are about: the kinds of message and the booking's facts, frozen into each outbox row;
// and the one message about no booking, a staff member's sign-in link (issue 34). Types only, below both the outbox
// (which writes them) and its repository (which stores and claims them).
import type { Culture, WireAdviceMode } from '@checkout/shared/contract';
import type { Localized } from '../i18n/texts';

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
  | 'branch_cancelled'
  /** Issue 34: the branch gave the consultation to another advisor (same hour), or declined a request. */
  | 'reassigned'
  | 'request_declined'
  /**
   * Issue 47: the advisor's own mails, in their account's language (`reader`): a consultation new for them (booked,
   * accepted, or given to them), moved, cancelled, or given to a colleague or moved to one (released).
   */
  | 'advisor_notice'
  | 'advisor_moved'
  | 'advisor_cancelled'
  | 'advisor_released';

/** The mails to the retailer's people (the branch's mailbox, the advisor): the traveller is who they answer. */
export const STAFF_MAIL_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>([
  'branch_notice',
  'branch_moved',
  'branch_cancelled',
  'advisor_notice',
  'advisor_moved',
  'advisor_cancelled',
  'advisor_released',
]);

/**
 * A change of a booking: the traveller's on the manage page (moved, cancelled, withdrawn), or the branch's in the
 * back office (issue 34: cancelled too, reassigned, a request accepted or declined).
 */
export type BookingChange = 'moved' | 'cancelled' | 'withdrawn' | 'reassigned' | 'accepted' | 'declined';

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
  /** Issue 34: the branch's words to the traveller with a cancel or a declined request (its reason). */
  note?: string;
  /** Issue 47: an advisor's mail is written for them: in their account's language. */
  reader?: { culture: Culture };
}

/** Issue 34: a message to a staff member, about no booking. */
export type StaffMessageKind = 'staff_sign_in';

/** Every kind of outbox row. */
export type OutboxKind = MessageKind | StaffMessageKind;

/**
 * A sign-in link's facts (issue 34). The link's token is not among them: the worker derives it from the link's id
 * under the key `keyId` names, so the outbox holds nothing that signs anyone in.
 */
export interface StaffSignInFacts {
  linkId: string;
  keyId: string;
  staffId: string;
  name: string;
  /** The language of the page the link was asked for on: the message and the link's page are in it. */
  culture: Culture;
  /** When the link stops working (ISO). */
  expiresAt: string;
  /** Minutes the link is valid, as the message says it. */
  validMinutes: number;
}
