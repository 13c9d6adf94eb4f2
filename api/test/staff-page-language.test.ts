/** @jest-environment ./test/support/pglite-environment.cjs */
// Every word staff read follows the page's language (issue 47): the back office sends its page's culture as
// Accept-Language with every call, and the API answers in it (refusals, validation, 404s, branch names), whatever the
// account's language; the account's own language stays what the session says (the default of mails to them).
import {
  formatBookingReference,
  STAFF_PATHS,
  type ApiErrorBody,
  type ConsultationPage,
  type ReserveResponse,
  type StaffAdvisor,
  type StaffSession,
} from '@checkout/shared/contract';
import { TEXTS } from '@checkout/shared/texts';
import { API_TEXTS } from '../src/i18n/api-texts';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { BACK_OFFICE, BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';

const text = (culture: 'de-CH' | 'fr-CH', key: string): string =>
  TEXTS[culture][key] ?? API_TEXTS[culture][key] ?? key;

describe.each(DRIVERS)('the page’s language in staff answers (%s)', (driver) => {
  let t: TestApp;
  let lead: string;
  let backOffice: string;
  let booked: ReserveResponse;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // Petra Vogel's account is German, Claire Roux's French (the demo's staff).
    expect([BRANCH_LEAD.culture, BACK_OFFICE.culture]).toEqual(['de-CH', 'fr-CH']);
    lead = await sessionFor(t, BRANCH_LEAD.id);
    backOffice = await sessionFor(t, BACK_OFFICE.id);
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({
        checkoutSessionId: 'session-page-language-1',
        appointmentDate: '2030-03-27',
        appointmentTime: '15:00',
      }),
    });
    expect(res.statusCode).toBe(201);
    booked = res.json<ReserveResponse>();
  }, 60_000);
  afterAll(() => t.dispose());

  const read = (token: string, url: string, culture: string) =>
    t.inject({ url: `/api${url}`, headers: { ...cookieOf(token), 'accept-language': culture } });

  it('a German account on the French page reads French refusals, validation and branch names', async () => {
    const bad = await read(lead, `${STAFF_PATHS.consultations}?from=2030-13-40`, 'fr-CH');
    expect(bad.statusCode).toBe(400);
    const body = bad.json<ApiErrorBody>();
    expect(body.message).toBe(text('fr-CH', 'api.invalidRequest'));
    expect(Object.keys(body.fields ?? {})).toEqual(['from']);
    expect(body.fields?.from).not.toBe(text('de-CH', 'validation.invalid'));

    const missing = await read(lead, STAFF_PATHS.consultation.replace(':id', 'bk_nobody'), 'fr-CH');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrorBody>().message).toBe(text('fr-CH', 'api.notFound'));

    const list = await read(lead, `${STAFF_PATHS.consultations}?from=2030-03-27&till=2030-03-27`, 'fr-CH');
    expect(list.statusCode).toBe(200);
    const row = list.json<ConsultationPage>().items.find((r) => r.id === booked.bookingId);
    expect(row?.agency.name).toBe('Zurich Bahnhofstrasse');
    const advisors = (await read(lead, STAFF_PATHS.advisors, 'fr-CH')).json<StaffAdvisor[]>();
    expect(new Set(advisors.map((a) => a.agencyName))).toEqual(new Set(['Zurich Bahnhofstrasse']));

    const noKey = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.consultation.replace(':id', booked.bookingId)}/cancel`,
      payload: { reason: 'test' },
      headers: { ...changeHeaders(lead), 'idempotency-key': '', 'accept-language': 'fr-CH' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<ApiErrorBody>().message).toBe(text('fr-CH', 'api.invalidRequest'));
  });

  it('a reassignment refused because the colleague is busy names the colleague and the consultation', async () => {
    const luca = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({
        checkoutSessionId: 'session-page-language-2',
        advisorId: 'adv-luca-bernasconi',
        appointmentDate: '2030-03-27',
        appointmentTime: '15:00',
      }),
    });
    expect(luca.statusCode).toBe(201);
    const [row] = await t.db.query<{ reference: string }>('select reference from bookings where id = $1', [
      luca.json<ReserveResponse>().bookingId,
    ]);
    const reference = row?.reference ?? '';
    const reassign = (culture: string) =>
      t.inject({
        method: 'POST',
        url: `/api${STAFF_PATHS.consultation.replace(':id', booked.bookingId)}/reassign`,
        payload: { advisorId: 'adv-luca-bernasconi' },
        headers: { ...changeHeaders(lead), 'accept-language': culture },
      });
    const french = await reassign('fr-CH');
    expect(french.statusCode).toBe(409);
    expect(french.json<ApiErrorBody>()).toEqual({
      error: 'slot_taken',
      message: `Luca Bernasconi a déjà la consultation ${formatBookingReference(reference)} à cette heure, le 27.03.2030, 15:00–16:00. Veuillez choisir un autre horaire ou un autre conseiller.`,
    });
    const german = await reassign('de-CH');
    expect(german.json<ApiErrorBody>().message).toMatch(
      new RegExp(
        `^Luca Bernasconi hat zu dieser Zeit schon die Beratung ${formatBookingReference(reference)} am 27\\.03\\.2030`,
      ),
    );
    expect(german.json<ApiErrorBody>().message).not.toBe(text('de-CH', 'api.slotTaken'));
  });

  it('a French account on the German page reads German', async () => {
    const missing = await read(backOffice, STAFF_PATHS.consultation.replace(':id', 'bk_nobody'), 'de-CH');
    expect(missing.json<ApiErrorBody>().message).toBe(text('de-CH', 'api.notFound'));
    const list = await read(
      backOffice,
      `${STAFF_PATHS.consultations}?from=2030-03-27&till=2030-03-27`,
      'de-CH',
    );
    const row = list.json<ConsultationPage>().items.find((r) => r.id === booked.bookingId);
    expect(row?.agency.name).toBe('Zürich Bahnhofstrasse');
    const cancel = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.consultation.replace(':id', 'bk_nobody')}/cancel`,
      payload: { reason: 'Test' },
      headers: { ...changeHeaders(backOffice), 'accept-language': 'de-CH' },
    });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json<ApiErrorBody>().message).toBe(text('de-CH', 'api.notFound'));
  });

  it('the session still says the account’s own language (the default of mails to them)', async () => {
    const session = await read(lead, STAFF_PATHS.session, 'fr-CH');
    expect(session.json<StaffSession>().staff.culture).toBe('de-CH');
  });
});
