/** @jest-environment ./test/support/pglite-environment.cjs */
// Find anything in the back office (issue 46): GET /api/staff/consultations?q= finds a consultation by its reference
// (with or without the dash, any case), the traveller's name or e-mail with accents and umlauts folded, or a phone
// number by its digits, across all dates unless the query names some, within the member's scope, paged.
import {
  PRIVACY_PATHS,
  STAFF_PATHS,
  formatBookingReference,
  parseBookingReference,
  type AgendaResponse,
  type ApiErrorBody,
  type ConsultationPage,
  type ConsultationRow,
  type ReserveRequest,
  type ReserveResponse,
} from '@checkout/shared/contract';
import { DRIVERS, advisorAgendaUrl, createTestApp, type TestApp } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { ADVISOR, BACK_OFFICE, BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';

/**
 * The travellers of this file, each booked through the checkout (a slot at the advisor's first free hour of the day);
 * the clock stands on Monday 25 March 2030.
 */
const TRAVELLERS = {
  // Three weeks ahead, with the demo's advisor Anna Meier (the advisor's own consultation).
  wuensch: {
    advisorId: 'adv-anna-meier',
    appointmentDate: '2030-04-15',
    userFirstname: 'Hanna',
    userLastname: 'Wünsch',
    userEmail: 'hanna.wuensch@example.ch',
    userPhone: '079 555 12 34',
  },
  // The same branch, another advisor: the branch lead's, not Anna's.
  mueller: {
    advisorId: 'adv-luca-bernasconi',
    appointmentDate: '2030-04-15',
    userFirstname: 'Jörg',
    userLastname: 'Müller',
    userEmail: 'joerg.mueller@example.ch',
    userPhone: '+41 79 123 45 67',
  },
  // A custom-date request at another branch (Bern): the back office's only.
  cote: {
    advisorId: '',
    appointmentDate: '',
    customDate: '2030-04-17',
    customHour: '18:15',
    selectedAgencyLocations: ['bern'],
    userFirstname: 'Aurélie',
    userLastname: 'Côté',
    userEmail: 'aurelie.cote@example.fr',
    userPhone: '+41 21 612 34 56',
  },
  strauss: {
    advisorId: 'adv-anna-meier',
    appointmentDate: '2030-04-15',
    userFirstname: 'Lena',
    userLastname: 'Strauß',
    userEmail: 'lena.s@example.ch',
    userPhone: '+41 44 987 65 43',
  },
  wu: {
    advisorId: 'adv-anna-meier',
    appointmentDate: '2030-04-15',
    userFirstname: 'Mei',
    userLastname: 'Wu',
    userEmail: 'mei@example.ch',
    userPhone: '+41 31 222 33 44',
  },
} satisfies Record<string, Partial<ReserveRequest>>;
type Traveller = keyof typeof TRAVELLERS;

describe.each(DRIVERS)('staff search (%s)', (driver) => {
  let t: TestApp;
  const sessions = { advisor: '', lead: '', backOffice: '' };
  type Who = keyof typeof sessions;
  /** Each traveller's booking: its id, and its reference as stored and listed (without the dash). */
  const booked = {} as Record<Traveller, { bookingId: string; reference: string }>;

  /** An advisor's first free hour on Monday 15 April 2030, three weeks ahead, as the checkout offers it. */
  const firstFreeHour = async (advisorId: string): Promise<string> => {
    const agenda = await t.inject({ url: advisorAgendaUrl('2030-04-15', advisorId) });
    const hours = agenda.json<AgendaResponse>().hoursList.flatMap((entry) => entry.hours);
    return hours.find((hour) => !hour.isInactive)?.label ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    sessions.advisor = await sessionFor(t, ADVISOR.id);
    sessions.lead = await sessionFor(t, BRANCH_LEAD.id);
    sessions.backOffice = await sessionFor(t, BACK_OFFICE.id);
    for (const [name, traveller] of Object.entries(TRAVELLERS) as [Traveller, Partial<ReserveRequest>][]) {
      const appointmentTime = traveller.advisorId ? await firstFreeHour(traveller.advisorId) : '';
      const res = await t.inject({
        method: 'POST',
        url: '/api/checkout/reserve',
        payload: sampleReserveRequest({
          ...traveller,
          appointmentTime,
          checkoutSessionId: `session-search-${name}`,
        }),
      });
      if (res.statusCode !== 201) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      const { bookingId, bookingReference = '' } = res.json<ReserveResponse>();
      booked[name] = { bookingId, reference: parseBookingReference(bookingReference) ?? '' };
    }
  }, 60_000);
  afterAll(() => t.dispose());

  const list = (who: Who, query: Record<string, string>) =>
    t.inject({
      url: `/api${STAFF_PATHS.consultations}?${new URLSearchParams(query)}`,
      headers: cookieOf(sessions[who]),
    });
  /** The travellers of this file a search finds (every page), by their key in TRAVELLERS. */
  const found = async (q: string, who: Who = 'backOffice', query: Record<string, string> = {}) => {
    const rows: ConsultationRow[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(who, { q, ...query, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode).toBe(200);
      const page = res.json<ConsultationPage>();
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const ids = new Set(rows.map((row) => row.id));
    return (Object.keys(booked) as Traveller[]).filter((name) => ids.has(booked[name].bookingId));
  };

  it('finds a consultation three weeks ahead by its reference, with or without the dash, in any case', async () => {
    const reference = booked.wuensch.reference;
    expect(reference).toMatch(/^[2-9A-Z]{8}$/);
    const res = await list('backOffice', { q: reference });
    const [row] = res.json<ConsultationPage>().items;
    expect(row).toEqual(expect.objectContaining({ reference, date: '2030-04-15', status: 'booked' }));
    for (const typed of [formatBookingReference(reference), reference.toLowerCase(), ` ${reference} `]) {
      expect(await found(typed)).toEqual(['wuensch']);
    }
    // The dates a query names still bound it: this week has no such consultation.
    expect(await found(reference, 'backOffice', { from: '2030-03-25', till: '2030-03-31' })).toEqual([]);
    expect(await found(reference, 'backOffice', { from: '2030-04-15' })).toEqual(['wuensch']);
    expect(await found(reference, 'backOffice', { till: '2030-04-14' })).toEqual([]);
  });

  it('folds accents and umlauts on both sides: Wünsch, Müller, Côté, Strauß', async () => {
    for (const typed of ['Wunsch', 'wünsch', 'WUENSCH', 'ünsc']) {
      expect(await found(typed)).toEqual(['wuensch']);
    }
    for (const typed of ['Müller', 'Mueller', 'Muller', 'MÜLLER', 'jörg müller']) {
      expect(await found(typed)).toEqual(['mueller']);
    }
    for (const typed of ['Cote', 'côté', 'COTÉ', 'aurelie']) expect(await found(typed)).toEqual(['cote']);
    for (const typed of ['Strauss', 'strauß', 'STRAUSS']) expect(await found(typed)).toEqual(['strauss']);
    // Only the search is folded: the list shows the names as they were typed.
    const rows = (await list('backOffice', { q: 'muller' })).json<ConsultationPage>().items;
    expect(rows.find((row) => row.id === booked.mueller.bookingId)?.traveller).toEqual(
      expect.objectContaining({ firstname: 'Jörg', lastname: 'Müller' }),
    );
  });

  it('finds a piece of an e-mail address, folded the same way', async () => {
    expect(await found('joerg.mueller@')).toEqual(['mueller']);
    expect(await found('jörg.müller@example.ch')).toEqual(['mueller']);
    expect(await found('example.fr')).toEqual(['cote']);
    expect(await found('@example.ch')).toEqual(['wuensch', 'mueller', 'strauss', 'wu']);
  });

  it('finds a phone by its digits, written nationally or internationally, from four digits on', async () => {
    expect(await found('079 123 45 67')).toEqual(['mueller']);
    expect(await found('0791234567')).toEqual(['mueller']);
    expect(await found('+41 79 555 12 34')).toEqual(['wuensch']);
    expect(await found('0041 79 555 12 34')).toEqual(['wuensch']);
    expect(await found('555 12')).toEqual(['wuensch']);
    expect(await found('987-65-43')).toEqual(['strauss']);
    // Three digits are not a phone number: '555' is in Wünsch's, but finds nothing.
    expect(await found('555')).toEqual([]);
  });

  it('finds one or two letters as a whole name only', async () => {
    expect(await found('Wu')).toEqual(['wu']);
    expect(await found('wü')).toEqual(['wu']);
    expect(await found('w')).toEqual([]);
    // Without a letter or digit there is nothing to look for.
    expect(await found('%_')).toEqual([]);
  });

  it("keeps each member's scope: an advisor finds their own, a branch lead the branch's", async () => {
    expect(await found('Wünsch', 'advisor')).toEqual(['wuensch']);
    expect(await found('Müller', 'advisor')).toEqual([]);
    expect(await found('079 123 45 67', 'advisor')).toEqual([]);
    expect(await found(booked.mueller.reference, 'advisor')).toEqual([]);
    expect(await found('Müller', 'lead')).toEqual(['mueller']);
    expect(await found('Côté', 'lead')).toEqual([]);
    expect(await found('@example', 'lead')).toEqual(['wuensch', 'mueller', 'strauss', 'wu']);
    expect(await found('@example', 'backOffice')).toEqual(['wuensch', 'mueller', 'cote', 'strauss', 'wu']);
  });

  it('pages a search across all dates by cursor, in date order, each row once', async () => {
    // The demo's own bookings all carry one address: far more than a page of them, over many days.
    const rows: ConsultationRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list('backOffice', {
        q: 'seed.booking@',
        limit: '40',
        ...(cursor ? { cursor } : {}),
      });
      const page = res.json<ConsultationPage>();
      rows.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.date)).size).toBeGreaterThan(1);
    expect(rows.every((row) => row.traveller.email === 'seed.booking@example.invalid')).toBe(true);
    const keys = rows.map((row) => `${row.date} ${row.time} ${row.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('no longer finds an erased traveller: the search columns follow the anonymised booking', async () => {
    expect(await found('Côté')).toEqual(['cote']);
    const res = await t.inject({
      method: 'POST',
      url: `/api${PRIVACY_PATHS.staffErase}`,
      payload: { email: TRAVELLERS.cote.userEmail },
      headers: changeHeaders(sessions.backOffice),
    });
    expect(res.statusCode).toBe(200);
    for (const typed of ['Côté', 'aurelie', 'example.fr', '021 612 34 56'])
      expect(await found(typed)).toEqual([]);
    // Its reference stays (not personal): the consultation is still found by it, without the name.
    const [row] = (await list('backOffice', { q: booked.cote.reference })).json<ConsultationPage>().items;
    expect(row?.traveller.lastname).toBe('');
  });

  it('refuses a search longer than 100 characters with 400 naming the field', async () => {
    const res = await list('backOffice', { q: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().fields).toEqual({ q: expect.any(String) });
  });
});
