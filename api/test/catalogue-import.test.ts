/** @jest-environment ./test/support/pglite-environment.cjs */
// The retailer's import (src/catalogue-import, `npm run import -w api`) on a database without demo data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importCatalogue } from '../src/catalogue-import/import-catalogue';
import type { Database } from '../src/db/database';
import { DRIVERS, countRows, createRetailerTestApp, withData, type TestApp } from './support/test-app';

const FILE = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'small-catalogue.json'), 'utf8')) as {
  advisors: Record<string, unknown>[];
  agencies: Record<string, unknown>[];
  travelExperiences: Record<string, unknown>[];
};

/** Everything the import writes, as one comparable snapshot. */
const snapshot = async (db: Database) => ({
  regions: await db.query('select * from regions order by id'),
  agencies: await db.query('select * from agencies order by id'),
  continents: await db.query('select * from continents order by id'),
  destinations: await db.query('select * from destinations order by id'),
  advisors: await db.query('select * from advisors order by id'),
  factors: await db.query('select * from factors order by position'),
  travelExperiences: await db.query('select * from travel_experiences order by id'),
  advisorDestinations: await db.query('select * from advisor_destinations order by 1, 2'),
  workingHours: await db.query('select * from working_hours order by 1, 2, 3'),
  translations: await db.query('select * from translations order by 1, 2'),
});

describe.each(DRIVERS)('catalogue import (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createRetailerTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  it('writes the branches, advisors, working hours, factors, travel experiences and texts of the file', async () => {
    expect(await importCatalogue(t.db, FILE)).toEqual({
      counts: {
        regions: 1,
        agencies: 1,
        continents: 1,
        destinations: 1,
        factors: 3,
        travelExperiences: 1,
        advisors: 1,
        staff: 0,
        texts: 1,
      },
      deactivation: { members: [], sessionsEnded: 0, linksWithdrawn: 0, passkeysRemoved: 0 },
    });
    expect(
      await t.db.query('select weekday, start_minute, end_minute, home_office from working_hours'),
    ).toEqual([
      { weekday: 4, start_minute: 540, end_minute: 720, home_office: false },
      { weekday: 4, start_minute: 780, end_minute: 900, home_office: true },
    ]);
  }, 30_000);

  it('serves the imported branch, advisor, hours and text', async () => {
    const agencies = await t.inject({
      url: withData('/checkout/filteragencies', { culture: 'fr-CH', filterSelected: [] }),
    });
    expect(agencies.statusCode).toBe(200);
    expect(agencies.body).toContain('Agence de Saint-Gall');
    expect(agencies.body).toContain('Suisse orientale');
    const advisor = await t.inject({
      url: withData('/consultant/get', { culture: 'de-CH', id: 'lea-keller' }),
    });
    expect(advisor.statusCode).toBe(200);
    expect(advisor.json()).toMatchObject({ id: 'adv-lea-keller', role: 'Reiseberaterin' });
    // Thursday 28 March 2030: 09, 10, 11 in the branch, 13 and 14 from home.
    const agenda = await t.inject({
      url: withData('/checkout/agenda', {
        culture: 'de-CH',
        weekDateSelected: '2030-03-28',
        weekState: 0,
        advisorId: 'adv-lea-keller',
        travelExperienceId: '',
        filters: { filterAgencyLocations: [], filterDestinations: [] },
      }),
    });
    expect(agenda.statusCode).toBe(200);
    const { hoursList } = agenda.json<{ hoursList: { hours: { label: string; homeOffice: boolean }[] }[] }>();
    expect(hoursList[0]?.hours.map((h) => [h.label, h.homeOffice])).toEqual([
      ['09:00', false],
      ['10:00', false],
      ['11:00', false],
      ['13:00', true],
      ['14:00', true],
    ]);
    const factors = await t.inject({ url: withData('/matching/factors', { culture: 'fr-CH' }) });
    expect(factors.json()).toEqual([
      { nameHyphenated: 'Nature' },
      { nameHyphenated: 'Culture' },
      { nameHyphenated: 'Confort' },
    ]);
    const travel = await t.inject({
      url: withData('/bookmark/travelexperienceandbookmarks', {
        culture: 'fr-CH',
        travelExperienceId: 'te-hurtigruten',
      }),
    });
    expect(travel.json()).toMatchObject({
      title: "Jusqu'au cap Nord en bateau postal",
      destinationName: 'Norvège',
    });
    const match = await t.inject({
      url: withData('/consultant/match', { id: 'lea-keller', perfectMatchData: [0.2, 0.8, 0.5] }),
    });
    expect(match.json()).toMatchObject({ match: 100 });
    const texts = await t.inject({ url: withData('/checkout/translations', { culture: 'de-CH' }) });
    expect(texts.json<Record<string, string>>()['aside.title']).toBe('Reiseberatung in der Ostschweiz');
  }, 30_000);

  it('changes nothing when the same file is imported again', async () => {
    const before = await snapshot(t.db);
    await importCatalogue(t.db, FILE);
    expect(await snapshot(t.db)).toEqual(before);
  }, 30_000);

  it('refuses a bad file naming the record and field, and writes nothing', async () => {
    const before = await snapshot(t.db);
    const bad = {
      ...FILE,
      // A new advisor that is fine, so that a partial write would show.
      advisors: [
        { ...FILE.advisors[0], id: 'adv-new', pageId: 'new' },
        {
          ...FILE.advisors[0],
          id: 'adv-broken',
          pageId: 'broken',
          workingHours: [{ weekday: 4, start: '9 Uhr', end: '12:00', homeOffice: false }],
        },
      ],
      agencies: [{ ...FILE.agencies[0], email: undefined }],
      travelExperiences: [{ ...FILE.travelExperiences[0], vector: [0.5] }],
    };
    const refusal = importCatalogue(t.db, bad);
    await expect(refusal).rejects.toMatchObject({ code: 'CATALOGUE_INVALID' });
    const problems = await refusal.catch((error: { problems: string[] }) => error.problems);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('advisors[1] (id "adv-broken").workingHours[0].start'),
        expect.stringContaining('agencies[0] (id "st-gallen").email'),
        expect.stringContaining('vector of "te-hurtigruten" must have 3 values'),
      ]),
    );
    // Valid in form, but the branch it names exists nowhere: refused by the database, rolled back whole.
    const unknownAgency = {
      advisors: [
        { ...FILE.advisors[0], id: 'adv-new', pageId: 'new' },
        { ...FILE.advisors[0], id: 'adv-lost', pageId: 'lost', agencyId: 'nowhere' },
      ],
    };
    await expect(importCatalogue(t.db, unknownAgency)).rejects.toMatchObject({
      code: 'CATALOGUE_INVALID',
      message: expect.stringContaining('nowhere'),
    });
    expect(await snapshot(t.db)).toEqual(before);
    expect(
      await countRows(t.db, `select 1 from advisors where id in ('adv-new', 'adv-lost', 'adv-broken')`),
    ).toBe(0);
  }, 30_000);
});
