// Slot holds: a checkout session keeps one advisor hour for 15 minutes while the visitor fills in the forms.
import { randomUUID } from 'node:crypto';
import type { Culture, HoldResponse } from '@checkout/shared/contract';
import { VALIDATION_MESSAGES, type HoldRequestValues } from '@checkout/shared/schemas';
import type { Database } from '../db/database';
import { ApiError, validationError } from '../http/api-error';
import { findAdvisor } from '../repositories/catalogue-repository';
import {
  deleteHold,
  deleteHoldsExpiredBefore,
  isSlotClaimed,
  lockAdvisor,
  saveHold,
} from '../repositories/slot-repository';
import { offeredSlots, type Slot } from './availability';
import { HOLD_MINUTES, HOLD_RETENTION_HOURS } from './rules';

/** The offered slot at advisor/date/time, or a 400 naming the bad field. */
export const requireOfferedSlot = async (
  db: Database,
  advisorId: string,
  date: string,
  time: string,
  now: Date,
  culture: Culture,
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

export const slotTaken = (culture: Culture) =>
  new ApiError(409, 'slot_taken', 'api.slotTaken', undefined, culture);

export const holdSlot = async (
  db: Database,
  request: HoldRequestValues,
  now: Date,
): Promise<HoldResponse> => {
  const culture: Culture = 'de-CH';
  await requireOfferedSlot(db, request.advisorId, request.date, request.time, now, culture, {
    advisor: 'advisorId',
    time: 'time',
  });
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const holdId = `hold_${randomUUID()}`;
  await db.transaction(async (tx) => {
    // Holds of one advisor are decided one at a time; reservations take the same row lock in share mode.
    await lockAdvisor(tx, request.advisorId);
    if (await isSlotClaimed(tx, request, request.sessionId, now)) throw slotTaken(culture);
    // One hold per session: re-picking moves the hold (the old hour is released).
    await saveHold(tx, { ...request, id: holdId, expiresAt, createdAt: now });
    await deleteHoldsExpiredBefore(tx, new Date(now.getTime() - HOLD_RETENTION_HOURS * 3_600_000));
  });
  return { holdId, expiresAt: expiresAt.toISOString() };
};

export const releaseHold = (db: Database, sessionId: string): Promise<boolean> => deleteHold(db, sessionId);
