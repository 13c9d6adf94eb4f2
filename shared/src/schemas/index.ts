// Public face of @checkout/shared/schemas: yup schemas shared by the forms (Formik) and the booking API.
export { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages';
export { SWISS_PHONE_PATTERN, EMAIL_PATTERN, FIELD_LIMITS } from './field-rules';
export {
  contactSchema,
  contactFieldRules,
  CONTACT_FORM_DEFAULTS,
  type ContactFormValues,
} from './contact-schema';
export {
  travelDetailSchema,
  travelDetailFieldRules,
  TRAVEL_DETAIL_DEFAULTS,
  type TravelDetailFormValues,
} from './travel-detail-schema';
export {
  reserveRequestSchema,
  createReserveRequestSchema,
  createHoldRequestSchema,
  WIRE_VALIDATE_OPTIONS,
  SESSION_ID_PATTERN,
  cultureRule,
  sessionIdRule,
  type Clock,
  type HoldRequestValues,
} from './reserve-request-schema';
export { zurichToday, isIsoDate, ISO_DATE_PATTERN, TIME_PATTERN } from './zurich-date';
export { dateField, timeField } from './reserve-request-schema';
export {
  cultureDataSchema,
  filterDataSchema,
  createDayDataSchema,
  createAgendaDataSchema,
  consultantDataSchema,
  travelExperienceDataSchema,
  releaseHoldSchema,
  type CultureData,
  type FilterData,
  type DayData,
  type AgendaData,
  type ConsultantData,
  type TravelExperienceData,
  type ReleaseHoldData,
} from './query-schemas';
/** Re-exported so callers can recognise a failed validation without importing yup themselves. */
export { ValidationError } from 'yup';
