// Single sign-on for the staff by OpenID Connect (issue 34; domain/staff-oidc.ts), registered with the staff routes
// when OIDC_ISSUER is configured. Both calls are the browser's navigations, not the back office's fetches: the
// start sends it to the provider, the provider sends it back to the callback, which sets the session's cookie and
// sends it on to the back office (or to its sign-in page with the reason, never the details).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CULTURE, backofficeUrl, type Culture } from '@checkout/shared/contract';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import { validateObject } from '../http/validate';
import { cultureDataSchema } from '../http/query-schemas';
import { setSessionCookie } from '../http/staff-session';
import { requestCulture } from '../http/translate';
import {
  finishOidcSignIn,
  oidcClient,
  OidcSignInFailed,
  startOidcSignIn,
  type OidcSettings,
} from '../domain/staff-oidc';

/** Under the API's /api prefix, like STAFF_PATHS. */
export const OIDC_PATHS = {
  /** GET ?culture: the browser goes to the provider (303). */
  start: '/staff/sign-in/oidc',
  /** GET ?code&state: the provider's answer; the browser goes on to the back office (303). */
  callback: '/staff/sign-in/oidc/callback',
} as const;

/** The back office's page of a culture: its home after a sign-in, its sign-in page after a failure. */
const backofficePage = (origin: string, culture: Culture | undefined, page: string): string =>
  backofficeUrl(culture ?? DEFAULT_CULTURE, page, { origin });

export const registerOidcRoutes = (staff: FastifyInstance, context: AppContext, oidc: OidcSettings): void => {
  const { db, clock, publicUrl, limits } = context;
  const { backofficeUrl } = context.staff;
  const configuration = oidcClient(oidc);
  const redirectUri = `${publicUrl}/api${OIDC_PATHS.callback}`;
  const docs = {
    start: {
      operationId: 'startSingleSignOn',
      tag: 'staff',
      summary: "Sends the browser to the retailer's sign-on provider (OpenID Connect, when configured)",
      description:
        'A navigation, not a fetch: answers 303 to the provider with a PKCE challenge, a state and a nonce kept by ' +
        'the API for ten minutes.',
      query: cultureDataSchema,
      responses: { 303: { empty: "To the provider's sign-in" }, 400: 'ApiErrorBody' },
    },
    callback: {
      operationId: 'finishSingleSignOn',
      tag: 'staff',
      summary:
        "The provider's answer: a verified address of the allow-list signs in (sets the __Host-staff cookie)",
      description:
        'Answers 303 to the back office; when nobody was signed in, to its sign-in page with `sso=refused`, ' +
        '`expired` or `unknown` (an address the provider has not verified or that is not on the allow-list).',
      responses: { 303: { empty: 'To the back office' }, 400: 'ApiErrorBody' },
    },
  } satisfies Record<string, RouteDoc>;
  const limit = { staffSignIn: true, rateLimit: routeLimit(limits.staffSignIn) };

  staff.get(OIDC_PATHS.start, { config: { doc: docs.start, ...limit } }, async (request, reply) => {
    const { culture } = await validateObject(cultureDataSchema, request.query, 'query');
    const target = await startOidcSignIn(
      db,
      await configuration(),
      redirectUri,
      culture ?? requestCulture(request),
      clock.now(),
    );
    return reply.redirect(target.href, 303);
  });

  staff.get(OIDC_PATHS.callback, { config: { doc: docs.callback, ...limit } }, async (request, reply) => {
    try {
      const started = await finishOidcSignIn(
        db,
        await configuration(),
        new URL(request.url, publicUrl),
        clock.now(),
      );
      setSessionCookie(reply, started.token);
      return reply.redirect(backofficePage(backofficeUrl, started.culture, ''), 303);
    } catch (error) {
      if (!(error instanceof OidcSignInFailed)) throw error;
      request.log.warn({ reason: error.reason, cause: String(error.cause ?? '') }, 'single sign-on refused');
      return reply.redirect(backofficePage(backofficeUrl, error.culture, `sign-in?sso=${error.reason}`), 303);
    }
  });
};
