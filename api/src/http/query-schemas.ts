// The booking API's own request validation: the data of the query-style calls (spec section 7), validated
// without coercion. Built from the shared rules (culture, dates, session id, field limits) the forms use too.
import * as yup from 'yup';
import { RELEASE_REMOTES, type ReleaseRemote } from '../domain/releases';
import {
  ADVICE_MODES,
  ADVISOR_IMAGE_SIZES,
  type AdviceMode,
  type AgendaFilters,
  type Culture,
  type FilterSelected,
  TELEMETRY_VERSION_PATTERN,
} from '@checkout/shared/contract';
import { systemClock, type Clock } from '@checkout/shared/dates';
import {
  FIELD_LIMITS,
  SESSION_ID_PATTERN,
  VALIDATION_MESSAGES as M,
  cultureRule,
  dateField,
  optionalText,
  optionalCultureRule,
  sessionIdRule,
  stringList,
} from '@checkout/shared/schemas';

/** Culture is optional on query calls: it defaults to de-CH (spec section 7). */
const optionalCulture = () => cultureRule().optional();

const requiredId = () =>
  yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .max(FIELD_LIMITS.id, M.tooLong)
    .test('required', M.required, (value) => (value ?? '').trim() !== '');

const optionalSessionId = () =>
  yup
    .string()
    .typeError(M.invalid)
    .optional()
    .matches(SESSION_ID_PATTERN, { message: M.invalid, excludeEmptyString: true });

/** The visitor's profile vector: one value 0..1 per factor. */
const perfectMatchData = () =>
  yup
    .array()
    .typeError(M.invalid)
    .of(yup.number().typeError(M.invalid).defined(M.invalid).min(0, M.invalid).max(1, M.invalid))
    .max(FIELD_LIMITS.ids, M.tooLong)
    .optional();

export interface CultureData {
  culture?: Culture;
}

export const cultureDataSchema: yup.ObjectSchema<CultureData> = yup.object({ culture: optionalCulture() });

export interface FilterData {
  culture?: Culture;
  filterSelected?: FilterSelected[];
}

export const filterDataSchema: yup.ObjectSchema<FilterData> = yup.object({
  culture: optionalCulture(),
  filterSelected: yup
    .array()
    .typeError(M.invalid)
    .of(
      yup.object({
        key: optionalText(FIELD_LIMITS.id),
        values: stringList(FIELD_LIMITS.ids * 4, FIELD_LIMITS.id),
      }),
    )
    .max(10, M.tooLong)
    .optional(),
});

const agendaFilters = (): yup.ObjectSchema<AgendaFilters> =>
  yup
    .object({
      filterAgencyLocations: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id),
      filterDestinations: stringList(FIELD_LIMITS.ids, FIELD_LIMITS.id),
    })
    .typeError(M.invalid);

export interface DayData {
  culture?: Culture;
  weekDateSelected: string;
  advisorId?: string;
  travelExperienceId?: string;
  filters?: AgendaFilters;
  checkoutSessionId?: string;
}

export interface AgendaData extends DayData {
  weekState?: number;
  page?: number;
  adviceMode?: AdviceMode;
  language?: string;
  perfectMatchData?: number[];
}

const dayFields = (clock: Clock) => ({
  culture: optionalCulture(),
  weekDateSelected: dateField(clock, () => false),
  advisorId: yup.string().typeError(M.invalid).max(FIELD_LIMITS.id, M.tooLong).optional(),
  travelExperienceId: yup.string().typeError(M.invalid).max(FIELD_LIMITS.id, M.tooLong).optional(),
  filters: agendaFilters().optional().default(undefined),
  checkoutSessionId: optionalSessionId(),
});

/** The data of GET /checkout/day. */
export const createDayDataSchema = (clock: Clock = systemClock): yup.ObjectSchema<DayData> =>
  yup.object(dayFields(clock));

/** The data of GET /checkout/agenda. */
export const createAgendaDataSchema = (clock: Clock = systemClock): yup.ObjectSchema<AgendaData> =>
  yup.object({
    ...dayFields(clock),
    weekState: yup
      .number()
      .typeError(M.invalid)
      .integer(M.invalid)
      .min(0, M.invalid)
      .max(52, M.invalid)
      .optional(),
    page: yup
      .number()
      .typeError(M.invalid)
      .integer(M.invalid)
      .min(0, M.invalid)
      .max(1000, M.invalid)
      .optional(),
    adviceMode: yup.mixed<AdviceMode>().oneOf(ADVICE_MODES, M.invalid).optional(),
    language: yup
      .string()
      .typeError(M.invalid)
      .optional()
      .matches(/^[a-z]{2}$/, { message: M.invalid, excludeEmptyString: true }),
    perfectMatchData: perfectMatchData(),
  });

export interface ConsultantData {
  culture?: Culture;
  id: string;
  perfectMatchData?: number[];
}

/** data of consultant/get, consultant/match and travelexperience/match. */
export const consultantDataSchema: yup.ObjectSchema<ConsultantData> = yup.object({
  culture: optionalCulture(),
  id: requiredId(),
  perfectMatchData: perfectMatchData(),
});

export const travelExperienceDataSchema = yup.object({
  culture: optionalCulture(),
  travelExperienceId: requiredId(),
});

