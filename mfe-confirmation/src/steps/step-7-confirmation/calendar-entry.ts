// The booked hour as a calendar entry ('add to calendar' on step 7), from the store after the booking.
import { sanitizeMarkup, type BookingState, type SafeNode } from '@checkout/shared';
import { bookingEventUid, type CalendarAppointment } from '@checkout/shared/calendar';
import { SLOT_MINUTES, timeToMinutes, toIsoDate } from '@checkout/shared/dates';

/** i18next's t, as far as this module uses it. */
export type Translate = (key: string, options?: Record<string, string>) => string;

/** Minutes from 'HH:mm' to 'HH:mm' on one day; a slot's length (the consultation's) when not readable. */
export function minutesBetween(from: string, till: string): number {
  const span = timeToMinutes(till) - timeToMinutes(from);
  return Number.isFinite(span) && span > 0 ? span : SLOT_MINUTES;
}

/** The text of sanitised markup, paragraphs on lines of their own (the .ics DESCRIPTION is plain text). */
export function plainText(nodes: SafeNode[]): string {
  const walk = (node: SafeNode): string => {
    if (typeof node === 'string') return node;
    if (node.tag === 'br') return '\n';
    const inner = node.children.map(walk).join('');
    return node.tag === 'p' || node.tag === 'li' ? `${inner}\n` : inner;
  };
  return nodes
    .map(walk)
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * The calendar entry of a standard booking; null for a custom-date request (a request, not an appointment
 * yet) or when the booked hour is not known.
 */
export function calendarEntryOf(
  store: BookingState,
  t: Translate,
  product: string,
): CalendarAppointment | null {
  const { settings, dates, agenda, advisorInformation, reservation, agencyFilter } = store;
  const response = reservation.response;
  if (settings.isCustomDateMode || !response || !agenda.selectedHour || dates.selectedDate === '')
    return null;
  const mode = agenda.adviceMode === '' ? 'phone' : agenda.adviceMode;
  const name = advisorInformation.name;
  const agency = advisorInformation.location || agencyFilter.checkedLabels[0] || '';
  const description = [
    plainText(sanitizeMarkup(response.appointmentText)),
    t(`step7.calendar.details.${mode}`),
    t('step7.calendar.fee'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    uid: bookingEventUid(response.bookingId),
    date: toIsoDate(dates.selectedDate),
    time: agenda.selectedHour.label,
    durationMinutes: minutesBetween(agenda.selectedHour.label, agenda.selectedHourTill),
    summary: name
      ? t('step7.calendar.summary', { name, product })
      : t('step7.calendar.summarySelf', { product }),
    description,
    location:
      mode === 'personal'
        ? [product, agency].filter(Boolean).join(', ')
        : t(`step7.calendar.location.${mode}`),
    url: advisorInformation.detail?.cta.url || undefined,
    stamp: store.clock.now(),
    product,
  };
}
