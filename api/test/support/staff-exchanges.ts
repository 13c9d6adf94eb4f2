// The back office's calls (issue 34) for the OpenAPI test: one real request per answer each staff route documents,
// with a session and a sign-in link the test stores before the exchanges (their secrets known to it).
import { createHash } from 'node:crypto';
import { PRIVACY_PATHS, STAFF_PATHS } from '@checkout/shared/contract';
import type { Database } from '../../src/db/database';
import { signInLinkToken } from '../../src/domain/staff-auth';
import { BACKOFFICE_ORIGIN, BRANCH_LEAD, cookieOf } from './staff';
import { TEST_KEYRINGS, type TestRequest } from './test-app';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The branch lead's session of the exchanges (a cookie value of the shape the API makes). */
const SESSION = 'openapi-staff-session'.padEnd(43, 'A');
/** A sign-in link of the branch lead's, redeemed once by the exchanges. */
const LINK_ID = 'ssl_openapi';
const LINK_TOKEN = signInLinkToken(TEST_KEYRINGS.staffLink.current, LINK_ID);

/** Stores the session and the link the exchanges use. */
export const prepareStaffExchanges = async (db: Database, now: Date): Promise<void> => {
  const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  await db.query(
    `insert into staff_sessions (id_hash, staff_id, method, created_at, last_seen_at, expires_at, ends_at)
     values ($1, $2, 'link', $3, $3, $4, $5)`,
    [sha256(SESSION), BRANCH_LEAD.id, now.toISOString(), later(12), later(24)],
  );
  await db.query(
    `insert into staff_sign_in_links (id, staff_id, token_hash, key_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      LINK_ID,
      BRANCH_LEAD.id,
      sha256(LINK_TOKEN),
      TEST_KEYRINGS.staffLink.current.id,
      now.toISOString(),
      later(1),
    ],
  );
};

const signedIn = cookieOf(SESSION);
const change = { ...signedIn, origin: BACKOFFICE_ORIGIN };
const api = (path: string) => `/api${path}`;

/** What follows the STAFF_PATHS entries whose routes take a path parameter, in the document's paths. */
export const STAFF_PATH_TEMPLATES: Partial<Record<keyof typeof STAFF_PATHS, string | string[]>> = {
  consultation: ['', '/cancel', '/outcome', '/reassign', '/accept', '/decline', '/move'],
  absences: ['', '/:absenceId'],
  hoursExceptions: ['', '/:exceptionId'],
};

/** Every staff route of the contract. */
const BUILT = Object.keys(STAFF_PATHS) as (keyof typeof STAFF_PATHS)[];

/** A passkey's answer of the right shape from an authenticator the API does not know. */
const UNKNOWN_PASSKEY = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

/** The document's path of each staff route (Fastify's `:id` is OpenAPI's `{id}`). */
export const staffDocumentPaths = (): string[] => [
  // One path for two routes of it (issue 47: POST a passkey, GET one's own passkeys).
  ...new Set(
    BUILT.flatMap((name) =>
      [STAFF_PATH_TEMPLATES[name] ?? '']
        .flat()
        .map((template) => `/api${STAFF_PATHS[name]}${template}`.replace(/:(\w+)/g, '{$1}')),
    ),
  ),
];

export const STAFF_EXCHANGES: (TestRequest & { name: string; status: number })[] = [
  {
    name: 'staff: sign-in link',
    method: 'POST',
    url: api(STAFF_PATHS.signInLink),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { email: BRANCH_LEAD.email, culture: 'de-CH' },
    status: 202,
  },
  {
    name: 'staff: sign-in options (no provider here: the link only)',
    method: 'GET',
    url: api(STAFF_PATHS.signInOptions),
    status: 200,
  },
  {
    name: 'staff: sign-in link, bad body',
    method: 'POST',
    url: api(STAFF_PATHS.signInLink),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { email: 'nope', culture: 'de-CH' },
    status: 400,
  },
  {
    name: 'staff: sign-in link, foreign origin',
    method: 'POST',
    url: api(STAFF_PATHS.signInLink),
    headers: { origin: 'https://evil.example' },
    payload: { email: BRANCH_LEAD.email, culture: 'de-CH' },
    status: 403,
  },
  {
    name: 'staff: redeem',
    method: 'POST',
    url: api(STAFF_PATHS.redeemLink),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { token: LINK_TOKEN },
    status: 200,
  },
  {
    name: 'staff: redeem again',
    method: 'POST',
    url: api(STAFF_PATHS.redeemLink),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { token: LINK_TOKEN },
    status: 410,
  },
  {
    name: 'staff: redeem, unknown token',
    method: 'POST',
    url: api(STAFF_PATHS.redeemLink),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { token: 'x' },
    status: 400,
  },
  {
    name: 'staff: redeem, foreign origin',
    method: 'POST',
    url: api(STAFF_PATHS.redeemLink),
    headers: { origin: 'https://evil.example' },
    payload: { token: LINK_TOKEN },
    status: 403,
  },
  {
    name: 'staff: passkey sign-in options',
    method: 'POST',
    url: api(STAFF_PATHS.passkeySignInOptions),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: {},
    status: 200,
  },
  {
    name: 'staff: passkey sign-in, unknown passkey',
    method: 'POST',
    url: api(STAFF_PATHS.passkeySignIn),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { response: UNKNOWN_PASSKEY },
    status: 401,
  },
  {
    name: 'staff: passkey sign-in, bad body',
    method: 'POST',
    url: api(STAFF_PATHS.passkeySignIn),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { response: 'x' },
    status: 400,
  },
  {
    name: 'staff: passkey registration options',
    method: 'POST',
    url: api(STAFF_PATHS.passkeyRegistrationOptions),
    headers: change,
    payload: {},
    status: 200,
  },
  {
    name: 'staff: passkey registration, broken answer',
    method: 'POST',
    url: api(STAFF_PATHS.passkeyRegistration),
    headers: change,
    payload: { response: { id: 'x' } },
    status: 400,
  },
  {
    name: 'staff: passkey registration, no session',
    method: 'POST',
    url: api(STAFF_PATHS.passkeyRegistration),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: { response: UNKNOWN_PASSKEY },
    status: 401,
  },
  { name: 'staff: session', url: api(STAFF_PATHS.session), headers: signedIn, status: 200 },
  { name: 'staff: list', url: api(`${STAFF_PATHS.consultations}?limit=5`), headers: signedIn, status: 200 },
  {
    name: 'staff: list, bad filter',
    url: api(`${STAFF_PATHS.consultations}?limit=0`),
    headers: signedIn,
    status: 400,
  },
  {
    name: 'staff: list, another branch',
    url: api(`${STAFF_PATHS.consultations}?agencyId=bern`),
    headers: signedIn,
    status: 403,
  },
  { name: 'staff: list, no session', url: api(STAFF_PATHS.consultations), status: 401 },
  { name: 'staff: CSV', url: api(STAFF_PATHS.consultationsCsv), headers: signedIn, status: 200 },
  {
    name: 'staff: CSV, bad filter',
    url: api(`${STAFF_PATHS.consultationsCsv}?q=`.concat('x'.repeat(101))),
    headers: signedIn,
    status: 400,
  },
  {
    name: 'staff: CSV, another branch',
    url: api(`${STAFF_PATHS.consultationsCsv}?agencyId=bern`),
    headers: signedIn,
    status: 403,
  },
  { name: 'staff: CSV, no session', url: api(STAFF_PATHS.consultationsCsv), status: 401 },
  {
    name: 'staff: workbook',
    url: api(`${STAFF_PATHS.consultationsXlsx}?culture=fr-CH`),
    headers: signedIn,
    status: 200,
  },
  {
    name: 'staff: workbook, bad language',
    url: api(`${STAFF_PATHS.consultationsXlsx}?culture=en`),
    headers: signedIn,
    status: 400,
  },
  {
    name: 'staff: workbook, another branch',
    url: api(`${STAFF_PATHS.consultationsXlsx}?agencyId=bern`),
    headers: signedIn,
    status: 403,
  },
  { name: 'staff: workbook, no session', url: api(STAFF_PATHS.consultationsXlsx), status: 401 },
  {
    name: 'staff: consultation',
    url: api(STAFF_PATHS.consultation.replace(':id', 'seed-adv-anna-meier-2030-03-26-09:00')),
    headers: signedIn,
    status: 200,
  },
  {
    name: 'staff: consultation, another branch',
    url: api(STAFF_PATHS.consultation.replace(':id', 'seed-adv-sabrina-keller-2030-03-27-10:00')),
    headers: signedIn,
    status: 404,
  },
  {
    name: 'staff: consultation, no session',
    url: api(STAFF_PATHS.consultation.replace(':id', 'x')),
    status: 401,
  },
  { name: 'staff: advisors', url: api(STAFF_PATHS.advisors), headers: signedIn, status: 200 },
  ...(
    [
      ['cancel', 'seed-adv-luca-bernasconi-2030-03-28-09:00', { reason: 'Krank' }, 200],
      ['cancel', 'seed-adv-luca-bernasconi-2030-03-28-09:00', { reason: 'Anders' }, 422],
      ['outcome', 'seed-adv-anna-meier-2030-03-26-09:00', { outcome: 'no_show' }, 409],
      ['reassign', 'seed-adv-anna-meier-2030-03-26-09:00', {}, 400],
      [
        'accept',
        'seed-adv-anna-meier-2030-03-26-09:00',
        { advisorId: 'adv-anna-meier', date: '2030-04-02', time: '19:00' },
        409,
      ],
      ['decline', 'seed-adv-sabrina-keller-2030-03-27-10:00', { reason: 'Nein' }, 404],
      // Issue 46: a move to a free quarter hour of Anna's, and one off the quarter hour.
      [
        'move',
        'seed-adv-anna-meier-2030-03-26-10:00',
        { advisorId: 'adv-anna-meier', date: '2030-04-10', time: '10:15' },
        200,
      ],
      [
        'move',
        'seed-adv-anna-meier-2030-03-26-09:00',
        { advisorId: 'adv-anna-meier', date: '2030-04-10', time: '10:20' },
        400,
      ],
    ] as const
  ).map(([action, id, payload, status]) => ({
    name: `staff: ${action} (${status})`,
    method: 'POST' as const,
    url: `${api(STAFF_PATHS.consultation.replace(':id', id))}/${action}`,
    // One key per action (the second cancel replays the first's key with another body: 422), per move its own.
    headers: {
      ...change,
      'idempotency-key': action === 'move' ? `openapi-move-${status}` : `openapi-${action}`,
    },
    payload,
    status,
  })),
  // Issue 46: booking for a caller, the calendar and the to-do.
  ...(
    [
      ['14:30', 201],
      ['14:45', 409],
      ['14:50', 400],
    ] as const
  ).map(([time, status]) => ({
    name: `staff: book for a caller (${status})`,
    method: 'POST' as const,
    url: api(STAFF_PATHS.consultations),
    headers: { ...change, 'idempotency-key': `openapi-book-${status}` },
    payload: {
      advisorId: 'adv-anna-meier',
      date: '2030-04-11',
      time,
      adviceMode: 'personal',
      travellerCulture: 'de-CH',
      firstname: 'Erika',
      lastname: 'Anrufer',
      email: 'erika.anrufer@example.ch',
      phone: '+41 79 555 12 34',
      message: '',
    },
    status,
  })),
  {
    name: 'staff: calendar',
    url: api(`${STAFF_PATHS.calendar}?date=2030-04-08&days=7`),
    headers: signedIn,
    status: 200,
  },
  {
    name: 'staff: calendar, bad days',
    url: api(`${STAFF_PATHS.calendar}?date=2030-04-08&days=3`),
    headers: signedIn,
    status: 400,
  },
  {
    name: 'staff: calendar, another branch',
    url: api(`${STAFF_PATHS.calendar}?date=2030-04-08&agencyId=bern`),
    headers: signedIn,
    status: 403,
  },
  { name: 'staff: calendar, no session', url: api(`${STAFF_PATHS.calendar}?date=2030-04-08`), status: 401 },
  { name: 'staff: to-do', url: api(STAFF_PATHS.todo), headers: signedIn, status: 200 },
  { name: 'staff: to-do, no session', url: api(STAFF_PATHS.todo), status: 401 },
  {
    name: 'staff: absences',
    url: api(STAFF_PATHS.absences.replace(':id', 'adv-anna-meier')),
    headers: signedIn,
    status: 200,
  },
  {
    name: 'staff: absences, another branch',
    url: api(STAFF_PATHS.absences.replace(':id', 'adv-sabrina-keller')),
    headers: signedIn,
    status: 404,
  },
  {
    name: 'staff: absence',
    method: 'POST',
    url: api(STAFF_PATHS.absences.replace(':id', 'adv-anna-meier')),
    headers: { ...change, 'idempotency-key': 'openapi-absence' },
    payload: { from: '2030-05-04', till: '2030-05-05', reason: 'Weiterbildung' },
    status: 201,
  },
  {
    name: 'staff: absence, bad range',
    method: 'POST',
    url: api(STAFF_PATHS.absences.replace(':id', 'adv-anna-meier')),
    headers: { ...change, 'idempotency-key': 'openapi-absence-bad' },
    payload: { from: '2030-05-05', till: '2030-05-04', reason: 'Weiterbildung' },
    status: 400,
  },
  {
    name: 'staff: absence deleted, unknown',
    method: 'DELETE',
    url: `${api(STAFF_PATHS.absences.replace(':id', 'adv-anna-meier'))}/abs_none`,
    headers: { ...change, 'idempotency-key': 'openapi-absence-delete' },
    status: 404,
  },
  // Working hours (step 6): Anna's week as the demo has it, so nothing else changes.
  {
    name: 'staff: working hours',
    url: api(STAFF_PATHS.workingHours.replace(':id', 'adv-anna-meier')),
    headers: signedIn,
    status: 200,
  },
  {
    name: 'staff: working hours, another branch',
    url: api(STAFF_PATHS.workingHours.replace(':id', 'adv-sabrina-keller')),
    headers: signedIn,
    status: 404,
  },
  {
    name: 'staff: the week',
    method: 'PUT',
    url: api(STAFF_PATHS.workingHours.replace(':id', 'adv-anna-meier')),
    headers: { ...change, 'idempotency-key': 'openapi-week' },
    payload: {
      blocks: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, from: '09:00', to: '12:00', homeOffice: false },
        { weekday, from: '13:00', to: '18:00', homeOffice: false },
      ]),
    },
    status: 200,
  },
  {
    name: 'staff: the week, off the grid',
    method: 'PUT',
    url: api(STAFF_PATHS.workingHours.replace(':id', 'adv-anna-meier')),
    headers: { ...change, 'idempotency-key': 'openapi-week-bad' },
    payload: { blocks: [{ weekday: 1, from: '09:30', to: '12:00', homeOffice: false }] },
    status: 400,
  },
  {
    name: 'staff: collisions of a week',
    method: 'POST',
    url: api(STAFF_PATHS.hoursCollisions.replace(':id', 'adv-anna-meier')),
    headers: change,
    payload: { week: { blocks: [] } },
    status: 200,
  },
  {
    name: 'staff: collisions of nothing',
    method: 'POST',
    url: api(STAFF_PATHS.hoursCollisions.replace(':id', 'adv-anna-meier')),
    headers: change,
    payload: {},
    status: 400,
  },
  {
    name: 'staff: an exception of working hours',
    method: 'POST',
    url: api(STAFF_PATHS.hoursExceptions.replace(':id', 'adv-anna-meier')),
    headers: { ...change, 'idempotency-key': 'openapi-hours-exception' },
    payload: {
      date: '2030-05-06',
      blocks: [{ from: '18:00', to: '20:00', homeOffice: true }],
      reason: 'Abend',
    },
    status: 201,
  },
  {
    name: 'staff: an exception deleted, unknown',
    method: 'DELETE',
    url: `${api(STAFF_PATHS.hoursExceptions.replace(':id', 'adv-anna-meier'))}/hx_none`,
    headers: { ...change, 'idempotency-key': 'openapi-hours-exception-delete' },
    status: 404,
  },
  { name: 'staff: audit', url: api(STAFF_PATHS.audit), headers: signedIn, status: 200 },
  {
    name: 'staff: audit, bad filter',
    url: api(`${STAFF_PATHS.audit}?limit=0`),
    headers: signedIn,
    status: 400,
  },
  { name: 'staff: advisors, no session', url: api(STAFF_PATHS.advisors), status: 401 },
  // Issue 37: the back office's role only (the exchanges' session is a branch lead's).
  {
    name: 'staff: privacy export, not the back office',
    method: 'POST',
    url: api(PRIVACY_PATHS.staffExport),
    headers: change,
    payload: { email: 'nobody@example.ch' },
    status: 403,
  },
  {
    name: 'staff: privacy erase, no session',
    method: 'POST',
    url: api(PRIVACY_PATHS.staffErase),
    headers: { origin: BACKOFFICE_ORIGIN, 'idempotency-key': 'openapi-erase-1' },
    payload: { email: 'nobody@example.ch' },
    status: 401,
  },
  { name: 'staff: session, none', url: api(STAFF_PATHS.session), status: 401 },
  // Issue 47: staff management (the branch lead's branch) and one's own passkeys.
  { name: 'staff: members', url: api(STAFF_PATHS.members), headers: signedIn, status: 200 },
  {
    name: 'staff: invite, nothing given',
    method: 'POST',
    url: api(STAFF_PATHS.members),
    headers: { ...change, 'idempotency-key': 'openapi-invite' },
    payload: {},
    status: 400,
  },
  {
    name: 'staff: change a member, nothing given',
    method: 'PUT',
    url: api(STAFF_PATHS.member.replace(':id', 'staff-nobody')),
    headers: { ...change, 'idempotency-key': 'openapi-member-change' },
    payload: {},
    status: 400,
  },
  ...(['memberDeactivate', 'memberReactivate'] as const).map((name) => ({
    name: `staff: ${name}, nobody of that id`,
    method: 'POST' as const,
    url: api(STAFF_PATHS[name].replace(':id', 'staff-nobody')),
    headers: { ...change, 'idempotency-key': `openapi-${name}` },
    payload: {},
    status: 404,
  })),
  { name: 'staff: own passkeys', url: api(STAFF_PATHS.ownPasskeys), headers: signedIn, status: 200 },
  {
    name: "staff: rename a passkey not one's own",
    method: 'PUT',
    url: api(STAFF_PATHS.ownPasskey.replace(':id', 'pk-nobody')),
    headers: { ...change, 'idempotency-key': 'openapi-passkey-rename' },
    payload: { name: 'Laptop' },
    status: 404,
  },
  {
    name: "staff: remove a passkey not one's own",
    method: 'DELETE',
    url: api(STAFF_PATHS.ownPasskey.replace(':id', 'pk-nobody')),
    headers: { ...change, 'idempotency-key': 'openapi-passkey-remove' },
    status: 404,
  },
  {
    name: 'staff: sign out, foreign origin',
    method: 'POST',
    url: api(STAFF_PATHS.signOut),
    headers: { ...signedIn, origin: 'https://evil.example' },
    payload: {},
    status: 403,
  },
  {
    name: 'staff: sign out, no session',
    method: 'POST',
    url: api(STAFF_PATHS.signOut),
    headers: { origin: BACKOFFICE_ORIGIN },
    payload: {},
    status: 401,
  },
];

/** The exchanges that end the session: after every other. */
export const STAFF_LAST_EXCHANGES: (TestRequest & { name: string; status: number })[] = [
  {
    name: 'staff: sign out',
    method: 'POST',
    url: api(STAFF_PATHS.signOut),
    headers: change,
    payload: {},
    status: 204,
  },
];
