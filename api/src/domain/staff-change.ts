// What every staff change shares (issue 34): its Idempotency-Key (the first answer again for the same request, 422
// for another), its append-only audit row, and, for a change of an advisor's time (an absence, the working hours),
// the advisor within the member's scope and the advisor's row lock, which holds and reservations take too.
import { randomUUID } from 'node:crypto';
import type { StaffMember } from '@checkout/shared/contract';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { advisorsInScope } from '../repositories/consultation-repository';
import { lockAdvisor } from '../repositories/slot-repository';
import {
  appendAudit,
  findStaffAnswer,
  saveStaffAnswer,
  type AuditRecord,
} from '../repositories/staff-audit-repository';
import { scopeOf } from './consultations';
import { notFound } from './errors';
import { requestHash, storedAnswerFor } from './idempotency';

/** The advisor of the path, within the member's scope; 404 outside it. */
export const advisorInScope = async (db: Queryable, member: StaffMember, advisorId: string) => {
  const [advisor] = await advisorsInScope(db, scopeOf(member), advisorId);
  if (!advisor) throw notFound(member.culture);
  return advisor;
};

/**
 * A staff change under its Idempotency-Key, in one transaction that stores its answer: the first answer again for
 * the same request (a twin that lost the race to store the key too), 422 for another request under the key.
 */
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

/** Appends the audit row of a member's change at `now` (who, what, before, after, when). */
export const auditChange = (
  tx: Queryable,
  member: StaffMember,
  now: Date,
  entry: Omit<AuditRecord, 'id' | 'at' | 'staff'>,
): Promise<void> =>
  appendAudit(tx, {
    id: `audit_${randomUUID()}`,
    at: now,
    staff: { id: member.id, name: member.name },
    ...entry,
  });

/** A change of an advisor's time as the member asked it: its Idempotency-Key and what the key's request is. */
export interface AdvisorChange {
  advisorId: string;
  idempotencyKey: string;
  /** What a retry under the key must repeat to be answered the first outcome (hashed). */
  request: unknown;
  now: Date;
}

/** What a change of an advisor's time did: its audit row's action, before and after, and its answer. */
export interface AdvisorChangeDone<T> {
  action: string;
  before: unknown;
  after: unknown;
  answer: T;
}

/**
 * Runs a change of an advisor's time: the advisor within the member's scope (404 outside), under the change's
 * Idempotency-Key, in one transaction holding the advisor's row lock (from its commit no hold or booking takes
 * what it removed), with its audit row.
 */
export const changeAdvisor = async <T>(
  db: Database,
  member: StaffMember,
  change: AdvisorChange,
  perform: (tx: Queryable) => Promise<AdvisorChangeDone<T>>,
): Promise<T> => {
  const { advisorId, now } = change;
  const advisor = await advisorInScope(db, member, advisorId);
  return once(db, member, change.idempotencyKey, change.request, now, async (tx) => {
    await lockAdvisor(tx, advisorId);
    const { answer, ...audit } = await perform(tx);
    await auditChange(tx, member, now, { ...audit, bookingId: null, agencyId: advisor.agencyId, advisorId });
    return answer;
  });
};
