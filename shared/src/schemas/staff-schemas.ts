// The back office's wire bodies and queries (issue 34, contract/staff.ts): validated by the booking API with these
// very schemas (strict, every bad field named), and usable by the back office's forms.
import * as yup from 'yup';
import {
  CONSULTATION_STATUSES,
  parseBookingReference,
  type AbsenceRequest,
  type AuditQuery,
  type HoursBlock,
  type HoursExceptionRequest,
  type WeeklyHoursBlock,
  type WeeklyHoursRequest,
  type WorkingHoursChange,
  type ConsultationStatus,
  type PrivacyRequest,
  type StaffAcceptRequest,
  type StaffBookingRequest,
  type StaffCalendarQuery,
  type StaffMoveRequest,
  type WireAdviceMode,
  type StaffCancelRequest,
  type StaffDeclineRequest,
  type StaffListQuery,
  type StaffOutcomeRequest,
  type StaffPasskeyRequest,
  type StaffReassignRequest,
  type StaffRedeemRequest,
  type StaffSignInLinkRequest,
} from '../contract';
import {
  SLOT_MINUTES,
  TIME_PATTERN,
  isOnAppointmentStep,
  formatIsoDate,
  isIsoDate,
  systemClock,
  timeToMinutes,
  zurichToday,
  type Clock,
} from '../dates';
import { VALIDATION_MESSAGES as M } from './messages';
import { FIELD_LIMITS, emailRule, multilineText, requiredText } from './field-rules';
import { contactFieldRules } from './contact-schema';
import { WIRE_ADVICE_MODES, cultureRule, dateField, timeField } from './reserve-request-schema';

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

/**
 * Issue 47: the days a staff date may name, the calendar's range. Far outside it (9999-12-31, 0001-01-01) a day's
 * bounds in Zurich time are no date PostgreSQL or an ISO string can hold, which answered 500.
 */
const STAFF_CALENDAR = { first: '2000-01-01', last: '2099-12-31' } as const;

/** A yyyy-mm-dd string naming a real day within the staff calendar's range. */
const isStaffDay = (value: string): boolean =>
  isIsoDate(value) && value >= STAFF_CALENDAR.first && value <= STAFF_CALENDAR.last;

/** An optional yyyy-mm-dd date (any day of the calendar, past ones too: the list and the audit look back). */
const optionalIsoDate = () =>
  yup
    .string()
    .typeError(M.invalid)
    .optional()
    .test('date', M.date, (value) => value === undefined || isStaffDay(value));

const requiredIsoDate = () =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .test('date', M.date, (value) => value === undefined || value === '' || isStaffDay(value))
    .test('required', M.required, (value) => (value ?? '') !== '');

/** A day from today on (Zurich) within the staff calendar: an accepted request's, a staff booking's or move's. */
const comingStaffDay = (clock: Clock) =>
  dateField(clock, () => false).test(
    'calendar',
    M.date,
    (value) => value === undefined || value === '' || !isIsoDate(value) || isStaffDay(value),
  );

const DAY_MS = 86_400_000;

/** `till` not before `from`, and the two at most STAFF_LIMITS.days apart (when both are there and dates). */
const rangeTest = function (this: yup.TestContext, till: string | undefined): boolean {
  const from = (this.parent as { from?: unknown }).from;
  if (typeof from !== 'string' || till === undefined || !isStaffDay(from) || !isStaffDay(till)) return true;
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

/** A passkey's transports (WebAuthn's AuthenticatorTransport words; future ones too): at most this many. */
const MAX_PASSKEY_TRANSPORTS = 10;
const PASSKEY_TRANSPORT = /^[a-z][a-z-]{0,19}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Issue 47: absent, or a short list of lower-case words (they are stored as a text array). */
const isTransports = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) &&
    value.length <= MAX_PASSKEY_TRANSPORTS &&
    value.every((word) => typeof word === 'string' && PASSKEY_TRANSPORT.test(word)));

