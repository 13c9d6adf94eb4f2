// The wire body of POST /checkout/reserve, built from the very field rules of the step 4 and 5 forms.
import * as yup from 'yup';
import {
  ADVICE_MODES,
  CULTURES,
  toWireAdviceMode,
  type CancelBookingRequest,
  type Culture,
  type MoveBookingRequest,
  type ReserveRequest,
  type WireAdviceMode,
} from '../contract';
import { VALIDATION_MESSAGES as M } from './messages';
import { FIELD_LIMITS, booleanRule, optionalText, stringList } from './field-rules';
import { contactFieldRules } from './contact-schema';
import { travelDetailFieldRules } from './travel-detail-schema';
import { TIME_PATTERN, formatIsoDate, isIsoDate, systemClock, zurichToday, type Clock } from '../dates';

/** Options the API validates wire bodies with: no type coercion, every bad field reported. */
export const WIRE_VALIDATE_OPTIONS = { strict: true, abortEarly: false } as const;

/** Anonymous checkout session ids: random, URL-safe, 8 to 100 characters. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The advice modes as the wire names them (a reservation's, a staff booking's). */
export const WIRE_ADVICE_MODES: WireAdviceMode[] = ADVICE_MODES.map(toWireAdviceMode);
const USER_LANGS: ReserveRequest['userLang'][] = ['Deutsch', 'Französisch'];

const isCustom = (parent: unknown): boolean =>
  typeof parent === 'object' &&
  parent !== null &&
  typeof (parent as { customDate?: unknown }).customDate === 'string' &&
  (parent as { customDate: string }).customDate !== '';

/** A yyyy-mm-dd date not before today in Zurich; '' allowed only when `emptyAllowed(parent)`. */
export const dateField = (clock: Clock, emptyAllowed: (parent: unknown) => boolean) =>
  optionalText(10).test('date', M.date, function (value) {
    if (value === undefined || value === '') {
      return emptyAllowed(this.parent) || this.createError({ message: M.required });
    }
    if (!isIsoDate(value)) return false;
    return value >= formatIsoDate(zurichToday(clock)) || this.createError({ message: M.datePast });
  });

/** An HH:mm time; '' allowed only when `emptyAllowed(parent)`. */
export const timeField = (emptyAllowed: (parent: unknown) => boolean) =>
  optionalText(5).test('time', M.time, function (value) {
    if (value === undefined || value === '') {
      return emptyAllowed(this.parent) || this.createError({ message: M.required });
    }
    return TIME_PATTERN.test(value);
  });

export const sessionIdRule = () =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .matches(SESSION_ID_PATTERN, M.invalid);

export const cultureRule = () =>
  yup
    .mixed<Culture>()
    .oneOf([...CULTURES], M.invalid)
    .defined(M.required)
    .nonNullable(M.required);

/** A culture a body may name (an addition to a body that had none: older clients leave it out). */
export const optionalCultureRule = () =>
  yup
    .mixed<Culture>()
    .oneOf([...CULTURES], M.invalid)
    .optional();

/** The reserve body schema; `clock` decides what "in the past" means (tests pass a fixed clock). */
export const createReserveRequestSchema = (clock: Clock = systemClock): yup.ObjectSchema<ReserveRequest> =>
  yup.object({
    culture: cultureRule(),
    id: optionalText(FIELD_LIMITS.id),
    userReferral: optionalText(FIELD_LIMITS.text),
    userLang: yup
      .mixed<ReserveRequest['userLang']>()
      .oneOf(USER_LANGS, M.invalid)
      .defined(M.required)
      .nonNullable(M.required),
    adviceMode: yup
      .mixed<WireAdviceMode>()
      .oneOf(WIRE_ADVICE_MODES, M.invalid)
      .defined(M.required)
      .nonNullable(M.required),
    travelExperienceId: optionalText(FIELD_LIMITS.id),
    travelExperienceHighlights: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.text),
    // The advisor is required for a standard booking; custom-date requests go to a branch office.
    advisorId: optionalText(FIELD_LIMITS.id).test('required', M.required, function (value) {
      return isCustom(this.parent) || (value ?? '').trim() !== '';
    }),
    eventName: optionalText(FIELD_LIMITS.text),
    customDate: dateField(clock, () => true),
    customHour: timeField((parent) => !isCustom(parent)),
    userGender: contactFieldRules.gender(),
    userFirstname: contactFieldRules.firstname(),
    userLastname: contactFieldRules.lastname(),
    userAddress: contactFieldRules.address(),
    userCity: contactFieldRules.city(),
    userZip: contactFieldRules.zip(),
    userEmail: contactFieldRules.email(),
    userPhone: contactFieldRules.phone(),
    userMessage: travelDetailFieldRules.description(),
    userTravelDuration: travelDetailFieldRules.duration(),
    userTravelMonths: travelDetailFieldRules.season(),
    userTravelResponsibly: travelDetailFieldRules.travelResponsibly(),
    userNewsletter: booleanRule(),
    selectedDestinations: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id),
    selectedActivities: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id),
    selectedMobilityForms: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id),
    // A custom-date request is stored for the chosen branch office, so one must be chosen.
    selectedAgencyLocations: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id).test(
      'required',
      M.required,
      function (value) {
        return !isCustom(this.parent) || (value ?? []).length > 0;
      },
    ),
    otherDestinations: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.destination),
    userPipeline: optionalText(FIELD_LIMITS.text),
    userDealstage: optionalText(FIELD_LIMITS.text),
    userDealname: optionalText(FIELD_LIMITS.text),
    userBookmarks: booleanRule(),
    bookmarkIds: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id),
    highlightIds: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id),
    appointmentDate: dateField(clock, isCustom),
    appointmentTime: timeField(isCustom),
    checkoutSessionId: sessionIdRule(),
  });

export const reserveRequestSchema = createReserveRequestSchema();

export interface HoldRequestValues {
  sessionId: string;
  advisorId: string;
  date: string;
  time: string;
  culture?: Culture | undefined;
}

const advisorIdRule = () =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .max(FIELD_LIMITS.id, M.tooLong)
    .test('required', M.required, (value) => (value ?? '').trim() !== '');

/** Body of POST /checkout/hold. */
export const createHoldRequestSchema = (clock: Clock = systemClock): yup.ObjectSchema<HoldRequestValues> =>
  yup.object({
    sessionId: sessionIdRule(),
    advisorId: advisorIdRule(),
    date: dateField(clock, () => false),
    time: timeField(() => false),
    culture: optionalCultureRule(),
  });

/** Body of POST /manage/:token/move (issue 20): the new hour, checked by the same rules as a hold's. */
export const createMoveBookingSchema = (clock: Clock = systemClock): yup.ObjectSchema<MoveBookingRequest> =>
  yup.object({
    culture: cultureRule(),
    advisorId: advisorIdRule(),
    appointmentDate: dateField(clock, () => false),
    appointmentTime: timeField(() => false),
  });

/** Body of POST /manage/:token/cancel (issue 20). */
export const cancelBookingSchema: yup.ObjectSchema<CancelBookingRequest> = yup.object({
  culture: cultureRule(),
});
