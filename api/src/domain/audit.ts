// The audit trail as the back office reads it (issue 34): a branch lead the branch's entries, the back office all,
// newest first, paged; an advisor reads their consultations' entries on each consultation's page only.
import type { AuditPage, AuditQuery, StaffMember } from '@checkout/shared/contract';
import { zurichWallTimeToDate } from '@checkout/shared/calendar';
import { addDays, formatIsoDate, parseIsoDate, zurichTime } from '@checkout/shared/dates';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import type { Queryable } from '../db/database';
import { auditInScope } from '../repositories/staff-audit-repository';
import { auditEntriesIn } from './audit-sentences';
import { DEFAULT_PAGE_SIZE, scopeOf } from './consultations';
import { staffForbidden, validationError } from './errors';

/** Days the trail shows when the query names none: the last 90. */
export const DEFAULT_AUDIT_DAYS = 90;

const decodeCursor = (cursor: string, member: StaffMember): { at: Date; seq: number } => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      Number.isInteger(value[1])
    ) {
      const at = new Date(value[0]);
      if (!Number.isNaN(at.getTime())) return { at, seq: value[1] as number };
    }
  } catch {
    // Not a cursor of ours: refused below.
  }
  throw validationError({ cursor: VALIDATION_MESSAGES.invalid }, member.culture);
};

export const auditPage = async (
  db: Queryable,
  member: StaffMember,
  query: AuditQuery,
  now: Date,
): Promise<AuditPage> => {
  const scope = scopeOf(member);
  if (scope.role === 'advisor') throw staffForbidden(member.culture, 'api.staff.role');
  const today = zurichTime(now).date;
  const till = query.till ?? formatIsoDate(today);
  const from = query.from ?? formatIsoDate(addDays(parseIsoDate(till), 1 - DEFAULT_AUDIT_DAYS));
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const entries = await auditInScope(db, scope, {
    bookingId: query.consultationId,
    from: zurichWallTimeToDate(from, '00:00'),
    until: zurichWallTimeToDate(formatIsoDate(addDays(parseIsoDate(till), 1)), '00:00'),
    before: query.cursor === undefined ? undefined : decodeCursor(query.cursor, member),
    limit: limit + 1,
  });
  const page = entries.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await auditEntriesIn(
      db,
      page.map(({ seq: _seq, ...entry }) => entry),
      member.culture,
    ),
    nextCursor:
      entries.length > limit && last
        ? Buffer.from(JSON.stringify([last.at, last.seq])).toString('base64url')
        : null,
  };
};
