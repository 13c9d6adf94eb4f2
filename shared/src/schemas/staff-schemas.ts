// The back office's wire bodies and queries (issue 34, contract/staff.ts): validated by the booking API with these
// very schemas (strict, every bad field named), and usable by the back office's forms.
import * as yup from 'yup';
import {
  CONSULTATION_STATUSES,
  parseBookingReference,
  type AbsenceRequest,
  type AuditQuery,
  type ConsultationStatus,
  type PrivacyRequest,
  type StaffAcceptRequest,
  type StaffCancelRequest,
  type StaffDeclineRequest,
  type StaffListQuery,
  type StaffOutcomeRequest,
  type StaffPasskeyRequest,
  type StaffReassignRequest,
  type StaffRedeemRequest,
  type StaffSignInLinkRequest,
} from '../contract';
import { isIsoDate, systemClock, type Clock } from '../dates';
import { VALIDATION_MESSAGES as M } from './messages';
import { FIELD_LIMITS, emailRule, multilineText, requiredText } from './field-rules';
import { cultureRule, dateField, timeField } from './reserve-request-schema';

/** Limits of the staff calls' fields. */
export const STAFF_LIMITS = {
  /** A reason written to the traveller (cancel, decline) or kept with an absence. */
  reason: 1000,
  /** The list's text search. */
  search: 100,
  /** A page's cursor as the API made it. */
  cursor: 200,
  /** Rows per page (the list and the audit trail). */
  pageSize: 200,
  /** Days one list or one absence spans at most. */
  days: 366,
  /** A sign-in link's token. */
  token: 100,
} as const;

const optionalId = () =>
  yup.string().typeError(M.invalid).optional().max(FIELD_LIMITS.id, M.tooLong).matches(/^\S+$/, M.invalid);

const requiredId = () =>
  requiredText(FIELD_LIMITS.id).test('id', M.invalid, (value) => value === undefined || /^\S+$/.test(value));

/** An optional yyyy-mm-dd date (any day, past ones too: the list and the audit look back). */
const optionalIsoDate = () =>
  yup
    .string()
    .typeError(M.invalid)
    .optional()
    .test('date', M.date, (value) => value === undefined || isIsoDate(value));

const requiredIsoDate = () =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .test('date', M.date, (value) => value === undefined || value === '' || isIsoDate(value))
    .test('required', M.required, (value) => (value ?? '') !== '');

const DAY_MS = 86_400_000;

/** `till` not before `from`, and the two at most STAFF_LIMITS.days apart (when both are there and dates). */
const rangeTest = function (this: yup.TestContext, till: string | undefined): boolean {
  const from = (this.parent as { from?: unknown }).from;
  if (typeof from !== 'string' || till === undefined || !isIsoDate(from) || !isIsoDate(till)) return true;
  const days = (Date.parse(`${till}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  return days >= 0 && days < STAFF_LIMITS.days;
};

const pageSize = () =>
  yup
    .number()
    .typeError(M.invalid)
    .optional()
    .integer(M.invalid)
    .min(1, M.invalid)
    .max(STAFF_LIMITS.pageSize, M.invalid);

const cursor = () => yup.string().typeError(M.invalid).optional().max(STAFF_LIMITS.cursor, M.invalid);

const reason = () =>
  multilineText(STAFF_LIMITS.reason).test('required', M.required, (value) => (value ?? '').trim() !== '');

/** POST signInLink. */
export const staffSignInLinkSchema: yup.ObjectSchema<StaffSignInLinkRequest> = yup.object({
  email: emailRule(),
  culture: cultureRule(),
});

/** POST redeemLink: the token the sign-in page read from its address. */
export const staffRedeemSchema: yup.ObjectSchema<StaffRedeemRequest> = yup.object({
  token: requiredText(STAFF_LIMITS.token),
});

/** POST passkeySignIn and passkeyRegistration: the browser's WebAuthn answer as JSON (checked by the API). */
export const staffPasskeySchema: yup.ObjectSchema<StaffPasskeyRequest> = yup.object({
  response: yup
    .mixed<object>()
    .test(
      'object',
      M.invalid,
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    )
    .defined(M.required),
});

/** GET consultations and consultationsCsv: the filter (query parameters; `limit` as a number). */
export const staffListQuerySchema: yup.ObjectSchema<StaffListQuery> = yup.object({
  agencyId: optionalId(),
  advisorId: optionalId(),
  from: optionalIsoDate(),
  till: optionalIsoDate().test('range', M.invalid, rangeTest),
  status: yup
    .mixed<ConsultationStatus>()
    .oneOf([...CONSULTATION_STATUSES], M.invalid)
    .optional(),
  q: yup.string().typeError(M.invalid).optional().max(STAFF_LIMITS.search, M.tooLong),
  cursor: cursor(),
  limit: pageSize(),
});

/** GET audit. */
export const auditQuerySchema: yup.ObjectSchema<AuditQuery> = yup.object({
  consultationId: optionalId(),
  from: optionalIsoDate(),
  till: optionalIsoDate().test('range', M.invalid, rangeTest),
  cursor: cursor(),
  limit: pageSize(),
});

/** POST consultation/cancel: the reason, written to the traveller. */
export const staffCancelSchema: yup.ObjectSchema<StaffCancelRequest> = yup.object({ reason: reason() });

/** POST consultation/decline: the reason, written to the traveller. */
export const staffDeclineSchema: yup.ObjectSchema<StaffDeclineRequest> = yup.object({ reason: reason() });

export const staffOutcomeSchema: yup.ObjectSchema<StaffOutcomeRequest> = yup.object({
  outcome: yup
    .mixed<StaffOutcomeRequest['outcome']>()
    .oneOf(['completed', 'no_show'], M.invalid)
    .defined(M.required)
    .nonNullable(M.required),
});

export const staffReassignSchema: yup.ObjectSchema<StaffReassignRequest> = yup.object({
  advisorId: requiredId(),
});

/** POST consultation/accept: the advisor and the hour confirmed to the traveller (today or later). */
export const createStaffAcceptSchema = (clock: Clock = systemClock): yup.ObjectSchema<StaffAcceptRequest> =>
  yup.object({
    advisorId: requiredId(),
    date: dateField(clock, () => false),
    time: timeField(() => false),
  });

/** POST absences: whole days, both included, with a reason. */
export const absenceRequestSchema: yup.ObjectSchema<AbsenceRequest> = yup.object({
  from: requiredIsoDate(),
  till: requiredIsoDate().test('range', M.invalid, rangeTest),
  reason: requiredText(200),
});

/** POST PRIVACY_PATHS.*: the traveller's e-mail address and, optionally, a booking reference (issue 37). */
export const privacyRequestSchema: yup.ObjectSchema<PrivacyRequest> = yup.object({
  email: emailRule(),
  reference: yup
    .string()
    .typeError(M.invalid)
    .optional()
    .test('reference', M.invalid, (value) => value === undefined || parseBookingReference(value) !== null),
});
