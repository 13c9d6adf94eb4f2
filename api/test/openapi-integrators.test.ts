/** @jest-environment ./test/support/pglite-environment.cjs */
// The API document as an integrator uses it (issue 38): the document the API serves passes Redocly's recommended
// rules (any error, or a warning not waived with its reason in .redocly.lint-ignore.yaml, fails), and a client
// generated from it with openapi-typescript compiles against the browser's contract: every operation answers the
// very type the browser's client expects of that call, field for field, so neither side can rename a field alone.
// The README's five lines (session, hold, reserve with openapi-fetch) run here against a live API.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import createClient from 'openapi-fetch';
import { solveChallenge } from 'altcha-lib/v1';
import { CHECKOUT_SESSION_HEADER, PROOF_HEADER, type ProofChallenge } from '@checkout/shared/contract';
import type { paths } from '../openapi/booking-api';
import { CLIENT_TYPES_FILE, clientTypesOf, generatedTypesOf } from '../scripts/client-types';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { createTestApp, type TestApp } from './support/test-app';

const API_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(API_DIR, '..');
const run = promisify(execFile);

type Doc = Record<string, unknown> & {
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

/**
 * Each operation's success answer and the contract type the browser's client gives its caller: the client's
 * method (of ApiClient, the remote contract's, or ManageClient, the manage page's), or the contract type alone
 * where the browser has no method for it.
 */
const ANSWERS: { operationId: string; status: 200 | 201; type: string; client?: string }[] = [
  { operationId: 'getDay', status: 200, type: 'DayResponse', client: "ApiClient['day']" },
  { operationId: 'getAgenda', status: 200, type: 'AgendaResponse', client: "ApiClient['agenda']" },
  {
    operationId: 'getAgencyFilter',
    status: 200,
    type: 'FilterResponse',
    client: "ApiClient['filterAgencies']",
  },
  {
    operationId: 'getDestinationFilter',
    status: 200,
    type: 'FilterResponse',
    client: "ApiClient['filterDestinations']",
  },
  {
    operationId: 'getTranslations',
    status: 200,
    type: 'TranslationsResponse',
    client: "ApiClient['translations']",
  },
  {
    operationId: 'getDestinations',
    status: 200,
    type: 'DestinationsResponse',
    client: "ApiClient['destinations']",
  },
  {
    operationId: 'getMatchingFactors',
    status: 200,
    type: 'Factor[]',
    client: "ApiClient['matchingFactors']",
  },
  {
    operationId: 'getTravelExperience',
    status: 200,
    type: 'TravelExperience',
    client: "ApiClient['travelExperienceAndBookmarks']",
  },
  {
    operationId: 'matchTravelExperience',
    status: 200,
    type: 'MatchResult',
    client: "ApiClient['travelExperienceMatch']",
  },
  { operationId: 'getConsultant', status: 200, type: 'Consultant', client: "ApiClient['consultantGet']" },
  {
    operationId: 'matchConsultant',
    status: 200,
    type: 'MatchResult',
    client: "ApiClient['consultantMatch']",
  },
  {
    operationId: 'hasConsultantForDestination',
    status: 200,
    type: 'boolean',
    client: "ApiClient['hasConsultantForDestination']",
  },
  {
    operationId: 'isCheckoutOffline',
    status: 200,
    type: 'boolean',
    client: "ApiClient['isCheckoutOffline']",
  },
  { operationId: 'getHealth', status: 200, type: 'HealthResponse', client: "ApiClient['health']" },
  { operationId: 'startCheckoutSession', status: 200, type: 'CheckoutSessionResponse' },
  { operationId: 'holdHour', status: 200, type: 'HoldResponse', client: "ApiClient['hold']" },
  { operationId: 'reserve', status: 200, type: 'ReserveResponse', client: "ApiClient['reserve']" },
  { operationId: 'reserve', status: 201, type: 'ReserveResponse', client: "ApiClient['reserve']" },
  {
    operationId: 'getManagedBooking',
    status: 200,
    type: 'ManagedBooking',
    client: "ManageClient['managedBooking']",
  },
  {
    operationId: 'cancelBooking',
    status: 200,
    type: 'ManagedBooking',
    client: "ManageClient['cancelBooking']",
  },
  { operationId: 'moveBooking', status: 200, type: 'ManagedBooking', client: "ManageClient['moveBooking']" },
  // The back office's calls (issue 34), as its client (the kernel's StaffClient, @checkout/shared/staff) returns them.
  { operationId: 'getStaffSession', status: 200, type: 'StaffSession', client: "StaffClient['session']" },
  {
    operationId: 'getStaffSignInOptions',
    status: 200,
    type: 'StaffSignInOptions',
    client: "StaffClient['signInOptions']",
  },
  { operationId: 'redeemSignInLink', status: 200, type: 'StaffSession', client: "StaffClient['redeemLink']" },
  {
    operationId: 'signInWithPasskey',
    status: 200,
    type: 'StaffSession',
    client: "StaffClient['passkeySignIn']",
  },
  {
    operationId: 'registerPasskey',
    status: 200,
    type: 'StaffSession',
    client: "StaffClient['passkeyRegistration']",
  },
  {
    operationId: 'listConsultations',
    status: 200,
    type: 'ConsultationPage',
    client: "StaffClient['consultations']",
  },
  {
    operationId: 'getConsultation',
    status: 200,
    type: 'ConsultationDetail',
    client: "StaffClient['consultation']",
  },
  {
    operationId: 'cancelConsultation',
    status: 200,
    type: 'ConsultationDetail',
    client: "StaffClient['cancel']",
  },
  {
    operationId: 'recordOutcome',
    status: 200,
    type: 'ConsultationDetail',
    client: "StaffClient['markOutcome']",
  },
  {
    operationId: 'reassignConsultation',
    status: 200,
    type: 'ConsultationDetail',
    client: "StaffClient['reassign']",
  },
  { operationId: 'acceptRequest', status: 200, type: 'ConsultationDetail', client: "StaffClient['accept']" },
  {
    operationId: 'declineRequest',
    status: 200,
    type: 'ConsultationDetail',
    client: "StaffClient['decline']",
  },
  {
    operationId: 'listStaffAdvisors',
    status: 200,
    type: 'StaffAdvisor[]',
    client: "StaffClient['advisors']",
  },
  { operationId: 'listAbsences', status: 200, type: 'Absence[]', client: "StaffClient['absences']" },
  { operationId: 'addAbsence', status: 201, type: 'AbsenceResponse', client: "StaffClient['addAbsence']" },
  { operationId: 'getAuditTrail', status: 200, type: 'AuditPage', client: "StaffClient['audit']" },
  {
    operationId: 'getWorkingHours',
    status: 200,
    type: 'WorkingHours',
    client: "StaffClient['workingHours']",
  },
  {
    operationId: 'setWeeklyHours',
    status: 200,
    type: 'WorkingHoursResponse',
    client: "StaffClient['setWeeklyHours']",
  },
  {
    operationId: 'addHoursException',
    status: 201,
    type: 'WorkingHoursResponse',
    client: "StaffClient['addHoursException']",
  },
  {
    operationId: 'removeHoursException',
    status: 200,
    type: 'WorkingHoursResponse',
    client: "StaffClient['removeHoursException']",
  },
  {
    operationId: 'previewHoursCollisions',
    status: 200,
    type: 'ConsultationRow[]',
    client: "StaffClient['hoursCollisions']",
  },
  // Issue 46: one calendar truth (the back office's booking and move calls are named once its screens use them).
  { operationId: 'bookForCaller', status: 201, type: 'ConsultationDetail' },
  { operationId: 'moveConsultation', status: 200, type: 'ConsultationDetail' },
  {
    operationId: 'getStaffCalendar',
    status: 200,
    type: 'StaffCalendar',
    client: "StaffClient['calendar']",
  },
  { operationId: 'getStaffTodo', status: 200, type: 'StaffTodo', client: "StaffClient['todo']" },
  // Issue 47: staff management and one's own passkeys.
  {
    operationId: 'listStaffMembers',
    status: 200,
    type: 'StaffMemberRow[]',
    client: "StaffClient['members']",
  },
  {
    operationId: 'inviteStaffMember',
    status: 201,
    type: 'StaffMemberRow',
    client: "StaffClient['inviteMember']",
  },
  {
    operationId: 'changeStaffMember',
    status: 200,
    type: 'StaffMemberRow',
    client: "StaffClient['changeMember']",
  },
  {
    operationId: 'deactivateStaffMember',
    status: 200,
    type: 'StaffMemberRow',
    client: "StaffClient['setMemberActive']",
  },
  {
    operationId: 'reactivateStaffMember',
    status: 200,
    type: 'StaffMemberRow',
    client: "StaffClient['setMemberActive']",
  },
  {
    operationId: 'listOwnPasskeys',
    status: 200,
    type: 'StaffPasskey[]',
    client: "StaffClient['ownPasskeys']",
  },
  {
    operationId: 'renameOwnPasskey',
    status: 200,
    type: 'StaffPasskey',
    client: "StaffClient['renamePasskey']",
  },
  // Issue 37: a traveller's data on request, by the operator and the back-office role (no browser client yet).
  { operationId: 'exportTravellerData', status: 200, type: 'PrivacyExport' },
  { operationId: 'eraseTravellerData', status: 200, type: 'PrivacyErasure' },
  {
    operationId: 'exportTravellerDataForStaff',
    status: 200,
    type: 'PrivacyExport',
    client: "StaffClient['privacyExport']",
  },
  {
    operationId: 'eraseTravellerDataForStaff',
    status: 200,
    type: 'PrivacyErasure',
    client: "StaffClient['privacyErase']",
  },
];

/** What the browser sends must be what the document accepts: each JSON body the contract types. */
const BODIES: { operationId: string; type: string }[] = [
  { operationId: 'startCheckoutSession', type: 'CheckoutSessionRequest' },
  { operationId: 'holdHour', type: 'HoldRequest' },
  { operationId: 'reserve', type: 'ReserveRequest' },
  { operationId: 'cancelBooking', type: 'CancelBookingRequest' },
  { operationId: 'moveBooking', type: 'MoveBookingRequest' },
  { operationId: 'requestSignInLink', type: 'StaffSignInLinkRequest' },
  { operationId: 'redeemSignInLink', type: 'StaffRedeemRequest' },
  { operationId: 'cancelConsultation', type: 'StaffCancelRequest' },
  { operationId: 'recordOutcome', type: 'StaffOutcomeRequest' },
  { operationId: 'reassignConsultation', type: 'StaffReassignRequest' },
  { operationId: 'acceptRequest', type: 'StaffAcceptRequest' },
  { operationId: 'declineRequest', type: 'StaffDeclineRequest' },
  { operationId: 'moveConsultation', type: 'StaffMoveRequest' },
  { operationId: 'bookForCaller', type: 'StaffBookingRequest' },
  { operationId: 'addAbsence', type: 'AbsenceRequest' },
  { operationId: 'setWeeklyHours', type: 'WeeklyHoursRequest' },
  { operationId: 'addHoursException', type: 'HoursExceptionRequest' },
  { operationId: 'previewHoursCollisions', type: 'WorkingHoursChange' },
  { operationId: 'exportTravellerData', type: 'PrivacyRequest' },
  { operationId: 'eraseTravellerData', type: 'PrivacyRequest' },
  { operationId: 'exportTravellerDataForStaff', type: 'PrivacyRequest' },
  { operationId: 'eraseTravellerDataForStaff', type: 'PrivacyRequest' },
];

/** The operations whose success answers no JSON (an image, a calendar, no body) or that no browser calls. */
const NO_JSON_ANSWER = [
  'getLiveness',
  'getAdvisorPortrait',
  'getCalendarFeed',
  'releaseHold',
  'setCheckoutOffline',
  // Prometheus text, and the beacons' 204 (issue 36).
  'getMetrics',
  'sendTelemetry',
  // Canary releases (issue 36): called by the config's server and `npm run release` (tools/), no browser.
  'getReleases',
  'getReleaseStatus',
  'startRelease',
  'widenRelease',
  'promoteRelease',
  'rollBackRelease',
  // The back office's: no body (202, 204), CSV or workbook, or @simplewebauthn's options handed on as they came.
  'requestSignInLink',
  'endStaffSession',
  'removeAbsence',
  'exportConsultationsCsv',
  'exportConsultationsXlsx',
  'getPasskeySignInOptions',
  'getPasskeyRegistrationOptions',
  // Issue 47: a passkey removed answers 204.
  'removeOwnPasskey',
];

const CHECK_HEADER = `
type Json<Op extends keyof operations, S extends number> = operations[Op]['responses'] extends infer R
  ? S extends keyof R ? R[S] extends { content: { 'application/json': infer J } } ? J : never : never
  : never;
type Body<Op extends keyof operations> = operations[Op] extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer J } } ? J : never
  : never;
/** Every property path of a type, arrays as [] (a renamed field anywhere changes them). */
type Paths<T, P extends string = ''> = T extends readonly (infer E)[]
  ? Paths<E, \`\${P}[]\`>
  : T extends object
    ? { [K in keyof T & string]-?: \`\${P}.\${K}\` | Paths<NonNullable<T[K]>, \`\${P}.\${K}\`> }[keyof T & string]
    : never;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The same type for a client: assignable both ways, with the same property paths. */
type Same<A, B> = Mutual<A, B> extends true ? Mutual<Paths<A>, Paths<B>> : false;
type Returned<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
const same = <A, B>(ok: Same<A, B>): Same<A, B> => ok;
const accepted = <A, B extends A>(): void => undefined;
`;

/** The check a generated client must compile: answers the same as the contract's, bodies accepted. */
const checkSource = (contractModule: string): string =>
  [
    `import type { operations } from './generated';`,
    `import type * as C from '${contractModule}';`,
    `import type { ApiClient } from '${ROOT}/shared/src/federation/api-client';`,
    `import type { ManageClient } from '${ROOT}/shared/src/api-client/manage-client';`,
    `import type { StaffClient } from '${ROOT}/shared/src/api-client/staff-client';`,
    CHECK_HEADER,
    ...ANSWERS.flatMap(({ operationId, status, type, client }) => {
      const contract = /^[A-Z]/.test(type) ? `C.${type}` : type;
      return [
        `same<Json<'${operationId}', ${status}>, ${contract}>(true);`,
        ...(client ? [`same<Returned<${client}>, ${contract}>(true);`] : []),
      ];
    }),
    ...BODIES.map(({ operationId, type }) => `accepted<Body<'${operationId}'>, C.${type}>();`),
  ].join('\n');

/** The contract with one answer's field renamed, as a team changing only the TypeScript side would. */
const renamedContract = `
export * from '${ROOT}/shared/src/contract';
import type { DayResponse as Real } from '${ROOT}/shared/src/contract';
export type DayResponse = { [K in keyof Real as K extends 'availableAppointment' ? 'available' : K]: Real[K] };
`;

const CHECK_DIR = path.join(API_DIR, 'node_modules', '.cache', 'openapi-client-check');

/** Generates the client's types from `doc`, writes `check` beside them and answers the compiler's complaints. */
const compileClient = async (
  doc: Doc,
  check: string,
  extra: Record<string, string> = {},
): Promise<string[]> => {
  const dir = path.join(CHECK_DIR, randomUUID());
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(path.join(dir, 'generated.ts'), await generatedTypesOf(JSON.stringify(doc)));
    fs.writeFileSync(path.join(dir, 'check.ts'), check);
    for (const [name, text] of Object.entries(extra)) fs.writeFileSync(path.join(dir, name), text);
    const program = ts.createProgram([path.join(dir, 'check.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
      resolveJsonModule: true,
      types: [],
    });
    // Each complaint with the line it is about: which check failed.
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
      const line = d.file?.text.split('\n')[where]?.trim() ?? '';
      return `${line} -- ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe('the API document as integrators use it', () => {
  let t: TestApp;
  let doc: Doc;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const answer = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    doc = answer.json<Doc>();
  }, 60_000);
  afterAll(() => t.dispose());

  it('passes Redocly lint with its recommended rules: no error, no warning but the waived ones', async () => {
    fs.mkdirSync(path.dirname(CHECK_DIR), { recursive: true });
    const dir = fs.mkdtempSync(`${CHECK_DIR}-lint-`);
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
        fs.copyFileSync(path.join(API_DIR, file), path.join(dir, file));
      }
      const redocly = path.join(ROOT, 'node_modules', '.bin', 'redocly');
      const { stdout } = await run(redocly, ['lint', 'openapi.json', '--format=json'], { cwd: dir }).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
      );
      const report = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number; ignored: number };
        problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
      };
      expect(report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual(
        [],
      );
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names every operation once and declares who may call it', () => {
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { operationId?: string; security?: unknown[] }>>,
    ).flatMap((methods) => Object.values(methods));
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((o) => Array.isArray(o.security))).toBe(true);
    expect(new Set(ANSWERS.map((a) => a.operationId))).toEqual(
      new Set(ids.filter((id) => !NO_JSON_ANSWER.includes(id!))),
    );
  });

  it('is what the committed client types (openapi/booking-api.ts) were generated from', async () => {
    expect(await clientTypesOf(JSON.stringify(doc))).toBe(fs.readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  }, 60_000);

  it('a client generated from it compiles against the contract: same answers, accepted bodies', async () => {
    expect(await compileClient(doc, checkSource(`${ROOT}/shared/src/contract`))).toEqual([]);
  }, 60_000);

  it('fails when an answer field is renamed in the document only', async () => {
    const renamed = structuredClone(doc);
    // An hour's label, deep in the agenda's answer (AgendaResponse > advisors > hours).
    const hour = renamed.components.schemas.Hour!;
    expect(hour.properties?.label).toBeDefined();
    hour.properties = Object.fromEntries(
      Object.entries(hour.properties ?? {}).map(([k, v]) => [k === 'label' ? 'time' : k, v]),
    );
    hour.required = hour.required?.map((k) => (k === 'label' ? 'time' : k));
    const complaints = await compileClient(renamed, checkSource(`${ROOT}/shared/src/contract`));
    // The agenda's answer, and only it, no longer matches the contract.
    expect(complaints.map((c) => c.split(' -- ')[0])).toEqual([
      "same<Json<'getAgenda', 200>, C.AgendaResponse>(true);",
    ]);
  }, 60_000);

  it('fails when an answer field is renamed in the contract only', async () => {
    const complaints = await compileClient(doc, checkSource('./renamed-contract'), {
      'renamed-contract.ts': renamedContract,
    });
    expect(complaints.map((c) => c.split(' -- ')[0])).toEqual([
      "same<Json<'getDay', 200>, C.DayResponse>(true);",
      "same<Returned<ApiClient['day']>, C.DayResponse>(true);",
    ]);
  }, 60_000);

  it("runs the README's five lines: a session, a hold and a booking with openapi-fetch", async () => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the test API listens on TCP');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const sessionId = `session-${randomUUID()}`;
    const reservation = sampleReserveRequest({ checkoutSessionId: sessionId });
    const { advisorId, appointmentDate: date, appointmentTime: time } = reservation;

    // The README's lines (api/README.md, 'Calling the API from another program'):
    const api = createClient<paths>({ baseUrl });
    const { data: session } = await api.POST('/api/checkout/session', { body: { sessionId } });
    const headers = {
      [CHECKOUT_SESSION_HEADER]: session!.token,
      [PROOF_HEADER]: await solve(session!.proof),
    };
    const { data: hold } = await api.POST('/api/checkout/hold', {
      body: { sessionId, advisorId, date, time },
      headers,
    });
    const { data: booking } = await api.POST('/api/checkout/reserve', {
      body: reservation,
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
    });

    expect(hold?.expiresAt).toEqual(expect.any(String));
    expect(booking?.bookingReference).toEqual(expect.any(String));
  }, 60_000);
});

/** X-Checkout-Proof for a session's challenge (the README's `solve`): ALTCHA's payload, base64 of its JSON. */
async function solve(challenge: ProofChallenge | undefined): Promise<string | undefined> {
  if (!challenge) return undefined;
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution?.number, salt, signature }),
  );
}
