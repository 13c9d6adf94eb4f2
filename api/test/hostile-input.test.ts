/** @jest-environment ./test/support/pglite-environment.cjs */
// Input an attacker or a broken client sends: NUL and other control characters, unpaired UTF-16 surrogates,
// deep nesting, unknown keys, wrong types. Each is a 400 naming the field, never a 5xx, and nothing is stored
// by a refused request. The fixed cases are the ones found by fuzzing; fast-check then mutates a valid request
// of every route that takes input.
import fc from 'fast-check';
import { API_PATHS, IDEMPOTENCY_HEADER } from '@checkout/shared/contract';
import { FACTORS } from '../src/seed';
import { sampleDayData, sampleReserveRequest } from './support/sample-reserve-request';
import {
  DRIVERS,
  OPERATOR_AUTH,
  countRows,
  createTestApp,
  withData,
  type TestApp,
  type TestRequest,
  WITHOUT_HOLD_HEADER,
} from './support/test-app';

const DAY = sampleDayData();
const HOLD = {
  sessionId: 'session-hostile-1',
  advisorId: 'adv-anna-meier',
  date: '2030-03-28',
  time: '10:00',
};

type Route = {
  name: string;
  send: (value: Record<string, unknown>) => TestRequest;
  valid: Record<string, unknown>;
};

