/** @jest-environment ./test/support/pglite-environment.cjs */
// Passkeys of the staff (issue 34): a signed-in member registers one, then signs in with it; every challenge is
// answered once and within its minutes, from the back office's origin, by the passkey the API keeps.
import { STAFF_PATHS, type ApiErrorBody, type StaffSession } from '@checkout/shared/contract';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import {
  ADVISOR,
  BACK_OFFICE,
  BACKOFFICE_ORIGIN,
  changeHeaders,
  cookieOf,
  sessionFor,
} from './support/staff';
import { createSoftAuthenticator } from './support/soft-authenticator';

interface Options {
  challenge: string;
  rp?: { id: string; name: string };
  user: { id: string; name: string };
  rpId?: string;
  allowCredentials?: unknown[];
}

describe.each(DRIVERS)('staff passkeys (%s)', (driver) => {
  let t: TestApp;
  let session: string;
  const authenticator = createSoftAuthenticator('localhost', BACKOFFICE_ORIGIN);
  beforeAll(async () => {
    t = await createTestApp(driver);
    session = await sessionFor(t, ADVISOR.id);
  }, 60_000);
  afterAll(() => t.dispose());

  const post = (path: string, payload: unknown, headers: Record<string, string>) =>
    t.inject({ method: 'POST', url: `/api${path}`, payload, headers });
  const signInOptions = async () => {
    const res = await post(STAFF_PATHS.passkeySignInOptions, {}, { origin: BACKOFFICE_ORIGIN });
    expect(res.statusCode).toBe(200);
    return res.json<Options>();
  };
  const signIn = (response: unknown) =>
    post(STAFF_PATHS.passkeySignIn, { response }, { origin: BACKOFFICE_ORIGIN });

  it('registers a passkey for the signed-in member, once per challenge', async () => {
    expect(
      (await post(STAFF_PATHS.passkeyRegistrationOptions, {}, { origin: BACKOFFICE_ORIGIN })).statusCode,
    ).toBe(401);
    const res = await post(STAFF_PATHS.passkeyRegistrationOptions, {}, changeHeaders(session));
    expect(res.statusCode).toBe(200);
    const options = res.json<Options>();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Horizonte Reisen' });
    expect(options.user.name).toBe(ADVISOR.email);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const attestation = authenticator.register(options);
    const registered = await post(
      STAFF_PATHS.passkeyRegistration,
      { response: attestation },
      changeHeaders(session),
    );
    expect(registered.statusCode).toBe(200);
    expect(registered.json<StaffSession>()).toEqual(expect.objectContaining({ hasPasskey: true }));
    const me = await t.inject({ url: `/api${STAFF_PATHS.session}`, headers: cookieOf(session) });
    expect(me.json<StaffSession>().hasPasskey).toBe(true);
    // The key is kept as its public key; the same answer again meets a spent challenge.
    const again = await post(
      STAFF_PATHS.passkeyRegistration,
      { response: attestation },
      changeHeaders(session),
    );
    expect(again.statusCode).toBe(401);
    expect(again.json<ApiErrorBody>().error).toBe('unauthorized');
  });

  it("issue 47: a credential id registered already is 409 naming it, for anyone's, and nothing changes", async () => {
    for (const member of [ADVISOR.id, BACK_OFFICE.id]) {
      const other = await sessionFor(t, member);
      const options = await post(STAFF_PATHS.passkeyRegistrationOptions, {}, changeHeaders(other));
      // The same authenticator's credential (the first test registered it for the advisor) again.
      const res = await post(
        STAFF_PATHS.passkeyRegistration,
        { response: authenticator.register(options.json<Options>()) },
        changeHeaders(other),
      );
      expect(res.statusCode).toBe(409);
      expect(Object.keys(res.json<ApiErrorBody>().fields ?? {})).toEqual(['response.id']);
    }
    const rows = await t.db.query<{ staff_id: string }>('select staff_id from staff_passkeys where id = $1', [
      authenticator.credentialId,
    ]);
    expect(rows).toEqual([{ staff_id: ADVISOR.id }]);
  });

  it('issue 47: transports that are no list of words are 400 naming them, on every database', async () => {
    const fresh = createSoftAuthenticator('localhost', BACKOFFICE_ORIGIN);
    for (const transports of [5, { usb: true }, [7], ['x'.repeat(40)]]) {
      const options = await post(STAFF_PATHS.passkeyRegistrationOptions, {}, changeHeaders(session));
      const attestation = fresh.register(options.json<Options>());
      const res = await post(
        STAFF_PATHS.passkeyRegistration,
        { response: { ...attestation, response: { ...(attestation.response as object), transports } } },
        changeHeaders(session),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<ApiErrorBody>().fields ?? {})).toEqual(['response.response.transports']);
    }
    expect(await t.db.query('select 1 from staff_passkeys where id = $1', [fresh.credentialId])).toEqual([]);
  });

  it('signs in with the passkey: the session starts with its cookie', async () => {
    const options = await signInOptions();
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials).toEqual([]);
    const assertion = authenticator.authenticate(options);
    const res = await signIn(assertion);
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffSession>().staff.id).toBe(ADVISOR.id);
    const cookie = /__Host-staff=([^;]+)/.exec(res.headers['set-cookie'] ?? '')?.[1] ?? '';
    const me = await t.inject({ url: `/api${STAFF_PATHS.session}`, headers: cookieOf(cookie) });
    expect(me.statusCode).toBe(200);
    const methods = await t.db.query<{ method: string }>(
      "select method from staff_sessions where staff_id = $1 and method = 'passkey'",
      [ADVISOR.id],
    );
    expect(methods).toHaveLength(1);
    // The same assertion again: its challenge is spent.
    const replay = await signIn(assertion);
    expect(replay.statusCode).toBe(401);
  });

  it('refuses an expired challenge, another origin, an unknown passkey and a broken answer', async () => {
    const late = await signInOptions();
    t.clock.advanceMinutes(6);
    const expired = await signIn(authenticator.authenticate(late));
    t.clock.advanceMinutes(-6);
    expect(expired.statusCode).toBe(401);

    const foreign = await signIn(authenticator.authenticate(await signInOptions(), 'https://evil.example'));
    expect(foreign.statusCode).toBe(401);

    const stranger = createSoftAuthenticator('localhost', BACKOFFICE_ORIGIN);
    const options = await signInOptions();
    const unknown = await signIn(stranger.authenticate(options));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<ApiErrorBody>().error).toBe('unauthorized');

    // A signature that does not match: the stranger signs for our credential id.
    const forged = {
      ...stranger.authenticate(await signInOptions()),
      id: authenticator.credentialId,
      rawId: authenticator.credentialId,
    };
    expect((await signIn(forged)).statusCode).toBe(401);

    const broken = await signIn({ id: 'x' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<ApiErrorBody>().fields).toHaveProperty('response');
    // Still works with a fresh challenge.
    expect((await signIn(authenticator.authenticate(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses a passkey answer from a page of another origin before reading it (403)', async () => {
    const res = await post(STAFF_PATHS.passkeySignIn, { response: {} }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });
});
