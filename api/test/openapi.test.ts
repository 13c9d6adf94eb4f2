/** @jest-environment ./test/support/pglite-environment.cjs */
// The OpenAPI document at /api/openapi.json: a valid OpenAPI 3.1 document that names every route, whose response
// schemas are what the contract's types give today, and that every real answer of every route conforms to.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  API_PATHS,
  PRIVACY_PATHS,
  CHECKOUT_SESSION_HEADER,
  CHECKOUT_SESSION_PATH,
  IDEMPOTENCY_HEADER,
  type ApiPathName,
} from '@checkout/shared/contract';
import { FACTORS } from '../src/seed';
import { API_OWN_PATHS } from '../src/http/own-paths';
import { generateResponseSchemas, RESPONSE_SCHEMAS_FILE } from '../scripts/response-schemas';
import { hashFeedToken } from '../src/repositories/feed-repository';
import { sampleDayData, sampleReserveRequest } from './support/sample-reserve-request';
import {
  STAFF_EXCHANGES,
  STAFF_LAST_EXCHANGES,
  prepareStaffExchanges,
  staffDocumentPaths,
} from './support/staff-exchanges';
import {
  DRIVERS,
  OPERATOR_AUTH,
  createTestApp,
  withData,
  type TestApp,
  type TestRequest,
} from './support/test-app';

interface Operation {
  parameters?: { in: string; name: string; content?: Record<string, { schema: object }> }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

const escapePointer = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** The document's path template of a request URL: /api/media/advisors/x.svg -> /api/media/advisors/{file}. */
const templateOf = (doc: OpenApiDocument, url: string): string => {
  const pathname = url.split('?')[0] ?? url;
  const template = Object.keys(doc.paths).find((p) =>
    new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname),
  );
  if (!template) throw new Error(`no path of the document matches ${pathname}`);
  return template;
};

const ANNA = 'adv-anna-meier';
const TRAVEL = 'te-iceland-ring-road';
const PROFILE = FACTORS.map(() => 0.5);
const HOLD = { sessionId: 'session-openapi-1', advisorId: ANNA, date: '2030-03-27', time: '15:00' };
const RESERVE = sampleReserveRequest({ checkoutSessionId: HOLD.sessionId });
const dayData = sampleDayData('fr-CH');
const agendaData = { ...dayData, weekState: 0 };
/** A calendar feed of Anna's, stored (as its hash) before the exchanges. */
const FEED_TOKEN = 'openapi-calendar-feed'.padEnd(43, '0');

