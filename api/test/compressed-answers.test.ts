/** @jest-environment ./test/support/pglite-environment.cjs */
// Shared answers (step 3's agenda pages) are compressed once per encoding and kept (http/json-answer.ts), instead
// of by @fastify/compress for every request: a client gets the same encoding for the same Accept-Encoding as from
// the plugin, the same JSON once decoded, and Vary names Accept-Encoding.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CLAIMS_FRESH_MS } from '../src/read-model/claims';
import { JsonAnswer, acceptedEncoding } from '../src/http/json-answer';
import { CORS_TEST_ORIGIN, agendaQuestion, createTestApp, withData, type TestApp } from './support/test-app';

const DATE = '2030-03-26'; // Tuesday; the test clock says Monday 25 March 2030, 08:00
const AGENDA = agendaQuestion(DATE);

/** What browsers, tools and odd clients send. */
const ACCEPT_ENCODINGS = [
  undefined,
  'gzip, deflate, br, zstd',
  'gzip, deflate, br',
  'gzip, deflate',
  'gzip',
  'GZIP',
  'br',
  'x-gzip',
  '*',
  'identity',
  'deflate',
  'br;q=0, gzip',
  'gzip;q=0.5, br;q=0.9',
  'gzip;q=1, br;q=0.1',
  'zstd',
  // Odd or hostile ones.
  'br;q=abc',
  'identity;q=0',
  '*;q=0',
  'gzip;q=0, br;q=0',
  ',,,,',
  'br, gzip;q=1.5',
  'a'.repeat(4000),
];

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('answers compressed once', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test app is not listening');
    base = `http://127.0.0.1:${address.port}`;
  }, 60_000);
  afterAll(() => t.dispose());

  /** The bytes as sent (fetch would decode them). */
  const raw = (url: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
    new Promise((done, fail) => {
      const req = httpRequest(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    });
  const decoded = (answer: RawAnswer): string => {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    expect(encoding).toBeUndefined();
    return answer.body.toString();
  };
  const acceptHeader = (acceptEncoding: string | undefined): Record<string, string> =>
    acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };

  it("takes the plugin's encoding for every Accept-Encoding, odd ones too, and decodes to the same page", async () => {
    const plain = await raw(withData('/checkout/agenda', AGENDA));
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const translations = withData('/checkout/translations', { culture: 'de-CH' });
    for (const acceptEncoding of ACCEPT_ENCODINGS) {
      const headers = acceptHeader(acceptEncoding);
      const [shared, plugin] = await Promise.all([
        raw(withData('/checkout/agenda', AGENDA), headers),
        raw(translations, headers),
      ]);
      expect([acceptEncoding, shared.headers['content-encoding']]).toEqual([
        acceptEncoding,
        plugin.headers['content-encoding'],
      ]);
      expect(shared.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(String(shared.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(shared.headers['content-length'])).toBe(shared.body.length);
      expect(JSON.parse(decoded(shared))).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it("keeps CORS's Vary: Origin beside Accept-Encoding", async () => {
    const answer = await raw(withData('/checkout/agenda', AGENDA), {
      origin: CORS_TEST_ORIGIN,
      'accept-encoding': 'br',
    });
    expect(answer.headers['access-control-allow-origin']).toBe(CORS_TEST_ORIGIN);
    const vary = String(answer.headers.vary).toLowerCase().split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  it('sends the same compressed bytes to every client over one read of the claims', async () => {
    t.clock.set(new Date(t.clock.now().getTime() + CLAIMS_FRESH_MS)); // a new read
    const answers = await Promise.all(
      [1, 2, 3].map(() => raw(withData('/checkout/agenda', AGENDA), { 'accept-encoding': 'br' })),
    );
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'br', 'br']);
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    // Smaller than the plain page many times over.
    const plain = await raw(withData('/checkout/agenda', AGENDA));
    expect(answers[0]?.body.length ?? Infinity).toBeLessThan(plain.body.length / 4);
  });

  it('compresses a shared answer once per encoding', () => {
    const answer = new JsonAnswer({ hours: Array.from({ length: 200 }, (_, i) => ({ label: `${i}:00` })) });
    const br = answer.encodedBody('br');
    expect(answer.encodedBody('br')).toBe(br);
    expect(answer.encodedBody('gzip')).not.toBe(br);
    expect(brotliDecompressSync(br)).toEqual(answer.body);
    expect(gunzipSync(answer.encodedBody('gzip'))).toEqual(answer.body);
  });

  it('sends a small shared answer (a day) as it is, whatever the client accepts', async () => {
    const day = await raw(
      withData('/checkout/day', {
        culture: 'de-CH',
        weekDateSelected: DATE,
        advisorId: '',
        travelExperienceId: '',
        filters: AGENDA.filters,
      }),
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    expect(day.status).toBe(200);
    expect(day.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(day.body.toString())).toEqual({ availableAppointment: expect.any(Boolean) });
  });

  it('negotiates as the plugin: names and q-values, * and x-gzip as gzip, none for identity', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1, br;q=0.1')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('deflate')).toBeUndefined();
  });
});
