/** @jest-environment ./test/support/pglite-environment.cjs */
// The demo data: what a branch needs to try its day (issue 46) when DEMO_DATA asks for it, and a retailer's start
// without DEMO_DATA, which writes no demo row and keeps text edited in the database.
import {
  STAFF_PATHS,
  formatBookingReference,
  type ApiErrorBody,
  type ConsultationDetail,
} from '@checkout/shared/contract';
import { TEXTS } from '@checkout/shared/texts';
import { prepareOpenDatabase } from '../src/prepare-database';
import { readConfig } from '../src/config';
import { planDemo } from '../src/seed';
import { startApiProcess, stopApiProcess } from './support/api-process';
import { ADVISOR, BRANCH_LEAD, changeHeaders, sessionFor } from './support/staff';
import {
  DRIVERS,
  countRows,
  createRetailerTestApp,
  createTestApp,
  httpClient,
  openEmptyTestDatabase,
  withData,
  type TestApp,
  type TestDatabase,
} from './support/test-app';

/** A row of booking_view as these tests read it. */
interface DemoRow {
  id: string;
  reference: string;
  kind: 'slot' | 'custom';
  status: string;
  date: string;
  time: string;
  culture: string;
  lastname: string;
  advisor_id: string | null;
  agency_id: string;
  agency_language: string;
}

describe.each(DRIVERS)('the demo seeded on Monday 25 March 2030, 08:00 (%s)', (driver) => {
  let t: TestApp;
  let rows: DemoRow[];
  beforeAll(async () => {
    t = await createTestApp(driver);
    rows = await t.db.query<DemoRow>(
      `select id, reference, kind, status, date::text as date, to_char(time, 'HH24:MI') as time, culture, lastname,
              advisor_id, agency_id, agency_language
         from booking_view order by starts_at, id`,
    );
  }, 60_000);
  afterAll(() => t.dispose());

  const TODAY = '2030-03-25';
  const ANNA = ADVISOR.advisorId ?? '';
  const started = (row: DemoRow) => `${row.date} ${row.time}` < `${TODAY} 08:00`;
  const act = async (staffId: string, id: string, action: string, payload: unknown) =>
    t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.consultation.replace(':id', encodeURIComponent(id))}/${action}`,
      payload,
      headers: changeHeaders(await sessionFor(t, staffId)),
    });

  it('writes every row of its plan: none left out by an overlap or a taken id', async () => {
    const plan = planDemo(t.clock.now());
    const ids = [...plan.consultations, ...plan.requests].map((row) => row.id);
    expect(ids.length).toBeGreaterThan(300);
    expect(await countRows(t.db, 'select 1 from bookings where id = any($1)', [ids])).toBe(ids.length);
    expect(await countRows(t.db, `select 1 from bookings where source = 'seed'`)).toBe(ids.length);
  });

  it('keeps no two live consultations of one advisor overlapping', async () => {
    const overlapping = await t.db.query<{ a: string; b: string }>(
      `select a.id as a, b.id as b from bookings a join bookings b
          on a.advisor_id = b.advisor_id and a.id < b.id
         and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
       where a.kind = 'slot' and b.kind = 'slot' and a.cancelled_at is null and b.cancelled_at is null`,
    );
    expect(overlapping).toEqual([]);
  });

  it("has consultations that took place: Anna's and a French-speaking branch's to record, others recorded", async () => {
    const past = rows.filter((row) => row.kind === 'slot' && started(row));
    const toRecord = past.filter((row) => row.status === 'booked');
    expect(toRecord.some((row) => row.advisor_id === ANNA)).toBe(true);
    expect(toRecord.some((row) => row.agency_language === 'fr' && row.culture === 'fr-CH')).toBe(true);
    expect(new Set(past.map((row) => row.status))).toEqual(new Set(['booked', 'completed', 'no_show']));
    // Anna records a no-show of hers, which only a consultation past its start allows.
    const mine = toRecord.find((row) => row.advisor_id === ANNA);
    if (!mine) throw new Error('Anna has a consultation to record');
    const noShow = await act(ADVISOR.id, mine.id, 'outcome', { outcome: 'no_show' });
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json<ConsultationDetail>().status).toBe('no_show');
  });

  it('has open custom-date requests in German and French over the next two weeks, several for Anna’s branch', () => {
    const open = rows.filter((row) => row.status === 'requested');
    expect(new Set(open.map((row) => row.culture))).toEqual(new Set(['de-CH', 'fr-CH']));
    expect(open.filter((row) => row.agency_id === BRANCH_LEAD.agencyId).length).toBeGreaterThanOrEqual(3);
    expect(open.every((row) => row.date > TODAY)).toBe(true);
    // Over the next two weeks, besides the request at 08:30 (the next test's, a little later).
    const twoWeeks = open.filter((row) => row.date <= '2030-04-08');
    expect(twoWeeks.length).toBe(open.length - 1);
    expect(new Set(twoWeeks.map((row) => row.date)).size).toBeGreaterThanOrEqual(5);
  });

  it('has a request at 08:30 beside Anna’s 09:00–10:00, which the lead cannot accept for Anna', async () => {
    const request = rows.find(
      (row) => row.status === 'requested' && row.agency_id === BRANCH_LEAD.agencyId && row.time === '08:30',
    );
    const beside = rows.find(
      (row) =>
        row.advisor_id === ANNA &&
        row.status === 'booked' &&
        row.date === request?.date &&
        row.time === '09:00',
    );
    if (!request || !beside) throw new Error(`a request at 08:30 beside Anna's 09:00: ${request?.date}`);
    const refused = await act(BRANCH_LEAD.id, request.id, 'accept', {
      advisorId: ANNA,
      date: request.date,
      time: '08:30',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().message).toContain(
      `Beratung ${formatBookingReference(beside.reference)} am `,
    );
    expect(refused.json<ApiErrorBody>().message).toContain('09:00–10:00 Uhr');
  });

  it('has a consultation of Anna’s exactly three weeks ahead, for a search beyond the listed week', () => {
    expect(
      rows.filter((row) => row.advisor_id === ANNA && row.date === '2030-04-15').map((row) => row.lastname),
    ).toEqual(['Nüesch']);
  });
});

