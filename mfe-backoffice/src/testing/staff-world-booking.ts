// The fake staff world's changes of issue 46 that take a range of an advisor's day (a booking for a caller, a move,
// an accepted request, a reassignment): what collides is refused with a 409 worded as the API words it, in the
// request's language (Accept-Language), from the world's own consultations, holds and time off. Not the API's rules:
// enough of them for a screen to meet a refusal after offering only what fitted (a race).
import {
  formatBookingReference,
  type Culture,
  type ConsultationRow,
  type StaffBookingRequest,
} from '@checkout/shared/contract';
import { fitsWithinBlocks, fixedClock, rangesOverlap, slotEnd } from '@checkout/shared/dates';
import { createStaffBookingSchema, fieldErrorsOf, WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import { blockMinutes, minutesOf } from '../app/day-fit';
import { hoursOn, WORLD_TODAY, type CalendarWorld } from './staff-world-calendar';
import type { StaffAnswer } from './staff-world';

/** The world's clock: STORY_NOW and TEST_NOW, Wednesday 4 March 2026, 10:00 in Zurich. */
export const WORLD_CLOCK = fixedClock(`${WORLD_TODAY}T10:00:00+01:00`);

const LIVE: ReadonlyArray<ConsultationRow['status']> = ['booked', 'completed', 'no_show'];

/** The API's refusals of a range (api.staff.overlap, heldInCheckout, absent), in German and French. */
const REFUSALS: Record<Culture, { overlap: string; held: string; absent: string; notOffered: string }> = {
  'de-CH': {
    overlap:
      '{{advisor}} hat zu dieser Zeit schon die Beratung {{reference}} am {{date}}, {{from}}–{{till}} Uhr. Bitte wählen Sie eine andere Zeit oder Beratungsperson.',
    held: 'Diese Zeit von {{advisor}} hält gerade jemand im Online-Checkout (höchstens 15 Minuten). Bitte wählen Sie eine andere Zeit oder versuchen Sie es später.',
    absent:
      '{{advisor}} ist an diesem Tag abwesend. Bitte wählen Sie einen anderen Tag oder eine andere Beratungsperson.',
    notOffered: 'Dieser Termin wird nicht angeboten',
  },
  'fr-CH': {
    overlap:
      '{{advisor}} a déjà la consultation {{reference}} à cette heure, le {{date}}, {{from}}–{{till}}. Veuillez choisir un autre horaire ou un autre conseiller.',
    held: 'Dans le checkout en ligne, quelqu’un réserve en ce moment cet horaire chez {{advisor}} (15 minutes au plus). Veuillez choisir un autre horaire ou réessayer plus tard.',
    absent:
      'Ce jour-là, {{advisor}} a une absence enregistrée. Veuillez choisir un autre jour ou un autre conseiller.',
    notOffered: 'Ce rendez-vous n’est pas proposé',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The request's language, as the API reads it from Accept-Language (German by default). */
export const cultureOfRequest = (acceptLanguage: string): Culture =>
  acceptLanguage.toLowerCase().startsWith('fr') ? 'fr-CH' : 'de-CH';

/** An advisor's range on a date: where it starts and ends, and the consultation it is (for a move). */
export interface WorldRange {
  advisorId: string;
  date: string;
  time: string;
  till: string;
  /** The consultation that takes it: its own range does not collide. */
  except?: string;
}

/** The 409 of what collides with the range (time off, a live consultation, a traveller's hold), or null. */
export function collisionOf(world: CalendarWorld, range: WorldRange, culture: Culture): StaffAnswer | null {
  const texts = REFUSALS[culture];
  const advisor = world.advisors.find((a) => a.id === range.advisorId)?.name ?? range.advisorId;
  const refuse = (message: string): StaffAnswer => ({
    status: 409,
    body: { error: 'slot_taken', message: fill(message, { advisor }) },
  });
  const absent = world.absences.some(
    (a) => a.advisorId === range.advisorId && a.from <= range.date && range.date <= a.till,
  );
  if (absent) return refuse(texts.absent);
  const minutes = minutesOf(range);
  const taken = world.rows.find(
    (row) =>
      row.id !== range.except &&
      row.advisor?.id === range.advisorId &&
      row.date === range.date &&
      LIVE.includes(row.status) &&
      rangesOverlap(minutes, minutesOf(row)),
  );
  if (taken) {
    const [year, month, day] = taken.date.split('-');
    const values = {
      advisor,
      reference: formatBookingReference(taken.reference),
      date: `${day}.${month}.${year}`,
      from: taken.time,
      till: taken.till,
    };
    return refuse(fill(texts.overlap, values));
  }
  const held = world.holds.some(
    (hold) =>
      hold.advisorId === range.advisorId &&
      hold.date === range.date &&
      rangesOverlap(minutes, minutesOf(hold)),
  );
  return held ? refuse(texts.held) : null;
}

/** A 400 naming `time` when the range does not lie wholly in the advisor's working hours that day. */
export function outsideHoursOf(
  world: CalendarWorld,
  range: WorldRange,
  culture: Culture,
): StaffAnswer | null {
  const blocks = hoursOn(world, range.advisorId, range.date).map(blockMinutes);
  if (fitsWithinBlocks(minutesOf(range), blocks)) return null;
  const message = REFUSALS[culture].notOffered;
  return { status: 400, body: { error: 'validation', message, fields: { time: message } } };
}

/** What refuses a staff booking: its body against the shared schema, the advisor, working hours, what collides. */
export function bookingRefusal(
  world: CalendarWorld,
  body: StaffBookingRequest,
  culture: Culture,
): StaffAnswer | null {
  const errors = fieldErrorsOf(createStaffBookingSchema(WORLD_CLOCK), body, WIRE_VALIDATE_OPTIONS);
  if (Object.keys(errors).length > 0)
    return { status: 400, body: { error: 'validation', message: 'Ungültige Angaben', fields: errors } };
  const advisor = world.advisors.find((a) => a.id === body.advisorId);
  if (!advisor || !advisor.modes.includes(body.adviceMode)) {
    const message = REFUSALS[culture].notOffered;
    return { status: 400, body: { error: 'validation', message, fields: { advisorId: message } } };
  }
  const range = { ...body, till: slotEnd(body.time) };
  return outsideHoursOf(world, range, culture) ?? collisionOf(world, range, culture);
}
