/** @jest-environment ./test/support/pglite-environment.cjs */
// Single sign-on for the staff by OpenID Connect (issue 34): against a real provider (oidc-provider, in its own
// process), the authorization code flow with PKCE signs in a verified address of the allow-list and nobody else;
// a state is spent once; OIDC_ONLY turns the sign-in link off; the configuration takes all three settings or none.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { STAFF_PATHS, type StaffSession } from '@checkout/shared/contract';
import { staffConfigFromEnv } from '../src/config';
import { OIDC_PATHS } from '../src/routes/staff-oidc-routes';
import { STAFF_COOKIE } from '../src/http/staff-session';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { BACKOFFICE_ORIGIN, BRANCH_LEAD } from './support/staff';

const CALLBACK = `http://api.test/api${OIDC_PATHS.callback}`;

/** Starts the provider; answers its issuer and a way to stop it. */
const startProvider = async (): Promise<{ issuer: string; child: ChildProcess }> => {
  const child = spawn(process.execPath, [path.join(__dirname, 'support', 'oidc-provider.mjs'), CALLBACK], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the provider exited (${code})`)));
  });
  return { issuer: (JSON.parse(line) as { issuer: string }).issuer, child };
};

/** A browser's cookie jar for the provider's pages: name=value per cookie, as Set-Cookie gives them. */
const jarOf = () => {
  const cookies = new Map<string, string>();
  return {
    keep(response: Response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
};

describe.each(DRIVERS)('staff single sign-on (%s)', (driver) => {
  let provider: { issuer: string; child: ChildProcess };
  let t: TestApp;
  beforeAll(async () => {
    provider = await startProvider();
    t = await createTestApp(driver, undefined, {
      staff: {
        oidc: {
          issuer: provider.issuer,
          clientId: 'backoffice',
          clientSecret: 'backoffice-secret',
          only: false,
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    provider.child.kill();
    await t.dispose();
  });

  /** A navigation to the API (its redirects not followed): status, Location, Set-Cookie and body. */
  const visit = async (pathAndQuery: string, headers: Record<string, string> = {}) => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test API listens on TCP');
    const answer = await fetch(`http://127.0.0.1:${address.port}${pathAndQuery}`, {
      redirect: 'manual',
      headers,
    });
    return {
      statusCode: answer.status,
      location: answer.headers.get('location') ?? undefined,
      setCookie: answer.headers.get('set-cookie') ?? undefined,
      body: await answer.text(),
    };
  };

  /** The browser's way from the back office's button to the provider and back: the callback's answer. */
  const signIn = async (email: string, options: { verified?: boolean; culture?: string } = {}) => {
    await fetch(
      `${provider.issuer}/__account?email=${encodeURIComponent(email)}&verified=${options.verified ?? true}`,
    );
    const start = await visit(`/api${OIDC_PATHS.start}?culture=${options.culture ?? 'de-CH'}`);
    expect(start.statusCode).toBe(303);
    const jar = jarOf();
    let next = new URL(start.location!);
    expect(next.origin).toBe(provider.issuer);
    // The provider's redirects (its interaction, then the authorization's resumption) until it sends the browser
    // back to the API.
    for (let hops = 0; next.origin === provider.issuer; hops += 1) {
      if (hops > 10) throw new Error('the provider never answered');
      const answer = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.keep(answer);
      const location = answer.headers.get('location');
      if (!location) throw new Error(`the provider answered ${answer.status}: ${await answer.text()}`);
      next = new URL(location, next);
    }
    expect(next.origin + next.pathname).toBe(CALLBACK);
    const callback = await visit(next.pathname + next.search);
    return { start, callback, callbackUrl: next };
  };

  it('signs in a verified address of the allow-list: a __Host- session, then the back office', async () => {
    const { start, callback } = await signIn(BRANCH_LEAD.email.toUpperCase());
    // The provider is asked with PKCE (S256), a state and a nonce; nothing of them is in a cookie of ours.
    const asked = new URL(start.location!);
    expect(asked.searchParams.get('code_challenge_method')).toBe('S256');
    expect(asked.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(asked.searchParams.get('nonce')).toBeTruthy();
    expect(asked.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(start.setCookie).toBeUndefined();

    expect(callback.statusCode).toBe(303);
    expect(callback.location).toBe(`${BACKOFFICE_ORIGIN}/backoffice/`);
    const cookie = String(callback.setCookie);
    expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=[A-Za-z0-9_-]+;`));
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);

    const session = await visit(`/api${STAFF_PATHS.session}`, { cookie: cookie.split(';')[0]! });
    expect(session.statusCode).toBe(200);
    expect((JSON.parse(session.body) as StaffSession).staff.id).toBe(BRANCH_LEAD.id);
  }, 60_000);

  it('returns to the French back office for a sign-in started in French', async () => {
    const { callback } = await signIn(BRANCH_LEAD.email, { culture: 'fr-CH' });
    expect(callback.location).toBe(`${BACKOFFICE_ORIGIN}/backoffice/fr/`);
  }, 60_000);

  it('signs in nobody for an address not on the allow-list, or one the provider has not verified', async () => {
    for (const [email, verified] of [
      ['stranger@example.ch', true],
      [BRANCH_LEAD.email, false],
    ] as const) {
      const { callback } = await signIn(email, { verified });
      expect(callback.statusCode).toBe(303);
      expect(callback.location).toBe(`${BACKOFFICE_ORIGIN}/backoffice/sign-in?sso=unknown`);
      expect(callback.setCookie).toBeUndefined();
    }
  }, 60_000);

  it('spends a state once: the same answer again signs nobody in', async () => {
    const { callback, callbackUrl } = await signIn(BRANCH_LEAD.email);
    expect(callback.setCookie).toBeDefined();
    const again = await visit(callbackUrl.pathname + callbackUrl.search);
    expect(again.statusCode).toBe(303);
    expect(again.location).toBe(`${BACKOFFICE_ORIGIN}/backoffice/sign-in?sso=expired`);
    expect(again.setCookie).toBeUndefined();
  }, 60_000);

  it('refuses an answer whose code the provider did not give for this state', async () => {
    const first = await visit(`/api${OIDC_PATHS.start}?culture=de-CH`);
    const state = new URL(first.location!).searchParams.get('state');
    const forged = await visit(`/api${OIDC_PATHS.callback}?code=forged&state=${state}`);
    expect(forged.location).toBe(`${BACKOFFICE_ORIGIN}/backoffice/sign-in?sso=refused`);
    expect(forged.setCookie).toBeUndefined();
  }, 60_000);

  it('answers 400 naming the field for a bad culture', async () => {
    const bad = await visit(`/api${OIDC_PATHS.start}?culture=en-US`);
    expect(bad.statusCode).toBe(400);
    expect((JSON.parse(bad.body) as { fields: Record<string, string> }).fields).toHaveProperty('culture');
  });
});

describe('single sign-on configuration', () => {
  it('takes OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, and OIDC_ONLY', () => {
    expect(staffConfigFromEnv({}).oidc).toBeUndefined();
    expect(() => staffConfigFromEnv({ OIDC_ISSUER: 'https://id.example' })).toThrow(/all three or none/);
    expect(
      staffConfigFromEnv({
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'backoffice',
        OIDC_CLIENT_SECRET: 's',
        OIDC_ONLY: '1',
      }).oidc,
    ).toEqual({ issuer: 'https://id.example', clientId: 'backoffice', clientSecret: 's', only: true });
  });

  it('with OIDC_ONLY, mails no sign-in link (403 for every address alike)', async () => {
    const t = await createTestApp('pglite', undefined, {
      staff: { oidc: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y', only: true } },
    });
    try {
      const refused = await t.inject({
        method: 'POST',
        url: `/api${STAFF_PATHS.signInLink}`,
        payload: { email: BRANCH_LEAD.email, culture: 'fr-CH' },
        headers: { origin: BACKOFFICE_ORIGIN },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/authentification unique/);
    } finally {
      await t.dispose();
    }
  }, 60_000);
});
