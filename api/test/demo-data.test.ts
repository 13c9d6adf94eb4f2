/** @jest-environment ./test/support/pglite-environment.cjs */
// A retailer's start: without DEMO_DATA the API writes no demo row, and text edited in the database survives.
import { TEXTS } from '@checkout/shared/texts';
import { prepareOpenDatabase } from '../src/prepare-database';
import { readConfig } from '../src/config';
import { startApiProcess, stopApiProcess } from './support/api-process';
import {
  DRIVERS,
  countRows,
  createRetailerTestApp,
  httpClient,
  openEmptyTestDatabase,
  withData,
  type TestApp,
  type TestDatabase,
} from './support/test-app';

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