/** Every route that takes input, with a valid request to start from. */
const ROUTES: Route[] = [
  ...(
    [
      ['translations', API_PATHS.translations, { culture: 'fr-CH' }],
      ['destinations', API_PATHS.destinations, { culture: 'fr-CH' }],
      ['factors', API_PATHS.matchingFactors, { culture: 'fr-CH' }],
      [
        'agencies',
        API_PATHS.filterAgencies,
        { culture: 'de-CH', filterSelected: [{ key: 'agencies', values: [] }] },
      ],
      ['destination filter', API_PATHS.filterDestinations, { culture: 'de-CH', filterSelected: [] }],
      ['day', API_PATHS.day, DAY],
      ['agenda', API_PATHS.agenda, { ...DAY, weekState: 0 }],
      ['consultant', API_PATHS.consultantGet, { culture: 'de-CH', id: 'adv-anna-meier' }],
      [
        'consultant match',
        API_PATHS.consultantMatch,
        { id: 'adv-anna-meier', perfectMatchData: FACTORS.map(() => 0.5) },
      ],
      [
        'travel match',
        API_PATHS.travelExperienceMatch,
        { id: 'te-iceland-ring-road', perfectMatchData: FACTORS.map(() => 0.5) },
      ],
      [
        'travel experience',
        API_PATHS.travelExperienceAndBookmarks,
        { travelExperienceId: 'te-iceland-ring-road' },
      ],
    ] as const
  ).map(([name, path, valid]): Route => ({
    name,
    valid: { ...valid },
    send: (value) => ({ url: withData(path, value) }),
  })),
  {
    name: 'has consultant',
    valid: { destinationIds: 'iceland', branchOfficeIds: '' },
    send: (value) => ({
      url: `/api${API_PATHS.hasConsultantForDestination}?${Object.entries(value)
        .map(
          ([k, v]) =>
            `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
        )
        .join('&')}`,
    }),
  },
  {
    name: 'hold',
    valid: HOLD,
    send: (payload) => ({ method: 'POST', url: `/api${API_PATHS.hold}`, payload }),
  },
  {
    name: 'release',
    valid: { sessionId: HOLD.sessionId },
    send: (payload) => ({ method: 'DELETE', url: `/api${API_PATHS.hold}`, payload }),
  },
  {
    name: 'reserve',
    // An hour the seed leaves free on Friday 29 March 2030: a valid mutation may really book it (counted).
    valid: { ...sampleReserveRequest({ appointmentDate: '2030-03-29', appointmentTime: '09:00' }) },
    send: (payload) => ({
      method: 'POST',
      url: `/api${API_PATHS.reserve}`,
      headers: { [IDEMPOTENCY_HEADER]: `fuzz-${Math.random().toString(36).slice(2)}` },
      payload,
    }),
  },
  {
    name: 'operator',
    valid: { offline: false },
    send: (payload) => ({
      method: 'PUT',
      url: `/api${API_PATHS.operatorCheckoutOffline}`,
      headers: OPERATOR_AUTH,
      payload,
    }),
  },
];

/** Nesting far deeper than any request: `levels` arrays or objects inside each other. */
const nested = (levels: number, key?: string): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = key ? { [key]: value } : [value];
  return value;
};

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u001b[2J',
    '\u007f',
    '\u0085',
    "'; drop table bookings; --",
  ),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.nat({ max: 40 }).map((n) => nested(n + 7)),
);

describe.each(DRIVERS)('hostile input (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  const stored = async () => ({
    bookings: await countRows(t.db, 'select 1 from bookings'),
    holds: await countRows(t.db, 'select 1 from holds'),
    outbox: await countRows(t.db, 'select 1 from outbox'),
  });

  // Input that must be refused: the client takes no hold first (it would be stored).
  const reserve = (body: unknown, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: `/api${API_PATHS.reserve}`,
      headers: { ...headers, [WITHOUT_HOLD_HEADER]: '1' },
      payload: body,
    });

  it('answers 400 naming the field for the inputs that used to answer 500, and stores nothing', async () => {
    const before = await stored();
    const valid = sampleReserveRequest();
    // 5,000 levels (within the 64 KiB body limit), written as text: JSON.stringify itself would overflow.
    const deep = `${JSON.stringify(valid).slice(0, -1)},"extra":${'{"k":'.repeat(5000)}"x"${'}'.repeat(5000)}}`;
    const cases: [what: string, request: Promise<{ statusCode: number; body: string }>, field: string][] = [
      ['NUL in a name', reserve({ ...valid, userFirstname: 'Eri\u0000ka' }), 'userFirstname'],
      [
        'NUL in a list',
        reserve({ ...valid, selectedDestinations: ['ice\u0000land'] }),
        'selectedDestinations[0]',
      ],
      ['a lone high surrogate', reserve({ ...valid, userMessage: 'Reise \ud83d' }), 'userMessage'],
      ['a lone low surrogate', reserve({ ...valid, userCity: '\ude00Zürich' }), 'userCity'],
      ['an unknown key', reserve({ ...valid, isAdmin: true }), 'isAdmin'],
      ['a deeply nested unknown key', reserve(deep), 'extra'],
      [
        'deep nesting in a list',
        reserve({ ...valid, otherDestinations: nested(50) }),
        'otherDestinations[0][0][0][0][0][0]',
      ],
      [
        'NUL in query data',
        t.inject({ url: withData(API_PATHS.day, { ...DAY, advisorId: '\u0000' }) }),
        'advisorId',
      ],
      [
        'NUL in a comma list',
        t.inject({ url: `/api${API_PATHS.hasConsultantForDestination}?destinationIds=ice%00land` }),
        'destinationIds',
      ],
      [
        'NUL in a hold',
        t.inject({
          method: 'POST',
          url: `/api${API_PATHS.hold}`,
          payload: { ...HOLD, advisorId: 'adv\u0000' },
        }),
        'advisorId',
      ],
      [
        'an unknown key in a filter',
        t.inject({ url: withData(API_PATHS.day, { ...DAY, filters: { ...DAY.filters, sql: 'x' } }) }),
        'filters.sql',
      ],
    ];
    for (const [what, request, field] of cases) {
      const res = await request;
      const body = JSON.parse(res.body) as { error?: string; fields?: Record<string, string> };
      expect({
        what,
        status: res.statusCode,
        error: body.error,
        named: Object.keys(body.fields ?? {}),
      }).toEqual({
        what,
        status: 400,
        error: 'validation',
        named: expect.arrayContaining([field]),
      });
    }
    expect(await stored()).toEqual(before);
  }, 60_000);

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: a mutated request never answers 5xx, and a refused one stores nothing',
    async (_name, route) => {
      let booked = 0;
      const before = await stored();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.constantFrom(...Object.keys(route.valid)), fc.string({ unit: 'binary', maxLength: 8 })),
          hostileValue,
          async (key, value) => {
            const res = await t.inject(route.send({ ...route.valid, [key]: value }));
            if (route.name === 'reserve' && res.statusCode < 300 && res.statusCode !== 200) booked++;
            return res.statusCode < 500;
          },
        ),
        { numRuns: 40, seed: 20261124 },
      );
      const after = await stored();
      // Only a reservation that really booked adds a booking (and its messages); holds are released or replaced.
      expect(after.bookings - before.bookings).toBe(booked);
      if (booked === 0) expect(after.outbox).toBe(before.outbox);
      // Leave the switch as it was for the next route.
      await t.inject({
        method: 'PUT',
        url: `/api${API_PATHS.operatorCheckoutOffline}`,
        headers: OPERATOR_AUTH,
        payload: { offline: false },
      });
    },
    120_000,
  );
});
