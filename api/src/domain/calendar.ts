// One calendar truth (issue 46, decision 0060): the range of instants a consultation or a hold occupies, and the one
// check that every path writing a consultation makes under the advisor's row lock before PostgreSQL's exclusion
// constraint (bookings_advisor_no_overlap, migration 045) decides what a race leaves. A traveller is told only that
// the hour is taken; staff are told what collides (the consultation's time and reference, a traveller's hold in the
// checkout, the advisor's time off), in the page's language.
import type { Culture } from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { formatBookingReference } from '@checkout/shared/contract';
import { fromIsoDate, minutesToTime, timeToMinutes, zurichTime } from '@checkout/shared/dates';
import { inSavepoint, isPostgresError, type Queryable } from '../db/database';
import { isAbsentDuring } from '../repositories/absence-repository';
import { findAdvisor } from '../repositories/catalogue-repository';
import {
  isHeldByOtherSession,
  overlappingConsultation,
  type AdvisorRange,
  type RangeConsultation,
} from '../repositories/slot-repository';
import { advisorName } from './catalogue';
import { DomainError } from './errors';
import { HOLD_MINUTES, SLOT_MINUTES } from './rules';

export type { AdvisorRange } from '../repositories/slot-repository';

/** The constraint of migration 045 that keeps live consultations of one advisor apart. */
export const NO_OVERLAP_CONSTRAINT = 'bookings_advisor_no_overlap';

/** The range an appointment at a Zurich date and start (HH:mm) occupies: the consultation's length, SLOT_MINUTES. */
export const appointmentRange = (advisorId: string, date: string, time: string): AdvisorRange => {
  const startsAt = zurichWallTimeToDate(date, time);
  return { advisorId, startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000) };
};

/** The end (HH:mm) of an appointment starting at `time`, on the wall clock. */
export const appointmentEnd = (time: string): string => minutesToTime(timeToMinutes(time) + SLOT_MINUTES);

/** An instant's Zurich wall-clock time, HH:mm. */
export const wallClock = (instant: Date): string => {
  const { hour, minute } = zurichTime(instant);
  return minutesToTime(hour * 60 + minute);
};

/** Whether an error is PostgreSQL refusing a consultation that overlaps another of its advisor. */
export const isCalendarConflict = (error: unknown): boolean =>
  isPostgresError(error) && error.code === '23P01' && error.constraint === NO_OVERLAP_CONSTRAINT;

/** What takes (part of) a range. */
export type Collision =
  | { kind: 'consultation'; consultation: RangeConsultation }
  /** A traveller's hold in the checkout, live for at most HOLD_MINUTES. */
  | { kind: 'hold' }
  | { kind: 'absence' };

export interface CollisionScope {
  /** The consultation being moved: it does not collide with itself. */
  exceptBookingId?: string | null;
  /** The checkout session whose own hold is free to it ('' for staff: every live hold counts). */
  sessionId?: string;
  now: Date;
}

/** The first thing that takes part of the range: a live consultation, another session's live hold, time off. */
export const collisionIn = async (
  tx: Queryable,
  range: AdvisorRange,
  scope: CollisionScope,
): Promise<Collision | undefined> => {
  const consultation = await overlappingConsultation(tx, range, scope.exceptBookingId ?? null);
  if (consultation) return { kind: 'consultation', consultation };
  if (await isHeldByOtherSession(tx, range, scope.sessionId ?? '', scope.now)) return { kind: 'hold' };
  if (await isAbsentDuring(tx, range)) return { kind: 'absence' };
  return undefined;
};

/**
 * Staff's refusal of a range (409 slot_taken) in staff's own words (issue 47: never the traveller's "taken"), naming
 * the advisor whose calendar it is and what collides, in `culture` (unset: the request's, the page's).
 */
export const staffCollisionError = (
  collision: Collision | undefined,
  advisor: string,
  culture?: Culture,
): DomainError => {
  const refusal = (key: string, values: Record<string, string>) => {
    const error = new DomainError('slot_taken', key, undefined, culture);
    error.values = { advisor, ...values };
    return error;
  };
  if (collision?.kind === 'consultation') {
    const { consultation } = collision;
    return refusal('api.staff.overlap', {
      reference: formatBookingReference(consultation.reference),
      date: fromIsoDate(consultation.date),
      from: consultation.time,
      till: wallClock(consultation.endsAt),
    });
  }
  if (collision?.kind === 'absence') return refusal('api.staff.absent', {});
  return refusal('api.staff.heldInCheckout', { minutes: String(HOLD_MINUTES) });
};

/** The name staff know the range's advisor by (the id where the catalogue has none). */
const advisorOfRange = async (tx: Queryable, range: AdvisorRange): Promise<string> => {
  const advisor = await findAdvisor(tx, range.advisorId);
  return advisor ? advisorName(advisor) : range.advisorId;
};

/** Refuses a staff change of the range when anything collides with it, naming what (under the advisor's lock). */
export const requireFreeForStaff = async (
  tx: Queryable,
  range: AdvisorRange,
  scope: CollisionScope,
  culture?: Culture,
): Promise<void> => {
  const collision = await collisionIn(tx, range, scope);
  if (collision) throw staffCollisionError(collision, await advisorOfRange(tx, range), culture);
};

/**
 * Runs a staff write of a consultation's range: should the exclusion constraint refuse it (a reservation committed
 * meanwhile), the write is undone to a savepoint and the refusal names the consultation that won.
 */
export const writeStaffRange = async <T>(
  tx: Queryable,
  range: AdvisorRange,
  scope: CollisionScope,
  culture: Culture | undefined,
  write: () => Promise<T>,
): Promise<T> => {
  try {
    return await inSavepoint(tx, write);
  } catch (error) {
    if (!isCalendarConflict(error)) throw error;
    throw staffCollisionError(await collisionIn(tx, range, scope), await advisorOfRange(tx, range), culture);
  }
};
