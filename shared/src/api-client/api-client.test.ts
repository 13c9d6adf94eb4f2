/**
 * @jest-environment node
 */
import { createApiClient } from './api-client';
import { createManageClient } from './manage-client';
import { ApiError, isApiError } from './api-error';

function fakeFetch(status = 200, body: unknown = {}) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A fake API answering by path; the session route vouches with numbered tokens (and challenges, with `proof`). */
function routedFetch(answers: Record<string, Array<{ status: number; body: unknown }>>, proof = false) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  let issued = 0;
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    if (url.pathname === '/api/checkout/session') {
      const expiresAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
      issued += 1;
      const challenge = {
        algorithm: 'SHA-256',
        challenge: `c-${issued}`,
        maxnumber: 10,
        salt: 's',
        signature: 'x',
      };
      const answer = { token: `token-${issued}`, expiresAt, ...(proof ? { proof: challenge } : {}) };
      return new Response(JSON.stringify(answer), { status: 200 });
    }
    const queue = answers[url.pathname] ?? [];
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const dataOf = (url: URL): unknown => JSON.parse(url.searchParams.get('data') ?? 'null');

describe('createApiClient', () => {
  it('sends query-style calls as one data parameter holding JSON, culture defaulting to de-CH', async () => {
    const { fetch, calls } = fakeFetch(200, { cat: 'agencies', catNice: '', filterItems: [], resources: {} });
    const api = createApiClient({ baseUrl: 'http://api.test/api/', fetch });
    await api.filterAgencies({ filterSelected: [{ key: 'agencies', values: ['zh'] }] });
    const { url, init } = calls[0]!;
    expect(url.origin + url.pathname).toBe('http://api.test/api/checkout/filteragencies');
    expect([...url.searchParams.keys()]).toEqual(['data']);
    expect(dataOf(url)).toEqual({ culture: 'de-CH', filterSelected: [{ key: 'agencies', values: ['zh'] }] });
    expect(init.method ?? 'GET').toBe('GET');
  });

  it('keeps an explicit culture', async () => {
    const { fetch, calls } = fakeFetch(200, { availableAppointment: true });
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    const answer = await api.day({
      culture: 'fr-CH',
      weekDateSelected: '2026-03-02',
      advisorId: '',
      travelExperienceId: '',
      filters: { filterAgencyLocations: [], filterDestinations: [] },
    });
    expect(answer).toEqual({ availableAppointment: true });
    expect(calls[0]!.url.pathname).toBe('/api/checkout/day');
    expect(dataOf(calls[0]!.url)).toMatchObject({ culture: 'fr-CH', weekDateSelected: '2026-03-02' });
  });

  it('sends perfectMatchData only when present', async () => {
    const { fetch, calls } = fakeFetch(200, { match: 80, text: '' });
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    await api.consultantMatch({ id: 'p1' });
    await api.consultantMatch({ id: 'p1', perfectMatchData: [] });
    await api.consultantMatch({ id: 'p1', perfectMatchData: [0.5, 0.2] });
    expect(dataOf(calls[0]!.url)).toEqual({ culture: 'de-CH', id: 'p1' });
    expect(dataOf(calls[1]!.url)).toEqual({ culture: 'de-CH', id: 'p1' });
    expect(dataOf(calls[2]!.url)).toEqual({ culture: 'de-CH', id: 'p1', perfectMatchData: [0.5, 0.2] });
  });

  it('sends HasConsultantForDestination as comma-separated id lists, not data JSON', async () => {
    const { fetch, calls } = fakeFetch(200, true);
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    await expect(
      api.hasConsultantForDestination({ destinationIds: ['it', 'fr'], branchOfficeIds: ['zh'] }),
    ).resolves.toBe(true);
    const { url } = calls[0]!;
    expect(url.pathname).toBe('/api/consultant/HasConsultantForDestination');
    expect(url.searchParams.get('destinationIds')).toBe('it,fr');
    expect(url.searchParams.get('branchOfficeIds')).toBe('zh');
    expect(url.searchParams.has('data')).toBe(false);
  });

  it('posts reserve as a JSON body with the Idempotency-Key header and the session token', async () => {
    const { fetch, calls } = routedFetch({
      '/api/checkout/reserve': [
        { status: 201, body: { appointmentText: '<p>ok</p>', bookingId: 'b1', consultantId: 'c1' } },
      ],
    });
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    const body = {
      culture: 'de-CH',
      userFirstname: 'Anna',
      checkoutSessionId: 'session-1',
    } as unknown as Parameters<typeof api.reserve>[0];
    const answer = await api.reserve(body, 'key-123');
    expect(answer.bookingId).toBe('b1');
    // The API vouches for the session first (answering, if it refuses, in the visitor's language).
    expect(calls[0]!.url.pathname).toBe('/api/checkout/session');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ sessionId: 'session-1', culture: 'de-CH' });
    const { url, init } = calls[1]!;
    expect(url.pathname).toBe('/api/checkout/reserve');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-123');
    expect(headers['X-Checkout-Session']).toBe('token-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(body);
    // Issue 36: the booking starts a trace the API continues to its e-mails (W3C trace context, sampled).
    expect(headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(headers.traceparent).not.toBe((calls[0]!.init.headers as Record<string, string>).traceparent);
  });

  it('asks for a session token once per session, and renews it once when the API refuses it', async () => {
    const refused = { error: 'validation', message: 'invalid', fields: { 'X-Checkout-Session': 'invalid' } };
    const held = { holdId: 'h1', expiresAt: '2026-03-02T10:15:00Z' };
    const { fetch, calls } = routedFetch({
      '/api/checkout/hold': [
        { status: 200, body: held },
        { status: 200, body: held },
        { status: 400, body: refused },
        { status: 200, body: held },
      ],
    });
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    const hold = { sessionId: 's1', advisorId: 'a', date: '2026-03-02', time: '10:00' };
    await api.hold(hold);
    await api.hold({ ...hold, time: '11:00' });
    const tokens = () =>
      calls
        .filter((c) => c.url.pathname === '/api/checkout/hold')
        .map((c) => (c.init.headers as Record<string, string>)['X-Checkout-Session']);
    expect(calls.filter((c) => c.url.pathname === '/api/checkout/session')).toHaveLength(1);
    expect(tokens()).toEqual(['token-1', 'token-1']);
    // Refused (a lapsed token, a new secret): a new one, and the hold once more.
    await expect(api.hold(hold)).resolves.toEqual(held);
    expect(tokens()).toEqual(['token-1', 'token-1', 'token-1', 'token-2']);
  });

  it("names the visitor's language to the session call and the hold, so a refusal is in it", async () => {
    const { fetch, calls } = routedFetch({
      '/api/checkout/hold': [{ status: 200, body: { holdId: 'h1', expiresAt: '2026-03-02T10:15:00Z' } }],
    });
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    await api.hold({
      sessionId: 's-fr',
      advisorId: 'a',
      date: '2026-03-02',
      time: '10:00',
      culture: 'fr-CH',
    });
    expect(calls.map((c) => JSON.parse(String(c.init.body)).culture)).toEqual(['fr-CH', 'fr-CH']);
  });

  it("releases a hold with DELETE, a JSON body and the session's token (issue 32)", async () => {
    const { fetch, calls } = routedFetch({ '/api/checkout/hold': [{ status: 200, body: null }] });
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    await api.releaseHold({ sessionId: 's1' });
    const release = calls.at(-1)!;
    expect(release.init.method).toBe('DELETE');
    expect(release.url.pathname).toBe('/api/checkout/hold');
    expect(JSON.parse(String(release.init.body))).toEqual({ sessionId: 's1' });
    expect((release.init.headers as Record<string, string>)['X-Checkout-Session']).toBe('token-1');
  });

  it('raises an ApiError with status and the API error body', async () => {
    const { fetch } = fakeFetch(409, { error: 'slot_taken', message: 'taken' });
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    const failure = await api
      .hold({ sessionId: 's', advisorId: 'a', date: '2026-03-02', time: '10:00' })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(409);
    expect(failure.code).toBe('slot_taken');
    expect(failure.body).toEqual({ error: 'slot_taken', message: 'taken' });
  });

  it('turns a non-JSON error answer and a network failure into ApiErrors', async () => {
    const broken = jest.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch: broken as unknown as typeof fetch });
    await expect(api.isCheckoutOffline()).rejects.toMatchObject({ status: 502, body: { error: 'internal' } });
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api2 = createApiClient({ baseUrl: 'http://api.test/api', fetch: down as unknown as typeof fetch });
    await expect(api2.health()).rejects.toMatchObject({ status: 0 });
  });

  it('asks the configured factors URL for the matching factors', async () => {
    const { fetch, calls } = fakeFetch(200, [{ nameHyphenated: 'Kul-tur' }]);
    const api = createApiClient({
      baseUrl: 'http://api.test/api',
      fetch,
      factorsUrl: 'http://match.test/factors',
    });
    await expect(api.matchingFactors()).resolves.toEqual([{ nameHyphenated: 'Kul-tur' }]);
    // Spec section 7: no payload (issue 19): nothing in the query, the culture as Accept-Language.
    expect(calls[0]!.url.href).toBe('http://match.test/factors');
    expect((calls[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('de-CH');
    // A GET carries no traceparent: the header would cost each distinct query URL a CORS preflight.
    expect((calls[0]!.init.headers as Record<string, string>).traceparent).toBeUndefined();
  });

  it("asks for the factors in the visitor's culture, so French chart labels come out French", async () => {
    const { fetch, calls } = fakeFetch(200, []);
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch });
    await api.matchingFactors({ culture: 'fr-CH' });
    expect(calls[0]!.url.pathname).toBe('/api/matching/factors');
    expect(calls[0]!.url.search).toBe('');
    expect((calls[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('fr-CH');
  });
});

describe('the proof of work of a session (issue 32)', () => {
  const held = { holdId: 'h1', expiresAt: '2026-03-02T10:15:00Z' };
  const hold = { sessionId: 's1', advisorId: 'a', date: '2026-03-02', time: '10:00' };
  const proofsSent = (calls: Array<{ url: URL; init: RequestInit }>) =>
    calls
      .filter((c) => c.url.pathname === '/api/checkout/hold')
      .map((c) => (c.init.headers as Record<string, string>)['X-Checkout-Proof']);

  it('starts solving when the session is prepared, and sends the solution with the first hold only', async () => {
    const { fetch, calls } = routedFetch({ '/api/checkout/hold': [{ status: 200, body: held }] }, true);
    const solveProof = jest.fn(async (challenge: { challenge: string }) => `solved-${challenge.challenge}`);
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch, solveProof });
    api.prepareSession?.({ sessionId: 's1', culture: 'fr-CH' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Vouched for and being solved before any hold, in the visitor's language.
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/checkout/session']);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ sessionId: 's1', culture: 'fr-CH' });
    expect(solveProof).toHaveBeenCalledTimes(1);
    await api.hold(hold);
    await api.hold({ ...hold, time: '11:00' });
    expect(proofsSent(calls)).toEqual(['solved-c-1', undefined]);
    expect(calls.filter((c) => c.url.pathname === '/api/checkout/session')).toHaveLength(1);
  });

  it('proves again with a new challenge when the API refuses the proof (a booking spent it)', async () => {
    const refused = { error: 'validation', message: 'invalid', fields: { 'X-Checkout-Proof': 'required' } };
    const { fetch, calls } = routedFetch(
      {
        '/api/checkout/hold': [
          { status: 400, body: refused },
          { status: 200, body: held },
        ],
      },
      true,
    );
    const solveProof = jest.fn(async (challenge: { challenge: string }) => `solved-${challenge.challenge}`);
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch, solveProof });
    await expect(api.hold(hold)).resolves.toEqual(held);
    expect(proofsSent(calls)).toEqual(['solved-c-1', 'solved-c-2']);
  });

  it('a solver that fails costs one refusal, not the hold', async () => {
    const refused = { error: 'validation', message: 'required', fields: { 'X-Checkout-Proof': 'required' } };
    const { fetch, calls } = routedFetch(
      {
        '/api/checkout/hold': [
          { status: 400, body: refused },
          { status: 200, body: held },
        ],
      },
      true,
    );
    const solveProof = jest
      .fn<Promise<string>, [{ challenge: string }]>()
      .mockRejectedValueOnce(new Error('no worker'))
      .mockImplementation(async (challenge) => `solved-${challenge.challenge}`);
    const api = createApiClient({ baseUrl: 'http://api.test/api', fetch, solveProof });
    await expect(api.hold(hold)).resolves.toEqual(held);
    expect(proofsSent(calls)).toEqual([undefined, 'solved-c-2']);
  });
});

