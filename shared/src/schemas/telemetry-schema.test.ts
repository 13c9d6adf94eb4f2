import type { TelemetryEvent } from '../contract';
import { fieldErrorsOf } from './field-errors';
import { WIRE_VALIDATE_OPTIONS } from './reserve-request-schema';
import { telemetryBatchSchema } from './telemetry-schema';

const vital: TelemetryEvent = {
  kind: 'vital',
  step: 3,
  remote: 'mfe_agenda',
  version: '4.6.0',
  session: 'rs_0123456789abcdef',
  name: 'LCP',
  value: 1234.5,
};

/** The fields a body is refused for (none: accepted), as the API validates it. */
const refused = (body: unknown): Record<string, string> =>
  fieldErrorsOf(telemetryBatchSchema, body, WIRE_VALIDATE_OPTIONS);

describe('telemetryBatchSchema', () => {
  it('accepts vitals, failures with their release and API errors with their status', () => {
    expect(
      refused({
        events: [
          vital,
          { ...vital, name: 'CLS', value: 0.12, step: null },
          {
            kind: 'load_failure',
            step: 2,
            remote: 'mfe_agenda',
            version: '2024-06-12-1',
            release: 'candidate',
            session: vital.session,
          },
          {
            kind: 'render_error',
            step: 6,
            remote: 'mfe_confirmation',
            version: 'unknown',
            session: vital.session,
          },
          {
            kind: 'api_error',
            step: 3,
            remote: 'mfe_agenda',
            version: '4.6.0+b12',
            session: vital.session,
            status: 0,
          },
        ],
      }),
    ).toEqual({});
  });

  it.each<[string, unknown, string]>([
    ['an unknown kind', { ...vital, kind: 'click', name: undefined, value: undefined }, 'events[0].kind'],
    ['a step outside 1..7', { ...vital, step: 8 }, 'events[0].step'],
    ['a step as text', { ...vital, step: '3' }, 'events[0].step'],
    ['a remote that is a URL', { ...vital, remote: 'https://evil.example/x' }, 'events[0].remote'],
    ['an e-mail address as version', { ...vital, version: 'anna@example.ch' }, 'events[0].version'],
    ['a short session id', { ...vital, session: 'abc' }, 'events[0].session'],
    ['a vital without its name', { ...vital, name: undefined }, 'events[0].name'],
    ['a vital without its value', { ...vital, value: undefined }, 'events[0].value'],
    ['a negative value', { ...vital, value: -1 }, 'events[0].value'],
    ['a value on a failure', { ...vital, kind: 'render_error', name: undefined }, 'events[0].value'],
    ['an unknown release', { ...vital, release: 'beta' }, 'events[0].release'],
    [
      'a status beyond 599',
      { ...vital, kind: 'api_error', name: undefined, value: undefined, status: 600 },
      'events[0].status',
    ],
  ])('refuses %s, naming the field', (_, event, field) => {
    expect(Object.keys(refused({ events: [event] }))).toEqual([field]);
  });

  it('refuses an empty batch and one of more than 20 events', () => {
    expect(Object.keys(refused({ events: [] }))).toEqual(['events']);
    expect(Object.keys(refused({ events: Array.from({ length: 21 }, () => vital) }))).toEqual(['events']);
    expect(Object.keys(refused({}))).toEqual(['events']);
  });

  it('accepts the loads of a canary release, alone or beside events, and refuses a load without its channel', () => {
    const load = {
      step: 3,
      remote: 'mfe_agenda',
      version: '0.1.0-abcdef12',
      release: 'candidate',
      session: vital.session,
    };
    expect(refused({ events: [], loads: [load] })).toEqual({});
    expect(refused({ events: [vital], loads: [load, { ...load, release: 'stable', step: null }] })).toEqual(
      {},
    );
    expect(Object.keys(refused({ events: [], loads: [] }))).toEqual(['events']);
    expect(Object.keys(refused({ events: [], loads: [{ ...load, release: undefined }] }))).toEqual([
      'loads[0].release',
    ]);
    expect(Object.keys(refused({ events: [], loads: [{ ...load, session: 'me@example.ch' }] }))).toEqual([
      'loads[0].session',
    ]);
  });
});