/**
 * POST passkeySignIn and passkeyRegistration: the browser's WebAuthn answer as JSON (checked by the API, and by
 * @simplewebauthn/server); what the API stores as sent, the transports, checked here.
 */
export const staffPasskeySchema: yup.ObjectSchema<StaffPasskeyRequest> = yup.object({
  response: yup
    .mixed<object>()
    .test('object', M.invalid, isObject)
    .test('transports', M.invalid, function (value) {
      const inner = isObject(value) ? value.response : undefined;
      return (
        !isObject(inner) ||
        isTransports(inner.transports) ||
        this.createError({ path: `${this.path}.response.transports`, message: M.invalid })
      );
    })
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
    date: comingStaffDay(clock),
    time: timeField(() => false),
  });

/** A start on the quarter hour (HH:mm, Zurich): a staff booking's or move's. */
const quarterHourTime = () =>
  timeField(() => false).test(
    'quarter',
    M.time,
    (value) => value === undefined || value === '' || !TIME_PATTERN.test(value) || isOnAppointmentStep(value),
  );

/** Addition (issue 46): POST consultation/move: another advisor, day or start (today or later, on the quarter hour). */
export const createStaffMoveSchema = (clock: Clock = systemClock): yup.ObjectSchema<StaffMoveRequest> =>
  yup.object({
    advisorId: requiredId(),
    date: comingStaffDay(clock),
    time: quarterHourTime(),
  });

/**
 * Addition (issue 46): POST consultations: a booking on a caller's behalf, the traveller's contact fields under the
 * checkout's own rules (step 5), the hour as for a move.
 */
export const createStaffBookingSchema = (clock: Clock = systemClock): yup.ObjectSchema<StaffBookingRequest> =>
  yup.object({
    advisorId: requiredId(),
    date: comingStaffDay(clock),
    time: quarterHourTime(),
    adviceMode: yup
      .mixed<WireAdviceMode>()
      .oneOf(WIRE_ADVICE_MODES, M.invalid)
      .defined(M.required)
      .nonNullable(M.required),
    travellerCulture: cultureRule(),
    firstname: contactFieldRules.firstname(),
    lastname: contactFieldRules.lastname(),
    email: contactFieldRules.email(),
    phone: contactFieldRules.phone(),
    message: multilineText(FIELD_LIMITS.description),
  });

/** Addition (issue 46): GET calendar: a day or a week from `date` (any day), of one branch or advisor. */
export const staffCalendarQuerySchema: yup.ObjectSchema<StaffCalendarQuery> = yup.object({
  date: requiredIsoDate(),
  days: yup.number().typeError(M.invalid).optional().oneOf([1, 7], M.invalid),
  agencyId: optionalId(),
  advisorId: optionalId(),
});

/** POST absences: whole days, both included, with a reason. */
export const absenceRequestSchema: yup.ObjectSchema<AbsenceRequest> = yup.object({
  from: requiredIsoDate(),
  till: requiredIsoDate().test('range', M.invalid, rangeTest),
  reason: requiredText(200),
});

/** Addition: limits of working hours (blocks of a week, of one exception's day). */
export const HOURS_LIMITS = {
  /** Blocks of a whole week at most. */
  weekBlocks: 70,
  /** Blocks of one day at most. */
  dayBlocks: 10,
  /** An exception's reason. */
  reason: 200,
} as const;

/** Whether an HH:mm time lies on the hour grid the checkout cuts slots on (SLOT_MINUTES). */
export const isOnHourGrid = (time: string): boolean =>
  TIME_PATTERN.test(time) && timeToMinutes(time) % SLOT_MINUTES === 0;

/** A block's start or end: HH:mm on the hour grid. */
const gridTime = () =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .test('time', M.time, (value) => value === undefined || TIME_PATTERN.test(value))
    .test(
      'grid',
      M.invalid,
      (value) => value === undefined || !TIME_PATTERN.test(value) || isOnHourGrid(value),
    );

