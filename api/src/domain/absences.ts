// Time off (issue 34): an advisor's absence of whole days blocks new holds and bookings on them at once (the
// availability, the holds and the reservations read absences, under the advisor's row lock that storing one takes
// too), and answers the consultations it collides with, to reassign or cancel. Storing and deleting are
// idempotent and audited like every staff change.
import { randomUUID } from 'node:crypto';
import type { Absence, AbsenceRequest, AbsenceResponse, StaffMember } from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { addDays, formatIsoDate, parseIsoDate, zurichTime } from '@checkout/shared/dates';
import type { Database, Queryable } from '../db/database';
import { absencesOf, deleteAbsence, insertAbsence } from '../repositories/absence-repository';
import { listConsultations } from '../repositories/consultation-repository';
import { consultationRow, scopeOf } from './consultations';
import { notFound } from './errors';
import { advisorInScope, changeAdvisor } from './staff-change';

/** The booked consultations of the advisor within an absence's days, from `since` on, as the member sees them. */
const collisionsWith = async (
  db: Queryable,
  member: StaffMember,
  absence: Pick<Absence, 'advisorId' | 'from' | 'till'>,
  since?: Date,
) => {
  const from = zurichWallTimeToDate(absence.from, '00:00');
  return listConsultations(db, scopeOf(member), {
    advisorId: absence.advisorId,
    from: since && since.getTime() > from.getTime() ? since : from,
    until: zurichWallTimeToDate(formatIsoDate(addDays(parseIsoDate(absence.till), 1)), '00:00'),
    status: 'booked',
    limit: 1000,
  });
};

/**
 * An advisor's absences from today on, each with the upcoming consultations it still collides with (issue 46): a
 * to-do until each is reassigned, moved or cancelled, whoever looks and whenever.
 */
export const absencesFor = async (
  db: Queryable,
  member: StaffMember,
  advisorId: string,
  now: Date,
): Promise<Absence[]> => {
  await advisorInScope(db, member, advisorId);
  const absences = await absencesOf(db, advisorId, formatIsoDate(zurichTime(now).date));
  return Promise.all(
    absences.map(async (absence) => ({
      ...absence,
      collisions: (await collisionsWith(db, member, absence, now)).map((c) =>
        consultationRow(c, member.culture),
      ),
    })),
  );
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
  const request = ['absence', advisorId, body];
  return changeAdvisor(db, member, { advisorId, idempotencyKey, request, now }, async (tx) => {
    const absence: Absence = { id: `abs_${randomUUID()}`, advisorId, ...body, reason: body.reason.trim() };
    await insertAbsence(tx, { ...absence, createdBy: member.id, now });
    const collisions = await collisionsWith(tx, member, absence);
    return {
      action: 'absence_add',
      before: null,
      after: { ...absence, collisions: collisions.map((c) => c.id) },
      answer: { absence, collisions: collisions.map((c) => consultationRow(c, member.culture)) },
    };
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
  const request = ['absence_remove', advisorId, absenceId];
  await changeAdvisor(db, member, { advisorId, idempotencyKey, request, now }, async (tx) => {
    const removed = await deleteAbsence(tx, advisorId, absenceId);
    if (!removed) throw notFound(member.culture);
    return { action: 'absence_remove', before: removed, after: null, answer: null };
  });
};
