// Slot holds: a checkout session keeps one advisor hour for 15 minutes while the visitor fills in the forms.
import { randomUUID } from 'node:crypto';
import type { Culture, HoldResponse } from '@checkout/shared/contract';
import { VALIDATION_MESSAGES, type HoldRequestValues } from '@checkout/shared/schemas';
import type { Database, Queryable } from '../db/database';
import { rateLimited, slotTaken, validationError } from './errors';
import { findAdvisor } from '../repositories/catalogue-repository';
import {
  deleteHold,
  deleteHoldsExpiredBefore,
  isRangeClaimed,
  liveHoldsBesides,
  lockAdvisor,
  saveHold,
} from '../repositories/slot-repository';
import { offeredSlots, type Slot } from './availability';
import { isAbsentDuring } from '../repositories/absence-repository';
import { appointmentRange } from './calendar';
import { HOLD_MINUTES, HOLD_RETENTION_HOURS } from './rules';
import { MAX_LIVE_HOLDS_PER_ADVISOR_DAY, MAX_LIVE_HOLDS_PER_CLIENT } from './limits';

/** The offered slot at advisor/date/time, or a 400 naming the bad field. */
export const requireOfferedSlot = async (
  db: Database,
  advisorId: string,
  date: string,
  time: string,
  now: Date,
  /** The answer's language; unset: the request's. */
  culture: Culture | undefined,
  fieldNames: { advisor: string; time: string },
): Promise<Slot> => {
  const advisor = await findAdvisor(db, advisorId);
  if (!advisor || advisor.id !== advisorId) {
    throw validationError({ [fieldNames.advisor]: VALIDATION_MESSAGES.unknown }, culture);
  }
  const slot = (await offeredSlots(db, [advisorId], date, now)).find((s) => s.time === time);
  if (!slot) throw validationError({ [fieldNames.time]: VALIDATION_MESSAGES.slotUnavailable }, culture);
  return slot;
};

/** The offered slot a reservation or a move asks for (its advisorId, appointmentDate and appointmentTime). */
export const requireAppointmentSlot = (
  db: Database,
  body: { advisorId: string; appointmentDate: string; appointmentTime: string },
  now: Date,
  culture: Culture,
): Promise<Slot> =>
  requireOfferedSlot(db, body.advisorId, body.appointmentDate, body.appointmentTime, now, culture, {
    advisor: 'advisorId',
    time: 'appointmentTime',
  });

/** Refuses a hold that would take the scope past its cap: 429, retry when its first live hold ends. */
const requireBelowCap = async (
  tx: Queryable,
  scope: Parameters<typeof liveHoldsBesides>[1],
  cap: number,
  sessionId: string,
  now: Date,
  culture: Culture | undefined,
): Promise<void> => {
  const { count, firstEnds } = await liveHoldsBesides(tx, scope, sessionId, now);
  if (count >= cap) {
    throw rateLimited(culture, firstEnds ? (firstEnds.getTime() - now.getTime()) / 1000 : HOLD_MINUTES * 60);
  }
};

export const holdSlot = async (
  db: Database,
  request: HoldRequestValues,
  now: Date,
  /** The client as every cap counts it (http/client-address.ts): a keyed hash of its network. */
  clientKey: string,
): Promise<HoldResponse> => {
  // The visitor's language (older clients name none: then the request's Accept-Language).
  const culture = request.culture;
  await requireOfferedSlot(db, request.advisorId, request.date, request.time, now, culture, {
    advisor: 'advisorId',
    time: 'time',
  });
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const holdId = `hold_${randomUUID()}`;
  // The range the hour occupies (issue 46): a consultation or hold overlapping any of it takes it, wherever it starts.
  const range = appointmentRange(request.advisorId, request.date, request.time);
  await db.transaction(async (tx) => {
    // Holds of one advisor are decided one at a time; reservations take the same row lock in share mode.
    await lockAdvisor(tx, request.advisorId);
    if (await isRangeClaimed(tx, range, request.sessionId, now)) throw slotTaken(culture);
    // An absence stored since the hour was offered (issue 34) takes it; absences take the same lock.
    if (await isAbsentDuring(tx, range)) throw slotTaken(culture);
    // No one holds an advisor's day or the calendar: caps per advisor day (decided under the advisor's lock)
    // and per client address (a few more may pass in a race across advisors: a cap, not a count).
    const day = { advisorId: request.advisorId, date: request.date };
    await requireBelowCap(tx, day, MAX_LIVE_HOLDS_PER_ADVISOR_DAY, request.sessionId, now, culture);
    await requireBelowCap(tx, { clientKey }, MAX_LIVE_HOLDS_PER_CLIENT, request.sessionId, now, culture);
    // One hold per session: re-picking moves the hold (the old hour is released).
    await saveHold(tx, { ...request, ...range, id: holdId, expiresAt, createdAt: now, clientKey });
    await deleteHoldsExpiredBefore(tx, new Date(now.getTime() - HOLD_RETENTION_HOURS * 3_600_000));
  });
  return { holdId, expiresAt: expiresAt.toISOString() };
};

export const releaseHold = (db: Database, sessionId: string): Promise<boolean> => deleteHold(db, sessionId);
