/** @jest-environment ./test/support/pglite-environment.cjs */
import {
  AGENDA_PAGE_SIZE,
  type AgendaRequest,
  type AgendaResponse,
  type DayRequest,
  type Hour,
} from '@checkout/shared/contract';
import { CATALOGUE_FRESH_MS } from '../src/read-model/catalogue';
import { DRIVERS, MONDAY_0800, createTestApp, withData, type TestApp } from './support/test-app';

const NO_FILTERS = { filterAgencyLocations: [], filterDestinations: [] };

const dayData = (weekDateSelected: string, overrides: Partial<DayRequest> = {}): DayRequest => ({
  culture: 'de-CH',
  weekDateSelected,
  advisorId: '',
  travelExperienceId: '',
  filters: NO_FILTERS,
  ...overrides,
});

const agendaData = (weekDateSelected: string, overrides: Partial<AgendaRequest> = {}): AgendaRequest => ({
  ...dayData(weekDateSelected),
  weekState: 0,
  ...overrides,
});

describe.each(DRIVERS)('availability: day, agenda (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  const day = async (data: DayRequest) => {
    const res = await t.inject({ url: withData('/checkout/day', data) });
    expect(res.statusCode).toBe(200);
    return res.json<{ availableAppointment: boolean }>().availableAppointment;
  };
  const agenda = async (data: AgendaRequest) => {
    const res = await t.inject({ url: withData('/checkout/agenda', data) });
    expect(res.statusCode).toBe(200);
    return res.json<AgendaResponse>();
  };
  const hoursOf = (body: AgendaResponse, advisorId: string): Hour[] =>
    body.hoursList.find((h) => h.consultantId === advisorId)?.hours ?? [];

  it('day: a weekday has free hours, a Sunday and the seeded full days have none', async () => {
    expect(await day(dayData('2030-03-26'))).toBe(true);
    expect(await day(dayData('2030-03-31'))).toBe(false); // Sunday
    expect(await day(dayData('2030-03-29'))).toBe(false); // seed: every hour booked (offset 4)
    expect(await day(dayData('2030-04-03'))).toBe(false); // seed: every hour booked (offset 9)
  });

  it('day: nothing beyond the booking horizon of 90 days', async () => {
    expect(await day(dayData('2030-06-21'))).toBe(true); // Friday, today + 88
    expect(await day(dayData('2030-06-24'))).toBe(false); // Monday, today + 91
  });

  it('agenda: hours from working hours, booked ones inactive, lead time respected today', async () => {
    const tuesday = await agenda(agendaData('2030-03-26', { advisorId: 'adv-anna-meier' }));
    expect(tuesday.advisorList.map((a) => a.id)).toEqual(['adv-anna-meier']);
    const hours = hoursOf(tuesday, 'adv-anna-meier');
    expect(hours.map((h) => `${h.label}-${h.till}${h.isInactive ? ' x' : ''}`)).toEqual([
      '09:00-10:00 x',
      '10:00-11:00 x',
      '11:00-12:00',
      '13:00-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
    ]);
    expect(hours[2]).toEqual({
      id: 'adv-anna-meier|2030-03-26|11:00',
      label: '11:00',
      till: '12:00',
      isInactive: false,
      isChecked: false,
      homeOffice: false,
      advisor: { id: 'adv-anna-meier' },
    });
    // Today (Monday 08:00): the lead time of two hours leaves 10:00 as the first hour.
    const today = await agenda(agendaData('2030-03-25', { advisorId: 'adv-anna-meier' }));
    expect(hoursOf(today, 'adv-anna-meier')[0]?.label).toBe('10:00');
  });

  it('a change to the catalogue by any statement is seen within a second (the process keeps a copy)', async () => {
    const tuesday = agendaData('2030-03-26', { advisorId: 'adv-anna-meier' });
    const labels = async () => hoursOf(await agenda(tuesday), 'adv-anna-meier').map((h) => h.label);
    expect(await labels()).toHaveLength(8);
    const version = async () =>
      (await t.db.query<{ v: string }>('select version::text as v from catalogue_state'))[0]?.v;
    const saved = await t.db.query<{ s: number; e: number; h: boolean }>(
      `select start_minute as s, end_minute as e, home_office as h from working_hours
       where advisor_id = 'adv-anna-meier' and weekday = 2`,
    );
    const before = await version();
    // As another process or an operator would: straight into the tables, not through this app.
    await t.db.query(
      `delete from working_hours where advisor_id = 'adv-anna-meier' and weekday = 2 and start_minute >= 720`,
    );
    expect(await version()).not.toBe(before);
    const aSecondLater = async () => t.clock.set(new Date(t.clock.now().getTime() + CATALOGUE_FRESH_MS));
    await aSecondLater();
    expect(await labels()).toEqual(['09:00', '10:00', '11:00']);
    await t.db.query(`delete from working_hours where advisor_id = 'adv-anna-meier' and weekday = 2`);
    await aSecondLater();
    expect(await labels()).toEqual([]);
    expect(await day(dayData('2030-03-26', { advisorId: 'adv-anna-meier' }))).toBe(false);
    // A new branch is known at once to the id check.
    const filters = { filterAgencyLocations: ['ag-new'], filterDestinations: [] };
    const unknown = await t.inject({ url: withData('/checkout/day', dayData('2030-03-26', { filters })) });
    expect(unknown.statusCode).toBe(400);
    await t.db.query(
      `insert into agencies (id, region_id, name_de, name_fr, city_de, city_fr, street, zip, phone, email,
         no_special_hours, sort)
       select 'ag-new', region_id, 'Neu', 'Nouveau', city_de, city_fr, street, zip, phone, email, false, 99
       from agencies limit 1`,
    );
    await aSecondLater();
    expect(await day(dayData('2030-03-26', { filters }))).toBe(false);
    await t.db.query(`delete from agencies where id = 'ag-new'`);
    for (const row of saved) {
      await t.db.query(
        `insert into working_hours (advisor_id, weekday, start_minute, end_minute, home_office)
         values ('adv-anna-meier', 2, $1, $2, $3)`,
        [row.s, row.e, row.h],
      );
    }
    await aSecondLater();
    expect(await labels()).toHaveLength(8);
    t.clock.set(MONDAY_0800);
  });

  it('agenda: weekState moves by weeks', async () => {
    const nextWeek = await agenda(
      agendaData('2030-03-25', {
        weekState: 1,
        advisorId: 'adv-anna-meier',
      }),
    );
    expect(hoursOf(nextWeek, 'adv-anna-meier')[0]?.id).toBe('adv-anna-meier|2030-04-01|09:00');
  });

  it('agenda: home-office hours are flagged', async () => {
    const friday = await agenda(agendaData('2030-04-05', { advisorId: 'adv-luca-bernasconi' }));
    const flags = hoursOf(friday, 'adv-luca-bernasconi').map(
      (h) => `${h.label}${h.homeOffice ? ' home' : ''}`,
    );
    expect(flags).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '13:00 home',
      '14:00 home',
      '15:00 home',
      '16:00 home',
    ]);
  });

  it('agenda: filters by agency, destination and travel experience', async () => {
    const bern = await agenda(
      agendaData('2030-03-26', { filters: { filterAgencyLocations: ['bern'], filterDestinations: [] } }),
    );
    expect(bern.advisorList.map((a) => a.id).sort()).toEqual([
      'adv-martina-schneider',
      'adv-thomas-zimmermann',
    ]);
    const japan = await agenda(
      agendaData('2030-03-26', { filters: { filterAgencyLocations: [], filterDestinations: ['japan'] } }),
    );
    expect(japan.advisorList.map((a) => a.id).sort()).toEqual([
      'adv-elodie-perrin',
      'adv-laura-steiner',
      'adv-luca-bernasconi',
    ]);
    const namibia = await agenda(agendaData('2030-03-26', { travelExperienceId: 'te-namibia-self-drive' }));
    // Mathilde Python knows Namibia too but does not work on Tuesdays.
    expect(namibia.advisorList.map((a) => a.id).sort()).toEqual(['adv-andrea-baumann', 'adv-claudia-frei']);
    expect(namibia.hoursList).toHaveLength(namibia.advisorList.length);
  });

  /** Every page of an agenda request, in order. */
  const allPages = async (data: AgendaRequest): Promise<AgendaResponse[]> => {
    const pages = [await agenda({ ...data, page: 0 })];
    while (pages.length * AGENDA_PAGE_SIZE < pages[0]!.total)
      pages.push(await agenda({ ...data, page: pages.length }));
    return pages;
  };
  const firstFree = (body: AgendaResponse, advisorId: string): string =>
    hoursOf(body, advisorId).find((h) => !h.isInactive)?.label ?? 'none';

  it('agenda (issue 19): pages of AGENDA_PAGE_SIZE advisors by earliest free hour, then name; total counts all', async () => {
    const data = agendaData('2030-03-26');
    const pages = await allPages(data);
    const total = pages[0]!.total;
    expect(total).toBeGreaterThan(AGENDA_PAGE_SIZE); // the demo data needs a second page
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i));
    expect(pages.every((p) => p.total === total)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.advisorList.length === AGENDA_PAGE_SIZE)).toBe(true);
    const ids = pages.flatMap((p) => p.advisorList.map((a) => a.id));
    expect(new Set(ids).size).toBe(total);
    const earliest = pages.flatMap((p) => p.advisorList.map((a) => firstFree(p, a.id)));
    expect(earliest).not.toContain('none');
    expect([...earliest].sort()).toEqual(earliest);
    // Every answer carries the hours of its own advisors only.
    for (const p of pages)
      expect(p.hoursList.map((h) => h.consultantId)).toEqual(p.advisorList.map((a) => a.id));
    // A page past the end is empty, not an error.
    const beyond = await agenda({ ...data, page: pages.length });
    expect(beyond).toMatchObject({ advisorList: [], hoursList: [], total });
  });

  it('agenda (issue 19): with a travel-type profile, advisors by match first', async () => {
    const profile = [0.9, 0.1, 0.8, 0.2, 0.7, 0.3];
    const pages = await allPages(agendaData('2030-03-26', { perfectMatchData: profile }));
    const matches = pages.flatMap((p) =>
      p.advisorList.map((a) => {
        const diff =
          profile.reduce((sum, v, i) => sum + Math.abs(v - (a.vector[i] ?? 0)), 0) / profile.length;
        return Math.max(0, Math.min(100, Math.round(100 * (1 - diff))));
      }),
    );
    expect(matches.length).toBeGreaterThan(AGENDA_PAGE_SIZE);
    expect([...matches].sort((a, b) => b - a)).toEqual(matches);
    expect(new Set(matches).size).toBeGreaterThan(1);
  });

  it('agenda (issue 19): filters by advice mode and by language; the languages on offer ignore the language filter', async () => {
    const all = (await allPages(agendaData('2030-03-26'))).flatMap((p) => p.advisorList);
    for (const [mode, flag] of [
      ['online', 'hasAdviceModeOnline'],
      ['phone', 'hasAdviceModePhone'],
      ['personal', 'hasAdviceModePersonal'],
    ] as const) {
      const pages = await allPages(agendaData('2030-03-26', { adviceMode: mode }));
      const listed = pages.flatMap((p) => p.advisorList);
      expect(listed.every((a) => a[flag])).toBe(true);
      expect(listed.length).toBe(all.filter((a) => a[flag]).length);
    }
    // In person, home-office hours are not offered (Luca Bernasconi works from home on Friday afternoons).
    const friday = await agenda(
      agendaData('2030-04-05', { advisorId: 'adv-luca-bernasconi', adviceMode: 'personal' }),
    );
    expect(hoursOf(friday, 'adv-luca-bernasconi').map((h) => h.label)).toEqual(['09:00', '10:00', '11:00']);

    const unfiltered = await agenda(agendaData('2030-03-26', { culture: 'fr-CH' }));
    const codes = unfiltered.languages.map((l) => l.code);
    expect(codes).toEqual(expect.arrayContaining(['de', 'fr', 'it']));
    expect(unfiltered.languages.find((l) => l.code === 'it')?.label).toBe('italien');
    const italian = await allPages(agendaData('2030-03-26', { culture: 'fr-CH', language: 'it' }));
    const speakers = italian.flatMap((p) => p.advisorList);
    expect(speakers.length).toBeGreaterThan(0);
    expect(speakers.length).toBeLessThan(all.length);
    expect(speakers.every((a) => a.languages.includes('italien'))).toBe(true);
    expect(italian[0]!.languages).toEqual(unfiltered.languages);
  });

  it.each([
    ['page', { page: -1 }],
    ['page', { page: 1.5 }],
    ['adviceMode', { adviceMode: 'video' }],
    ['language', { language: 'Deutsch' }],
    ['perfectMatchData', { perfectMatchData: [2] }],
  ])('agenda (issue 19): bad %s -> 400 naming it', async (field, extra) => {
    const res = await t.inject({
      url: withData('/checkout/agenda', { ...agendaData('2030-03-26'), ...extra }),
    });
    expect(res.statusCode).toBe(400);
    // perfectMatchData names the element: perfectMatchData[0].
    expect(Object.keys(res.json().fields ?? {}).some((name) => name.startsWith(field))).toBe(true);
  });

  it('agenda: French texts for fr-CH', async () => {
    const body = await agenda(agendaData('2030-03-26', { culture: 'fr-CH', advisorId: 'adv-anna-meier' }));
    expect(body.advisorList[0]).toMatchObject({ location: 'Zurich', role: "Responsable d'agence" });
  });

  it('DST: on summer time the lead time is counted in Zurich summer time', async () => {
    const saved = t.clock.now();
    try {
      // Monday 1 April 2030, 06:30 UTC = 08:30 in Zurich (UTC+2): first hour at or after 10:30 is 11:00.
      t.clock.set(new Date('2030-04-01T06:30:00Z'));
      const body = await agenda(agendaData('2030-04-01', { advisorId: 'adv-anna-meier' }));
      expect(hoursOf(body, 'adv-anna-meier')[0]?.label).toBe('11:00');
      // The same UTC time a week earlier is 07:30 in winter time: first hour 10:00.
      t.clock.set(new Date('2030-03-25T06:30:00Z'));
      const winter = await agenda(agendaData('2030-03-25', { advisorId: 'adv-anna-meier' }));
      expect(hoursOf(winter, 'adv-anna-meier')[0]?.label).toBe('10:00');
    } finally {
      t.clock.set(saved);
    }
  });

  it.each([
    ['broken JSON', '{"culture":', 'data'],
    ['no object', '"2030-03-26"', 'data'],
    ['past date', dayData('2030-03-24'), 'weekDateSelected'],
    ['not yyyy-mm-dd', dayData('26.03.2030'), 'weekDateSelected'],
    [
      'wrong type',
      { ...dayData('2030-03-26'), filters: { filterAgencyLocations: 'bern', filterDestinations: [] } },
      'filters.filterAgencyLocations',
    ],
    [
      'unknown agency',
      dayData('2030-03-26', { filters: { filterAgencyLocations: ['atlantis'], filterDestinations: [] } }),
      'filters.filterAgencyLocations',
    ],
    [
      'unknown destination',
      dayData('2030-03-26', { filters: { filterAgencyLocations: [], filterDestinations: ['mars'] } }),
      'filters.filterDestinations',
    ],
    ['unknown advisor', dayData('2030-03-26', { advisorId: 'adv-nobody' }), 'advisorId'],
    [
      'unknown travel experience',
      dayData('2030-03-26', { travelExperienceId: 'te-none' }),
      'travelExperienceId',
    ],
    ['missing date', { culture: 'de-CH' }, 'weekDateSelected'],
  ])('day and agenda: %s -> 400 naming %s', async (_name, data, field) => {
    for (const path of ['/checkout/day', '/checkout/agenda']) {
      const res = await t.inject({ url: withData(path, data) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
  });

  it('agenda: a negative or fractional weekState is a 400', async () => {
    for (const weekState of [-1, 0.5, '1']) {
      const res = await t.inject({
        url: withData('/checkout/agenda', { ...agendaData('2030-03-26'), weekState }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('weekState');
    }
  });
});
