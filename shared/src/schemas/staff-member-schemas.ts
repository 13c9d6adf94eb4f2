// Staff management's wire bodies (issue 47, item 4; contract/staff.ts): an invitation, a change of role and scope,
// a passkey's name. The API validates with these very schemas (every bad field named); the back office's forms too.
import * as yup from 'yup';
import {
  STAFF_ROLES,
  type StaffInviteRequest,
  type StaffMemberChangeRequest,
  type StaffPasskeyRenameRequest,
  type StaffRole,
} from '../contract';
import { VALIDATION_MESSAGES as M } from './messages';
import { FIELD_LIMITS, emailRule, requiredText } from './field-rules';
import { cultureRule } from './reserve-request-schema';

/** A passkey's name: at most this many characters. */
export const PASSKEY_NAME_MAX = 60;

/** Which ids a role names (the staff table's `staff_scope` check): true required, false must be empty. */
export const STAFF_SCOPE_OF: Record<StaffRole, { agencyId: boolean; advisorId: boolean }> = {
  advisor: { agencyId: true, advisorId: true },
  branch_lead: { agencyId: true, advisorId: false },
  back_office: { agencyId: false, advisorId: false },
};

const isGiven = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** An id the role needs (required) or must not name (null or ''), as the role chosen says. */
const scopeId = (field: 'agencyId' | 'advisorId') =>
  yup
    .string()
    .typeError(M.invalid)
    .nullable()
    .defined(M.required)
    .max(FIELD_LIMITS.id, M.tooLong)
    .test('scope', M.required, function (value) {
      const role = (this.parent as { role?: unknown }).role;
      const needs = STAFF_SCOPE_OF[role as StaffRole] as
        { agencyId: boolean; advisorId: boolean } | undefined;
      if (!needs) return true;
      if (needs[field]) return isGiven(value) || this.createError({ message: M.required });
      return !isGiven(value) || this.createError({ message: M.invalid });
    })
    .test('id', M.invalid, (value) => !isGiven(value) || /^\S+$/.test(value ?? ''));

const roleRule = () =>
  yup
    .mixed<StaffRole>()
    .oneOf([...STAFF_ROLES], M.invalid)
    .defined(M.required)
    .nonNullable(M.required);

/** PUT member: the role and the ids it needs. */
export const staffMemberChangeSchema: yup.ObjectSchema<StaffMemberChangeRequest> = yup.object({
  role: roleRule(),
  agencyId: scopeId('agencyId'),
  advisorId: scopeId('advisorId'),
});

/** POST members: who is invited, in which role, scope and language. */
export const staffInviteSchema: yup.ObjectSchema<StaffInviteRequest> = yup.object({
  email: emailRule(),
  name: requiredText(FIELD_LIMITS.name),
  role: roleRule(),
  agencyId: scopeId('agencyId'),
  advisorId: scopeId('advisorId'),
  language: cultureRule(),
});

/** PUT ownPasskey: its new name. */
export const staffPasskeyRenameSchema: yup.ObjectSchema<StaffPasskeyRenameRequest> = yup.object({
  name: requiredText(PASSKEY_NAME_MAX),
});
