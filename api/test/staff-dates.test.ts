/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 47: a date outside the calendar's range (9999-12-31, 0001-01-01) or no day at all (2026-02-30) on any staff
// route that takes one is a 400 naming the field, never a 500 (the black-box probe found 500s on the list, the CSV,
// the audit and an absence). The rule is the shared staff schemas', so the back office's forms agree.
import { STAFF_PATHS, type ApiErrorBody } from '@checkout/shared/contract';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { ADVISOR, BACK_OFFICE, changeHeaders, cookieOf, sessionFor } from './support/staff';

const BAD_DATES = ['9999-12-31', '0001-01-01', '2026-02-30', '1899-12-31', '2100-01-01'];

interface DateRoute {
  name: string;
  /** The field the answer must name. */
  field: string;
  request: (date: string) => { method: 'GET' | 'POST'; url: string; payload?: unknown };
}

describe.each(DRIVERS)('staff dates (%s)', (driver) => {
  let t: TestApp;
  let token: string;
  let booked = '';
  let requested = '';
  beforeAll(async () => {
    t = await createTestApp(driver);
    token = await sessionFor(t, BACK_OFFICE.id);
    const one = async (where: string) =>
      (
        await t.db.query<{ id: string }>(
          `select id from booking_view where ${where} and starts_at > now() order by id limit 1`,
        )
      )[0]?.id ?? '';
    booked = await one("status = 'booked'");
    requested = await one("status = 'requested'");
    expect(booked).not.toBe('');
    expect(requested).not.toBe('');
  }, 60_000);
  afterAll(() => t.dispose());

  const api = (path: string) => `/api${path}`;
  const query = (path: string, values: Record<string, string>) =>
    `${api(path)}?${new URLSearchParams(values).toString()}`;
  const advisor = (path: string) => api(path.replace(':id', ADVISOR.advisorId ?? ''));
  const consultation = (id: string, action: string) =>
    api(`${STAFF_PATHS.consultation.replace(':id', id)}/${action}`);

  const ROUTES: DateRoute[] = [
    {
      name: 'list, from',
      field: 'from',
      request: (d) => ({ method: 'GET', url: query(STAFF_PATHS.consultations, { from: d }) }),
    },
    {
      name: 'list, till',
      field: 'till',
      request: (d) => ({
        method: 'GET',
        url: query(STAFF_PATHS.consultations, { from: '2030-03-25', till: d }),
      }),
    },
    {
      name: 'CSV, from',
      field: 'from',
      request: (d) => ({
        method: 'GET',
        url: query(STAFF_PATHS.consultationsCsv, { from: d, till: '2030-03-31' }),
      }),
    },
    {
      name: 'CSV, till',
      field: 'till',
      request: (d) => ({ method: 'GET', url: query(STAFF_PATHS.consultationsCsv, { till: d }) }),
    },
    {
      name: 'audit, from',
      field: 'from',
      request: (d) => ({ method: 'GET', url: query(STAFF_PATHS.audit, { from: d }) }),
    },
    {
      name: 'audit, till',
      field: 'till',
      request: (d) => ({ method: 'GET', url: query(STAFF_PATHS.audit, { till: d }) }),
    },
    {
      name: 'calendar',
      field: 'date',
      request: (d) => ({
        method: 'GET',
        url: query(STAFF_PATHS.calendar, { date: d, days: '7', advisorId: ADVISOR.advisorId ?? '' }),
      }),
    },
    {
      name: 'absence, from',
      field: 'from',
      request: (d) => ({
        method: 'POST',
        url: advisor(STAFF_PATHS.absences),
        payload: { from: d, till: '2030-04-02', reason: 'Ferien' },
      }),
    },
    {
      name: 'absence, till',
      field: 'till',
      request: (d) => ({
        method: 'POST',
        url: advisor(STAFF_PATHS.absences),
        payload: { from: '2030-04-01', till: d, reason: 'Ferien' },
      }),
    },
    {
      name: 'working-hours exception',
      field: 'date',
      request: (d) => ({
        method: 'POST',
        url: advisor(STAFF_PATHS.hoursExceptions),
        payload: { date: d, blocks: [], reason: 'Feiertag' },
      }),
    },
    {
      name: 'working-hours collisions of an exception',
      field: 'exception.date',
      request: (d) => ({
        method: 'POST',
        url: advisor(STAFF_PATHS.hoursCollisions),
        payload: { exception: { date: d, blocks: [], reason: 'x' } },
      }),
    },
    {
      name: 'book for a caller',
      field: 'date',
      request: (d) => ({
        method: 'POST',
        url: api(STAFF_PATHS.consultations),
        payload: {
          advisorId: ADVISOR.advisorId,
          date: d,
          time: '10:00',
          adviceMode: 'personal',
          travellerCulture: 'de-CH',
          firstname: 'Heidi',
          lastname: 'Ammann',
          email: 'heidi.ammann@example.ch',
          phone: '+41 79 123 45 67',
          message: '',
        },
      }),
    },
    {
      name: 'move',
      field: 'date',
      request: (d) => ({
        method: 'POST',
        url: consultation(booked, 'move'),
        payload: { advisorId: ADVISOR.advisorId, date: d, time: '10:00' },
      }),
    },
    {
      name: 'accept',
      field: 'date',
      request: (d) => ({
        method: 'POST',
        url: consultation(requested, 'accept'),
        payload: { advisorId: ADVISOR.advisorId, date: d, time: '10:00' },
      }),
    },
  ];

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: a date outside the calendar is 400 naming the field',
    async (_name, route) => {
      for (const date of BAD_DATES) {
        const { method, url, payload } = route.request(date);
        const res = await t.inject({
          method,
          url,
          ...(payload === undefined ? {} : { payload }),
          headers: method === 'GET' ? cookieOf(token) : changeHeaders(token),
        });
        expect([date, res.statusCode]).toEqual([date, 400]);
        expect([date, Object.keys(res.json<ApiErrorBody>().fields ?? {})]).toEqual([date, [route.field]]);
      }
    },
  );
});
