/** @jest-environment ./test/support/pglite-environment.cjs */
import type { AgendaResponse, ReserveRequest } from '@checkout/shared/contract';
import { setCheckoutOffline } from '../src/repositories/settings-repository';
import { DRIVERS, countRows, createTestApp, withData, type TestApp } from './support/test-app';
import { sampleReserveRequest as reserveBody } from './support/sample-reserve-request';

const NO_FILTERS = { filterAgencyLocations: [], filterDestinations: [] };

describe.each(DRIVERS)('holds and reservations (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  let keyCounter = 0;
  const reserve = (body: unknown, key: string | null = `key-${++keyCounter}`) =>
    t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: body,
      headers: key === null ? {} : { 'Idempotency-Key': key },
    });
  const hold = (sessionId: string, advisorId: string, date: string, time: string) =>
    t.inject({ method: 'POST', url: '/api/checkout/hold', payload: { sessionId, advisorId, date, time } });
  const hourState = async (advisorId: string, date: string, time: string, sessionId?: string) => {
    const res = await t.inject({
      url: withData('/checkout/agenda', {
        culture: 'de-CH',
        weekDateSelected: date,
        weekState: 0,
        advisorId,
        travelExperienceId: '',
        filters: NO_FILTERS,
        ...(sessionId ? { checkoutSessionId: sessionId } : {}),
      }),
    });
    const body = res.json<AgendaResponse>();
    return body.hoursList[0]?.hours.find((h) => h.label === time)?.isInactive;
  };
  const bookings = () => countRows(t.db, `select id from bookings where source = 'checkout'`);

  describe('slot holds', () => {
    it('a held hour is offered to nobody else, but still to its own session', async () => {
      // Asked first: the answer shared over the date's claims (the read model's) goes with the hold this process writes.
      expect(await hourState('adv-anna-meier', '2030-03-26', '13:00')).toBe(false);
      expect(await hourState('adv-anna-meier', '2030-03-26', '13:00', 'session-hold-a1')).toBe(false);
      const res = await hold('session-hold-a1', 'adv-anna-meier', '2030-03-26', '13:00');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        holdId: expect.stringMatching(/^hold_/),
        expiresAt: new Date(t.clock.now().getTime() + 15 * 60_000).toISOString(),
      });
      expect(await hourState('adv-anna-meier', '2030-03-26', '13:00')).toBe(true);
      expect(await hourState('adv-anna-meier', '2030-03-26', '13:00', 'session-hold-a1')).toBe(false);
      const other = await hold('session-hold-b1', 'adv-anna-meier', '2030-03-26', '13:00');
      expect(other.statusCode).toBe(409);
      expect(other.json().error).toBe('slot_taken');
    });

    it('re-picking moves the hold and releases the old hour', async () => {
      await hold('session-hold-a2', 'adv-anna-meier', '2030-03-26', '14:00');
      expect(await hourState('adv-anna-meier', '2030-03-26', '14:00')).toBe(true);
      expect((await hold('session-hold-a2', 'adv-anna-meier', '2030-03-26', '15:00')).statusCode).toBe(200);
      expect(await hourState('adv-anna-meier', '2030-03-26', '14:00')).toBe(false);
      expect(await hourState('adv-anna-meier', '2030-03-26', '15:00')).toBe(true);
    });

    it('DELETE releases the hold (JSON body or ?sessionId=)', async () => {
      await hold('session-hold-a3', 'adv-anna-meier', '2030-03-26', '16:00');
      const res = await t.inject({
        method: 'DELETE',
        url: '/api/checkout/hold',
        payload: { sessionId: 'session-hold-a3' },
      });
      expect(res.statusCode).toBe(204);
      expect(await hourState('adv-anna-meier', '2030-03-26', '16:00')).toBe(false);
      await hold('session-hold-a3', 'adv-anna-meier', '2030-03-26', '16:00');
      expect(
        (await t.inject({ method: 'DELETE', url: '/api/checkout/hold?sessionId=session-hold-a3' }))
          .statusCode,
      ).toBe(204);
      expect(await hourState('adv-anna-meier', '2030-03-26', '16:00')).toBe(false);
      expect((await t.inject({ method: 'DELETE', url: '/api/checkout/hold' })).statusCode).toBe(400);
    });

    it('a hold lasts 15 minutes', async () => {
      await hold('session-hold-a4', 'adv-anna-meier', '2030-03-26', '17:00');
      t.clock.advanceMinutes(14);
      expect((await hold('session-hold-b4', 'adv-anna-meier', '2030-03-26', '17:00')).statusCode).toBe(409);
      t.clock.advanceMinutes(2);
      expect((await hold('session-hold-b4', 'adv-anna-meier', '2030-03-26', '17:00')).statusCode).toBe(200);
    });

    it('booked, unknown, past or not offered hours cannot be held', async () => {
      expect((await hold('session-hold-c1', 'adv-anna-meier', '2030-03-26', '09:00')).statusCode).toBe(409);
      const unknown = await hold('session-hold-c1', 'adv-nobody', '2030-03-26', '09:00');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ advisorId: 'Unbekannter Eintrag' });
      const notOffered = await hold('session-hold-c1', 'adv-anna-meier', '2030-03-26', '12:00');
      expect(notOffered.json().fields).toEqual({ time: 'Dieser Termin wird nicht angeboten' });
      const bad = await t.inject({
        method: 'POST',
        url: '/api/checkout/hold',
        payload: { sessionId: 'x', advisorId: 5, date: '2020-01-01', time: '25:00' },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(['advisorId', 'date', 'sessionId', 'time']);
    });
  });

  describe('reserve', () => {
    it('books a free hour: 201, one row, markup with escaped values', async () => {
      const before = await bookings();
      const res = await reserve(
        reserveBody({ userFirstname: '<b>Eri</b>', appointmentDate: '2030-03-28', appointmentTime: '09:00' }),
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.bookingId).toMatch(/^bk_/);
      expect(body.consultantId).toBe('adv-anna-meier');
      expect(body.appointmentText).toContain('Anna Meier');
      expect(body.appointmentText).toContain('Donnerstag, 28.03.2030');
      expect(body.appointmentText).toContain('per Video');
      expect(await bookings()).toBe(before + 1);
      const [row] = await t.db.query<{
        firstname: string;
        advice_mode: string;
        user_lang: string;
        starts_at: Date;
      }>('select firstname, advice_mode, user_lang, starts_at from bookings where id = $1', [body.bookingId]);
      expect(row?.firstname).toBe('<b>Eri</b>');
      expect(row?.advice_mode).toBe('video');
      expect(row?.user_lang).toBe('Deutsch');
      expect(new Date(row?.starts_at ?? 0).toISOString()).toBe('2030-03-28T08:00:00.000Z');
      expect(await hourState('adv-anna-meier', '2030-03-28', '09:00')).toBe(true);
    });

    it('answers in French and escapes markup from the catalogue and the body', async () => {
      const res = await reserve(
        reserveBody({
          culture: 'fr-CH',
          userLang: 'Französisch',
          adviceMode: 'personal',
          appointmentDate: '2030-03-28',
          appointmentTime: '10:00',
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().appointmentText).toContain('jeudi, 28.03.2030');
      expect(res.json().appointmentText).toContain('Zurich Bahnhofstrasse, Bahnhofstrasse 41, 8001 Zurich');
      expect(res.json().appointmentText).not.toMatch(/<script|<b>/);
    });

    it('a replay with the same Idempotency-Key returns the same booking and stores nothing new', async () => {
      const body = reserveBody({ appointmentDate: '2030-03-28', appointmentTime: '11:00' });
      const first = await reserve(body, 'replay-key-1');
      expect(first.statusCode).toBe(201);
      const count = await bookings();
      const again = await reserve(body, 'replay-key-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await bookings()).toBe(count);
      const changed = await reserve({ ...body, userFirstname: 'Otto' }, 'replay-key-1');
      expect(changed.statusCode).toBe(422);
      expect(changed.json().error).toBe('idempotency_conflict');
      expect(await bookings()).toBe(count);
    });

    it('a booked hour answers 409 slot_taken, a new attempt stores nothing', async () => {
      const body = reserveBody({ appointmentDate: '2030-03-28', appointmentTime: '13:00' });
      expect((await reserve(body)).statusCode).toBe(201);
      const count = await bookings();
      const second = await reserve({ ...body, checkoutSessionId: 'session-other-0001' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        error: 'slot_taken',
        message: 'Dieser Termin wurde soeben vergeben. Bitte wählen Sie einen anderen Termin.',
      });
      expect(await bookings()).toBe(count);
    });

    it('honours the visitor own hold and refuses an hour held by another session', async () => {
      await hold('session-owner-001', 'adv-anna-meier', '2030-03-28', '14:00');
      const stranger = await reserve(
        reserveBody({
          appointmentDate: '2030-03-28',
          appointmentTime: '14:00',
          checkoutSessionId: 'session-stranger1',
        }),
      );
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json().error).toBe('slot_taken');
      const owner = await reserve(
        reserveBody({
          appointmentDate: '2030-03-28',
          appointmentTime: '14:00',
          checkoutSessionId: 'session-owner-001',
        }),
      );
      expect(owner.statusCode).toBe(201);
      const holds = await countRows(t.db, `select 1 from holds where session_id = 'session-owner-001'`);
      expect(holds).toBe(0);
    });

    it('an expired hold is honoured while the hour is free', async () => {
      await hold('session-late-0001', 'adv-anna-meier', '2030-03-28', '15:00');
      t.clock.advanceMinutes(20);
      const res = await reserve(
        reserveBody({
          appointmentDate: '2030-03-28',
          appointmentTime: '15:00',
          checkoutSessionId: 'session-late-0001',
        }),
      );
      expect(res.statusCode).toBe(201);
    });

    it('an expired hold whose hour is gone answers 409 hold_expired (session-expired screen)', async () => {
      await hold('session-late-0002', 'adv-anna-meier', '2030-03-28', '16:00');
      t.clock.advanceMinutes(16);
      expect((await hold('session-quick-002', 'adv-anna-meier', '2030-03-28', '16:00')).statusCode).toBe(200);
      const heldByOther = await reserve(
        reserveBody({
          appointmentDate: '2030-03-28',
          appointmentTime: '16:00',
          checkoutSessionId: 'session-late-0002',
        }),
      );
      expect(heldByOther.statusCode).toBe(409);
      expect(heldByOther.json().error).toBe('hold_expired');
      expect(
        (
          await reserve(
            reserveBody({
              appointmentDate: '2030-03-28',
              appointmentTime: '16:00',
              checkoutSessionId: 'session-quick-002',
            }),
          )
        ).statusCode,
      ).toBe(201);
      const booked = await reserve(
        reserveBody({
          appointmentDate: '2030-03-28',
          appointmentTime: '16:00',
          checkoutSessionId: 'session-late-0002',
        }),
      );
      expect(booked.statusCode).toBe(409);
      expect(booked.json().error).toBe('hold_expired');
    });

    it('stores a custom-date request for the chosen branch office', async () => {
      const res = await reserve(
        reserveBody({
          advisorId: '',
          appointmentDate: '',
          appointmentTime: '',
          customDate: '2030-03-27',
          customHour: '17:15',
          selectedAgencyLocations: ['bern'],
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().consultantId).toBe('');
      expect(res.json().appointmentText).toContain('Bern Marktgasse');
      const [row] = await t.db.query<{
        kind: string;
        agency_id: string;
        custom_date: string;
        custom_time: string;
      }>('select kind, agency_id, custom_date, custom_time from bookings where id = $1', [
        res.json().bookingId,
      ]);
      expect(row).toEqual({
        kind: 'custom',
        agency_id: 'bern',
        custom_date: '2030-03-27',
        custom_time: '17:15',
      });
    });

    it('refuses custom dates and hours outside the custom rules', async () => {
      const custom = (customDate: string, customHour: string) =>
        reserve(
          reserveBody({
            advisorId: '',
            appointmentDate: '',
            appointmentTime: '',
            customDate,
            customHour,
            selectedAgencyLocations: ['bern'],
          }),
        );
      expect((await custom('2030-03-26', '08:00')).json().fields).toEqual({
        customDate: 'Dieser Termin wird nicht angeboten',
      });
      expect((await custom('2030-03-27', '17:00')).json().fields).toEqual({
        customHour: 'Dieser Termin wird nicht angeboten',
      });
    });

    it.each([
      ['de-CH', 'Deutsch', 'Diese Filiale nimmt keine Termine ausserhalb der Öffnungszeiten an'],
      ['fr-CH', 'Französisch', 'Cette agence ne prend pas de rendez-vous en dehors des heures d’ouverture'],
    ] as const)(
      'refuses a custom-date request for a branch without custom-date appointments, naming the field (%s)',
      async (culture, userLang, message) => {
        const count = await bookings();
        // Winterthur takes no appointments outside opening hours (noAppointmentsForSpecialHours).
        const res = await reserve(
          reserveBody({
            culture,
            userLang,
            advisorId: '',
            appointmentDate: '',
            appointmentTime: '',
            customDate: '2030-03-27',
            customHour: '17:15',
            selectedAgencyLocations: ['winterthur'],
          }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'validation',
          fields: { selectedAgencyLocations: message },
        });
        expect(await bookings()).toBe(count);
      },
    );

    const invalid: [string, Partial<Record<keyof ReserveRequest, unknown>>, string[]][] = [
      [
        'missing names',
        { userFirstname: undefined, userLastname: undefined },
        ['userFirstname', 'userLastname'],
      ],
      ['blank name', { userFirstname: '   ' }, ['userFirstname']],
      ['10 KB name', { userFirstname: 'x'.repeat(10_240) }, ['userFirstname']],
      [
        'wrong types',
        { userNewsletter: 'yes', userTravelMonths: 'Juli', userZip: 8001 },
        ['userNewsletter', 'userTravelMonths', 'userZip'],
      ],
      ['bad phone and e-mail', { userPhone: '12345', userEmail: 'erika@' }, ['userPhone', 'userEmail']],
      ['date in the past', { appointmentDate: '2030-03-20' }, ['appointmentDate']],
      ['date not yyyy-mm-dd', { appointmentDate: '28.03.2030' }, ['appointmentDate']],
      ['time not HH:mm', { appointmentTime: '9h' }, ['appointmentTime']],
      ['unknown advisor', { advisorId: 'adv-nobody' }, ['advisorId']],
      [
        'unknown agency and destination',
        { selectedAgencyLocations: ['atlantis'], selectedDestinations: ['mars'] },
        ['selectedAgencyLocations', 'selectedDestinations'],
      ],
      ['unknown travel experience', { travelExperienceId: 'te-none' }, ['travelExperienceId']],
      [
        'hour the advisor does not work',
        { appointmentDate: '2030-03-28', appointmentTime: '12:00' },
        ['appointmentTime'],
      ],
      ['Sunday', { appointmentDate: '2030-03-31', appointmentTime: '10:00' }, ['appointmentTime']],
      [
        'advice mode not offered',
        {
          advisorId: 'adv-marco-huber',
          adviceMode: 'personal',
          appointmentDate: '2030-03-27',
          appointmentTime: '09:00',
        },
        ['adviceMode'],
      ],
      [
        'personal in home office',
        {
          advisorId: 'adv-luca-bernasconi',
          adviceMode: 'personal',
          appointmentDate: '2030-04-05',
          appointmentTime: '14:00',
        },
        ['adviceMode'],
      ],
    ];
    it.each(invalid)('%s -> 400 naming %j, nothing stored', async (_name, overrides, fields) => {
      const count = await bookings();
      const res = await reserve({
        ...reserveBody({ appointmentDate: '2030-03-28', appointmentTime: '17:00' }),
        ...overrides,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
      expect(Object.keys(res.json().fields ?? {}).sort()).toEqual([...fields].sort());
      expect(await bookings()).toBe(count);
    });

    it('translates field messages to the request culture', async () => {
      const res = await reserve(
        reserveBody({ culture: 'fr-CH', userLang: 'Französisch', userPhone: '123', userZip: '12' }),
      );
      expect(res.json().fields).toEqual({
        userPhone: 'Numéro de téléphone invalide',
        userZip: 'Veuillez saisir au moins quatre caractères',
      });
    });

    it('refuses a non-object body, a non-JSON body, a bad key and an oversized body with 4xx', async () => {
      expect((await reserve('null')).statusCode).toBe(400);
      expect((await reserve('[1]')).statusCode).toBe(400);
      expect((await reserve('{"culture":')).statusCode).toBe(400);
      const text = await t.inject({
        method: 'POST',
        url: '/api/checkout/reserve',
        payload: 'culture=de-CH',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().error).toBe('unsupported_media_type');
      const badKey = await reserve(reserveBody(), 'has spaces in the key');
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().fields).toHaveProperty('Idempotency-Key');
      const huge = await reserve({ ...reserveBody(), userMessage: 'x'.repeat(100_000) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error).toBe('payload_too_large');
    });

    it('refuses holds and reservations while the checkout is offline (503)', async () => {
      await setCheckoutOffline(t.db, true, t.clock.now());
      try {
        const res = await reserve(reserveBody({ appointmentDate: '2030-03-28', appointmentTime: '17:00' }));
        expect(res.statusCode).toBe(503);
        expect(res.json().error).toBe('checkout_offline');
        expect((await hold('session-off-0001', 'adv-anna-meier', '2030-03-28', '17:00')).statusCode).toBe(
          503,
        );
      } finally {
        await setCheckoutOffline(t.db, false, t.clock.now());
      }
    });
  });
});