describe.each(DRIVERS)('start without demo data (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createRetailerTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  it('writes only the schema and the code texts, on a first start and on two restarts', async () => {
    await t.db.query(
      `update translations set value = 'Beratung bei uns' where culture = 'de-CH' and key = 'aside.title'`,
    );
    await t.db.query(`delete from translations where culture = 'fr-CH' and key = 'aside.title'`);
    await prepareOpenDatabase(t.db);
    await prepareOpenDatabase(t.db);
    for (const table of ['bookings', 'holds', 'advisors', 'agencies', 'regions', 'destinations', 'factors']) {
      expect([table, await countRows(t.db, `select 1 from ${table}`)]).toEqual([table, 0]);
    }
    const de = await t.inject({ url: withData('/checkout/translations', { culture: 'de-CH' }) });
    expect(de.json<Record<string, string>>()['aside.title']).toBe('Beratung bei uns');
    const fr = await t.inject({ url: withData('/checkout/translations', { culture: 'fr-CH' }) });
    // A key missing from the database arrives with the next start, from the code.
    expect(fr.json<Record<string, string>>()['aside.title']).toBe(TEXTS['fr-CH']['aside.title']);
    expect(await countRows(t.db, 'select 1 from translations')).toBe(
      Object.keys(TEXTS['de-CH']).length + Object.keys(TEXTS['fr-CH']).length,
    );
  }, 30_000);

  it('writes the demo only when asked: DEMO_DATA=1 or --demo', () => {
    expect(readConfig({}, []).demoData).toBe(false);
    expect(readConfig({ DEMO_DATA: '0' }, []).demoData).toBe(false);
    expect(readConfig({ DEMO_DATA: '1' }, []).demoData).toBe(true);
    expect(readConfig({}, ['node', 'main.ts', '--demo']).demoData).toBe(true);
  });
});

// The check on a real server: the API process itself, started without DEMO_DATA and restarted twice.
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onServer('API processes without DEMO_DATA on a fresh PostgreSQL database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openEmptyTestDatabase('postgres');
  }, 60_000);
  afterAll(() => database.dispose());

  it('write no demo row over three starts and keep text edited in the database', async () => {
    for (let start = 1; start <= 3; start++) {
      const api = await startApiProcess(database.url ?? '', { DEMO_DATA: '', OUTBOX_WORKER: 'off' });
      const texts = await httpClient(api.baseUrl)({
        url: withData('/checkout/translations', { culture: 'de-CH' }),
      });
      await stopApiProcess(api.child);
      expect(texts.statusCode).toBe(200);
      if (start > 1) expect(texts.json<Record<string, string>>()['aside.title']).toBe('Bei uns beraten');
      await database.db.query(
        `update translations set value = 'Bei uns beraten' where culture = 'de-CH' and key = 'aside.title'`,
      );
    }
    for (const table of ['bookings', 'advisors', 'agencies', 'regions']) {
      expect([table, await countRows(database.db, `select 1 from ${table}`)]).toEqual([table, 0]);
    }
  }, 120_000);
});
