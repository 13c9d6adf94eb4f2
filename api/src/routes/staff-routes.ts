// The branch's back office (issue 34): every call of STAFF_PATHS under /api/staff, in one encapsulated plugin whose
// hooks check the Origin of every change and the staff session of every call but the sign-in ones
// (http/staff-session.ts). What the calls mean is the domain's (staff-auth, ...); the scope of each member is
// applied in the repositories' queries.
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { STAFF_PATHS, type StaffSession } from '@checkout/shared/contract';
import { staffPasskeySchema, staffRedeemSchema, staffSignInLinkSchema } from '@checkout/shared/schemas';
import type { AppContext } from '../app-context';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import { validateObject } from '../http/validate';
import { clientKeyOf } from '../http/client-address';
import {
  clearSessionCookie,
  guardStaffRoutes,
  sessionOf,
  sessionTokenOf,
  setSessionCookie,
} from '../http/staff-session';
import { endSession, redeemSignInLink, requestSignInLink } from '../domain/staff-auth';
import {
  authenticationOptions,
  registerPasskey,
  registrationOptions,
  signInWithPasskey,
  type RelyingParty,
} from '../domain/staff-passkeys';

/** The prefix of every staff path (the CORS of the back office applies under it). */
export const STAFF_PREFIX = '/staff';

/** Every answer of a change: no session, not the back office's origin, too many requests. */
const CHANGE_ERRORS = { 401: 'ApiErrorBody', 403: 'ApiErrorBody' } as const;

const signInRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, clock, keys, limits } = context;
  const docs = {
    link: {
      tag: 'staff',
      summary:
        'Mails a single-use sign-in link (10 minutes) to an address of the allow-list; answers the same for any address',
      body: { schema: staffSignInLinkSchema, required: true },
      responses: {
        202: { empty: 'Accepted: a link is on its way if the address is a staff member’s' },
        400: 'ApiErrorBody',
        403: 'ApiErrorBody',
      },
    },
    redeem: {
      tag: 'staff',
      summary:
        "The sign-in page's button: spends the link and starts the session (sets the __Host-staff cookie)",
      body: { schema: staffRedeemSchema, required: true },
      responses: { 200: 'StaffSession', 400: 'ApiErrorBody', 403: 'ApiErrorBody', 410: 'ApiErrorBody' },
    },
    session: {
      tag: 'staff',
      summary: "The session's staff member, and whether they have a passkey",
      staffSession: true,
      responses: { 200: 'StaffSession', 401: 'ApiErrorBody' },
    },
    signOut: {
      tag: 'staff',
      summary: 'Ends the session and removes its cookie',
      staffSession: true,
      responses: { 204: { empty: 'Signed out' }, ...CHANGE_ERRORS },
    },
  } satisfies Record<string, RouteDoc>;
  const signInLimit = routeLimit(limits.staffSignIn);

  staff.post(
    STAFF_PATHS.signInLink,
    { config: { doc: docs.link, staffSignIn: true, rateLimit: signInLimit } },
    async (request, reply) => {
      const body = await validateObject(staffSignInLinkSchema, request.body, 'body');
      // The address counts as a keyed hash of itself, never as itself (like a client's network).
      const addressKey = clientKeyOf(keys.clientAddress, `staff-address:${body.email.trim().toLowerCase()}`);
      const written = await requestSignInLink(db, body, clock.now(), { keys: keys.staffLink, addressKey });
      // The outbox worker wakes for the new message, as after a booking.
      if (written) context.onReserved();
      return reply.status(202).send();
    },
  );

  staff.post(
    STAFF_PATHS.redeemLink,
    { config: { doc: docs.redeem, staffSignIn: true, rateLimit: signInLimit } },
    async (request, reply): Promise<StaffSession> => {
      const { token } = await validateObject(staffRedeemSchema, request.body, 'body');
      const started = await redeemSignInLink(db, token, clock.now(), keys.staffLink);
      setSessionCookie(reply, started.token);
      return started.session;
    },
  );

  staff.get(STAFF_PATHS.session, { config: { doc: docs.session } }, async (request) => sessionOf(request));

  staff.post(STAFF_PATHS.signOut, { config: { doc: docs.signOut } }, async (request, reply) => {
    await endSession(db, sessionTokenOf(request), clock.now());
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
};

/** A body that names nothing: `{}` (the options calls). */
const emptyBody = yup.object({});

const passkeyRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, clock, limits } = context;
  const rp: RelyingParty = {
    rpId: context.staff.rpId,
    rpName: context.retailer.brand.de,
    origins: context.staff.origins,
  };
  const docs = {
    signInOptions: {
      tag: 'staff',
      summary: 'Options to sign in with a passkey (discoverable): generateAuthenticationOptions() as JSON',
      body: { schema: emptyBody, required: false },
      responses: { 200: 'PasskeyOptions', 400: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    signIn: {
      tag: 'staff',
      summary: "A passkey's assertion: the session starts (sets the __Host-staff cookie)",
      body: { schema: staffPasskeySchema, required: true },
      responses: { 200: 'StaffSession', 400: 'ApiErrorBody', 401: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    registrationOptions: {
      tag: 'staff',
      summary:
        'Options to register a passkey for the signed-in member: generateRegistrationOptions() as JSON',
      staffSession: true,
      body: { schema: emptyBody, required: false },
      responses: { 200: 'PasskeyOptions', 400: 'ApiErrorBody', ...CHANGE_ERRORS },
    },
    registration: {
      tag: 'staff',
      summary: "The new passkey's attestation, checked and kept: answers the session (hasPasskey true)",
      staffSession: true,
      body: { schema: staffPasskeySchema, required: true },
      responses: { 200: 'StaffSession', 400: 'ApiErrorBody', ...CHANGE_ERRORS },
    },
  } satisfies Record<string, RouteDoc>;
  const signInLimit = routeLimit(limits.staffSignIn);
  const noBody = async (body: unknown) => {
    if (body !== undefined && body !== null) await validateObject(emptyBody, body, 'body');
  };

  staff.post(
    STAFF_PATHS.passkeySignInOptions,
    { config: { doc: docs.signInOptions, staffSignIn: true, rateLimit: signInLimit } },
    async (request) => {
      await noBody(request.body);
      return authenticationOptions(db, clock.now(), rp);
    },
  );

  staff.post(
    STAFF_PATHS.passkeySignIn,
    { config: { doc: docs.signIn, staffSignIn: true, rateLimit: signInLimit } },
    async (request, reply): Promise<StaffSession> => {
      const { response } = await validateObject(staffPasskeySchema, request.body, 'body');
      const started = await signInWithPasskey(db, response, clock.now(), rp);
      setSessionCookie(reply, started.token);
      return started.session;
    },
  );

  staff.post(
    STAFF_PATHS.passkeyRegistrationOptions,
    { config: { doc: docs.registrationOptions } },
    async (request) => {
      await noBody(request.body);
      return registrationOptions(db, sessionOf(request), clock.now(), rp);
    },
  );

  staff.post(
    STAFF_PATHS.passkeyRegistration,
    { config: { doc: docs.registration } },
    async (request): Promise<StaffSession> => {
      const { response } = await validateObject(staffPasskeySchema, request.body, 'body');
      return registerPasskey(db, sessionOf(request), response, clock.now(), rp);
    },
  );
};

export const registerStaffRoutes = (api: FastifyInstance, context: AppContext): void => {
  void api.register(async (staff) => {
    await guardStaffRoutes(staff, context);
    signInRoutes(staff, context);
    passkeyRoutes(staff, context);
  });
};
