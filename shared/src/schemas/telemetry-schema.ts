// Addition (issue 36): the body of POST /api/telemetry, a batch of the browser's beacon events. Fixed words, short
// pattern-checked names and bounded numbers only, so that no personal data can be sent in it.
import * as yup from 'yup';
import {
  RELEASE_CHANNELS,
  TELEMETRY_KINDS,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_REMOTE_PATTERN,
  TELEMETRY_SESSION_PATTERN,
  TELEMETRY_VERSION_PATTERN,
  VITAL_NAMES,
  type TelemetryBatch,
  type TelemetryEvent,
} from '../contract';
import { VALIDATION_MESSAGES as M } from './messages';

/** The largest vital accepted: an hour in milliseconds (a CLS score is far below it). */
export const MAX_VITAL_VALUE = 3_600_000;

const pattern = (rule: RegExp) =>
  yup.string().typeError(M.invalid).defined(M.required).matches(rule, M.invalid);

/** The checkout step, 1 to 7, or null outside the steps. */
const stepRule = () =>
  yup
    .number()
    .typeError(M.invalid)
    .defined(M.required)
    .nullable()
    .integer(M.invalid)
    .min(1, M.invalid)
    .max(7, M.invalid);

const isKind = (parent: unknown, kind: TelemetryEvent['kind']): boolean =>
  typeof parent === 'object' && parent !== null && (parent as { kind?: unknown }).kind === kind;

const telemetryEventSchema = yup.object({
  kind: yup.string().typeError(M.invalid).defined(M.required).oneOf(TELEMETRY_KINDS, M.invalid),
  step: stepRule(),
  remote: pattern(TELEMETRY_REMOTE_PATTERN),
  version: pattern(TELEMETRY_VERSION_PATTERN),
  release: yup.string().typeError(M.invalid).oneOf(RELEASE_CHANNELS, M.invalid),
  session: pattern(TELEMETRY_SESSION_PATTERN),
  // A vital names itself and carries its value; other kinds carry neither.
  name: yup
    .string()
    .typeError(M.invalid)
    .oneOf(VITAL_NAMES, M.invalid)
    .test('vital-name', M.required, function (value) {
      return isKind(this.parent, 'vital')
        ? value !== undefined
        : value === undefined || this.createError({ message: M.invalid });
    }),
  value: yup
    .number()
    .typeError(M.invalid)
    .min(0, M.invalid)
    .max(MAX_VITAL_VALUE, M.invalid)
    .test('vital-value', M.required, function (value) {
      return isKind(this.parent, 'vital')
        ? value !== undefined
        : value === undefined || this.createError({ message: M.invalid });
    }),
  status: yup.number().typeError(M.invalid).integer(M.invalid).min(0, M.invalid).max(599, M.invalid),
});

/** A build of a canary release that loaded (canary releases' addition). */
const telemetryLoadSchema = yup.object({
  step: stepRule(),
  remote: pattern(TELEMETRY_REMOTE_PATTERN),
  version: pattern(TELEMETRY_VERSION_PATTERN),
  release: yup.string().typeError(M.invalid).defined(M.required).oneOf(RELEASE_CHANNELS, M.invalid),
  session: pattern(TELEMETRY_SESSION_PATTERN),
});

export const telemetryBatchSchema: yup.ObjectSchema<TelemetryBatch> = yup.object({
  // At least one event, unless the beacon carries loads.
  events: yup
    .array(telemetryEventSchema)
    .typeError(M.invalid)
    .defined(M.required)
    .max(TELEMETRY_MAX_EVENTS, M.tooLong)
    .test('some', M.required, function (events) {
      const loads = (this.parent as { loads?: unknown } | undefined)?.loads;
      return (events?.length ?? 0) > 0 || (Array.isArray(loads) && loads.length > 0);
    }),
  loads: yup.array(telemetryLoadSchema).typeError(M.invalid).optional().max(TELEMETRY_MAX_EVENTS, M.tooLong),
}) as unknown as yup.ObjectSchema<TelemetryBatch>;
