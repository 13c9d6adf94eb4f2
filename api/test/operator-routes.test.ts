/** @jest-environment ./test/support/pglite-environment.cjs */
import { LOOPBACK } from '../src/routes/operator-routes';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';

const OFFLINE = '/api/checkout/ischeckoutoffline';
const SWITCH = '/api/operator/checkout-offline';

describe.each(DRIVERS)('operator switch (%s)', (driver) => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp(driver);
    guarded = await createTestApp(driver, undefined, { operatorToken: 's3cret' });
  }, 60_000);
  afterAll(async () => {
    await open.dispose();
    await guarded.dispose();
  });

  it('switches the checkout offline and back for a loopback caller', async () => {
    const on = await open.inject({ method: 'PUT', url: SWITCH, payload: { offline: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ offline: true });
    expect((await open.inject({ url: OFFLINE })).json()).toBe(true);
    const off = await open.inject({ method: 'PUT', url: SWITCH, payload: { offline: false } });
    expect(off.json()).toEqual({ offline: false });
    expect((await open.inject({ url: OFFLINE })).json()).toBe(false);
  });

  it('names the bad field of a wrong body with 400 and changes nothing', async () => {
    for (const payload of [{}, { offline: 'yes' }, { offline: null }, '[true]']) {
      const res = await open.inject({ method: 'PUT', url: SWITCH, payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toEqual([expect.stringMatching(/^(offline|body)$/)]);
    }
    expect((await open.inject({ url: OFFLINE })).json()).toBe(false);
  });

  it('requires the operator token when one is configured', async () => {
    const missing = await guarded.inject({ method: 'PUT', url: SWITCH, payload: { offline: true } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe('forbidden');
    const wrong = await guarded.inject({
      method: 'PUT',
      url: SWITCH,
      headers: { authorization: 'Bearer nope' },
      payload: { offline: true },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await guarded.inject({ url: OFFLINE })).json()).toBe(false);
    const right = await guarded.inject({
      method: 'PUT',
      url: SWITCH,
      headers: { authorization: 'Bearer s3cret' },
      payload: { offline: true },
    });
    expect(right.json()).toEqual({ offline: true });
  });
});

describe('operator peers', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('accepts the loopback address %s', (ip) => {
    expect(LOOPBACK.test(ip)).toBe(true);
  });
  it.each(['10.0.0.1', '192.168.1.4', '::ffff:10.0.0.1', '1127.0.0.1', ''])('refuses %s', (ip) => {
    expect(LOOPBACK.test(ip)).toBe(false);
  });
});
