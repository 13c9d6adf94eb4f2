// The text of a calendar feed (issue 20): an advisor's or a branch office's appointments as one iCalendar object
// (RFC 5545), one VEVENT per booking. Times are UTC (no VTIMEZONE needed); the UID is the one the booking's
// e-mails give their .ics, so a calendar that has both keeps one entry; SEQUENCE follows the booking's changes.
// Written in the language of the subject's branch office, with the words of the branch notice (src/i18n).
import type { Culture } from '@checkout/shared/contract';
import {
  appointmentInterval,
  bookingEventUid,
  escapeIcsText,
  foldIcsLine,
  utcIcsDateTime,
} from '@checkout/shared/calendar';
import { textsFor, type Texts } from '../i18n/texts';
import type { BookingView } from '../repositories/booking-view';
import type { FeedSubject } from '../repositories/feed-repository';
import { advisorName } from './catalogue';
import type { Retailer } from './retailer';

/** Distinct from the checkout's own .ics (same vendor, another product). */
const feedProductId = (retailer: Retailer): string => `-//${retailer.brand.de}//Advisor calendar feed//EN`;

/** How often a calendar should fetch the feed again (RFC 7986 REFRESH-INTERVAL, and Outlook's X-PUBLISHED-TTL). */
export const FEED_REFRESH = 'PT15M';

/** The feed lists appointments from this many days back. */
export const FEED_PAST_DAYS = 30;

const CULTURE_OF: Record<'de' | 'fr', Culture> = { de: 'de-CH', fr: 'fr-CH' };

export interface FeedSettings {
  /** DTSTAMP of every event: when this feed was made (RFC 5545 3.8.7.2, an object with METHOD). */
  now: Date;
  /** MEETING_BASE_URL: base of the video room links; without it a video appointment names no link. */
  meetingBaseUrl?: string;
  /** The brand that names the calendar and its product id. */
  retailer: Retailer;
}

/** 'Horizonte Reisen – Anna Meier': the calendar's name in the subscriber's list. */
export const feedCalendarName = (subject: FeedSubject, retailer: Retailer): string =>
  `${retailer.brand[subject.language]} – ${subject.name[subject.language]}`;

const meetingUrl = (appointment: BookingView, settings: FeedSettings): string | undefined =>
  appointment.meetingToken && settings.meetingBaseUrl
    ? `${settings.meetingBaseUrl.replace(/\/$/, '')}/${appointment.meetingToken}`
    : undefined;

/** The appointment's event, as unfolded content lines. */
const eventLines = (
  t: Texts,
  subject: FeedSubject,
  appointment: BookingView,
  settings: FeedSettings,
): string[] => {
  const lang = subject.language;
  const traveller = appointment.traveller;
  const who = `${traveller.firstname} ${traveller.lastname}`.trim();
  const mode = t.adviceMode(appointment.adviceMode);
  const video = appointment.adviceMode === 'video' ? meetingUrl(appointment, settings) : undefined;
  const label = (key: string, value: string): string => `${t.text(key)}: ${value}`;
  const description = [
    // A branch's calendar shows every advisor's appointments: whose each one is.
    ...(subject.scope === 'agency' && appointment.advisor
      ? [label('mail.fact.advisor', advisorName(appointment.advisor))]
      : []),
    label('mail.notice.fact.email', traveller.email),
    label('mail.notice.fact.phone', traveller.phone),
    ...(appointment.destinations.length > 0
      ? [label('mail.notice.fact.destinations', appointment.destinations.map((d) => d[lang]).join(', '))]
      : []),
    ...(traveller.message.trim() ? [label('mail.notice.fact.message', traveller.message.trim())] : []),
    ...(video ? [label('mail.notice.fact.videoLink', video)] : []),
  ].join('\n');
  const location =
    appointment.adviceMode === 'personal'
      ? t.text('agency.address', {
          name: appointment.agency.name[lang],
          street: appointment.agency.street,
          zip: appointment.agency.zip,
          city: appointment.agency.city[lang],
        })
      : appointment.adviceMode === 'video'
        ? (video ?? mode)
        : t.text('mail.notice.ics.phone', { phone: traveller.phone });
  const { start, end } = appointmentInterval({
    date: appointment.date,
    time: appointment.time,
    // The range it occupies (issue 46).
    durationMinutes: Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000),
  });
  const cancelled = appointment.cancelledAt !== null;
  const modified = appointment.cancelledAt ?? appointment.changedAt ?? appointment.createdAt;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(bookingEventUid(appointment.id))}`,
    `SEQUENCE:${appointment.sequence}`,
    `DTSTAMP:${utcIcsDateTime(settings.now)}`,
    `CREATED:${utcIcsDateTime(appointment.createdAt)}`,
    `LAST-MODIFIED:${utcIcsDateTime(modified)}`,
    `DTSTART:${utcIcsDateTime(start)}`,
    `DTEND:${utcIcsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(t.text('mail.notice.ics.summary', { visitor: who, mode }))}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(location)}`,
    // URL is a URI value, not TEXT: no escaping, but no line breaks either.
    ...(video ? [`URL:${video.replace(/[\r\n]/g, '')}`] : []),
    cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    // A cancelled hour no longer makes the advisor busy.
    cancelled ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
};

/** The feed: one VCALENDAR with one VEVENT per appointment; CRLF line ends, lines folded at 75 octets. */
export const buildFeedIcs = (
  subject: FeedSubject,
  appointments: readonly BookingView[],
  settings: FeedSettings,
): string => {
  const t = textsFor(CULTURE_OF[subject.language]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${feedProductId(settings.retailer)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(feedCalendarName(subject, settings.retailer))}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...appointments.flatMap((appointment) => eventLines(t, subject, appointment, settings)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
};
