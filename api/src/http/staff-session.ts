// The back office's door (issue 34): the staff session's cookie, the Origin check of every change under /api/staff,
// and the session every staff route but the sign-in ones needs. The session is found by the cookie alone: no
// manage token, operator token or checkout session opens a staff route.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSession } from '@checkout/shared/contract';
import type { Clock } from '@checkout/shared/dates';
import type { Queryable } from '../db/database';
import { staffForbidden, unauthorized } from '../domain/errors';
import { staffSessionOf } from '../domain/staff-auth';
import { requestCulture } from './translate';

/**
 * The session's cookie: `__Host-` makes the browser keep it only when Secure, with Path=/ and no Domain (no
 * subdomain can set or read it); HttpOnly keeps it from scripts; SameSite=Strict from other sites' requests.
 */
export const STAFF_COOKIE = '__Host-staff';

const COOKIE_OPTIONS = { path: '/', secure: true, httpOnly: true, sameSite: 'strict' } as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of the request's cookie (set for every staff route that needs one). */
    staffSession?: StaffSession;
  }
  interface FastifyContextConfig {
    /** A staff route answered without a session: the sign-in calls. */
    staffSignIn?: boolean;
  }
}

/** Methods that change nothing: no Origin check. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie's value of a request; undefined when it has none. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[STAFF_COOKIE];

export const setSessionCookie = (reply: FastifyReply, token: string): void => {
  reply.setCookie(STAFF_COOKIE, token, COOKIE_OPTIONS);
};

export const clearSessionCookie = (reply: FastifyReply): void => {
  reply.clearCookie(STAFF_COOKIE, COOKIE_OPTIONS);
};

/**
 * The request's staff session as stored (the guard set it for every route that needs one): its member's `culture` is
 * the account's language, the default of mails to them.
 */
export const accountSessionOf = (request: FastifyRequest): StaffSession => {
  if (!request.staffSession) throw unauthorized(requestCulture(request));
  return request.staffSession;
};

/**
 * The request's staff session as the routes and the domain use it: its member speaks the page's language (issue 47).
 * `staff.culture` is the culture the request names (the back office sends its page's as Accept-Language), so every
 * answer, refusal and branch name follows the page whatever the account's language.
 */
export const sessionOf = (request: FastifyRequest): StaffSession => {
  const session = accountSessionOf(request);
  return { ...session, staff: { ...session.staff, culture: requestCulture(request) } };
};

/**
 * Guards the staff routes registered on `staff` (an encapsulated plugin): a change (POST, PUT, DELETE) from an
 * origin that is not the back office's is refused (403) before its body is read; every route but the sign-in
 * calls needs a live session (401). Answers are private: no cache keeps them.
 */
export const guardStaffRoutes = async (
  staff: FastifyInstance,
  { db, clock, origins }: { db: Queryable; clock: Clock; origins: readonly string[] },
) => {
  await staff.register(cookie);
  staff.decorateRequest('staffSession', undefined);
  staff.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin)) {
      throw staffForbidden(requestCulture(request), 'api.staff.origin');
    }
  });
  staff.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.staffSignIn) return;
    const session = await staffSessionOf(db, sessionTokenOf(request), clock.now());
    if (!session) throw unauthorized(requestCulture(request));
    request.staffSession = session;
  });
  staff.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
};
