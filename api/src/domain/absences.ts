// Time off (issue 34): an advisor's absence of whole days blocks new holds and bookings on them at once (the
// availability, the holds and the reservations read absences, under the advisor's row lock that storing one takes
// too), and answers the consultations it collides with, to reassign or cancel. Storing and deleting are
// idempotent and audited like every staff change.
import { randomUUID } from 'node:crypto';
import type { Absence, AbsenceRequest, AbsenceResponse, StaffMember } from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { addDays, formatIsoDate, parseIsoDate, zurichTime } from '@checkout/shared/dates';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { absencesOf, deleteAbsence, insertAbsence } from '../repositories/absence-repository';
import { advisorsInScope, listConsultations } from '../repositories/consultation-repository';
import { lockAdvisor } from '../repositories/slot-repository';
import { appendAudit, findStaffAnswer, saveStaffAnswer } from '../repositories/staff-audit-repository';
import { consultationRow, scopeOf } from './consultations';
import { notFound } from './errors';
import { requestHash, storedAnswerFor } from './idempotency';

/** The advisor of the path, within the member's scope; 404 outside it. */
export const advisorInScope = async (db: Queryable, member: StaffMember, advisorId: string) => {
  const [advisor] = await advisorsInScope(db, scopeOf(member), advisorId);
  if (!advisor) throw notFound(member.culture);
  return advisor;
};

/** An advisor's absences from today on. */
export const absencesFor = async (
  db: Queryable,
  member: StaffMember,
  advisorId: string,
  now: Date,
): Promise<Absence[]> => {
  await advisorInScope(db, member, advisorId);
  return absencesOf(db, advisorId, formatIsoDate(zurichTime(now).date));
};

/** A staff change under its Idempotency-Key: the first answer again for the same request, 422 for another. */
export const once = async <T>(
  db: Database,
  member: StaffMember,
  key: string,
  request: unknown,
  now: Date,
  change: (tx: Queryable) => Promise<T>,
): Promise<T> => {
  const hash = requestHash(request);
  const replay = async () =>
    storedAnswerFor(await findStaffAnswer(db, member.id, key), hash, member.culture) as
      { response: T } | undefined;
  const first = await replay();
  if (first) return first.response;
  try {
    return await db.transaction(async (tx) => {
      const result = await change(tx);
      await saveStaffAnswer(tx, {
        staffId: member.id,
        key,
        requestHash: hash,
        response: result ?? null,
        now,
      });
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_idempotency_keys_pkey')) {
      const twin = await replay();
      if (twin) return twin.response;
    }
    throw error;
  }
};

/**
 * Stores an absence: from the commit on no hold or booking takes its days (the advisor's row lock orders it with
 * the holds and reservations under way), and answers the live consultations of the advisor in it.
 */
export const addAbsence = async (
  db: Database,
  member: StaffMember,
  advisorId: string,
  body: AbsenceRequest,
  idempotencyKey: string,
  now: Date,
): Promise<AbsenceResponse> => {
  const advisor = await advisorInScope(db, member, advisorId);
  return once(db, member, idempotencyKey, ['absence', advisorId, body], now, async (tx) => {
    await lockAdvisor(tx, advisorId);
    const absence: Absence = { id: `abs_${randomUUID()}`, advisorId, ...body, reason: body.reason.trim() };
    await insertAbsence(tx, { ...absence, createdBy: member.id, now });
    const collisions = await listConsultations(tx, scopeOf(member), {
      advisorId,
      from: zurichWallTimeToDate(body.from, '00:00'),
      until: zurichWallTimeToDate(formatIsoDate(addDays(parseIsoDate(body.till), 1)), '00:00'),
      status: 'booked',
      limit: 1000,
    });
    await appendAudit(tx, {
      id: `audit_${randomUUID()}`,
      at: now,
      staff: { id: member.id, name: member.name },
      action: 'absence_add',
      bookingId: null,
      agencyId: advisor.agencyId,
      advisorId,
      before: null,
      after: { ...absence, collisions: collisions.map((c) => c.id) },
    });
    return { absence, collisions: collisions.map((c) => consultationRow(c, member.culture)) };
  });
};

/** Deletes an absence: its days are offered again (where nothing else takes them). */
export const removeAbsence = async (
  db: Database,
  member: StaffMember,
  advisorId: string,
  absenceId: string,
  idempotencyKey: string,
  now: Date,
): Promise<void> => {
  const advisor = await advisorInScope(db, member, advisorId);
  await once(db, member, idempotencyKey, ['absence_remove', advisorId, absenceId], now, async (tx) => {
    await lockAdvisor(tx, advisorId);
    const removed = await deleteAbsence(tx, advisorId, absenceId);
    if (!removed) throw notFound(member.culture);
    await appendAudit(tx, {
      id: `audit_${randomUUID()}`,
      at: now,
      staff: { id: member.id, name: member.name },
      action: 'absence_remove',
      bookingId: null,
      agencyId: advisor.agencyId,
      advisorId,
      before: removed,
      after: null,
    });
    return null;
  });
};
