// The branch's back office (issue 34): every call of STAFF_PATHS under /api/staff, in one encapsulated plugin whose
// hooks check the Origin of every change and the staff session of every call but the sign-in ones
// (http/staff-session.ts). What the calls mean is the domain's (staff-auth, ...); the scope of each member is
// applied in the repositories' queries.
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import {
  STAFF_PATHS,
  type ConsultationDetail,
  type ConsultationPage,
  type StaffAdvisor,
  type StaffListQuery,
  type StaffSession,
} from '@checkout/shared/contract';
import {
  staffListQuerySchema,
  staffPasskeySchema,
  staffRedeemSchema,
  staffSignInLinkSchema,
} from '@checkout/shared/schemas';
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
  advisorsOf,
  consultationDetail,
  consultationPage,
  consultationsForExport,
} from '../domain/consultations';
import { textsFor } from '../i18n/texts';
import { toCsv } from '../http/csv';
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

/** A consultation's or an advisor's id in the path. */
export const idParams = yup.object({ id: yup.string().defined().max(100) });

/** The id of the path (its shape is the query's to judge: an unknown one is a 404). */
export const idOf = (params: unknown): string => {
  const id = (params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : '';
};

/** The list's query as it comes (strings): `limit` is a number of the contract. */
const listQueryOf = (query: unknown): unknown => {
  if (typeof query !== 'object' || query === null) return query;
  const { limit, ...rest } = query as Record<string, unknown>;
  return {
    ...rest,
    ...(limit === undefined
      ? {}
      : { limit: typeof limit === 'string' && /^\d{1,4}$/.test(limit) ? Number(limit) : limit }),
  };
};

/** The CSV export's columns, in order: the list's fields. */
const CSV_COLUMNS = [
  'reference',
  'date',
  'time',
  'till',
  'status',
  'kind',
  'adviceMode',
  'advisor',
  'agency',
  'firstname',
  'lastname',
  'email',
  'phone',
  'culture',
  'id',
] as const;

const consultationRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, clock } = context;
  const docs = {
    list: {
      tag: 'staff',
      summary: 'The consultations in the member’s scope, filtered, cursor-paged by (date, time, id)',
      staffSession: true,
      query: staffListQuerySchema,
      responses: { 200: 'ConsultationPage', 400: 'ApiErrorBody', 401: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    csv: {
      tag: 'staff',
      summary: 'The same filter as CSV (every page), column titles in the member’s language',
      staffSession: true,
      query: staffListQuerySchema,
      responses: {
        200: { media: 'text/csv', description: 'The consultations as CSV (UTF-8 with BOM)' },
        400: 'ApiErrorBody',
        401: 'ApiErrorBody',
        403: 'ApiErrorBody',
      },
    },
    detail: {
      tag: 'staff',
      summary: 'One consultation in the member’s scope, what they may do with it now and its audit trail',
      staffSession: true,
      params: idParams,
      responses: { 200: 'ConsultationDetail', 401: 'ApiErrorBody', 404: 'ApiErrorBody' },
    },
    advisors: {
      tag: 'staff',
      summary: 'The advisors in the member’s scope (filters, reassigning, time off)',
      staffSession: true,
      responses: { 200: 'StaffAdvisors', 401: 'ApiErrorBody' },
    },
  } satisfies Record<string, RouteDoc>;

  const listQuery = (query: unknown): Promise<StaffListQuery> =>
    validateObject(staffListQuerySchema, listQueryOf(query), 'query');

  staff.get(
    STAFF_PATHS.consultations,
    { config: { doc: docs.list } },
    async (request): Promise<ConsultationPage> => {
      const { staff: member } = sessionOf(request);
      return consultationPage(db, member, await listQuery(request.query), clock.now());
    },
  );

  staff.get(STAFF_PATHS.consultationsCsv, { config: { doc: docs.csv } }, async (request, reply) => {
    const { staff: member } = sessionOf(request);
    const query = await listQuery(request.query);
    const rows = await consultationsForExport(db, member, query, clock.now());
    const t = textsFor(member.culture);
    const csv = toCsv(
      CSV_COLUMNS.map((column) => t.text(`api.staff.csv.${column}`)),
      rows.map((row) => [
        row.reference,
        row.date,
        row.time,
        row.till,
        row.status,
        row.kind,
        row.adviceMode,
        row.advisor?.name ?? '',
        row.agency.name,
        row.traveller.firstname,
        row.traveller.lastname,
        row.traveller.email,
        row.traveller.phone,
        row.culture,
        row.id,
      ]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="consultations.csv"')
      .send(csv);
  });

  staff.get(
    STAFF_PATHS.consultation,
    { config: { doc: docs.detail } },
    async (request): Promise<ConsultationDetail> =>
      consultationDetail(db, sessionOf(request).staff, idOf(request.params), clock.now()),
  );

  staff.get(
    STAFF_PATHS.advisors,
    { config: { doc: docs.advisors } },
    async (request): Promise<StaffAdvisor[]> => advisorsOf(db, sessionOf(request).staff),
  );
};

export const registerStaffRoutes = (api: FastifyInstance, context: AppContext): void => {
  void api.register(async (staff) => {
    await guardStaffRoutes(staff, context);
    signInRoutes(staff, context);
    passkeyRoutes(staff, context);
    consultationRoutes(staff, context);
  });
};
