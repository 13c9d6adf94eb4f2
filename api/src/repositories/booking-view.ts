// A booking as its messages, the manage page and the calendar feeds read it: one select of the view booking_view
// (migration 011) and one mapping, whoever asks. Which bookings is the caller's (by id, by manage token, a feed's).
import type { ConsultationStatus, Culture, ReserveRequest, WireAdviceMode } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';

/** A booking with its advisor, branch office and travel wishes, in both languages. */
export interface BookingView {
  id: string;
  /** The reference a traveller reads out on the phone (issue 20). */
  reference: string;
  /** The key the manage token was made with; null: the database's old key (secrets.ts LEGACY_KEY_ID). */
  manageKeyId: string | null;
  /** The .ics SEQUENCE, raised by every change of the booking (migration 007). */
  sequence: number;
  /** 'slot': a booked advisor hour; 'custom': a request for a time outside opening hours. */
  kind: 'slot' | 'custom';
  /** The appointment's Zurich wall-clock day and hour ('YYYY-MM-DD', 'HH:mm'): the slot's or the request's. */
  date: string;
  time: string;
  startsAt: Date;
  culture: Culture;
  adviceMode: WireAdviceMode;
  /** The reserve request as the traveller sent it (the demo's bookings carry only a few of its fields). */
  payload: ReserveRequest;
  traveller: { firstname: string; lastname: string; email: string; phone: string; message: string };
  createdAt: Date;
  changedAt: Date | null;
  cancelledAt: Date | null;
  advisor: { id: string; firstname: string; lastname: string } | null;
  agency: {
    id: string;
    name: { de: string; fr: string };
    street: string;
    zip: string;
    city: { de: string; fr: string };
    phone: string;
    email: string;
    /** Language of the branch office's region. */
    language: 'de' | 'fr';
  };
  /** The travel wishes' destinations (chosen and other ones), in the catalogue's order. */
  destinations: { de: string; fr: string }[];
  travelExperience: { de: string; fr: string } | null;
  /** The video room's token the booking's latest messages carry; null when none. */
  meetingToken: string | null;
  /** Issue 34: the consultation's state in the back office (migration 014). */
  status: ConsultationStatus;
}

interface BookingViewRow {
  id: string;
  reference: string;
  manage_key_id: string | null;
  sequence: number | string;
  kind: 'slot' | 'custom';
  date: string;
  time: string;
  starts_at: Date | string;
  culture: Culture;
  advice_mode: WireAdviceMode;
  payload: ReserveRequest;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  user_message: string;
  created_at: Date | string;
  changed_at: Date | string | null;
  cancelled_at: Date | string | null;
  advisor_id: string | null;
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
  destinations: BookingView['destinations'] | string | null;
  travel_experience: BookingView['travelExperience'] | string | null;
  meeting_token: string | null;
  status: ConsultationStatus;
}

/** A json column as the driver hands it: parsed already, or its text. */
const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const bookingViewOf = (row: BookingViewRow): BookingView => ({
  id: row.id,
  reference: row.reference,
  manageKeyId: row.manage_key_id,
  sequence: Number(row.sequence),
  kind: row.kind,
  date: row.date,
  time: row.time,
  startsAt: new Date(row.starts_at),
  culture: row.culture,
  adviceMode: row.advice_mode,
  payload: row.payload,
  traveller: {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    message: row.user_message,
  },
  createdAt: new Date(row.created_at),
  changedAt: dateOrNull(row.changed_at),
  cancelledAt: dateOrNull(row.cancelled_at),
  advisor:
    row.advisor_id !== null && row.advisor_firstname !== null && row.advisor_lastname !== null
      ? { id: row.advisor_id, firstname: row.advisor_firstname, lastname: row.advisor_lastname }
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
  destinations: json(row.destinations) ?? [],
  travelExperience: json(row.travel_experience),
  meetingToken: row.meeting_token,
  status: row.status,
});

/**
 * The bookings of booking_view that `where` selects (a condition over the view's columns, alias v, with
 * `params`), earliest first. The one read of a booking's view: the outbox, the manage page and the feeds name only
 * which bookings.
 */
export const readBookingViews = async (
  db: Queryable,
  where: string,
  params: readonly unknown[],
): Promise<BookingView[]> =>
  (
    await db.query<BookingViewRow>(
      `select v.* from booking_view v where ${where} order by v.starts_at, v.id`,
      params,
    )
  ).map(bookingViewOf);

/** One booking by its id; undefined when there is none. */
export const findBookingView = async (db: Queryable, id: string): Promise<BookingView | undefined> =>
  (await readBookingViews(db, 'v.id = $1', [id]))[0];
