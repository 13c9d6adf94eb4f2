// 'Add to calendar' for a booked consultation: the .ics text (RFC 5545) and Google / Outlook links.
// Pure functions without DOM: the confirmation page (browser) and the booking API's e-mails (Node) share them.
import { utcIcsDateTime, ZURICH_TIME_ZONE, zurichIcsDateTime, zurichWallTimeToDate } from './zurich-time';

/** One appointment as the checkout knows it: a wall-clock hour in Europe/Zurich. */
export interface CalendarAppointment {
  /** Globally unique and stable per booking, e.g. `booking-42@horizonte-reisen.example`. */
  uid: string;
  /** Day in Zurich, 'yyyy-mm-dd' (the reserve body's appointmentDate). */
  date: string;
  /** Start in Zurich, 'HH:mm' (the reserve body's appointmentTime). */
  time: string;
  /** Length in minutes (a consultation lasts about one hour: 60). */
  durationMinutes: number;
  /** Title of the calendar entry. */
  summary: string;
  /** Plain text (no markup); line breaks are kept. */
  description?: string;
  /** Agency address, or 'Video call' / 'Phone' for those advice modes. */
  location?: string;
  /** Link back to the advisor or the booking. */
  url?: string;
  /** DTSTAMP: when the .ics was made; defaults to now. Pass the clock's time for reproducible output. */
  stamp?: Date;
  /** SEQUENCE: 0 for the booking, raised by every change (a move, a cancellation) under the same UID. */
  sequence?: number;
  /** The appointment was cancelled: METHOD:CANCEL and STATUS:CANCELLED, so calendars remove the entry. */
  cancelled?: boolean;
  /** Addition (issue 47): the brand that made the entry (the configured {product}), named in its PRODID. */
  product?: string;
}

/**
 * The UID of a booking's calendar entry. The confirmation page and the confirmation e-mail use the same one,
 * so a calendar that receives both keeps a single entry.
 */
export function bookingEventUid(bookingId: string): string {
  return `${bookingId}@checkout.horizonte-reisen.example`;
}

/** Media type of an .ics file (download or e-mail attachment). */
export const ICS_MEDIA_TYPE = 'text/calendar; charset=utf-8';

/** PRODID: who made the entry, the configured brand when the caller names it (one home for the brand). */
const productId = (product: string | undefined): string =>
  `-//${product ? `${product.replace(/\/\//g, '/')}//` : ''}Travel consultation checkout//EN`;

// Europe/Zurich since 1996 (EU rules): the block lets calendars keep the wall time of the appointment.
const ZURICH_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZURICH_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Start and end instants of the appointment. */
export function appointmentInterval(
  appointment: Pick<CalendarAppointment, 'date' | 'time' | 'durationMinutes'>,
): {
  start: Date;
  end: Date;
} {
  if (!Number.isInteger(appointment.durationMinutes) || appointment.durationMinutes <= 0) {
    throw new RangeError(`Invalid duration: ${appointment.durationMinutes}`);
  }
  const start = zurichWallTimeToDate(appointment.date, appointment.time);
  return { start, end: new Date(start.getTime() + appointment.durationMinutes * 60_000) };
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTF-8 length of one code point (TextEncoder is missing in some test environments). */
const utf8Octets = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Folds a content line to at most 75 octets per line (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The .ics file (one VEVENT, times in Europe/Zurich with its VTIMEZONE), CRLF line ends, folded lines. */
export function buildIcs(appointment: CalendarAppointment): string {
  const { start, end } = appointmentInterval(appointment);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(productId(appointment.product))}`,
    'CALSCALE:GREGORIAN',
    appointment.cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    ...ZURICH_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(appointment.uid)}`,
    `SEQUENCE:${appointment.sequence ?? 0}`,
    `DTSTAMP:${utcIcsDateTime(appointment.stamp ?? new Date())}`,
    `DTSTART;TZID=${ZURICH_TIME_ZONE}:${zurichIcsDateTime(start)}`,
    `DTEND;TZID=${ZURICH_TIME_ZONE}:${zurichIcsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(appointment.summary)}`,
  ];
  if (appointment.description) lines.push(`DESCRIPTION:${escapeIcsText(appointment.description)}`);
  if (appointment.location) lines.push(`LOCATION:${escapeIcsText(appointment.location)}`);
  // URL is a URI value, not TEXT: no escaping, but no line breaks either.
  if (appointment.url) lines.push(`URL:${appointment.url.replace(/[\r\n]/g, '')}`);
  lines.push(
    appointment.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  );
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A safe file name for the download, e.g. `beratung-2026-07-04.ics`. */
export function icsFileName(prefix: string, date: string): string {
  const slug = prefix
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'appointment'}-${date}.ics`;
}

// encodeURIComponent, not URLSearchParams: Outlook shows a '+' literally where a space was meant.
const query = (params: [string, string | undefined][]): string =>
  params
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

const detailsWithUrl = (appointment: CalendarAppointment): string | undefined =>
  [appointment.description, appointment.url].filter(Boolean).join('\n\n') || undefined;

/** Google Calendar's 'create event' link (times in UTC, shown in Zurich time). */
export function googleCalendarUrl(appointment: CalendarAppointment): string {
  const { start, end } = appointmentInterval(appointment);
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', appointment.summary],
    ['dates', `${utcIcsDateTime(start)}/${utcIcsDateTime(end)}`],
    ['ctz', ZURICH_TIME_ZONE],
    ['details', detailsWithUrl(appointment)],
    ['location', appointment.location],
  ])}`;
}

const isoUtc = (instant: Date): string => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Outlook on the web's 'new event' link: `personal` for Outlook.com, `work` for Microsoft 365 accounts. */
export function outlookCalendarUrl(
  appointment: CalendarAppointment,
  account: 'personal' | 'work' = 'personal',
): string {
  const { start, end } = appointmentInterval(appointment);
  const host = account === 'work' ? 'https://outlook.office.com' : 'https://outlook.live.com';
  return `${host}/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', appointment.summary],
    ['startdt', isoUtc(start)],
    ['enddt', isoUtc(end)],
    ['body', detailsWithUrl(appointment)],
    ['location', appointment.location],
  ])}`;
}
