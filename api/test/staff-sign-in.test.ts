/** @jest-environment ./test/support/pglite-environment.cjs */
// The back office's sign-in (issue 34): a single-use link mailed through the outbox to an address of the allow-list,
// redeemed into a __Host- cookie session; the Origin check of every change; no session, no staff route.
import { createStaffClient } from '@checkout/shared/staff';
import { createHash } from 'node:crypto';
import { STAFF_PATHS, type ApiErrorBody, type StaffSession } from '@checkout/shared/contract';
import { OutboxWorker, staffSignInUrlFor } from '../src/notifications';
import type { MailTransport, OutgoingMail } from '../src/notifications/transports';
import { DEFAULT_RETAILER } from '../src/config';
import { DRIVERS, CORS_TEST_ORIGIN, createTestApp, type TestApp, TEST_KEYRINGS } from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { ADVISOR, BACK_OFFICE, BACKOFFICE_ORIGIN, BRANCH_LEAD, cookieOf, sessionFor } from './support/staff';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe.each(DRIVERS)('staff sign-in (%s)', (driver) => {
  let t: TestApp;
  const sent: OutgoingMail[] = [];
  let worker: OutboxWorker;
  beforeAll(async () => {
    // Each request from its own client (X-Forwarded-For), so that the per-client limit is met only where meant.
    t = await createTestApp(driver, undefined, { trustProxy: ['127.0.0.1'] });
    const transport: MailTransport = {
      kind: 'mailbox',
      send: async (mail) => {
        sent.push(mail);
      },
      close: () => undefined,
    };
    worker = new OutboxWorker({
      db: t.db,
      transport,
      clock: t.clock,
      settings: {
        fromAddress: 'beratung@horizonte-reisen.example',
        meetingBaseUrl: 'https://video.example/room',
        manageCutoffHours: 24,
        retailer: DEFAULT_RETAILER,
        staffSignInUrl: staffSignInUrlFor(BACKOFFICE_ORIGIN, TEST_KEYRINGS.staffLink, t.clock),
      },
    });
  }, 60_000);
  afterAll(() => t.dispose());

  let client = 0;
  /** A request from a client of its own. */
  const from = (headers: Record<string, string> = {}) => ({
    'x-forwarded-for': `198.51.100.${(client += 1)}`,
    ...headers,
  });
  const askLink = (email: string, culture = 'de-CH', headers = from({ origin: BACKOFFICE_ORIGIN })) =>
    t.inject({ method: 'POST', url: `/api${STAFF_PATHS.signInLink}`, payload: { email, culture }, headers });
  const redeem = (token: string, headers: Record<string, string> = { origin: BACKOFFICE_ORIGIN }) =>
    t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.redeemLink}`,
      payload: { token },
      headers: from(headers),
    });
  const session = (headers: Record<string, string>) =>
    t.inject({ url: `/api${STAFF_PATHS.session}`, headers: from(headers) });

  /** Sends every due message (the worker claims 10 at a time; earlier tests leave more waiting). */
  const drain = async () => {
    while ((await worker.runOnce()) > 0);
  };

  /** Sends what is due and answers the sign-in mail to `email` (the last one) and the token its link carries. */
  const mailedLink = async (email: string) => {
    await t.app.settled();
    sent.length = 0;
    await drain();
    const mail = sent.filter((m) => m.to === email).at(-1);
    if (!mail) throw new Error(`no sign-in mail to ${email}`);
    const url = /http:\/\/localhost:3005\/backoffice\/(?:fr\/)?sign-in\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
    if (!url?.[1]) throw new Error(`no link in ${mail.text}`);
    return { mail, url: url[0], token: url[1] };
  };

  it('mails an allow-listed address a link of 10 minutes, through the outbox, and keeps only its hash', async () => {
    const res = await askLink(ADVISOR.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const { mail, url, token } = await mailedLink(ADVISOR.email);
    expect(url).toBe(`http://localhost:3005/backoffice/sign-in?token=${token}`);
    expect(mail.subject).toBe('Ihr Anmeldelink für das Backoffice von Horizonte Reisen');
    expect(mail.text).toContain('Guten Tag Anna Meier');
    expect(mail.text).toContain('Er gilt 10 Minuten und nur ein Mal.');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.language).toBe('de-CH');
    // The database holds the token's hash, never the token: not in the link's row, not in the outbox.
    const links = await t.db.query<{ token_hash: string; expires_at: Date | string }>(
      'select token_hash, expires_at from staff_sign_in_links',
    );
    expect(links.map((l) => l.token_hash)).toContain(sha256(token));
    const everything = JSON.stringify(
      await t.db.query('select * from outbox where kind = $1', ['staff_sign_in']),
    ).concat(JSON.stringify(links));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(token.slice(6));
  });

  it('writes the mail and the link in French for a French page', async () => {
    expect((await askLink(BACK_OFFICE.email, 'fr-CH')).statusCode).toBe(202);
    const { mail, url } = await mailedLink(BACK_OFFICE.email);
    expect(url).toMatch(/^http:\/\/localhost:3005\/backoffice\/fr\/sign-in\?token=/);
    expect(mail.subject).toBe('Votre lien de connexion au back-office de Horizonte Reisen');
    expect(mail.text).toContain('Il est valable 10 minutes, une seule fois.');
    expect(mail.language).toBe('fr-CH');
  });

  it('answers an address off the list the same, and writes nothing', async () => {
    const before = await t.db.query('select id from outbox');
    const res = await askLink('stranger@horizonte-reisen.example');
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    await t.app.settled();
    expect(await t.db.query('select id from outbox')).toHaveLength(before.length);
  });

  it('checks the body and names the bad field', async () => {
    const res = await askLink('not-an-address', 'en');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<ApiErrorBody>().fields ?? {}).sort()).toEqual(['culture', 'email']);
  });

  it('redeems a link once into a __Host- cookie session; the link then answers 410', async () => {
    await askLink(BRANCH_LEAD.email);
    const { token } = await mailedLink(BRANCH_LEAD.email);
    const res = await redeem(token);
    expect(res.statusCode).toBe(200);
    const body = res.json<StaffSession>();
    expect(body).toEqual({
      staff: {
        id: BRANCH_LEAD.id,
        name: BRANCH_LEAD.name,
        email: BRANCH_LEAD.email,
        role: 'branch_lead',
        agencyId: 'zurich-bahnhofstrasse',
        advisorId: null,
        culture: 'de-CH',
      },
      hasPasskey: false,
    });
    const cookie = res.headers['set-cookie'] ?? '';
    expect(cookie).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    const value = /__Host-staff=([^;]+)/.exec(cookie)?.[1] ?? '';
    // Stored as its hash only.
    const stored = await t.db.query<{ id_hash: string }>('select id_hash from staff_sessions');
    expect(stored.map((s) => s.id_hash)).toContain(sha256(value));
    expect(JSON.stringify(stored)).not.toContain(value);

    const me = await session(cookieOf(value));
    expect(me.statusCode).toBe(200);
    expect(me.json<StaffSession>().staff.id).toBe(BRANCH_LEAD.id);
    expect(me.headers['cache-control']).toBe('no-store');

    const again = await redeem(token);
    expect(again.statusCode).toBe(410);
    expect(again.json<ApiErrorBody>().error).toBe('link_expired');
  });

  it('refuses a link after its 10 minutes (410), and a token no link has (400 naming token)', async () => {
    await askLink(ADVISOR.email);
    const { token } = await mailedLink(ADVISOR.email);
    t.clock.advanceMinutes(10);
    const late = await redeem(token);
    t.clock.advanceMinutes(-10);
    expect(late.statusCode).toBe(410);
    expect(late.json<ApiErrorBody>().error).toBe('link_expired');
    const unknown = await redeem(`${TEST_KEYRINGS.staffLink.current.id}${'A'.repeat(32)}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().fields).toHaveProperty('token');
    const malformed = await redeem('x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().fields).toHaveProperty('token');
  });

  it('refuses every change from another origin or none (403), before anything is done', async () => {
    await askLink(ADVISOR.email);
    const { token } = await mailedLink(ADVISOR.email);
    const origins: Record<string, string>[] = [
      {},
      { origin: CORS_TEST_ORIGIN },
      { origin: 'https://evil.example' },
    ];
    for (const headers of origins) {
      const res = await redeem(token, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json<ApiErrorBody>().error).toBe('forbidden');
    }
    const noOrigin = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.signInLink}`,
      payload: { email: ADVISOR.email, culture: 'de-CH' },
      headers: from(),
    });
    expect(noOrigin.statusCode).toBe(403);
    // The link was not spent by the refused attempts.
    expect((await redeem(token)).statusCode).toBe(200);
  });

  it('answers no staff route without a session: no cookie, a bad one, a manage token, an operator token', async () => {
    const booked = await t.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      payload: sampleReserveRequest({ checkoutSessionId: 'session-staff-sign-in-1' }),
    });
    expect(booked.statusCode).toBe(201);
    const manageToken = booked.json().manageToken ?? '';
    for (const headers of [
      {},
      cookieOf('A'.repeat(43)),
      cookieOf(manageToken),
      { cookie: `__Host-staff=${manageToken}; staff=${manageToken}` },
      { authorization: `Bearer ${manageToken}` },
      { authorization: 'Bearer test-operator-token' },
    ]) {
      const res = await session(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json<ApiErrorBody>().error).toBe('unauthorized');
    }
    const end = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.signOut}`,
      payload: {},
      headers: from({ origin: BACKOFFICE_ORIGIN, authorization: `Bearer ${manageToken}` }),
    });
    expect(end.statusCode).toBe(401);
  });

  it('signs out: the cookie is removed and the session answers 401 from then on', async () => {
    const token = await sessionFor(t, ADVISOR.id);
    expect((await session(cookieOf(token))).statusCode).toBe(200);
    const res = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.signOut}`,
      payload: {},
      headers: from({ origin: BACKOFFICE_ORIGIN, ...cookieOf(token) }),
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toMatch(/^__Host-staff=; .*Expires=Thu, 01 Jan 1970/);
    expect((await session(cookieOf(token))).statusCode).toBe(401);
  });

  it('ends a session after 12 hours unused, and keeps one in use for up to 7 days', async () => {
    const idle = await sessionFor(t, ADVISOR.id);
    const used = await sessionFor(t, ADVISOR.id);
    const start = t.clock.now();
    t.clock.advanceMinutes(11 * 60);
    expect((await session(cookieOf(used))).statusCode).toBe(200);
    t.clock.advanceMinutes(2 * 60);
    expect((await session(cookieOf(idle))).statusCode).toBe(401);
    expect((await session(cookieOf(used))).statusCode).toBe(200);
    // Used every 11 hours, it still ends 7 days after it started.
    while (t.clock.now().getTime() - start.getTime() < 7 * 24 * 3_600_000 - 11 * 3_600_000) {
      t.clock.advanceMinutes(11 * 60);
      expect((await session(cookieOf(used))).statusCode).toBe(200);
    }
    t.clock.set(new Date(start.getTime() + 7 * 24 * 3_600_000));
    expect((await session(cookieOf(used))).statusCode).toBe(401);
    t.clock.set(start);
  });

  it('limits the links one address is sent (5 an hour from a network, 429; 30 from all) and the sign-in calls of one client', async () => {
    const address = 'limited@horizonte-reisen.example';
    const network = from({ origin: BACKOFFICE_ORIGIN });
    for (let i = 0; i < 5; i += 1) expect((await askLink(address, 'de-CH', network)).statusCode).toBe(202);
    const sixth = await askLink(address, 'de-CH', network);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Over every network, a member is mailed 30 links an hour at most (earlier tests asked for some); past that a
    // request is answered alike and mails nothing.
    const links = async () =>
      (await t.db.query('select id from outbox where recipient = $1', [ADVISOR.email])).length;
    const before = await links();
    for (let i = 0; i < 30; i += 1) expect((await askLink(ADVISOR.email)).statusCode).toBe(202);
    await t.app.settled();
    const atCeiling = await links();
    expect(atCeiling - before).toBeGreaterThanOrEqual(25);
    expect(atCeiling - before).toBeLessThanOrEqual(30);
    expect((await askLink(ADVISOR.email)).statusCode).toBe(202);
    await t.app.settled();
    expect(await links()).toBe(atCeiling);
    const oneClient = from({ origin: BACKOFFICE_ORIGIN });
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push((await askLink(`client-${i}@horizonte-reisen.example`, 'de-CH', oneClient)).statusCode);
    }
    expect(answers.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('issue 47: answers a link request before any work for the address, known or not (equal cost)', async () => {
    // Every statement naming the staff table waits at a gate: the answer must not wait for it.
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const query = t.db.query.bind(t.db);
    t.db.query = (async (sql: string, params?: readonly unknown[]) => {
      if (/\bstaff\b/.test(sql)) await gate;
      return query(sql, params);
    }) as typeof t.db.query;
    try {
      for (const email of [BRANCH_LEAD.email, 'nobody-here@horizonte-reisen.example']) {
        const answer = await Promise.race([
          askLink(email),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000)),
        ]);
        expect(answer === 'waited' ? answer : answer.statusCode).toBe(202);
      }
    } finally {
      open();
      t.db.query = query;
    }
    // The link is written after the answer, and mailed.
    await t.app.settled();
    const { mail } = await mailedLink(BRANCH_LEAD.email);
    expect(mail.to).toBe(BRANCH_LEAD.email);
  });

  it("issue 47: strangers on other networks cannot use up a member's links; the member's own still come", async () => {
    // Five strangers, each from a network of its own, ask for the lead's links as often as they may.
    for (let stranger = 0; stranger < 5; stranger += 1) {
      const network = { 'x-forwarded-for': `203.0.113.${10 + stranger}`, origin: BACKOFFICE_ORIGIN };
      for (let i = 0; i < 5; i += 1)
        expect((await askLink(BRANCH_LEAD.email, 'de-CH', network)).statusCode).toBe(202);
      expect((await askLink(BRANCH_LEAD.email, 'de-CH', network)).statusCode).toBe(429);
    }
    await t.app.settled();
    await drain();
    // The lead, from the branch's network: a link, mailed now (staff links wait for no traveller's mail cap).
    const own = { 'x-forwarded-for': '192.0.2.44', origin: BACKOFFICE_ORIGIN };
    expect((await askLink(BRANCH_LEAD.email, 'de-CH', own)).statusCode).toBe(202);
    await t.app.settled();
    const { token } = await mailedLink(BRANCH_LEAD.email);
    const redeemed = await redeem(token);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json<StaffSession>().staff.id).toBe(BRANCH_LEAD.id);
  });

  it("lets the back office's origin call with its cookie (CORS with credentials), and no other origin", async () => {
    const preflight = (origin: string) =>
      t.inject({
        method: 'OPTIONS',
        url: `/api${STAFF_PATHS.session}`,
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const ours = await preflight(BACKOFFICE_ORIGIN);
    expect(ours.headers['access-control-allow-origin']).toBe(BACKOFFICE_ORIGIN);
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
    // Every method the back office sends (PUT: the weekly working hours), found missing by the browser journey.
    const put = await t.inject({
      method: 'OPTIONS',
      url: `/api${STAFF_PATHS.workingHours.replace(':id', 'adv-anna-meier')}`,
      headers: { origin: BACKOFFICE_ORIGIN, 'access-control-request-method': 'PUT' },
    });
    expect(String(put.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    // Every header the back office's client (the kernel's) sends with a change, beyond those a browser sends
    // without asking: a header the API does not allow makes the browser refuse the call (found by the journey).
    const sent: Record<string, string>[] = [];
    const client = createStaffClient({
      baseUrl: 'http://api.example/api',
      culture: () => 'fr-CH',
      fetch: (async (_url: string, init: RequestInit) => {
        sent.push(init.headers as Record<string, string>);
        return new Response('{}', { status: 200 });
      }) as unknown as typeof fetch,
    });
    await client.cancel('c-1', 'Grund');
    const SAFELISTED = new Set(['accept', 'accept-language', 'content-language']);
    const asked = Object.keys(sent[0] ?? {})
      .map((name) => name.toLowerCase())
      .filter((name) => !SAFELISTED.has(name));
    expect(asked).toEqual(expect.arrayContaining(['content-type', 'idempotency-key', 'traceparent']));
    const change = await t.inject({
      method: 'OPTIONS',
      url: `/api${STAFF_PATHS.consultation.replace(':id', 'c-1')}/cancel`,
      headers: {
        origin: BACKOFFICE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': asked.join(','),
      },
    });
    const allowed = String(change.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(asked));
    const checkout = await preflight(CORS_TEST_ORIGIN);
    expect(checkout.headers['access-control-allow-origin']).toBeUndefined();
    // The checkout's calls keep their CORS, without credentials.
    const day = await t.inject({ url: '/api/health', headers: { origin: CORS_TEST_ORIGIN } });
    expect(day.headers['access-control-allow-origin']).toBe(CORS_TEST_ORIGIN);
    expect(day.headers['access-control-allow-credentials']).toBeUndefined();
    const foreign = await t.inject({ url: '/api/health', headers: { origin: BACKOFFICE_ORIGIN } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
