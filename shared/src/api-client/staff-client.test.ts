import { IDEMPOTENCY_HEADER } from '../contract';
import { isApiError } from './api-error';
import { toApiErrorBody as errorBodyOf } from './api-error';
import { createStaffClient, queryString } from './staff-client';

type Call = { url: string; init: RequestInit };

function client(answer: (call: Call) => { status: number; body?: unknown }, onSignedOut = jest.fn()) {
  const calls: Call[] = [];
  let n = 0;
  const api = createStaffClient({
    baseUrl: 'https://api.example/api/',
    onSignedOut,
    newKey: () => `key-${++n}`,
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      const { status, body } = answer(call);
      return { ok: status < 300, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
    }) as unknown as typeof fetch,
  });
  return { api, calls, onSignedOut };
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('the staff client', () => {
  it('sends the session cookie with every call, a JSON body and a new Idempotency-Key with every change', async () => {
    const { api, calls } = client(() => ({ status: 200, body: { id: 'c-1' } }));
    await api.cancel('c 1', 'Beraterin krank');
    await api.cancel('c 1', 'Beraterin krank');
    await api.consultation('c-1');
    const [first, second, read] = calls;
    expect(first?.url).toBe('https://api.example/api/staff/consultations/c%201/cancel');
    expect(first?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"reason":"Beraterin krank"}',
    });
    expect(headersOf(first)['Content-Type']).toBe('application/json');
    expect(headersOf(first)[IDEMPOTENCY_HEADER]).toBe('key-1');
    expect(headersOf(second)[IDEMPOTENCY_HEADER]).toBe('key-2');
    expect(read?.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(headersOf(read)[IDEMPOTENCY_HEADER]).toBeUndefined();
  });

  it('deletes an absence with a key and no body, and reads an empty answer', async () => {
    const { api, calls } = client(() => ({ status: 204 }));
    await expect(api.removeAbsence('adv-1', 'abs/2')).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('https://api.example/api/staff/advisors/adv-1/absences/abs%2F2');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])[IDEMPOTENCY_HEADER]).toBe('key-1');
  });

  it("asks how staff sign in without a key, and writes the provider's address under the API's base", async () => {
    const { api, calls } = client(() => ({ status: 200, body: { link: true, singleSignOn: null } }));
    await expect(api.signInOptions()).resolves.toEqual({ link: true, singleSignOn: null });
    expect(calls[0]?.url).toBe('https://api.example/api/staff/sign-in/options');
    expect(headersOf(calls[0])[IDEMPOTENCY_HEADER]).toBeUndefined();
    expect(api.singleSignOnUrl('/staff/sign-in/oidc', 'fr-CH')).toBe(
      'https://api.example/api/staff/sign-in/oidc?culture=fr-CH',
    );
  });

  it("sends a traveller's address in a privacy call's body, never its URL, and an erasure's own key each time", async () => {
    const { api, calls } = client(() => ({ status: 200, body: {} }));
    const request = { email: 'lea@example.ch', reference: 'K7QX2M9P' };
    await api.privacyExport(request);
    await api.privacyErase(request, 'confirmation-1');
    await api.privacyErase(request, 'confirmation-1');
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example/api/staff/privacy/export',
      'https://api.example/api/staff/privacy/erase',
      'https://api.example/api/staff/privacy/erase',
    ]);
    expect(calls.map((call) => call.init.body)).toEqual(Array(3).fill(JSON.stringify(request)));
    expect(calls.map((call) => headersOf(call)[IDEMPOTENCY_HEADER])).toEqual([
      'key-1',
      'confirmation-1',
      'confirmation-1',
    ]);
  });

  it("writes a list query as plain parameters, leaving out what is empty, and the exports' addresses alike", async () => {
    const { api, calls } = client(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    const query = { from: '2026-03-02', till: '2026-03-08', status: 'booked' as const, q: 'Müller & Co' };
    await api.consultations(query);
    expect(calls[0]?.url).toBe(
      'https://api.example/api/staff/consultations?from=2026-03-02&till=2026-03-08&status=booked&q=M%C3%BCller+%26+Co',
    );
    expect(api.consultationsExportUrl('csv', { ...query, culture: 'fr-CH' })).toBe(
      'https://api.example/api/staff/consultations.csv?from=2026-03-02&till=2026-03-08&status=booked&q=M%C3%BCller+%26+Co&culture=fr-CH',
    );
    expect(
      api.consultationsExportUrl('xlsx', { from: '2026-03-02', till: '2026-03-08', culture: 'de-CH' }),
    ).toBe('https://api.example/api/staff/consultations.xlsx?from=2026-03-02&till=2026-03-08&culture=de-CH');
    expect(queryString({ advisorId: '', cursor: undefined })).toBe('');
  });

  it("raises the API's error body, its message kept for staff to read", async () => {
    const { api, onSignedOut } = client(() => ({
      status: 409,
      body: { error: 'slot_taken', message: 'Luca Rossi hat zu dieser Zeit schon eine Beratung.' },
    }));
    const failure = await api.reassign('c-1', 'adv-luca').catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: 409,
      body: { error: 'slot_taken', message: 'Luca Rossi hat zu dieser Zeit schon eine Beratung.' },
    });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('tells the page of every 401: nobody is signed in', async () => {
    const { api, onSignedOut } = client(() => ({
      status: 401,
      body: { error: 'unauthorized', message: 'Bitte anmelden.' },
    }));
    const failure = await api.advisors().catch((error: unknown) => error);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(failure).toMatchObject({
      status: 401,
      body: { error: 'unauthorized', message: 'Bitte anmelden.' },
    });
  });

  it('knows a used or expired sign-in link (410 link_expired), and names a code it does not know by its status', async () => {
    const { api, onSignedOut } = client(() => ({
      status: 410,
      body: { error: 'link_expired', message: 'Dieser Anmeldelink ist abgelaufen.' },
    }));
    await expect(api.redeemLink('t'.repeat(38))).rejects.toMatchObject({
      status: 410,
      body: { error: 'link_expired', message: 'Dieser Anmeldelink ist abgelaufen.' },
    });
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(errorBodyOf({ error: 'something_new', message: 'x' }, 401).error).toBe('unauthorized');
    expect(errorBodyOf({ message: 'x' }, 410).error).toBe('link_expired');
    expect(errorBodyOf({ error: 'something_new', message: 'x' }, 418).error).toBe('internal');
  });

  it('turns a failed network into status 0 and a body that is no JSON into an HTTP status message', async () => {
    const offline = createStaffClient({
      baseUrl: 'https://api.example/api',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(offline.session()).rejects.toMatchObject({
      status: 0,
      body: { message: 'Failed to fetch' },
    });
    expect(errorBodyOf('<html>Bad gateway</html>', 502)).toEqual({ error: 'internal', message: 'HTTP 502' });
    expect(
      errorBodyOf({ error: 'validation', message: 'Bitte prüfen', fields: { reason: 'fehlt', n: 1 } }, 400),
    ).toEqual({
      error: 'validation',
      message: 'Bitte prüfen',
      fields: { reason: 'fehlt' },
    });
  });

  it('asks for a day or a week of the calendar with plain parameters, and the to-do', async () => {
    const { api, calls } = client(() => ({ status: 200, body: {} }));
    await api.calendar({ date: '2026-03-02', days: 7, agencyId: 'agency-zurich' });
    await api.todo();
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', 'https://api.example/api/staff/calendar?date=2026-03-02&days=7&agencyId=agency-zurich'],
      ['GET', 'https://api.example/api/staff/to-do'],
    ]);
  });

  it("books for a caller and moves a consultation, each confirmation's key kept for its retry, in the page's language", async () => {
    const calls: Call[] = [];
    let culture: 'de-CH' | 'fr-CH' = 'de-CH';
    const api = createStaffClient({
      baseUrl: 'https://api.example/api',
      culture: () => culture,
      newKey: () => 'fresh-key',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return { ok: true, status: 201, text: async () => '{}' };
      }) as unknown as typeof fetch,
    });
    const booking = {
      advisorId: 'adv-anna',
      date: '2026-03-05',
      time: '09:15',
      adviceMode: 'phone' as const,
      travellerCulture: 'fr-CH' as const,
      firstname: 'Lea',
      lastname: 'Brunner',
      email: 'lea@example.ch',
      phone: '+41 79 123 45 67',
      message: '',
    };
    await api.book(booking, 'confirmation-1');
    await api.book(booking, 'confirmation-1');
    culture = 'fr-CH';
    await api.move('c 1', { advisorId: 'adv-luca', date: '2026-03-06', time: '10:00' }, 'confirmation-2');
    await api.consultation('c-1');
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['POST', 'https://api.example/api/staff/consultations'],
      ['POST', 'https://api.example/api/staff/consultations'],
      ['POST', 'https://api.example/api/staff/consultations/c%201/move'],
      ['GET', 'https://api.example/api/staff/consultations/c-1'],
    ]);
    expect(calls[0]?.init.body).toBe(JSON.stringify(booking));
    expect(calls.map((call) => headersOf(call)[IDEMPOTENCY_HEADER])).toEqual([
      'confirmation-1',
      'confirmation-1',
      'confirmation-2',
      undefined,
    ]);
    expect(calls.map((call) => headersOf(call)['Accept-Language'])).toEqual([
      'de-CH',
      'de-CH',
      'fr-CH',
      'fr-CH',
    ]);
  });

  it("tells its listeners of every accepted change of the branch's data, not of reads, refusals or sign-ins", async () => {
    let status = 200;
    const { api } = client(() => ({ status, body: {} }));
    const listener = jest.fn();
    const unsubscribe = api.onChange(listener);
    await api.todo();
    await api.signInLink('anna@example.ch', 'de-CH');
    expect(listener).not.toHaveBeenCalled();
    await api.cancel('c-1', 'krank');
    await api.addAbsence('adv-1', { from: '2026-03-09', till: '2026-03-13', reason: 'Ferien' });
    expect(listener).toHaveBeenCalledTimes(2);
    status = 409;
    await expect(api.reassign('c-1', 'adv-2')).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(2);
    status = 200;
    unsubscribe();
    await api.decline('c-1', 'ausgebucht');
    expect(listener).toHaveBeenCalledTimes(2);
  });
  it("manages staff and one's own passkeys on their paths, each change with its key (issue 47)", async () => {
    const { api, calls } = client(() => ({ status: 200, body: {} }));
    const invite = {
      email: 'nora@example.ch',
      name: 'Nora Neu',
      role: 'branch_lead' as const,
      agencyId: 'zh',
      advisorId: null,
      language: 'fr-CH' as const,
    };
    await api.members();
    await api.inviteMember(invite, 'invite-1');
    await api.changeMember('staff 1', { role: 'advisor', agencyId: 'zh', advisorId: 'adv-1' }, 'change-1');
    await api.setMemberActive('staff-1', false, 'off-1');
    await api.setMemberActive('staff-1', true);
    await api.ownPasskeys();
    await api.renamePasskey('cred/1', 'Laptop');
    await api.removePasskey('cred/1', 'remove-1');
    expect(
      calls.map((call) => `${call.init.method} ${call.url.replace('https://api.example/api', '')}`),
    ).toEqual([
      'GET /staff/members',
      'POST /staff/members',
      'PUT /staff/members/staff%201',
      'POST /staff/members/staff-1/deactivate',
      'POST /staff/members/staff-1/reactivate',
      'GET /staff/passkeys',
      'PUT /staff/passkeys/cred%2F1',
      'DELETE /staff/passkeys/cred%2F1',
    ]);
    expect(calls.map((call) => headersOf(call)[IDEMPOTENCY_HEADER])).toEqual([
      undefined,
      'invite-1',
      'change-1',
      'off-1',
      'key-1',
      undefined,
      'key-2',
      'remove-1',
    ]);
    expect(calls[1]?.init.body).toBe(JSON.stringify(invite));
    expect(calls[7]?.init.body).toBeUndefined();
  });
});
