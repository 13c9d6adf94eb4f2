/** @jest-environment ./test/support/pglite-environment.cjs */
// The API's security headers (security-headers.ts: helmet's, worked out once) on every kind of answer: a
// shared availability answer sent as bytes, an error, a not-found, the health check; and on the answers a browser
// may open as a document (a portrait, the docs page), helmet's document-only headers too.
import { API_PATHS } from '@checkout/shared/contract';
import {
  API_HELMET_OPTIONS,
  DOCUMENT_ONLY_HEADERS,
  apiSecurityHeaders,
  helmetHeaders,
} from '../src/http/security-headers';
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
    for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name]).toBeUndefined();
  });

  // The docs page has a Content-Security-Policy of its own (the Swagger UI's scripts and styles).
  const { 'content-security-policy': csp, ...exceptCsp } = EXPECTED;
  it.each([
    ['a portrait', `/api${API_PATHS.advisorImages}/adv-anna-meier.svg`, 'image/svg+xml', EXPECTED],
    ['the docs page', '/api/docs/', 'text/html', exceptCsp],
  ])('%s carries them and the document-only ones', async (_name, url, type, expected) => {
    const response = await t.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers).toMatchObject({ ...expected, ...apiSecurityHeaders().document });
    expect(response.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
    });
  });

  it('are all of helmet’s for the API’s policy, split into every answer’s and a document’s', () => {
    const { answer, document } = apiSecurityHeaders();
    const all = Object.fromEntries(
      helmetHeaders({ ...API_HELMET_OPTIONS }).map(([n, v]) => [n.toLowerCase(), v]),
    );
    expect({ ...answer, ...document }).toEqual(all);
    expect(Object.keys(document).sort()).toEqual([...DOCUMENT_ONLY_HEADERS].sort());
    expect(answer).toMatchObject(EXPECTED);
    expect(answer['content-security-policy']).toBe(csp);
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