/** Real calls of every route, in an order that makes each answer what its name says. */
const EXCHANGES: (TestRequest & { name: string; status: number })[] = [
  { name: 'health', url: '/api/health', status: 200 },
  { name: 'liveness', url: `/api${API_OWN_PATHS.liveness}`, status: 200 },
  { name: 'offline flag', url: '/api/checkout/ischeckoutoffline', status: 200 },
  { name: 'translations', url: withData(API_PATHS.translations, { culture: 'fr-CH' }), status: 200 },
  {
    name: 'translations, bad culture',
    url: withData(API_PATHS.translations, { culture: 'en' }),
    status: 400,
  },
  { name: 'destinations', url: `/api${API_PATHS.destinations}`, status: 200 },
  { name: 'destinations, bad data', url: `/api${API_PATHS.destinations}?data=%7B`, status: 400 },
  { name: 'factors', url: withData(API_PATHS.matchingFactors, { culture: 'de-CH' }), status: 200 },
  {
    name: 'agencies',
    url: withData(API_PATHS.filterAgencies, { culture: 'de-CH', filterSelected: [] }),
    status: 200,
  },
  {
    name: 'destinations filter',
    url: withData(API_PATHS.filterDestinations, {
      culture: 'fr-CH',
      filterSelected: [{ key: 'destinations', values: ['iceland'] }],
    }),
    status: 200,
  },
  { name: 'filter, no data', url: `/api${API_PATHS.filterAgencies}`, status: 400 },
  { name: 'day', url: withData(API_PATHS.day, dayData), status: 200 },
  {
    name: 'day, past date',
    url: withData(API_PATHS.day, { ...dayData, weekDateSelected: '2020-01-01' }),
    status: 400,
  },
  { name: 'agenda', url: withData(API_PATHS.agenda, agendaData), status: 200 },
  {
    name: 'agenda, unknown advisor',
    url: withData(API_PATHS.agenda, { ...agendaData, advisorId: 'nobody' }),
    status: 400,
  },
  { name: 'consultant', url: withData(API_PATHS.consultantGet, { culture: 'de-CH', id: ANNA }), status: 200 },
  { name: 'consultant, unknown', url: withData(API_PATHS.consultantGet, { id: 'nobody' }), status: 404 },
  { name: 'consultant, no id', url: withData(API_PATHS.consultantGet, {}), status: 400 },
  {
    name: 'consultant match',
    url: withData(API_PATHS.consultantMatch, { id: ANNA, perfectMatchData: PROFILE }),
    status: 200,
  },
  {
    name: 'consultant match, no profile',
    url: withData(API_PATHS.consultantMatch, { id: ANNA }),
    status: 400,
  },
  {
    name: 'travel match',
    url: withData(API_PATHS.travelExperienceMatch, {
      culture: 'fr-CH',
      id: TRAVEL,
      perfectMatchData: PROFILE,
    }),
    status: 200,
  },
  {
    name: 'travel match, unknown',
    url: withData(API_PATHS.travelExperienceMatch, { id: 'none', perfectMatchData: PROFILE }),
    status: 404,
  },
  {
    name: 'travel experience',
    url: withData(API_PATHS.travelExperienceAndBookmarks, { culture: 'fr-CH', travelExperienceId: TRAVEL }),
    status: 200,
  },
  {
    name: 'travel experience, unknown',
    url: withData(API_PATHS.travelExperienceAndBookmarks, { travelExperienceId: 'none' }),
    status: 404,
  },
  {
    name: 'has consultant',
    url: `/api${API_PATHS.hasConsultantForDestination}?destinationIds=iceland&branchOfficeIds=`,
    status: 200,
  },
  {
    name: 'has consultant, bad list',
    url: `/api${API_PATHS.hasConsultantForDestination}?destinationIds=${encodeURIComponent('a;b')}`,
    status: 400,
  },
  { name: 'portrait', url: `/api${API_PATHS.advisorImages}/${ANNA}.svg`, status: 200 },
  { name: 'portrait, unknown', url: `/api${API_PATHS.advisorImages}/nobody.svg`, status: 404 },
  { name: 'calendar feed', url: `/api${API_PATHS.calendarFeed}/${FEED_TOKEN}.ics`, status: 200 },
  {
    name: 'calendar feed, unknown token',
    url: `/api${API_PATHS.calendarFeed}/${'x'.repeat(43)}.ics`,
    status: 404,
  },
  {
    name: 'session',
    method: 'POST',
    url: `/api${CHECKOUT_SESSION_PATH}`,
    payload: { sessionId: 'session-openapi-9' },
    status: 200,
  },
  {
    name: 'session, bad id',
    method: 'POST',
    url: `/api${CHECKOUT_SESSION_PATH}`,
    payload: { sessionId: 'x' },
    status: 400,
  },
  {
    name: 'hold, session not vouched for',
    method: 'POST',
    url: `/api${API_PATHS.hold}`,
    headers: { [CHECKOUT_SESSION_HEADER]: '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    payload: HOLD,
    status: 400,
  },
  { name: 'hold', method: 'POST', url: `/api${API_PATHS.hold}`, payload: HOLD, status: 200 },
  {
    name: 'hold, taken',
    method: 'POST',
    url: `/api${API_PATHS.hold}`,
    payload: { ...HOLD, sessionId: 'session-openapi-2' },
    status: 409,
  },
  {
    name: 'hold, bad time',
    method: 'POST',
    url: `/api${API_PATHS.hold}`,
    payload: { ...HOLD, time: '25:00' },
    status: 400,
  },
  {
    name: 'hold, not JSON',
    method: 'POST',
    url: `/api${API_PATHS.hold}`,
    headers: { 'content-type': 'text/plain' },
    payload: 'hold',
    status: 415,
  },
  {
    name: 'reserve',
    method: 'POST',
    url: `/api${API_PATHS.reserve}`,
    headers: { [IDEMPOTENCY_HEADER]: 'openapi-attempt-1' },
    payload: RESERVE,
    status: 201,
  },
  { name: 'manage, unknown token', url: `/api${API_PATHS.manage}/${'A'.repeat(32)}`, status: 404 },
  {
    name: 'manage: cancel, unknown token',
    method: 'POST',
    url: `/api${API_PATHS.manage}/${'A'.repeat(32)}/cancel`,
    payload: { culture: 'fr-CH' },
    status: 404,
  },
  {
    name: 'manage: move, bad body',
    method: 'POST',
    url: `/api${API_PATHS.manage}/${'A'.repeat(32)}/move`,
    payload: { culture: 'de-CH', advisorId: '', appointmentDate: 'soon', appointmentTime: '' },
    status: 400,
  },
  {
    name: 'reserve, replayed',
    method: 'POST',
    url: `/api${API_PATHS.reserve}`,
    headers: { [IDEMPOTENCY_HEADER]: 'openapi-attempt-1' },
    payload: RESERVE,
    status: 200,
  },
  {
    name: 'reserve, key reused with another body',
    method: 'POST',
    url: `/api${API_PATHS.reserve}`,
    headers: { [IDEMPOTENCY_HEADER]: 'openapi-attempt-1' },
    payload: { ...RESERVE, userMessage: 'Other' },
    status: 422,
  },
  {
    name: 'reserve, taken',
    method: 'POST',
    url: `/api${API_PATHS.reserve}`,
    payload: { ...RESERVE, checkoutSessionId: 'session-openapi-3' },
    status: 409,
  },
  {
    name: 'reserve, bad fields',
    method: 'POST',
    url: `/api${API_PATHS.reserve}`,
    payload: { ...RESERVE, userEmail: 'nope', userZip: '' },
    status: 400,
  },
  {
    name: 'reserve, too large',
    method: 'POST',
    url: `/api${API_PATHS.reserve}`,
    payload: { ...RESERVE, userMessage: 'x'.repeat(70_000) },
    status: 413,
  },
  {
    name: 'release',
    method: 'DELETE',
    url: `/api${API_PATHS.hold}?sessionId=session-openapi-1`,
    status: 204,
  },
  { name: 'release, bad session', method: 'DELETE', url: `/api${API_PATHS.hold}?sessionId=x`, status: 400 },
  {
    name: 'operator, bad body',
    method: 'PUT',
    url: `/api${API_PATHS.operatorCheckoutOffline}`,
    headers: OPERATOR_AUTH,
    payload: { offline: 'yes' },
    status: 400,
  },
  {
    name: 'operator, no token',
    method: 'PUT',
    url: `/api${API_PATHS.operatorCheckoutOffline}`,
    payload: { offline: true },
    status: 403,
  },
  {
    name: 'operator off',
    method: 'PUT',
    url: `/api${API_PATHS.operatorCheckoutOffline}`,
    headers: OPERATOR_AUTH,
    payload: { offline: true },
    status: 200,
  },
  { name: 'hold while offline', method: 'POST', url: `/api${API_PATHS.hold}`, payload: HOLD, status: 503 },
  {
    name: 'operator on',
    method: 'PUT',
    url: `/api${API_PATHS.operatorCheckoutOffline}`,
    headers: OPERATOR_AUTH,
    payload: { offline: false },
    status: 200,
  },
  { name: 'metrics', url: `/api${API_OWN_PATHS.metrics}`, headers: OPERATOR_AUTH, status: 200 },
  { name: 'metrics, no token', url: `/api${API_OWN_PATHS.metrics}`, status: 403 },
  {
    name: 'telemetry beacon',
    method: 'POST',
    url: `/api${API_PATHS.telemetry}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({
      events: [
        {
          kind: 'vital',
          step: 1,
          remote: 'mfe_selection',
          version: '4.6.0',
          session: 'openapi-session-0001',
          name: 'LCP',
          value: 900,
        },
      ],
    }),
    status: 204,
  },
  {
    name: 'telemetry, bad event',
    method: 'POST',
    url: `/api${API_PATHS.telemetry}`,
    payload: { events: [{ kind: 'vital' }] },
    status: 400,
  },
  // Canary releases (issue 36): the operator's calls, and the state the server of checkout-config.json reads.
  { name: 'releases, none', url: `/api${API_OWN_PATHS.releases}`, status: 200 },
  { name: 'release status, no token', url: `/api${API_OWN_PATHS.operatorReleases}`, status: 403 },
  {
    name: 'release start',
    method: 'POST',
    url: `/api${API_OWN_PATHS.operatorReleaseStart}`,
    headers: OPERATOR_AUTH,
    payload: {
      remote: 'mfe_agenda',
      manifest: 'https://cdn.example/mfe-agenda/2/mf-manifest.json',
      version: '0.1.0-abcdef12',
      share: 10,
      autoRollback: true,
    },
    status: 200,
  },
  {
    name: 'release start, bad share',
    method: 'POST',
    url: `/api${API_OWN_PATHS.operatorReleaseStart}`,
    headers: OPERATOR_AUTH,
    payload: { remote: 'mfe_agenda', manifest: 'https://cdn.example/x.json', version: 'v', share: 200 },
    status: 400,
  },
  {
    name: 'release widen',
    method: 'POST',
    url: `/api${API_OWN_PATHS.operatorReleaseWiden}`,
    headers: OPERATOR_AUTH,
    payload: { remote: 'mfe_agenda', share: 50 },
    status: 200,
  },
  { name: 'releases, a candidate', url: `/api${API_OWN_PATHS.releases}`, status: 200 },
  {
    name: 'release status',
    url: `/api${API_OWN_PATHS.operatorReleases}`,
    headers: OPERATOR_AUTH,
    status: 200,
  },
  {
    name: 'release promote',
    method: 'POST',
    url: `/api${API_OWN_PATHS.operatorReleasePromote}`,
    headers: OPERATOR_AUTH,
    payload: { remote: 'mfe_agenda' },
    status: 200,
  },
  {
    name: 'release rollback, no candidate',
    method: 'POST',
    url: `/api${API_OWN_PATHS.operatorReleaseRollback}`,
    headers: OPERATOR_AUTH,
    payload: { remote: 'mfe_agenda' },
    status: 404,
  },
  {
    name: 'release widen, no candidate',
    method: 'POST',
    url: `/api${API_OWN_PATHS.operatorReleaseWiden}`,
    headers: OPERATOR_AUTH,
    payload: { remote: 'mfe_agenda', share: 5 },
    status: 404,
  },
  { name: 'releases, a promoted stable build', url: `/api${API_OWN_PATHS.releases}`, status: 200 },
  // Issue 37: a traveller's data on request (the reservation above is Erika Muster's).
  {
    name: 'privacy export',
    method: 'POST',
    url: `/api${PRIVACY_PATHS.operatorExport}`,
    headers: OPERATOR_AUTH,
    payload: { email: 'erika.muster@example.ch' },
    status: 200,
  },
  {
    name: 'privacy export, bad address',
    method: 'POST',
    url: `/api${PRIVACY_PATHS.operatorExport}`,
    headers: OPERATOR_AUTH,
    payload: { email: 'erika' },
    status: 400,
  },
  {
    name: 'privacy erase, no token',
    method: 'POST',
    url: `/api${PRIVACY_PATHS.operatorErase}`,
    payload: { email: 'nobody@example.ch' },
    status: 403,
  },
  {
    name: 'privacy erase',
    method: 'POST',
    url: `/api${PRIVACY_PATHS.operatorErase}`,
    headers: OPERATOR_AUTH,
    payload: { email: 'nobody@example.ch' },
    status: 200,
  },
];

/** What follows the API_PATHS entries whose routes take a path parameter, in the document's paths. */
const PATH_TEMPLATES: Partial<Record<ApiPathName, string | string[]>> = {
  advisorImages: '/{file}',
  manage: ['/{token}', '/{token}/cancel', '/{token}/move'],
  calendarFeed: '/{token}.ics',
};

describe('OpenAPI response schemas', () => {
  it('are what the contract types give today (else: npm run openapi:schemas -w api)', () => {
    expect(fs.readFileSync(RESPONSE_SCHEMAS_FILE, 'utf8')).toBe(generateResponseSchemas());
  }, 120_000);
});

describe.each(DRIVERS)('OpenAPI document (%s)', (driver) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.db.query(
      `insert into calendar_feed_tokens (id, scope, subject_id, token_hash, created_at)
       values ('cf_openapi', 'advisor', $1, $2, now())`,
      [ANNA, hashFeedToken(FEED_TOKEN)],
    );
    // Issue 34: a staff session and a sign-in link for the back office's calls.
    await prepareStaffExchanges(t.db, t.clock.now());
    const res = await t.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApiDocument>();
    ajv.addSchema(doc as object, 'openapi');
  }, 60_000);
  afterAll(() => t.dispose());

  /** The compiled schema at a JSON pointer of the document. */
  const schemaAt = (...segments: string[]) => {
    const validate = ajv.getSchema(`openapi#/${segments.map(escapePointer).join('/')}`);
    if (!validate) throw new Error(`the document has no schema at ${segments.join(' / ')}`);
    return validate;
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, file]).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout }),
    );
    expect(JSON.parse(stdout)).toEqual(expect.objectContaining({ valid: true }));
  }, 60_000);

  it('names every route of the API, and nothing else', () => {
    const expected = [
      ...Object.entries(API_PATHS).flatMap(([name, p]) =>
        [PATH_TEMPLATES[name as ApiPathName] ?? ''].flat().map((template) => `/api${p}${template}`),
      ),
      ...Object.values(API_OWN_PATHS).map((p) => `/api${p}`),
      `/api${CHECKOUT_SESSION_PATH}`,
      ...staffDocumentPaths(),
      // Issue 37: a traveller's data on request, the operator's and the back office's.
      ...Object.values(PRIVACY_PATHS).map((p) => `/api${p}`),
    ];
    expect(Object.keys(doc.paths).sort()).toEqual(expected.sort());
  });

  it("describes the query calls' data parameter and the bodies with the schemas that validate them", () => {
    const day = doc.paths[`/api${API_PATHS.day}`]?.get?.parameters?.find((p) => p.name === 'data');
    expect(day?.content?.['application/json']?.schema).toEqual(
      expect.objectContaining({ required: ['weekDateSelected'] }),
    );
    const validData = schemaAt(
      'paths',
      `/api${API_PATHS.agenda}`,
      'get',
      'parameters',
      '0',
      'content',
      'application/json',
      'schema',
    );
    expect(validData(agendaData)).toBe(true);
    const reserveBody = schemaAt(
      'paths',
      `/api${API_PATHS.reserve}`,
      'post',
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    expect(reserveBody(RESERVE)).toBe(true);
    expect(reserveBody({ ...RESERVE, userGender: 'x' })).toBe(false);
    expect(reserveBody({ ...RESERVE, userMessage: 'x'.repeat(5000) })).toBe(false);
  });

  it('is what every route really answers, error answers included', async () => {
    const exercised = new Set<string>();
    const failures: string[] = [];
    for (const exchange of [...EXCHANGES, ...STAFF_EXCHANGES, ...STAFF_LAST_EXCHANGES]) {
      const res = await t.inject(exchange);
      const method = (exchange.method ?? 'GET').toLowerCase();
      const template = templateOf(doc, exchange.url);
      exercised.add(`${method} ${template}`);
      if (res.statusCode !== exchange.status) {
        failures.push(`${exchange.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const documented = doc.paths[template]?.[method]?.responses[String(res.statusCode)];
      if (!documented) {
        failures.push(`${exchange.name}: status ${res.statusCode} is not documented`);
        continue;
      }
      const mediaType = (res.headers['content-type'] ?? '').split(';')[0] ?? '';
      if (!documented.content) {
        if (res.body !== '') failures.push(`${exchange.name}: a body where the document says none`);
        continue;
      }
      if (!documented.content[mediaType]) {
        failures.push(`${exchange.name}: ${mediaType} is not documented`);
        continue;
      }
      if (mediaType !== 'application/json') continue;
      const validate = schemaAt(
        'paths',
        template,
        method,
        'responses',
        String(res.statusCode),
        'content',
        mediaType,
        'schema',
      );
      if (!validate(res.json())) {
        failures.push(`${exchange.name}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
    const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item).map((method) => `${method} ${p}`),
    );
    expect([...exercised].sort()).toEqual(operations.sort());
    // Issue 34 added the back office's 50 exchanges: more than Jest's default 5 s on a busy machine.
  }, 60_000);

  it('serves a readable page', async () => {
    const res = await t.inject({ url: '/api/docs' });
    const page = res.statusCode === 302 ? await t.inject({ url: res.headers.location ?? '' }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/swagger/i);
  });
});
