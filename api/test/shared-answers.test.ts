/** @jest-environment ./test/support/pglite-environment.cjs */
// Step 3's pages as sent, shared by every request asking the same question over one read of a date's claims
// (checkout-routes.ts, JsonAnswer): each question gets its own bytes, never older than the claims read they are
// made of, dropped by a write of this process, and never given to or taken from a session holding an hour.
import type { AgendaRequest, AgendaResponse } from '@checkout/shared/contract';
import { CLAIMS_FRESH_MS } from '../src/read-model/claims';
import { saveHold } from '../src/repositories/slot-repository';
import { appointmentRange } from '../src/domain/calendar';
import { agendaQuestion, createTestApp, withData, type TestApp } from './support/test-app';

const DATE = '2030-03-26'; // Tuesday; the test clock says Monday 25 March 2030, 08:00
const question = (overrides: Partial<AgendaRequest> = {}): AgendaRequest => agendaQuestion(DATE, overrides);

describe('agenda pages shared over a read of the claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.dispose());

  const sent = async (data: AgendaRequest) => {
    const res = await t.inject({ url: withData('/checkout/agenda', data) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** The claims this process read are stale a second later: the next question reads them again. */
  const aSecondLater = () => t.clock.set(new Date(t.clock.now().getTime() + CLAIMS_FRESH_MS));
  const hourOf = (body: string, advisorId: string, time: string) =>
    JSON.parse(body)
      .hoursList.find((entry: AgendaResponse['hoursList'][number]) => entry.consultantId === advisorId)
      ?.hours.find((hour: { label: string }) => hour.label === time);

  it('answers each language, page and filter its own page, the same as when asked alone', async () => {
    const agencyId = JSON.parse(await sent(question())).advisorList[0].agencyId as string;
    const questions = [
      question(),
      question({ culture: 'fr-CH' }),
      question({ page: 1 }),
      question({ culture: 'fr-CH', page: 1 }),
      question({ filters: { filterAgencyLocations: [agencyId], filterDestinations: [] } }),
      question({ adviceMode: 'online' }),
      question({ language: 'fr' }),
      question({ perfectMatchData: [1, 0, 0.5, 0.2] }),
      question({ advisorId: 'adv-anna-meier' }),
    ];
    // Each question asked alone: on a read of its own.
    const alone: string[] = [];
    for (const q of questions) {
      aSecondLater();
      alone.push(await sent(q));
    }
    expect(new Set(alone).size).toBe(questions.length);
    expect(JSON.parse(alone[2] ?? '{}').page).toBe(1);
    // All of them over one read, in two orders: each gets the bytes it got alone.
    aSecondLater();
    for (const order of [questions.keys(), [...questions.keys()].reverse()])
      for (const i of order) expect(await sent(questions[i] ?? question())).toBe(alone[i]);
  });

  it('is never older than the claims read: another process’s hold shows within CLAIMS_FRESH_MS', async () => {
    aSecondLater();
    const before = await sent(question({ advisorId: 'adv-anna-meier' }));
    expect(hourOf(before, 'adv-anna-meier', '13:00')?.isInactive).toBe(false);
    // Written by another process (t.db is not the database this app watches): this one's read model is not told.
    const now = t.clock.now();
    await saveHold(t.db, {
      sessionId: 'session-other-process',
      clientKey: 'other',
      id: 'hold_other_process',
      date: DATE,
      time: '13:00',
      ...appointmentRange('adv-anna-meier', DATE, '13:00'),
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      createdAt: now,
    });
    expect(await sent(question({ advisorId: 'adv-anna-meier' }))).toBe(before); // the same read
    t.clock.set(new Date(now.getTime() + CLAIMS_FRESH_MS));
    const after = await sent(question({ advisorId: 'adv-anna-meier' }));
    expect(hourOf(after, 'adv-anna-meier', '13:00')?.isInactive).toBe(true);
  });

  it('is dropped by a hold of this process, and a holder is answered on its own', async () => {
    aSecondLater();
    const anna = (session?: string) =>
      sent(question({ advisorId: 'adv-anna-meier', ...(session ? { checkoutSessionId: session } : {}) }));
    expect(hourOf(await anna(), 'adv-anna-meier', '14:00')?.isInactive).toBe(false);
    const held = await t.inject({
      method: 'POST',
      url: '/api/checkout/hold',
      payload: { sessionId: 'session-this-process', advisorId: 'adv-anna-meier', date: DATE, time: '14:00' },
    });
    expect(held.statusCode).toBe(200);
    // No clock move: the page sent before is not sent again.
    expect(hourOf(await anna(), 'adv-anna-meier', '14:00')?.isInactive).toBe(true);
    expect(hourOf(await anna('session-this-process'), 'adv-anna-meier', '14:00')?.isInactive).toBe(false);
    expect(hourOf(await anna('session-someone-else'), 'adv-anna-meier', '14:00')?.isInactive).toBe(true);
    expect(hourOf(await anna(), 'adv-anna-meier', '14:00')?.isInactive).toBe(true);
  });
});
