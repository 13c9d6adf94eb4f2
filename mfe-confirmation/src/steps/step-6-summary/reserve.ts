// Step 6's booking (spec section 7): the reserve body built from everything the visitor chose, posted with an
// idempotency key, and what the answer leads to. The booking state it writes (isBooked, the response, the key)
// is the kernel's, so the shell's guards and step 7 see it.
import { isApiError, toIsoDate, type BookingState, type ReserveRequest } from '@checkout/shared';

/** What the summary step does next: step 7, back to step 3, the session-expired screen, or the error page. */
export type ReserveOutcome = 'booked' | 'slot-taken' | 'session-expired' | 'rate-limited' | 'failed';

/** What the booking needs of the booking state. */
export type ReserveState = Pick<
  BookingState,
  | 'api'
  | 'logger'
  | 'newId'
  | 'settings'
  | 'agenda'
  | 'dates'
  | 'contactForm'
  | 'travelDetailForm'
  | 'travel'
  | 'reservation'
  | 'destinationFilter'
  | 'agencyFilter'
  | 'bookmarks'
  | 'session'
  | 'dropAppointment'
>;

/** A short stable fingerprint of a request body (FNV-1a), to tell a retry from a changed booking. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** Fields of a 400 that mean the chosen appointment itself can no longer be booked. */
const APPOINTMENT_FIELDS = ['appointmentDate', 'appointmentTime', 'customDate', 'customHour'];
const isStaleAppointment = (fields: Record<string, string> | undefined): boolean =>
  fields !== undefined && APPOINTMENT_FIELDS.some((field) => field in fields);

/** The reserve body (spec section 7) from everything the visitor chose. */
export function buildReserveRequest(state: ReserveState): ReserveRequest {
  const { settings, agenda, dates, contactForm, travelDetailForm, travel, reservation } = state;
  const contact = contactForm.values;
  const details = travelDetailForm.values;
  const custom = settings.isCustomDateMode;
  const destinationLabels = state.destinationFilter.checkedLabels.filter((l) => l !== '');
  const otherDestinations = details.destination.trim() === '' ? [] : [details.destination.trim()];
  const date = custom ? dates.selectedDateCustom : dates.selectedDate;
  const destinationsForName = [
    ...new Set([
      ...(travel.travelInformation ? [travel.travelInformation.destinationName] : []),
      ...destinationLabels,
      ...otherDestinations,
    ]),
  ];
  return {
    culture: settings.culture,
    id: settings.pageId,
    userReferral: '',
    userLang: settings.isFrench ? 'Französisch' : 'Deutsch',
    adviceMode: agenda.wireAdviceMode,
    travelExperienceId: travel.travelId,
    travelExperienceHighlights: [],
    advisorId: custom ? settings.advisorId : agenda.selectedAdvisor || settings.advisorId,
    eventName: settings.event,
    customDate: custom ? dates.selectedDateCustomIso : '',
    customHour: custom ? `${dates.selectedHourCustom.hour}:${dates.selectedHourCustom.minute}` : '',
    userGender: contact.gender,
    userFirstname: contact.firstname.trim(),
    userLastname: contact.lastname.trim(),
    userAddress: contact.address.trim(),
    userCity: contact.city.trim(),
    userZip: contact.zip.trim(),
    userEmail: contact.email.trim(),
    userPhone: contact.phone.trim(),
    userMessage: details.description,
    userTravelDuration: details.duration,
    userTravelMonths: [...details.season],
    userTravelResponsibly: details.travelResponsibly,
    userNewsletter: contact.newsletter === true,
    selectedDestinations: state.destinationFilter.checkedIds,
    selectedActivities: [],
    selectedMobilityForms: [],
    selectedAgencyLocations: state.agencyFilter.checkedIds,
    otherDestinations,
    userPipeline: 'default',
    userDealstage: '',
    userDealname: [contactForm.fullName, destinationsForName.join(', '), date]
      .filter((p) => p !== '')
      .join(' - '),
    userBookmarks: details.sendBookmark,
    bookmarkIds: state.bookmarks.bookmarkIds,
    highlightIds: [],
    appointmentDate: custom || dates.selectedDate === '' ? '' : toIsoDate(dates.selectedDate),
    appointmentTime: custom ? '' : (agenda.selectedHour?.label ?? ''),
    checkoutSessionId: reservation.checkoutSessionId,
  };
}

/**
 * Posts the booking with the idempotency key (the same key for the same body, so a retry never books twice);
 * on success the kernel's reservation is booked, otherwise the outcome says where the visitor goes.
 */
export async function reserve(
  state: ReserveState,
  request: ReserveRequest = buildReserveRequest(state),
): Promise<ReserveOutcome> {
  const { reservation } = state;
  const print = fingerprint(JSON.stringify(request));
  const sameBody = reservation.idempotencyFingerprint === '' || reservation.idempotencyFingerprint === print;
  const key = reservation.idempotencyKey !== '' && sameBody ? reservation.idempotencyKey : state.newId();
  reservation.startAttempt(key, print);
  try {
    reservation.markBooked(await state.api.reserve(request, key));
    return 'booked';
  } catch (error) {
    state.logger.error('The reservation failed', error);
    const code = isApiError(error) ? error.code : 'internal';
    reservation.markFailed(code);
    // Taken by someone else: another hour is needed, and everything else the visitor entered stays
    // (docs/decisions/0025-step-6-failures-at-booking.md).
    if (code === 'slot_taken') {
      state.dropAppointment();
      reservation.markSlotConflict();
      return 'slot-taken';
    }
    // Too many bookings from this network or for this address today (issue 32): nothing is lost, the visitor may
    // try again later from this step; the error page would say the request could not be sent at all.
    if (code === 'rate_limited') return 'rate-limited';
    // This visitor's hold ran out and someone else took the hour meanwhile: the session expired.
    if (code === 'hold_expired') {
      state.session.markExpired();
      return 'session-expired';
    }
    // The appointment is no longer bookable at all (its hour passed the lead time, a custom date came too
    // near while the page stood open): the session is stale, the spec's session-expired screen restarts it.
    if (isApiError(error) && code === 'validation' && isStaleAppointment(error.body.fields)) {
      state.session.markExpired();
      return 'session-expired';
    }
    return 'failed';
  }
}
