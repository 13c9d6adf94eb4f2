/** @jest-environment ./test/support/pglite-environment.cjs */
import http, { type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Consultant, DestinationsResponse, FilterResponse } from '@checkout/shared/contract';
import { ADVISORS, DESTINATIONS, FACTORS } from '../src/seed';
import { TEXTS } from '@checkout/shared/texts';
import { setCheckoutOffline } from '../src/repositories/settings-repository';
import { CORS_TEST_ORIGIN, DRIVERS, createTestApp, withData, type TestApp } from './support/test-app';

describe.each(DRIVERS)('catalogue routes (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  it('GET /api/health answers ok with the driver', async () => {
    const res = await t.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: driver });
  });

  it('ischeckoutoffline reads the switch from the database', async () => {
    expect((await t.inject({ url: '/api/checkout/ischeckoutoffline' })).json()).toBe(false);
    await setCheckoutOffline(t.db, true, t.clock.now());
    expect((await t.inject({ url: '/api/checkout/ischeckoutoffline' })).json()).toBe(true);
    await setCheckoutOffline(t.db, false, t.clock.now());
    expect((await t.inject({ url: '/api/checkout/ischeckoutoffline' })).json()).toBe(false);
  });

  it('translations returns every TEXTS key of the culture from the database', async () => {
    for (const culture of ['de-CH', 'fr-CH'] as const) {
      const res = await t.inject({ url: withData('/checkout/translations', { culture }) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expect.objectContaining(TEXTS[culture]));
    }
    const fr = (await t.inject({ url: withData('/checkout/translations', { culture: 'fr-CH' }) })).json();
    expect(fr['validation.required']).toBe('Champ obligatoire');
  });

  it('compresses a large JSON answer for a client that accepts it, and only then', async () => {
    // Raw HTTP: fetch (the test client) asks for compression by itself and hides it.
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const get = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        http
          .get({ host: '127.0.0.1', port, path, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const url = withData('/checkout/translations', { culture: 'de-CH' });
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get(url, accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(res.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
    // A small answer stays as it is.
    const small = await get('/api/checkout/ischeckoutoffline', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('translations rejects a missing or broken data parameter and an unknown culture with 400', async () => {
    for (const url of [
      '/api/checkout/translations',
      '/api/checkout/translations?data=%7Bnope',
      withData('/checkout/translations', { culture: 'en-US' }),
      withData('/checkout/translations', '[1,2]'),
    ]) {
      const res = await t.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation');
      expect(Object.keys(res.json().fields ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('destinations lists every destination grouped by continent, in the culture', async () => {
    const res = await t.inject({ url: withData('/checkout/destinations', { culture: 'fr-CH' }) });
    const list = res.json<DestinationsResponse>();
    expect(list).toHaveLength(DESTINATIONS.length);
    expect(list.find((d) => d.id === 'iceland')).toEqual({
      id: 'iceland',
      label: 'Islande',
      continentId: 'europe',
      continent: 'Europe',
    });
  });

  it('matching/factors lists the factors, as many as every advisor vector has', async () => {
    const factors = (await t.inject({ url: '/api/matching/factors' })).json<{ nameHyphenated: string }[]>();
    expect(factors).toHaveLength(FACTORS.length);
    expect(factors[0]).toEqual({ nameHyphenated: 'Abenteuer-\nlust' });
    expect(ADVISORS.every((a) => a.vector.length === factors.length)).toBe(true);
  });

  it('matching/factors answers in French for culture fr-CH', async () => {
    const res = await t.inject({ url: withData('/matching/factors', { culture: 'fr-CH' }) });
    const factors = res.json<{ nameHyphenated: string }[]>();
    expect(factors.map((f) => f.nameHyphenated)).toEqual(FACTORS.map((f) => f.nameHyphenated.fr));
  });

  it('matching/factors without payload takes the language from Accept-Language (spec: no payload)', async () => {
    const names = async (acceptLanguage: string) =>
      (await t.inject({ url: '/api/matching/factors', headers: { 'accept-language': acceptLanguage } }))
        .json<{ nameHyphenated: string }[]>()
        .map((f) => f.nameHyphenated);
    const fr = FACTORS.map((f) => f.nameHyphenated.fr);
    const de = FACTORS.map((f) => f.nameHyphenated.de);
    expect(await names('fr-CH')).toEqual(fr);
    expect(await names('en;q=0.9, fr;q=0.8, de;q=0.7')).toEqual(fr);
    expect(await names('fr;q=0.5, de-CH')).toEqual(de);
    expect(await names('it-CH')).toEqual(de);
    expect(await names('fr;q=abc')).toEqual(de);
  });

  it('filteragencies groups branch offices by region and marks the checked ones', async () => {
    const res = await t.inject({
      url: withData('/checkout/filteragencies', {
        culture: 'de-CH',
        filterSelected: [{ key: 'agencies', values: ['bern', 'geneve'] }],
      }),
    });
    const body = res.json<FilterResponse>();
    expect(body.cat).toBe('agencies');
    expect(body.filterItems.map((g) => g.titleGroup)).toEqual(
      expect.arrayContaining(['Region Zürich', 'Westschweiz']),
    );
    const all = body.filterItems.flatMap((g) => g.filters);
    expect(all.filter((f) => f.isChecked).map((f) => f.id)).toEqual(['bern', 'geneve']);
    expect(all.find((f) => f.id === 'thun')).toMatchObject({
      noAppointmentsForSpecialHours: true,
      city: 'Thun',
    });
    expect(body.resources.title).toBe('Filiale wählen');
  });

  it('filterdestinations groups destinations by continent', async () => {
    const body = (
      await t.inject({
        url: withData('/checkout/filterdestinations', { culture: 'fr-CH', filterSelected: [] }),
      })
    ).json<FilterResponse>();
    expect(body.filterItems[0]?.titleGroup).toBe('Europe');
    expect(body.filterItems.flatMap((g) => g.filters)).toHaveLength(DESTINATIONS.length);
  });

  it('consultant/get answers by id and by page id, in the culture', async () => {
    const byId = (
      await t.inject({ url: withData('/consultant/get', { culture: 'fr-CH', id: 'adv-anna-meier' }) })
    ).json<Consultant>();
    expect(byId).toMatchObject({
      id: 'adv-anna-meier',
      name: 'Anna Meier',
      location: 'Zurich',
      role: "Responsable d'agence",
      languages: 'allemand, anglais, français',
      hasAdviceModePersonal: true,
      imgUrl: 'http://api.test/api/media/advisors/adv-anna-meier.svg',
    });
    expect(byId.vector).toHaveLength(FACTORS.length);
    const byPage = (
      await t.inject({ url: withData('/consultant/get', { id: byId.pageId }) })
    ).json<Consultant>();
    expect(byPage.id).toBe('adv-anna-meier');
    expect(byPage.role).toBe('Filialleiterin');
  });

  it('consultant/get answers 404 for an unknown id and 400 without id', async () => {
    expect((await t.inject({ url: withData('/consultant/get', { id: 'adv-nobody' }) })).statusCode).toBe(404);
    const res = await t.inject({ url: withData('/consultant/get', { culture: 'fr-CH' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'Champ obligatoire' });
  });

  it('consultant/match and travelexperience/match compare the profile vector', async () => {
    const anna = ADVISORS.find((a) => a.id === 'adv-anna-meier');
    const same = await t.inject({
      url: withData('/consultant/match', { id: anna?.pageId, perfectMatchData: anna?.vector }),
    });
    // German or French throughout (issue 19: no English 'Perfect Match').
    expect(same.json()).toEqual({ match: 100, text: 'Perfekte Übereinstimmung' });
    const sameFr = await t.inject({
      url: withData('/consultant/match', {
        culture: 'fr-CH',
        id: anna?.pageId,
        perfectMatchData: anna?.vector,
      }),
    });
    expect(sameFr.json()).toEqual({ match: 100, text: 'Correspondance parfaite' });
    const travel = await t.inject({
      url: withData('/travelexperience/match', {
        culture: 'fr-CH',
        id: 'te-japan-rail',
        perfectMatchData: [0, 0, 0, 0, 0, 0, 0, 0],
      }),
    });
    expect(travel.statusCode).toBe(200);
    expect(travel.json().match).toBeLessThan(50);
    expect(typeof travel.json().text).toBe('string');
  });

  it('match calls reject a missing, too short or out-of-range profile with 400', async () => {
    for (const perfectMatchData of [undefined, [0.5], [2, 0, 0, 0, 0, 0, 0, 0], ['x']]) {
      const res = await t.inject({
        url: withData('/consultant/match', { id: 'adv-anna-meier', perfectMatchData }),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join()).toMatch(/perfectMatchData/);
    }
  });

  it('bookmark/travelexperienceandbookmarks answers the travel experience or 404', async () => {
    const res = await t.inject({
      url: withData('/bookmark/travelexperienceandbookmarks', {
        culture: 'de-CH',
        travelExperienceId: 'te-japan-rail',
      }),
    });
    expect(res.json()).toMatchObject({
      id: 'te-japan-rail',
      title: 'Mit dem Zug von Tokio nach Kyoto',
      destinationName: 'Japan',
      destinationId: 'japan',
    });
    const missing = await t.inject({
      url: withData('/bookmark/travelexperienceandbookmarks', { travelExperienceId: 'te-none' }),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
  });

  it('HasConsultantForDestination answers from the same data', async () => {
    const ask = (q: string) => t.inject({ url: `/api/consultant/HasConsultantForDestination?${q}` });
    expect((await ask('destinationIds=japan&branchOfficeIds=zurich-bahnhofstrasse')).json()).toBe(true);
    expect((await ask('destinationIds=japan&branchOfficeIds=thun')).json()).toBe(false);
    expect((await ask('destinationIds=iceland,japan&branchOfficeIds=thun,bern')).json()).toBe(true);
    expect((await ask('destinationIds=&branchOfficeIds=')).json()).toBe(true);
    const unknown = await ask('destinationIds=atlantis&branchOfficeIds=bern');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ destinationIds: 'Unbekannter Eintrag' });
    expect((await ask('destinationIds=a%20b')).statusCode).toBe(400);
  });

  it('serves advisor avatars as SVG and nothing for unknown advisors', async () => {
    const res = await t.inject({ url: '/api/media/advisors/adv-anna-meier.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('>AM</text>');
    expect((await t.inject({ url: '/api/media/advisors/adv-nobody.svg' })).statusCode).toBe(404);
    expect((await t.inject({ url: '/api/media/advisors/adv-anna-meier.png' })).statusCode).toBe(404);
  });

  it.each([
    ['', 232, 290],
    ['?width=48&height=48', 48, 48],
    ['?width=96&height=96', 96, 96],
    ['?width=464&height=580', 464, 580],
  ])('serves the portrait%s at %ix%i with the initials in the centre (issue 19)', async (query, w, h) => {
    const res = await t.inject({ url: `/api/media/advisors/adv-anna-meier.svg${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`);
    expect(res.body).toMatch(
      new RegExp(
        `<text x="${w / 2}" y="${h / 2}" text-anchor="middle" dominant-baseline="central"[^>]*>AM</text>`,
      ),
    );
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each([
    ['?width=50&height=50', 'width'],
    ['?width=48&height=96', 'height'],
    ['?width=48', 'height'],
    ['?width=abc&height=48', 'width'],
  ])('refuses the size %s with a 400 naming %s', async (query, field) => {
    const res = await t.inject({ url: `/api/media/advisors/adv-anna-meier.svg${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toEqual([field]);
  });

  it('serves nothing else: unknown paths answer 404 ApiErrorBody', async () => {
    const res = await t.inject({ url: '/index.html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Nicht gefunden.' });
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await t.inject({ url: '/api/health', headers: { origin: CORS_TEST_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(CORS_TEST_ORIGIN);
    const other = await t.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/checkout/reserve',
      headers: {
        origin: CORS_TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
    // A hold from the checkout's page carries its session's token and proof of work (issue 32).
    const hold = await t.inject({
      method: 'OPTIONS',
      url: '/api/checkout/hold',
      headers: {
        origin: CORS_TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-checkout-session,x-checkout-proof',
      },
    });
    expect(hold.statusCode).toBe(204);
    expect(String(hold.headers['access-control-allow-headers'])).toMatch(
      /X-Checkout-Session.*X-Checkout-Proof/,
    );
  });
});
