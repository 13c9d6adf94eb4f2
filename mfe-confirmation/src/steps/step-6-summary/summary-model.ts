// What the summary of step 6 lists, derived from the store (kept apart from the screen to test it alone).
import type { BookingState } from '@checkout/shared';
import { slotEnd } from '@checkout/shared/dates';

export interface AppointmentSummary {
  /** dd.mm.yyyy */
  date: string;
  /** HH:mm */
  from: string;
  /** HH:mm */
  till: string;
}

/** The appointment: the advisor's hour, or in custom-date mode the custom start with a slot's length. */
export function appointmentOf(store: BookingState): AppointmentSummary | null {
  const { settings, dates, agenda } = store;
  if (settings.isCustomDateMode) {
    if (dates.selectedDateCustom === '') return null;
    const { hour, minute } = dates.selectedHourCustom;
    return {
      date: dates.selectedDateCustom,
      from: `${hour}:${minute}`,
      till: slotEnd(`${hour}:${minute}`),
    };
  }
  if (dates.selectedDate === '' || !agenda.selectedHour) return null;
  return { date: dates.selectedDate, from: agenda.selectedHour.label, till: agenda.selectedHourTill };
}

/**
 * The main destination (trip title or first destination) and the other destinations chosen. With a trip, its
 * own destination (checked for the visitor on step 1) is in the title already and is not listed again.
 */
export function destinationsOf(store: BookingState, labelOf: (id: string) => string | undefined) {
  const title = store.travel.travelInformation?.title;
  const tripDestination = title ? store.travel.destinationId : '';
  const labels = store.destinationFilter.checked
    .filter((item) => tripDestination === '' || item.id !== tripDestination)
    .map((item) => item.label || labelOf(item.id) || item.id);
  const typed = store.travelDetailForm.values.destination.trim();
  const all = typed === '' ? labels : [...labels, typed];
  return title ? { main: title, others: all } : { main: all[0] ?? '', others: all.slice(1) };
}
