// Staff management in the back office (issue 47, item 4): a branch lead manages their branch's members, the back
// office everyone, an advisor nobody. Inviting writes the member and their first sign-in link (the sign-in link's
// own path); deactivating is the import's (setStaffActive: sessions, links and passkeys end at once). Each change
// is idempotent under its key and audited; nobody deactivates themselves, and the last active back-office member
// keeps that role.
import { randomUUID } from 'node:crypto';
import type {
  StaffInviteRequest,
  StaffMember,
  StaffMemberChangeRequest,
  StaffMemberRow,
  StaffRole,
} from '@checkout/shared/contract';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import type { Database, Queryable } from '../db/database';
import type { Keyring } from '../keyring';
import { advisorsInScope } from '../repositories/consultation-repository';
import {
  agencyNamesOf,
  lockActiveBackOffice,
  lockStaffMember,
  setStaffActive,
  staffEmailTaken,
  staffMemberRow,
  staffMembersIn,
  updateStaffScope,
  upsertStaff,
} from '../repositories/staff-repository';
import { DomainError, notFound, staffClosed, staffForbidden, validationError } from './errors';
import { writeSignInLink } from './staff-auth';
import { auditChange, once } from './staff-change';

/** Whose members a member manages: a branch's (a branch lead), everyone's (null: the back office); 403 otherwise. */
const managedBranchOf = (member: StaffMember): string | null => {
  if (member.role === 'back_office') return null;
  if (member.role === 'branch_lead' && member.agencyId) return member.agencyId;
  throw staffForbidden(member.culture, 'api.staff.role');
};

/** A role and scope as stored: an id the role does not name is null. */
interface Scope {
  role: StaffRole;
  agencyId: string | null;
  advisorId: string | null;
}

const scopeOfRequest = (request: StaffMemberChangeRequest): Scope => ({
  role: request.role,
  agencyId: request.role === 'back_office' ? null : (request.agencyId ?? '').trim() || null,
  advisorId: request.role === 'advisor' ? (request.advisorId ?? '').trim() || null : null,
});

/**
 * Whether `member` may give a role and scope: a branch lead within their branch and never the back office's role
 * (403 naming the field); the branch and the advisor record must exist, the advisor in that branch (400 naming it).
 */
const checkScope = async (db: Queryable, member: StaffMember, scope: Scope): Promise<void> => {
  const branch = managedBranchOf(member);
  if (branch !== null) {
    if (scope.role === 'back_office')
      throw new DomainError(
        'forbidden',
        'api.staff.member.power',
        { role: 'api.staff.member.power' },
        member.culture,
      );
    if (scope.agencyId !== branch)
      throw new DomainError(
        'forbidden',
        'api.staff.member.branch',
        { agencyId: 'api.staff.member.branch' },
        member.culture,
      );
  }
  if (scope.agencyId !== null && !(await agencyNamesOf(db, scope.agencyId)))
    throw validationError({ agencyId: VALIDATION_MESSAGES.unknown }, member.culture);
  if (scope.advisorId !== null) {
    const [advisor] = await advisorsInScope(db, { role: 'back_office' }, scope.advisorId);
    if (!advisor || advisor.agencyId !== scope.agencyId)
      throw validationError({ advisorId: VALIDATION_MESSAGES.unknown }, member.culture);
  }
};

/** The facts an audit row keeps of a member's role and scope (the branch named in both languages). */
const factsOf = async (db: Queryable, name: string, scope: Scope) => ({
  name,
  role: scope.role,
  agencyId: scope.agencyId,
  advisorId: scope.advisorId,
  branch: scope.agencyId === null ? null : ((await agencyNamesOf(db, scope.agencyId)) ?? null),
});

/** The members `member` manages, active or not, by name. */
export const staffMembersOf = (db: Queryable, member: StaffMember): Promise<StaffMemberRow[]> =>
  staffMembersIn(db, managedBranchOf(member));

/** A member within `member`'s management, their row locked; 404 outside it. */
const managedMember = async (tx: Queryable, member: StaffMember, id: string): Promise<StaffMemberRow> => {
  const branch = managedBranchOf(member);
  const row = await lockStaffMember(tx, id);
  if (!row || (branch !== null && row.agencyId !== branch)) throw notFound(member.culture);
  return row;
};

const rowOf = async (tx: Queryable, id: string, culture: StaffMember['culture']) => {
  const row = await staffMemberRow(tx, id);
  if (!row) throw notFound(culture);
  return row;
};

/**
 * Invites a member: written to the allow-list (one address, one member: 400 naming `email`) and mailed a sign-in
 * link in their language, in one transaction. Answers their row.
 */
