/** @jest-environment ./test/support/pglite-environment.cjs */
// The API's security headers (security-headers.ts: helmet's, worked out once) on every kind of answer: a
// shared availability answer sent as bytes, an error, a not-found, the health check.
import { API_PATHS } from '@checkout/shared/contract';
import { helmetHeaders } from '../src/http/security-headers';
import { sampleDayData } from './support/sample-reserve-request';
import { createClock, createTestDatabase, listenTestApp, withData, type TestApp } from './support/test-app';

const EXPECTED = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const clock = createClock();
    t = await listenTestApp(await createTestDatabase('pglite', clock.now()), clock);
  }, 60_000);
  afterAll(() => t.dispose());

  it.each([
    ['a day answer', withData(API_PATHS.day, sampleDayData('de-CH')), 200],
    ['the same day answer again (shared)', withData(API_PATHS.day, sampleDayData('de-CH')), 200],
    ['an agenda page', withData(API_PATHS.agenda, { ...sampleDayData('fr-CH'), weekState: 0 }), 200],
    ['a refused request', withData(API_PATHS.day, { culture: 'de-CH' }), 400],
    ['an unknown address', '/api/nothing-here', 404],
    ['the health check', '/api/health', 200],
  ])('%s carries them', async (_name, url, status) => {
    const response = await t.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
  });

  it('are helmet’s own for the policy, each set once', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
    });
    const names = headers.map(([name]) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(Object.fromEntries(headers.map(([n, v]) => [n.toLowerCase(), v]))).toMatchObject({
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
    });
  });
});