const blockFields = {
  from: gridTime(),
  /** After `from` (named on `to`). */
  to: gridTime().test('after', M.invalid, function (to) {
    const from = (this.parent as { from?: unknown }).from;
    if (typeof from !== 'string' || to === undefined || !isOnHourGrid(from) || !isOnHourGrid(to)) return true;
    return timeToMinutes(to) > timeToMinutes(from);
  }),
  homeOffice: yup.boolean().typeError(M.invalid).defined(M.required).nonNullable(M.required),
};

const hoursBlock: yup.ObjectSchema<HoursBlock> = yup.object(blockFields);

const weeklyBlock: yup.ObjectSchema<WeeklyHoursBlock> = yup.object({
  weekday: yup
    .number()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .integer(M.invalid)
    .min(1, M.invalid)
    .max(7, M.invalid),
  ...blockFields,
});

/**
 * The index of the first block that overlaps an earlier one of the same day (`dayOf` groups them), or -1. Blocks
 * that only touch (09:00-12:00, 12:00-13:00) do not overlap.
 */
export const firstOverlap = <B extends HoursBlock>(
  blocks: readonly B[],
  dayOf: (block: B) => unknown,
): number => {
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i] as B;
    const [from, to] = [timeToMinutes(block.from), timeToMinutes(block.to)];
    const earlier = blocks.slice(0, i).some((other) => {
      if (dayOf(other) !== dayOf(block)) return false;
      return timeToMinutes(other.from) < to && from < timeToMinutes(other.to);
    });
    if (earlier) return i;
  }
  return -1;
};

/** A list of blocks, none overlapping another of its day: the overlap is named on the later block's `from`. */
const blockList = <B extends HoursBlock>(
  item: yup.ObjectSchema<B>,
  max: number,
  dayOf: (block: B) => unknown,
) =>
  yup
    .array(item.required(M.required))
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .max(max, M.tooLong)
    .test('overlap', M.invalid, function (blocks) {
      if (!blocks || blocks.some((b) => !isOnHourGrid(b?.from ?? '') || !isOnHourGrid(b?.to ?? '')))
        return true;
      const at = firstOverlap(blocks as unknown as B[], dayOf);
      return at < 0 || this.createError({ path: `${this.path}[${at}].from`, message: M.invalid });
    });

/** Addition: PUT workingHours: the whole week, each block on the hour grid, none overlapping another. */
export const weeklyHoursSchema: yup.ObjectSchema<WeeklyHoursRequest> = yup.object({
  blocks: blockList(weeklyBlock, HOURS_LIMITS.weekBlocks, (b) => b.weekday),
});

/** Addition: POST hoursExceptions: a date from today on (Zurich), its blocks (none: closed) and a reason. */
export const createHoursExceptionSchema = (
  clock: Clock = systemClock,
): yup.ObjectSchema<HoursExceptionRequest> =>
  yup.object({
    date: requiredIsoDate().test(
      'past',
      M.datePast,
      (value) => value === undefined || !isIsoDate(value) || value >= formatIsoDate(zurichToday(clock)),
    ),
    blocks: blockList(hoursBlock, HOURS_LIMITS.dayBlocks, () => 0),
    reason: requiredText(HOURS_LIMITS.reason),
  });

/** Addition: POST hoursCollisions: the week or one exception (exactly one of them), as it would be saved. */
export const createWorkingHoursChangeSchema = (
  clock: Clock = systemClock,
): yup.ObjectSchema<WorkingHoursChange> =>
  yup
    .object({
      week: weeklyHoursSchema.default(undefined).optional(),
      exception: createHoursExceptionSchema(clock).default(undefined).optional(),
    })
    .test('one', M.invalid, function (change) {
      const given = [change.week, change.exception].filter((part) => part !== undefined).length;
      return given === 1 || this.createError({ path: 'week', message: given === 0 ? M.required : M.invalid });
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