describe('the manage page calls (createManageClient)', () => {
  const token = 'AoNSbyEmL0JY7sMEWnAkRy9-Kk-CZZCa';
  const booking = { reference: 'EHBDMDKA', status: 'booked' };

  it('asks for the booking of a token with GET and the culture, and changes nothing', async () => {
    const { fetch, calls } = fakeFetch(200, booking);
    const api = createManageClient({ baseUrl: 'http://api.test/api/', fetch });
    await expect(api.managedBooking(token, 'fr-CH')).resolves.toEqual(booking);
    const { url, init } = calls[0]!;
    expect(url.pathname).toBe(`/api/manage/${token}`);
    expect([...url.searchParams]).toEqual([['culture', 'fr-CH']]);
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('cancels with a POST of the request, without a session token', async () => {
    const { fetch, calls } = fakeFetch(200, { ...booking, status: 'cancelled' });
    const api = createManageClient({ baseUrl: 'http://api.test/api', fetch });
    await expect(api.cancelBooking(token, { culture: 'de-CH' })).resolves.toMatchObject({
      status: 'cancelled',
    });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url.pathname).toBe(`/api/manage/${token}/cancel`);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ culture: 'de-CH' });
  });

  it('moves with a POST of the new hour and the attempt’s Idempotency-Key', async () => {
    const { fetch, calls } = fakeFetch(200, booking);
    const api = createManageClient({ baseUrl: 'http://api.test/api', fetch });
    const move = {
      culture: 'de-CH',
      advisorId: 'adv-anna-meier',
      appointmentDate: '2030-03-28',
      appointmentTime: '10:00',
    } as const;
    await api.moveBooking(token, move, 'key-7');
    const { url, init } = calls[0]!;
    expect(url.pathname).toBe(`/api/manage/${token}/move`);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-7');
    expect(JSON.parse(String(init.body))).toEqual(move);
  });

  it('encodes a token as one path segment', async () => {
    const { fetch, calls } = fakeFetch(200, booking);
    const api = createManageClient({ baseUrl: 'http://api.test/api', fetch });
    await api.cancelBooking('a/b?c', { culture: 'de-CH' });
    expect(calls[0]!.url.pathname).toBe('/api/manage/a%2Fb%3Fc/cancel');
  });

  it('raises the API’s refusal as an ApiError with its message', async () => {
    const refusal = {
      error: 'change_closed',
      message: 'Dieser Termin kann online nicht mehr geändert werden.',
    };
    const { fetch } = fakeFetch(409, refusal);
    const api = createManageClient({ baseUrl: 'http://api.test/api', fetch });
    await expect(api.cancelBooking(token, { culture: 'de-CH' })).rejects.toMatchObject({
      status: 409,
      body: refusal,
    });
  });
});

describe('isApiError', () => {
  it("recognises an ApiError of another copy of the kernel (a remote's own), where instanceof does not", () => {
    let OtherCopy: typeof ApiError | undefined;
    jest.isolateModules(() => {
      OtherCopy = (jest.requireActual('./api-error') as { ApiError: typeof ApiError }).ApiError;
    });
    const theirs = new OtherCopy!(404, { error: 'not_found', message: 'Introuvable.' });
    expect(OtherCopy).not.toBe(ApiError);
    expect(theirs instanceof ApiError).toBe(false);
    expect(isApiError(theirs)).toBe(true);
    expect(isApiError(new Error('404'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