export type TravelExperienceData = yup.InferType<typeof travelExperienceDataSchema>;

export const releaseHoldSchema = yup.object({ sessionId: sessionIdRule() });

export type ReleaseHoldData = yup.InferType<typeof releaseHoldSchema>;

/** Body of the operator switch PUT /operator/checkout-offline. */
export interface OperatorOfflineBody {
  offline: boolean;
}

export const operatorOfflineSchema: yup.ObjectSchema<OperatorOfflineBody> = yup.object({
  offline: yup.boolean().typeError(M.invalid).defined(M.required).nonNullable(M.required),
});

/** Issue 36: the remote a release call names (its federation name). */
const releaseRemote = () =>
  yup
    .mixed<ReleaseRemote>()
    .oneOf([...RELEASE_REMOTES], M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .meta({ jsonSchema: { type: 'string', enum: [...RELEASE_REMOTES] } });

const releaseShare = () =>
  yup
    .number()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .min(0, M.invalid)
    .max(100, M.invalid);

/** Body of POST /operator/releases/promote and /rollback. */
export const releaseRemoteSchema = yup.object({ remote: releaseRemote() });

/** Body of POST /operator/releases/widen. */
export const releaseWidenSchema = yup.object({ remote: releaseRemote(), share: releaseShare() });

/** A number of sessions the automatic rollback counts (optional: the rule's default). */
const sessionCount = () =>
  yup.number().typeError(M.invalid).optional().integer(M.invalid).min(1, M.invalid).max(1_000_000, M.invalid);

/** Body of POST /operator/releases/start: the candidate, its share and, when on, the automatic rollback's rule. */
export const releaseStartSchema = yup.object({
  remote: releaseRemote(),
  manifest: yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .max(2000, M.tooLong)
    .matches(/^https?:\/\/[^\s]+$/, M.invalid),
  version: yup
    .string()
    .typeError(M.invalid)
    .defined(M.required)
    .nonNullable(M.required)
    .matches(TELEMETRY_VERSION_PATTERN, M.invalid),
  share: releaseShare(),
  autoRollback: yup.boolean().typeError(M.invalid).optional(),
  margin: yup.number().typeError(M.invalid).optional().min(0, M.invalid).max(1, M.invalid),
  minSessions: sessionCount(),
  sessionsPerNetwork: sessionCount(),
});

/** Ids of a comma list as HasConsultantForDestination takes them ('' or absent: none). */
export const splitIds = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

const commaIdList = () =>
  yup
    .string()
    .typeError(M.invalid)
    .optional()
    .matches(/^[A-Za-z0-9_,\s-]*$/, { message: M.invalid, excludeEmptyString: true })
    .test('count', M.tooLong, (value) => splitIds(value).length <= FIELD_LIMITS.ids)
    .test('length', M.invalid, (value) => splitIds(value).every((id) => id.length <= FIELD_LIMITS.id))
    .meta({ jsonSchema: { description: 'Comma-separated ids' } });

/** Query of GET /consultant/HasConsultantForDestination: comma lists, not data JSON (spec section 7). */
export const hasConsultantQuerySchema = yup.object({
  destinationIds: commaIdList(),
  branchOfficeIds: commaIdList(),
});

/** Path of an advisor's generated portrait: `<advisor id>.svg`. */
export const advisorImageParamsSchema = yup.object({
  file: requiredId().matches(/^[A-Za-z0-9_-]{1,100}\.svg$/, M.invalid),
});

/** Pixels as a query parameter gives them: digits. */
const imageSide = () =>
  yup
    .string()
    .typeError(M.invalid)
    .optional()
    .matches(/^\d{1,4}$/, M.invalid);

/** Query of an advisor's portrait: a size of ADVISOR_IMAGE_SIZES (spec section 9) as width and height, or none. */
export const advisorImageQuerySchema = yup
  .object({ width: imageSide(), height: imageSide() })
  .test('size', M.invalid, function size({ width, height }) {
    if (width === undefined && height === undefined) return true;
    if (ADVISOR_IMAGE_SIZES.some(([w, h]) => String(w) === width && String(h) === height)) return true;
    const known = ADVISOR_IMAGE_SIZES.some(([w]) => String(w) === width);
    return this.createError({ path: known ? 'height' : 'width', message: M.invalid });
  });

/** The `Idempotency-Key` header of POST /checkout/reserve: printable ASCII, one attempt's key. */
export const idempotencyKeySchema = yup
  .string()
  .typeError(M.invalid)
  .optional()
  .matches(/^[\x21-\x7e]{1,200}$/, M.invalid);

/** Body of POST /checkout/session. */
export const checkoutSessionSchema = yup.object({
  sessionId: sessionIdRule(),
  culture: optionalCultureRule(),
});

/** The X-Checkout-Session header: a token of POST /checkout/session. */
/** X-Checkout-Proof (issue 32): a solved challenge, base64 of ALTCHA's JSON payload; needed by a session's first hold. */
export const proofHeaderSchema = yup
  .string()
  .typeError(M.invalid)
  .optional()
  .matches(/^[A-Za-z0-9+/=]{1,2000}$/, M.invalid);
