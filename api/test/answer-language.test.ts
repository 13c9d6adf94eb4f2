/** @jest-environment ./test/support/pglite-environment.cjs */
// An answer about an error is in the visitor's language: the one the request names (every call of the checkout
// names it, holds too), else the one its Accept-Language asks for, else German; and a rule written without a
// message of its own answers the spec's library default text in that language, never yup's English.
import { TEXTS } from '@checkout/shared/texts';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';

const fr = TEXTS['fr-CH'];
const de = TEXTS['de-CH'];

describe.each(DRIVERS)('the language of an answer (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  const hold = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/checkout/hold',
      headers,
      payload: { advisorId: 'adv-anna-meier', date: '2030-03-26', time: '13:00', ...body },
    });

  it('a hold names the visitor’s language: its refusals are in French for a French visitor', async () => {
    const unknown = await hold({ sessionId: 'session-lang-1', advisorId: 'adv-nobody', culture: 'fr-CH' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: fr['api.invalidRequest'],
      fields: { advisorId: fr['validation.unknown'] },
    });

    expect((await hold({ sessionId: 'session-lang-2', culture: 'fr-CH' })).statusCode).toBe(200);
    const taken = await hold({ sessionId: 'session-lang-3', culture: 'fr-CH' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(fr['api.slotTaken']);
  });

  it('a hold of an older client (no culture) answers in its Accept-Language, else in German', async () => {
    const french = await hold(
      { sessionId: 'session-lang-4', advisorId: 'adv-nobody' },
      { 'accept-language': 'fr-CH,fr;q=0.9,de;q=0.5' },
    );
    expect(french.json()).toMatchObject({ message: fr['api.invalidRequest'] });
    const german = await hold({ sessionId: 'session-lang-5', advisorId: 'adv-nobody' });
    expect(german.json()).toMatchObject({ message: de['api.invalidRequest'] });
  });

  it('refuses a culture that is none of ours, naming the field', async () => {
    const res = await hold({ sessionId: 'session-lang-6', culture: 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toEqual(['culture']);
  });

  it('a session call names the language too', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/session',
      payload: { sessionId: 'bad id!', culture: 'fr-CH' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: fr['api.invalidRequest'],
      fields: { sessionId: fr['validation.invalid'] },
    });
  });

  it('a path that does not exist answers in the Accept-Language’s language', async () => {
    const res = await t.inject({ url: '/api/nowhere', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(fr['api.notFound']);
  });

  it('a reservation with null where text belongs is refused in the visitor’s words, not yup’s English', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { 'Idempotency-Key': 'lang-null-1' },
      payload: sampleReserveRequest({
        checkoutSessionId: 'session-lang-7',
        culture: 'fr-CH',
        userMessage: null as never,
      }),
    });
    expect(res.statusCode).toBe(400);
    const message = res.json().fields?.userMessage ?? '';
    expect([fr['validation.invalid'], fr['validation.library.required']]).toContain(message);
  });

  it('a rule written without a message answers in the visitor’s words, not yup’s English', async () => {
    // The manage page's culture query is such a rule: `oneOf` with yup's own message ('must be one of ...').
    const res = await t.inject({
      url: '/api/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?culture=xx',
      headers: { 'accept-language': 'fr-CH' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: fr['api.invalidRequest'],
      fields: { culture: fr['validation.invalid'] },
    });
  });
});
