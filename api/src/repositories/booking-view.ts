// A booking as its messages, the manage page and the calendar feeds read it: one select of the view booking_view
// (migration 011) and one mapping, whoever asks. Which bookings is the caller's (by id, by manage token, a feed's).
import type { ConsultationStatus, Culture, ReserveRequest, WireAdviceMode } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';

/**
 * What every read of a booking names: who, when, how, with which advisor and branch office. The back office's lists
 * read only this (BOOKING_SUMMARY_COLUMNS, bookingSummaryOf), the messages, manage page and feeds all of BookingView.
 */
export interface BookingSummary {
  id: string;
  /** The reference a traveller reads out on the phone (issue 20). */
  reference: string;
  /** 'slot': a booked advisor hour; 'custom': a request for a time outside opening hours. */
  kind: 'slot' | 'custom';
  /** Issue 34: the consultation's state in the back office (migration 014). */
  status: ConsultationStatus;
  /** The appointment's Zurich wall-clock day and hour ('YYYY-MM-DD', 'HH:mm'): the slot's or the request's. */
  date: string;
  time: string;
  startsAt: Date;
  /** The end of the range it occupies (issue 46, migration 045). */
  endsAt: Date;
  /** It overlapped another consultation of its advisor before the calendar's guard and still does (migration 045). */
  overlapToSettle: boolean;
  /** A change of working hours left it outside them (migration 047). */
  outsideHours: boolean;
  /** Its advisor is absent on its day (a live booked consultation only): to reassign, move or cancel. */
  advisorAbsent: boolean;
  adviceMode: WireAdviceMode;
  culture: Culture;
  traveller: { firstname: string; lastname: string; email: string; phone: string; message: string };
  advisor: { id: string; firstname: string; lastname: string } | null;
  agency: { id: string; name: { de: string; fr: string } };
  createdAt: Date;
  /** Issue 47: when its personal data was erased (an erasure on request or the retention job); null: not. */
  anonymisedAt: Date | null;
}

/** A booking with its advisor, branch office and travel wishes, in both languages. */
export interface BookingView extends BookingSummary {
  /** The key the manage token was made with; null: the database's old key (secrets.ts LEGACY_KEY_ID). */
  manageKeyId: string | null;
  /** The .ics SEQUENCE, raised by every change of the booking (migration 007). */
  sequence: number;
  /** The reserve request as the traveller sent it (the demo's bookings carry only a few of its fields). */
  payload: ReserveRequest;
  changedAt: Date | null;
  cancelledAt: Date | null;
  agency: BookingSummary['agency'] & {
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
  /** The branch's words to the traveller when it cancelled or declined (migration 041); null otherwise. */
  branchNote: string | null;
}

/** The columns of booking_view (alias v) a BookingSummary is made of. */
export const BOOKING_SUMMARY_COLUMNS = `v.id, v.reference, v.kind, v.date, v.time, v.starts_at, v.culture,
  v.advice_mode, v.firstname, v.lastname, v.email, v.phone, v.user_message, v.created_at, v.advisor_id,
  v.advisor_firstname, v.advisor_lastname, v.agency_id, v.agency_name_de, v.agency_name_fr, v.status, v.ends_at,
  v.advisor_absent, (select o.outside_hours from bookings o where o.id = v.id) as outside_hours,
  (select o.anonymised_at from bookings o where o.id = v.id) as anonymised_at,
  (v.overlap_to_settle and exists (
    select 1 from bookings o
     where o.advisor_id = v.advisor_id and o.id <> v.id and o.kind = 'slot' and o.cancelled_at is null
       and o.starts_at < v.ends_at and o.ends_at > v.starts_at)) as overlap_to_settle`;

/** A row of BOOKING_SUMMARY_COLUMNS. */
export interface BookingSummaryRow {
  id: string;
  reference: string;
  kind: 'slot' | 'custom';
  date: string;
  time: string;
  starts_at: Date | string;
  culture: Culture;
  advice_mode: WireAdviceMode;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  user_message: string;
  created_at: Date | string;
  advisor_id: string | null;
  advisor_firstname: string | null;
  advisor_lastname: string | null;
  agency_id: string;
  agency_name_de: string;
  agency_name_fr: string;
  status: ConsultationStatus;
  ends_at: Date | string;
  overlap_to_settle: boolean;
  advisor_absent: boolean;
  outside_hours: boolean;
  anonymised_at: Date | string | null;
}

interface BookingViewRow extends BookingSummaryRow {
  manage_key_id: string | null;
  sequence: number | string;
  payload: ReserveRequest;
  changed_at: Date | string | null;
  cancelled_at: Date | string | null;
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
  branch_note: string | null;
}

/** A json column as the driver hands it: parsed already, or its text. */
const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The one mapping of a booking's summary, whoever reads it. */
export const bookingSummaryOf = (row: BookingSummaryRow): BookingSummary => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  status: row.status,
  date: row.date,
  time: row.time,
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
  overlapToSettle: row.overlap_to_settle,
  outsideHours: row.outside_hours,
  advisorAbsent: row.advisor_absent,
  adviceMode: row.advice_mode,
  culture: row.culture,
  traveller: {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    message: row.user_message,
  },
  advisor:
    row.advisor_id !== null && row.advisor_firstname !== null && row.advisor_lastname !== null
      ? { id: row.advisor_id, firstname: row.advisor_firstname, lastname: row.advisor_lastname }
      : null,
  agency: { id: row.agency_id, name: { de: row.agency_name_de, fr: row.agency_name_fr } },
  createdAt: new Date(row.created_at),
  anonymisedAt: row.anonymised_at ? new Date(row.anonymised_at) : null,
});

const bookingViewOf = (row: BookingViewRow): BookingView => {
  const summary = bookingSummaryOf(row);
  return {
    ...summary,
    manageKeyId: row.manage_key_id,
    sequence: Number(row.sequence),
    payload: row.payload,
    changedAt: dateOrNull(row.changed_at),
    cancelledAt: dateOrNull(row.cancelled_at),
    agency: {
      ...summary.agency,
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
    branchNote: row.branch_note,
  };
};

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
      // The branch's note (migration 041) from the booking's row: the view stays as migration 014 made it.
      `select v.*, b.branch_note, b.outside_hours from booking_view v join bookings b on b.id = v.id
       where ${where} order by v.starts_at, v.id`,
      params,
    )
  ).map(bookingViewOf);

/** One booking by its id; undefined when there is none. */
export const findBookingView = async (db: Queryable, id: string): Promise<BookingView | undefined> =>
  (await readBookingViews(db, 'v.id = $1', [id]))[0];
