// Slot holds: a checkout session keeps one advisor hour for 15 minutes while the visitor fills in the forms.
import { randomUUID } from 'node:crypto';
import type { Culture, HoldResponse } from '@checkout/shared/contract';
import { VALIDATION_MESSAGES, type HoldRequestValues } from '@checkout/shared/schemas';
import type { Database } from '../db/database';
import { ApiError, validationError } from '../http/api-error';
import { findAdvisor } from '../repositories/catalogue-repository';
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
    await tx.query('select id from advisors where id = $1 for update', [request.advisorId]);
    const blocking = await tx.query<{ one: number }>(
      `select 1 as one from bookings where advisor_id = $1 and slot_date = $2 and slot_time = $3
       union all
       select 1 from holds where advisor_id = $1 and slot_date = $2 and slot_time = $3
         and session_id <> $4 and expires_at > $5`,
      [request.advisorId, request.date, request.time, request.sessionId, now.toISOString()],
    );
    if (blocking.length > 0) throw slotTaken(culture);
    // One hold per session: re-picking moves the hold (the old hour is released).
    await tx.query(
      `insert into holds (session_id, id, advisor_id, slot_date, slot_time, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (session_id) do update set id = excluded.id, advisor_id = excluded.advisor_id,
         slot_date = excluded.slot_date, slot_time = excluded.slot_time,
         expires_at = excluded.expires_at, created_at = excluded.created_at`,
      [
        request.sessionId,
        holdId,
        request.advisorId,
        request.date,
        request.time,
        expiresAt.toISOString(),
        now.toISOString(),
      ],
    );
    await tx.query('delete from holds where expires_at < $1', [
      new Date(now.getTime() - HOLD_RETENTION_HOURS * 3_600_000).toISOString(),
    ]);
  });
  return { holdId, expiresAt: expiresAt.toISOString() };
};

export const releaseHold = async (db: Database, sessionId: string): Promise<boolean> =>
  (await db.query<{ id: string }>('delete from holds where session_id = $1 returning id', [sessionId]))
    .length > 0;
