/** @jest-environment ./test/support/pglite-environment.cjs */
// A retailer's start: without DEMO_DATA the API writes no demo row, and text edited in the database survives.
import { TEXTS } from '@checkout/shared/texts';
import { prepareOpenDatabase } from '../src/db/prepare-database';
import { readConfig } from '../src/config';
import { DRIVERS, countRows, createRetailerTestApp, withData, type TestApp } from './support/test-app';

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