export const inviteMember = async (
  db: Database,
  member: StaffMember,
  request: StaffInviteRequest,
  key: string,
  now: Date,
  keys: Keyring,
): Promise<StaffMemberRow> => {
  const scope = scopeOfRequest(request);
  await checkScope(db, member, scope);
  return once(db, member, key, request, now, async (tx) => {
    const email = request.email.trim();
    if (await staffEmailTaken(tx, email))
      throw validationError({ email: 'api.staff.member.emailTaken' }, member.culture);
    const invited: StaffMember = {
      id: `staff-${randomUUID()}`,
      email,
      name: request.name.trim(),
      culture: request.language,
      ...scope,
    };
    await upsertStaff(tx, [{ ...invited, createdAt: now }]);
    await writeSignInLink(tx, invited, invited.culture, now, keys);
    await auditChange(tx, member, now, {
      action: 'staff_invite',
      bookingId: null,
      agencyId: scope.agencyId,
      advisorId: scope.advisorId,
      before: null,
      after: await factsOf(tx, invited.name, scope),
    });
    return rowOf(tx, invited.id, member.culture);
  });
};

/** Refuses to take the role away from the last active back-office member (409). */
const keepOneBackOffice = async (tx: Queryable, member: StaffMember, target: StaffMemberRow) => {
  if (target.role !== 'back_office' || !target.active) return;
  const others = (await lockActiveBackOffice(tx)).filter((id) => id !== target.id);
  if (others.length === 0) throw staffClosed(member.culture, 'api.staff.member.lastBackOffice');
};

/** Changes a member's role and scope. */
export const changeMember = async (
  db: Database,
  member: StaffMember,
  id: string,
  request: StaffMemberChangeRequest,
  key: string,
  now: Date,
): Promise<StaffMemberRow> => {
  const scope = scopeOfRequest(request);
  await checkScope(db, member, scope);
  return once(db, member, key, { id, request }, now, async (tx) => {
    const target = await managedMember(tx, member, id);
    const same =
      target.role === scope.role &&
      target.agencyId === scope.agencyId &&
      target.advisorId === scope.advisorId;
    if (same) return target;
    if (scope.role !== 'back_office') await keepOneBackOffice(tx, member, target);
    await updateStaffScope(tx, id, scope);
    await auditChange(tx, member, now, {
      action: 'staff_change',
      bookingId: null,
      agencyId: scope.agencyId ?? target.agencyId,
      advisorId: scope.advisorId ?? target.advisorId,
      before: await factsOf(tx, target.name, target),
      after: await factsOf(tx, target.name, scope),
    });
    return rowOf(tx, id, member.culture);
  });
};

/**
 * Deactivates a member as the import does (their sessions end, their unspent links and passkeys go, at once); not
 * oneself, not the last active back-office member (409).
 */
export const deactivateMember = async (
  db: Database,
  member: StaffMember,
  id: string,
  _input: unknown,
  key: string,
  now: Date,
): Promise<StaffMemberRow> =>
  once(db, member, key, { id, active: false }, now, async (tx) => {
    const target = await managedMember(tx, member, id);
    if (target.id === member.id) throw staffClosed(member.culture, 'api.staff.member.self');
    if (!target.active) return target;
    await keepOneBackOffice(tx, member, target);
    const ended = await setStaffActive(tx, { active: [], inactive: [id] }, now);
    await auditChange(tx, member, now, {
      action: 'staff_deactivate',
      bookingId: null,
      agencyId: target.agencyId,
      advisorId: target.advisorId,
      before: { name: target.name, active: true },
      after: {
        name: target.name,
        active: false,
        sessionsEnded: ended.sessionsEnded,
        linksWithdrawn: ended.linksWithdrawn,
        passkeysRemoved: ended.passkeysRemoved,
      },
    });
    return rowOf(tx, id, member.culture);
  });

/** Reactivates a member: they sign in by link again (their passkeys went with the deactivation). */
export const reactivateMember = async (
  db: Database,
  member: StaffMember,
  id: string,
  _input: unknown,
  key: string,
  now: Date,
): Promise<StaffMemberRow> =>
  once(db, member, key, { id, active: true }, now, async (tx) => {
    const target = await managedMember(tx, member, id);
    if (target.active) return target;
    await setStaffActive(tx, { active: [id], inactive: [] }, now);
    await auditChange(tx, member, now, {
      action: 'staff_reactivate',
      bookingId: null,
      agencyId: target.agencyId,
      advisorId: target.advisorId,
      before: { name: target.name, active: false },
      after: { name: target.name, active: true },
    });
    return rowOf(tx, id, member.culture);
  });
