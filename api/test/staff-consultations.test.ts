/** @jest-environment ./test/support/pglite-environment.cjs */
// The back office's list (issue 34): the consultations in a member's scope, filtered (branch, advisor, days,
// status, text), cursor-paged by (date, time, id); the same filter as CSV, row for row; one consultation's page.
import {
  STAFF_PATHS,
  formatBookingReference,
  type ApiErrorBody,
  type ConsultationDetail,
  type ConsultationPage,
  type ConsultationRow,
  type ReserveResponse,
  type StaffAdvisor,
} from '@checkout/shared/contract';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { readCsv } from './support/read-csv';
import { sampleCustomRequest } from './support/sample-reserve-request';
import { ADVISOR, BACK_OFFICE, BRANCH_LEAD, cookieOf, sessionFor } from './support/staff';

describe.each(DRIVERS)('staff consultations (%s)', (driver) => {
  let t: TestApp;
  const sessions: Record<'advisor' | 'lead' | 'backOffice', string> = {
    advisor: '',
    lead: '',
    backOffice: '',
  };
  let request: ReserveResponse;
  beforeAll(async () => {
    t = await createTestApp(driver);
    sessions.advisor = await sessionFor(t, ADVISOR.id);
    sessions.lead = await sessionFor(t, BRANCH_LEAD.id);
    sessions.backOffice = await sessionFor(t, BACK_OFFICE.id);
    // A custom-date request for Anna's branch, and a traveller with a name to search (and a formula for the CSV).
    const custom = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleCustomRequest({
        userFirstname: 'Zoë',
        userLastname: '=Formel, "Test"',
        checkoutSessionId: 'session-staff-list-1',
      }),
    });
    expect(custom.statusCode).toBe(201);
    request = custom.json<ReserveResponse>();
  }, 60_000);
  afterAll(() => t.dispose());

  const list = (who: keyof typeof sessions, query: Record<string, string | number> = {}) =>
    t.inject({
      url: `/api${STAFF_PATHS.consultations}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: cookieOf(sessions[who]),
    });
  const allPages = async (who: keyof typeof sessions, query: Record<string, string | number>) => {
    const rows: ConsultationRow[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(who, { ...query, ...(cursor ? { cursor } : {}) });
      expect(res.statusCode).toBe(200);
      const page = res.json<ConsultationPage>();
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return rows;
  };
  const ordered = (rows: ConsultationRow[]) =>
    rows.every((row, i) => {
      const before = rows[i - 1];
      return !before || `${before.date} ${before.time} ${before.id}` < `${row.date} ${row.time} ${row.id}`;
    });

  it("shows a week from today by default, each role its scope: the advisor theirs, the lead the branch's", async () => {
    const mine = (await list('advisor')).json<ConsultationPage>().items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.advisor?.id === ADVISOR.advisorId)).toBe(true);
    expect(mine.every((row) => row.date >= '2030-03-25' && row.date <= '2030-03-31')).toBe(true);
    const branch = await allPages('lead', {});
    expect(branch.every((row) => row.agency.id === 'zurich-bahnhofstrasse')).toBe(true);
    expect(new Set(branch.map((row) => row.advisor?.id ?? 'request'))).toEqual(
      new Set(['adv-anna-meier', 'adv-luca-bernasconi', 'request']),
    );
    const all = await allPages('backOffice', {});
    expect(new Set(all.map((row) => row.agency.id)).size).toBeGreaterThan(5);
    expect(ordered(all)).toBe(true);
    // The custom-date request is listed for the branch as requested, with its wished day and hour.
    const wish = branch.find((row) => row.id === request.bookingId);
    expect(wish).toEqual(
      expect.objectContaining({
        kind: 'custom',
        status: 'requested',
        date: '2030-03-27',
        time: '18:15',
        till: '19:15',
        advisor: null,
        agency: { id: 'zurich-bahnhofstrasse', name: 'Zürich Bahnhofstrasse' },
      }),
    );
  });

  it('pages by a cursor without losing or repeating a row, at any page size', async () => {
    const query = { from: '2030-03-25', till: '2030-04-05' };
    const whole = await allPages('backOffice', { ...query, limit: 200 });
    for (const limit of [13, 50]) {
      const paged = await allPages('backOffice', { ...query, limit });
      expect(paged.map((row) => row.id)).toEqual(whole.map((row) => row.id));
    }
    expect(whole.length).toBeGreaterThan(200);
    expect(ordered(whole)).toBe(true);
  }, 60_000);

  it('filters by branch, advisor, days, status and text (reference, name or address)', async () => {
    const luca = await allPages('backOffice', {
      advisorId: 'adv-luca-bernasconi',
      from: '2030-03-25',
      till: '2030-04-30',
    });
    expect(luca.length).toBeGreaterThan(0);
    expect(luca.every((row) => row.advisor?.id === 'adv-luca-bernasconi')).toBe(true);
    const bern = await allPages('backOffice', { agencyId: 'bern' });
    expect(bern.every((row) => row.agency.id === 'bern')).toBe(true);
    const day = await allPages('lead', { from: '2030-03-26', till: '2030-03-26' });
    expect(day.map((row) => row.date)).toEqual(day.map(() => '2030-03-26'));
    const requested = await allPages('lead', { status: 'requested' });
    expect(requested.map((row) => row.id)).toEqual([request.bookingId]);
    const [row] = await t.db.query<{ reference: string }>('select reference from bookings where id = $1', [
      request.bookingId,
    ]);
    const reference = row?.reference ?? '';
    for (const q of [
      `${reference.slice(0, 4)}-${reference.slice(4)}`.toLowerCase(),
      'zoë',
      'FORMEL',
      'erika.muster@EX',
    ]) {
      const found = (await allPages('lead', { q })).map((r) => r.id);
      expect({ q, found }).toEqual({ q, found: expect.arrayContaining([request.bookingId]) });
    }
    expect(await allPages('lead', { q: '%' })).toEqual([]);
  });

  it('refuses a bad filter with 400 naming the field, and a branch or advisor outside the scope with 403', async () => {
    const bad = await list('lead', { limit: 0, status: 'lost', from: '25.03.2030' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ApiErrorBody>().fields ?? {}).sort()).toEqual(['from', 'limit', 'status']);
    const unknown = await list('lead', { sort: 'date' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().fields).toHaveProperty('sort');
    expect((await list('lead', { cursor: 'nonsense' })).json<ApiErrorBody>().fields).toHaveProperty('cursor');
    expect((await list('lead', { agencyId: 'bern' })).statusCode).toBe(403);
    expect((await list('lead', { advisorId: 'adv-sabrina-keller' })).statusCode).toBe(403);
    expect((await list('lead', { advisorId: 'adv-luca-bernasconi' })).statusCode).toBe(200);
    expect((await list('advisor', { advisorId: 'adv-luca-bernasconi' })).statusCode).toBe(403);
    expect((await list('advisor', { agencyId: 'zurich-bahnhofstrasse' })).statusCode).toBe(200);
  });

  it('exports the same filter as CSV: its rows are the list’s rows', async () => {
    // Issue 47: `;` between fields, a reference as the traveller reads it; what the cells say is staff-exports'.
    for (const [who, query] of [
      ['lead', {}],
      ['backOffice', { from: '2030-03-25', till: '2030-04-05', status: 'booked' }],
      ['advisor', { q: 'Ammann' }],
    ] as const) {
      const rows = await allPages(who, query);
      const res = await t.inject({
        // The page's language, as the back office's link names it (German without one).
        url: `/api${STAFF_PATHS.consultationsCsv}?${new URLSearchParams({ ...query, ...(who === 'backOffice' ? { culture: 'fr-CH' } : {}) })}`,
        headers: cookieOf(sessions[who]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
      const [header, ...cells] = readCsv(res.body);
      expect(header?.[0]).toBe(who === 'backOffice' ? 'Numéro de réservation' : 'Buchungsnummer');
      expect(cells.map((row) => row[0])).toEqual(rows.map((row) => formatBookingReference(row.reference)));
      expect(cells.every((row) => row.length === header?.length)).toBe(true);
      // The name a spreadsheet would run as a formula keeps its leading apostrophe, in one quoted cell.
      if (who === 'lead') expect(cells.flat()).toContain(`'=Formel, "Test"`);
    }
  });

  it("shows one consultation with what the member may do, 404 outside the member's scope", async () => {
    const own = 'seed-adv-anna-meier-2030-03-26-09:00';
    const colleague = 'seed-adv-luca-bernasconi-2030-03-26-13:00';
    const show = (who: keyof typeof sessions, id: string) =>
      t.inject({
        url: `/api${STAFF_PATHS.consultation.replace(':id', encodeURIComponent(id))}`,
        headers: cookieOf(sessions[who]),
      });
    const detail = await show('advisor', own);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ConsultationDetail>()).toEqual(
      expect.objectContaining({
        id: own,
        status: 'booked',
        date: '2030-03-26',
        time: '09:00',
        traveller: expect.objectContaining({ firstname: 'Heidi', lastname: 'Ammann' }),
        // Issue 46: an advisor moves their own consultation to another day or start (not to a colleague).
        can: { cancel: true, reassign: false, move: true, markOutcome: false, answer: false },
        audit: [],
      }),
    );
    expect((await show('lead', own)).json<ConsultationDetail>().can).toEqual({
      cancel: true,
      reassign: true,
      move: true,
      markOutcome: false,
      answer: false,
    });
    expect((await show('advisor', colleague)).statusCode).toBe(404);
    expect((await show('lead', colleague)).statusCode).toBe(200);
    expect((await show('lead', 'seed-adv-sabrina-keller-2030-03-27-10:00')).statusCode).toBe(404);
    expect((await show('backOffice', 'seed-adv-sabrina-keller-2030-03-27-10:00')).statusCode).toBe(200);
    expect((await show('lead', request.bookingId)).json<ConsultationDetail>().can.answer).toBe(true);
    expect((await show('advisor', request.bookingId)).statusCode).toBe(404);
    expect((await show('lead', 'no-such-booking')).statusCode).toBe(404);
  });

  it('lists the advisors in scope with their branch and modes', async () => {
    const advisors = (who: keyof typeof sessions) =>
      t.inject({ url: `/api${STAFF_PATHS.advisors}`, headers: cookieOf(sessions[who]) });
    expect((await advisors('advisor')).json<StaffAdvisor[]>()).toEqual([
      {
        id: 'adv-anna-meier',
        name: 'Anna Meier',
        agencyId: 'zurich-bahnhofstrasse',
        agencyName: 'Zürich Bahnhofstrasse',
        modes: ['personal', 'video', 'phone'],
      },
    ]);
    expect((await advisors('lead')).json<StaffAdvisor[]>().map((a) => a.id)).toEqual([
      'adv-anna-meier',
      'adv-luca-bernasconi',
    ]);
    expect((await advisors('backOffice')).json<StaffAdvisor[]>().length).toBe(23);
  });
});
