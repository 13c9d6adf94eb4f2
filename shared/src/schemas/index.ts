// Public face of @checkout/shared/schemas: yup schemas shared by the forms (Formik) and the booking API.
export {
  VALIDATION_MESSAGES,
  messageParts,
  translateMessage,
  type MessageValues,
  type ValidationMessageKey,
} from './messages';
export {
  SWISS_PHONE_PATTERN,
  EMAIL_PATTERN,
  formatSwissPhone,
  FIELD_LIMITS,
  multilineText,
  optionalText,
  stringList,
} from './field-rules';
// The form values and defaults come from a yup-free module, so that the store (on step 1's path) can
// import them without pulling yup into the first load.
export {
  CONTACT_FORM_DEFAULTS,
  TRAVEL_DETAIL_DEFAULTS,
  type ContactFormValues,
  type TravelDetailFormValues,
} from './form-values';
export { contactSchema, contactFieldRules } from './contact-schema';
export { travelDetailSchema, travelDetailFieldRules } from './travel-detail-schema';
export {
  reserveRequestSchema,
  createReserveRequestSchema,
  createHoldRequestSchema,
  createMoveBookingSchema,
  cancelBookingSchema,
  WIRE_VALIDATE_OPTIONS,
  SESSION_ID_PATTERN,
  cultureRule,
  optionalCultureRule,
  sessionIdRule,
  type HoldRequestValues,
} from './reserve-request-schema';
export { dateField, timeField } from './reserve-request-schema';
export {
  STAFF_LIMITS,
  absenceRequestSchema,
  auditQuerySchema,
  createStaffAcceptSchema,
  createStaffBookingSchema,
  createStaffMoveSchema,
  staffCalendarQuerySchema,
  privacyRequestSchema,
  staffCancelSchema,
  staffDeclineSchema,
  staffListQuerySchema,
  staffOutcomeSchema,
  staffPasskeySchema,
  staffReassignSchema,
  staffRedeemSchema,
  staffSignInLinkSchema,
  HOURS_LIMITS,
  createHoursExceptionSchema,
  createWorkingHoursChangeSchema,
  firstOverlap,
  isOnHourGrid,
  weeklyHoursSchema,
} from './staff-schemas';
export { staffExportQuerySchema } from './staff-export-schema';
export {
  PASSKEY_NAME_MAX,
  STAFF_SCOPE_OF,
  staffInviteSchema,
  staffMemberChangeSchema,
  staffPasskeyRenameSchema,
} from './staff-member-schemas';
export { fieldErrors, fieldErrorsOf, messageOf } from './field-errors';
export { MAX_VITAL_VALUE, telemetryBatchSchema } from './telemetry-schema';
/** Re-exported so callers can recognise a failed validation without importing yup themselves. */
export { ValidationError } from 'yup';
/** Types the schemas' signatures name, so the entry point is complete on its own. */
export type {
  Culture,
  Gender,
  ReserveRequest,
  TelemetryBatch,
  TravelDuration,
  WireAdviceMode,
} from '../contract';
export type {
  AbsenceRequest,
  AuditQuery,
  ConsultationStatus,
  StaffAcceptRequest,
  StaffCancelRequest,
  StaffDeclineRequest,
  StaffExportQuery,
  StaffInviteRequest,
  StaffListQuery,
  StaffMemberChangeRequest,
  StaffPasskeyRenameRequest,
  StaffRole,
  StaffOutcomeRequest,
  StaffPasskeyRequest,
  StaffReassignRequest,
  StaffRedeemRequest,
  StaffSignInLinkRequest,
} from '../contract';
export type { Clock } from '../dates';
