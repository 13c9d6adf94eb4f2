// The branch's back office (issue 34): every call of STAFF_PATHS under /api/staff, in one encapsulated plugin whose
// hooks check the Origin of every change and the staff session of every call but the sign-in ones
// (http/staff-session.ts). What the calls mean is the domain's (staff-auth, ...); the scope of each member is
// applied in the repositories' queries.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import {
  PRIVACY_PATHS,
  STAFF_PATHS,
  type PrivacyErasure,
  type PrivacyExport,
  type Absence,
  type AuditPage,
  type ConsultationDetail,
  type ConsultationPage,
  type StaffAdvisor,
  type StaffCalendar,
  type StaffListQuery,
  type StaffTodo,
  type StaffSession,
  type StaffSignInOptions,
} from '@checkout/shared/contract';
import {
  absenceRequestSchema,
  auditQuerySchema,
  createStaffAcceptSchema,
  createStaffBookingSchema,
  createStaffMoveSchema,
  privacyRequestSchema,
  staffCalendarQuerySchema,
  staffCancelSchema,
  staffDeclineSchema,
  staffOutcomeSchema,
  staffReassignSchema,
  staffExportQuerySchema,
  staffListQuerySchema,
  staffPasskeySchema,
  staffRedeemSchema,
  staffSignInLinkSchema,
} from '@checkout/shared/schemas';
import type { AppContext } from '../app-context';
import { OIDC_PATHS, registerOidcRoutes } from './staff-oidc-routes';
import type { RouteDoc } from '../http/openapi';
import { routeLimit } from '../http/rate-limit';
import { validateObject } from '../http/validate';
import { clientKeyOf } from '../http/client-address';
import {
  accountSessionOf,
  clearSessionCookie,
  guardStaffRoutes,
  sessionOf,
  sessionTokenOf,
  setSessionCookie,
} from '../http/staff-session';
import { countSignInLinkRequest, endSession, mailSignInLink, redeemSignInLink } from '../domain/staff-auth';
import { advisorsOf, consultationDetail, consultationPage } from '../domain/consultations';
import {
  IDEMPOTENCY,
  bodyOf,
  idOf,
  idParams,
  idParamsWith,
  idempotencyKeyOf,
  pathIdOf,
  staffChanges,
} from '../http/staff-request';
import { workingHoursRoutes } from './working-hours-routes';
import { staffMembersRoutes } from './staff-members-routes';
import { staffForbidden } from '../domain/errors';
import { eraseTraveller, exportTraveller } from '../domain/privacy';
import { privacySubjectHash } from './operator-routes';
import {
  acceptRequest,
  cancelConsultation,
  declineRequest,
  moveConsultation,
  reassignConsultation,
  recordOutcome,
  type ConsultationChange,
} from '../domain/staff-actions';
import { absencesFor, addAbsence, removeAbsence } from '../domain/absences';
import { staffCalendar } from '../domain/calendar-view';
import { bookForCaller } from '../domain/staff-bookings';
import { staffTodo } from '../domain/todo';
import { auditPage } from '../domain/audit';
import { exportCsv } from '../http/csv';
import { XLSX_MEDIA_TYPE, writeWorkbook } from '../http/xlsx';
import { attachment } from '../http/attachment';
import { consultationExport } from '../domain/consultation-export';
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
      operationId: 'requestSignInLink',
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
      operationId: 'redeemSignInLink',
      tag: 'staff',
      summary:
        "The sign-in page's button: spends the link and starts the session (sets the __Host-staff cookie)",
      body: { schema: staffRedeemSchema, required: true },
      responses: { 200: 'StaffSession', 400: 'ApiErrorBody', 403: 'ApiErrorBody', 410: 'ApiErrorBody' },
    },
    session: {
      operationId: 'getStaffSession',
      tag: 'staff',
      summary: "The session's staff member, and whether they have a passkey",
      access: 'staffSession',
      responses: { 200: 'StaffSession', 401: 'ApiErrorBody' },
    },
    options: {
      operationId: 'getStaffSignInOptions',
      tag: 'staff',
      summary:
        "How staff sign in here: the e-mail link (unless the sign-on provider replaces it) and the retailer's provider",
      responses: { 200: 'StaffSignInOptions' },
    },
    signOut: {
      operationId: 'endStaffSession',
      tag: 'staff',
      summary: 'Ends the session and removes its cookie',
      access: 'staffSession',
      responses: { 204: { empty: 'Signed out' }, ...CHANGE_ERRORS },
    },
  } satisfies Record<string, RouteDoc>;
  const signInLimit = routeLimit(limits.staffSignIn);

  staff.post(
    STAFF_PATHS.signInLink,
    { config: { doc: docs.link, staffSignIn: true, rateLimit: signInLimit } },
    async (request, reply) => {
      const body = await validateObject(staffSignInLinkSchema, request.body, 'body');
      // Where the retailer's sign-on provider replaces the link (OIDC_ONLY), no link is sent to anyone.
      if (context.staff.oidc?.only) throw staffForbidden(body.culture, 'api.staff.linkOff');
      // The address counts as a keyed hash of itself, never as itself (like a client's network).
      const addressKey = clientKeyOf(keys.clientAddress, `staff-address:${body.email.trim().toLowerCase()}`);
      const mayMail = await countSignInLinkRequest(db, body.culture, {
        addressKey,
        clientKey: context.clientOf(request),
      });
      // Issue 47: the answer first; the look-up, the link and its mail after it, so that a member's address costs
      // no more than anyone's (decision 0063).
      await reply.status(202).send();
      if (!mayMail) return reply;
      const now = clock.now();
      context.afterReply(async () => {
        // The outbox worker wakes for the new message, as after a booking.
        if (await mailSignInLink(db, body, now, keys.staffLink)) context.onReserved();
      });
      return reply;
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

  // The member's own language as stored (the page's is the page's to know).
  staff.get(STAFF_PATHS.session, { config: { doc: docs.session } }, async (request) =>
    accountSessionOf(request),
  );

  // Open to anyone (the sign-in screen asks before anybody is signed in); it says only what the configuration does.
  staff.get(
    STAFF_PATHS.signInOptions,
    { config: { doc: docs.options, staffSignIn: true } },
    async (): Promise<StaffSignInOptions> => {
      const { oidc } = context.staff;
      return {
        link: !oidc?.only,
        singleSignOn: oidc ? { name: oidc.name, path: OIDC_PATHS.start } : null,
      };
    },
  );

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
      operationId: 'getPasskeySignInOptions',
      tag: 'staff',
      summary: 'Options to sign in with a passkey (discoverable): generateAuthenticationOptions() as JSON',
      body: { schema: emptyBody, required: false },
      responses: { 200: 'PasskeyOptions', 400: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    signIn: {
      operationId: 'signInWithPasskey',
      tag: 'staff',
      summary: "A passkey's assertion: the session starts (sets the __Host-staff cookie)",
      body: { schema: staffPasskeySchema, required: true },
      responses: { 200: 'StaffSession', 400: 'ApiErrorBody', 401: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    registrationOptions: {
      operationId: 'getPasskeyRegistrationOptions',
      tag: 'staff',
      summary:
        'Options to register a passkey for the signed-in member: generateRegistrationOptions() as JSON',
      access: 'staffSession',
      body: { schema: emptyBody, required: false },
      responses: { 200: 'PasskeyOptions', 400: 'ApiErrorBody', ...CHANGE_ERRORS },
    },
    registration: {
      operationId: 'registerPasskey',
      tag: 'staff',
      summary: "The new passkey's attestation, checked and kept: answers the session (hasPasskey true)",
      description: 'A credential id registered already (by anyone) is 409 naming `response.id` (issue 47).',
      access: 'staffSession',
      body: { schema: staffPasskeySchema, required: true },
      responses: { 200: 'StaffSession', 400: 'ApiErrorBody', 409: 'ApiErrorBody', ...CHANGE_ERRORS },
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

/** The calendar's query as it comes (strings): `days` is a number of the contract. */
const calendarQueryOf = (query: unknown): unknown => {
  if (typeof query !== 'object' || query === null) return query;
  const { days, ...rest } = query as Record<string, unknown>;
  return {
    ...rest,
    ...(days === undefined
      ? {}
      : { days: typeof days === 'string' && /^\d{1,2}$/.test(days) ? Number(days) : days }),
  };
};

const consultationRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, clock } = context;
  const docs = {
    list: {
      operationId: 'listConsultations',
      tag: 'staff',
      summary: 'The consultations in the member’s scope, filtered, cursor-paged by (date, time, id)',
      access: 'staffSession',
      query: staffListQuerySchema,
      responses: { 200: 'ConsultationPage', 400: 'ApiErrorBody', 401: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    csv: {
      operationId: 'exportConsultationsCsv',
      tag: 'staff',
      summary:
        'The same filter as CSV for Swiss spreadsheets (every page; `;`, labels not codes, headings and file name in `culture`, the page’s language)',
      access: 'staffSession',
      query: staffExportQuerySchema,
      responses: {
        200: {
          media: 'text/csv',
          description: 'The consultations as CSV (UTF-8 with BOM, `;` between fields)',
        },
        400: 'ApiErrorBody',
        401: 'ApiErrorBody',
        403: 'ApiErrorBody',
      },
    },
    xlsx: {
      operationId: 'exportConsultationsXlsx',
      tag: 'staff',
      summary:
        'The same filter as an Excel workbook (every page; typed cells: dates, times, text; headings and file name in `culture`)',
      access: 'staffSession',
      query: staffExportQuerySchema,
      responses: {
        200: { media: XLSX_MEDIA_TYPE, description: 'The consultations as an Excel workbook (.xlsx)' },
        400: 'ApiErrorBody',
        401: 'ApiErrorBody',
        403: 'ApiErrorBody',
      },
    },
    detail: {
      operationId: 'getConsultation',
      tag: 'staff',
      summary: 'One consultation in the member’s scope, what they may do with it now and its audit trail',
      access: 'staffSession',
      params: idParams,
      responses: { 200: 'ConsultationDetail', 401: 'ApiErrorBody', 404: 'ApiErrorBody' },
    },
    advisors: {
      operationId: 'listStaffAdvisors',
      tag: 'staff',
      summary: 'The advisors in the member’s scope (filters, reassigning, time off)',
      access: 'staffSession',
      responses: { 200: 'StaffAdvisors', 401: 'ApiErrorBody' },
    },
    calendar: {
      operationId: 'getStaffCalendar',
      tag: 'staff',
      summary:
        'A day or a week of the advisors in scope (one advisor, a branch): working hours, time off, consultations, holds, open requests',
      access: 'staffSession',
      query: staffCalendarQuerySchema,
      responses: { 200: 'StaffCalendar', 400: 'ApiErrorBody', 401: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
    todo: {
      operationId: 'getStaffTodo',
      tag: 'staff',
      summary:
        'What still needs the branch: open custom-date requests and consultations colliding with time off, working hours or another',
      access: 'staffSession',
      responses: { 200: 'StaffTodo', 401: 'ApiErrorBody' },
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

  /** The export of the request's filter in its page's language (issue 47): the same sheet for both formats. */
  const exportOf = async (request: FastifyRequest) =>
    consultationExport(
      db,
      sessionOf(request).staff,
      await validateObject(staffExportQuerySchema, request.query, 'query'),
      clock.now(),
    );

  staff.get(STAFF_PATHS.consultationsCsv, { config: { doc: docs.csv } }, async (request, reply) => {
    const sheet = await exportOf(request);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`${sheet.fileName}.csv`))
      .send(exportCsv(sheet));
  });

  staff.get(STAFF_PATHS.consultationsXlsx, { config: { doc: docs.xlsx } }, async (request, reply) => {
    const sheet = await exportOf(request);
    // The rows are read (bounded, MAX_CSV_ROWS); the file is streamed as it is zipped. A failure while writing
    // ends the answer, which the browser then reports as a failed download rather than a broken file.
    const body = new PassThrough();
    writeWorkbook(sheet, body).catch((error: unknown) =>
      body.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return reply
      .header('content-type', XLSX_MEDIA_TYPE)
      .header('content-disposition', attachment(`${sheet.fileName}.xlsx`))
      .send(body);
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

  staff.get(
    STAFF_PATHS.calendar,
    { config: { doc: docs.calendar } },
    async (request): Promise<StaffCalendar> => {
      const query = await validateObject(staffCalendarQuerySchema, calendarQueryOf(request.query), 'query');
      return staffCalendar(db, sessionOf(request).staff, query, clock.now());
    },
  );

  staff.get(STAFF_PATHS.todo, { config: { doc: docs.todo } }, async (request): Promise<StaffTodo> =>
    staffTodo(db, sessionOf(request).staff, clock.now()),
  );
};

const actionRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { clock, manage, onReserved } = context;
  const change = staffChanges(staff, context);
  const options = { reminderHours: manage.reminderHours };
  const errors = {
    400: 'ApiErrorBody',
    ...CHANGE_ERRORS,
    404: 'ApiErrorBody',
    409: 'ApiErrorBody',
    422: 'ApiErrorBody',
  } as const;
  const acceptSchema = createStaffAcceptSchema(clock);
  const moveSchema = createStaffMoveSchema(clock);
  const bookingSchema = createStaffBookingSchema(clock);
  change(
    {
      method: 'POST',
      url: STAFF_PATHS.consultations,
      status: 201,
      doc: {
        operationId: 'bookForCaller',
        tag: 'staff',
        summary:
          "Books a consultation on a caller's behalf (the traveller gets the checkout's mails); 409 names what collides",
        access: 'staffSession',
        headers: IDEMPOTENCY,
        body: { schema: bookingSchema, required: true },
        responses: { 201: 'ConsultationDetail', ...errors, 429: 'ApiErrorBody' },
      },
    },
    bodyOf(bookingSchema),
    async (db, member, _id, body, key, now) => {
      const detail = await bookForCaller(db, member, body, key, now, { ...options, keys: manage.keys });
      onReserved();
      return detail;
    },
  );
  const actions = [
    {
      path: 'cancel',
      operationId: 'cancelConsultation',
      summary:
        "Cancels on the traveller's behalf with a reason (told to the traveller with the calendar cancellation)",
      schema: staffCancelSchema,
      run: cancelConsultation,
    },
    {
      path: 'outcome',
      operationId: 'recordOutcome',
      summary: 'Records the outcome, completed or no_show, after the start (409 before)',
      schema: staffOutcomeSchema,
      run: recordOutcome,
    },
    {
      path: 'reassign',
      operationId: 'reassignConsultation',
      summary:
        'Gives it to another free advisor of the branch at the same hour (409 slot_taken); the traveller is told',
      schema: staffReassignSchema,
      run: reassignConsultation,
    },
    {
      path: 'accept',
      operationId: 'acceptRequest',
      summary: 'Accepts a custom-date request: an advisor at the confirmed hour, a booking from then on',
      schema: acceptSchema,
      run: acceptRequest,
    },
    {
      path: 'move',
      operationId: 'moveConsultation',
      summary:
        'Moves it to another day, start or advisor of the branch within working hours; the traveller is told as for their own move',
      schema: moveSchema,
      run: moveConsultation,
    },
    {
      path: 'decline',
      operationId: 'declineRequest',
      summary: 'Declines a custom-date request with a reason, which the traveller is told',
      schema: staffDeclineSchema,
      run: declineRequest,
    },
  ] as const;
  for (const action of actions) {
    const doc: RouteDoc = {
      operationId: action.operationId,
      tag: 'staff',
      summary: action.summary,
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: action.schema, required: true },
      responses: { 200: 'ConsultationDetail', ...errors },
    };
    const url = `${STAFF_PATHS.consultation}/${action.path}`;
    change(
      { method: 'POST', url, doc },
      bodyOf(action.schema as yup.Schema<unknown>),
      (db, member, id, body, key, now) => {
        const change = { action: action.path, consultationId: id, body, idempotencyKey: key };
        return action.run(db, member, change as ConsultationChange & { body: never }, now, options);
      },
    );
  }
};

const timeOffRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, clock } = context;
  const docs = {
    list: {
      operationId: 'listAbsences',
      tag: 'staff',
      summary: "An advisor's absences from today on (404 for an advisor outside the member's scope)",
      access: 'staffSession',
      params: idParams,
      responses: { 200: 'Absences', 401: 'ApiErrorBody', 404: 'ApiErrorBody' },
    },
    add: {
      operationId: 'addAbsence',
      tag: 'staff',
      summary:
        'Stores an absence: no hold or booking takes its days from now on; answers the consultations it collides with',
      access: 'staffSession',
      params: idParams,
      headers: IDEMPOTENCY,
      body: { schema: absenceRequestSchema, required: true },
      responses: {
        201: 'AbsenceResponse',
        400: 'ApiErrorBody',
        ...CHANGE_ERRORS,
        404: 'ApiErrorBody',
        422: 'ApiErrorBody',
      },
    },
    remove: {
      operationId: 'removeAbsence',
      tag: 'staff',
      summary: 'Deletes an absence: its days are offered again',
      access: 'staffSession',
      params: idParamsWith('absenceId'),
      headers: IDEMPOTENCY,
      responses: { 204: { empty: 'Deleted' }, 400: 'ApiErrorBody', ...CHANGE_ERRORS, 404: 'ApiErrorBody' },
    },
    audit: {
      operationId: 'getAuditTrail',
      tag: 'staff',
      summary: 'The audit trail of the scope, newest first (branch lead and back office; 403 for an advisor)',
      access: 'staffSession',
      query: auditQuerySchema,
      responses: { 200: 'AuditPage', 400: 'ApiErrorBody', 401: 'ApiErrorBody', 403: 'ApiErrorBody' },
    },
  } satisfies Record<string, RouteDoc>;

  staff.get(STAFF_PATHS.absences, { config: { doc: docs.list } }, async (request): Promise<Absence[]> =>
    absencesFor(db, sessionOf(request).staff, idOf(request.params), clock.now()),
  );

  const change = staffChanges(staff, context);
  change(
    { method: 'POST', url: STAFF_PATHS.absences, doc: docs.add, status: 201 },
    bodyOf(absenceRequestSchema),
    addAbsence,
  );
  change(
    { method: 'DELETE', url: `${STAFF_PATHS.absences}/:absenceId`, doc: docs.remove, status: 204 },
    pathIdOf('absenceId'),
    removeAbsence,
  );

  staff.get(STAFF_PATHS.audit, { config: { doc: docs.audit } }, async (request): Promise<AuditPage> => {
    const query = await validateObject(auditQuerySchema, listQueryOf(request.query), 'query');
    return auditPage(db, sessionOf(request).staff, query, clock.now());
  });
};

/** Issue 37: a traveller's data exported or erased on request, by the back-office role only (403 for the others). */
const privacyRoutes = (staff: FastifyInstance, context: AppContext): void => {
  const { db, clock, keys, manage } = context;
  const docs = {
    export: {
      operationId: 'exportTravellerDataForStaff',
      tag: 'staff',
      summary:
        'Everything stored about a traveller as one document (back office only); the address travels in the body',
      access: 'staffSession',
      body: { schema: privacyRequestSchema, required: true },
      responses: { 200: 'PrivacyExport', 400: 'ApiErrorBody', ...CHANGE_ERRORS },
    },
    erase: {
      operationId: 'eraseTravellerDataForStaff',
      tag: 'staff',
      summary:
        "Erases a traveller's data (back office only): future appointments cancelled first, then every booking anonymised",
      access: 'staffSession',
      headers: IDEMPOTENCY,
      body: { schema: privacyRequestSchema, required: true },
      responses: { 200: 'PrivacyErasure', 400: 'ApiErrorBody', ...CHANGE_ERRORS, 422: 'ApiErrorBody' },
    },
  } satisfies Record<string, RouteDoc>;
  const requestOf = async (request: FastifyRequest) => {
    const { staff: member } = sessionOf(request);
    if (member.role !== 'back_office') throw staffForbidden(member.culture, 'api.staff.role');
    const body = await validateObject(privacyRequestSchema, request.body, 'body');
    return {
      member,
      body,
      actor: {
        staffId: member.id,
        staffName: member.name,
        subjectHash: privacySubjectHash(keys.clientAddress, body.email),
      },
    };
  };

  staff.post(
    PRIVACY_PATHS.staffExport,
    { config: { doc: docs.export } },
    async (request): Promise<PrivacyExport> => {
      const { member, body, actor } = await requestOf(request);
      return exportTraveller(db, body, clock.now(), actor, {
        retailer: context.retailer,
        fallbackCulture: member.culture,
      });
    },
  );

  staff.post(
    PRIVACY_PATHS.staffErase,
    { config: { doc: docs.erase } },
    async (request): Promise<PrivacyErasure> => {
      const { member, body, actor } = await requestOf(request);
      const replay = { key: idempotencyKeyOf(request), culture: member.culture };
      const erased = await eraseTraveller(db, body, clock.now(), actor, manage, replay);
      if (erased.messagesPending > 0) context.onReserved();
      return erased;
    },
  );
};

export const registerStaffRoutes = (api: FastifyInstance, context: AppContext): void => {
  void api.register(async (staff) => {
    await guardStaffRoutes(staff, { db: context.db, clock: context.clock, origins: context.staff.origins });
    signInRoutes(staff, context);
    if (context.staff.oidc) registerOidcRoutes(staff, context, context.staff.oidc);
    passkeyRoutes(staff, context);
    consultationRoutes(staff, context);
    actionRoutes(staff, context);
    timeOffRoutes(staff, context);
    workingHoursRoutes(staff, context);
    privacyRoutes(staff, context);
    staffMembersRoutes(staff, context);
  });
};
