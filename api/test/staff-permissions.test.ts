/** @jest-environment ./test/support/pglite-environment.cjs */
// The permission matrix of the back office (issue 34): every role (and no session) × every staff route × the own
// consultation or advisor, a colleague's of the same branch and another branch's: the status each gets. Scope is the
// database query's (an advisor sees their consultations, a branch lead the branch's, the back office all), so a
// consultation or an advisor outside it is not found (404); what a role may not do at all is forbidden (403).
import { STAFF_PATHS } from '@checkout/shared/contract';
import { DRIVERS, createTestApp, type TestApp, type TestRequest } from './support/test-app';
import { ADVISOR, BACK_OFFICE, BRANCH_LEAD, changeHeaders, sessionFor } from './support/staff';

type Who = 'none' | 'advisor' | 'branch_lead' | 'back_office';
const ROLES: Who[] = ['none', 'advisor', 'branch_lead', 'back_office'];

/** A case: one request, and the status of each signed-in role (no session: 401, always). */
interface Case {
  name: string;
  request: (headers: Record<string, string>) => TestRequest;
  expected: [advisor: number, branchLead: number, backOffice: number];
}

const api = (path: string) => `/api${path}`;
const withId = (path: string, id: string) => api(path.replace(':id', encodeURIComponent(id)));
const get =
  (url: string) =>
  (headers: Record<string, string>): TestRequest => ({ url, headers });
const post =
  (url: string, payload: unknown) =>
  (headers: Record<string, string>): TestRequest => ({ method: 'POST', url, payload, headers });

/** Anna's (the advisor's own), Luca's (a colleague of the branch), Sabrina's (another branch): seed bookings. */
const OWN = 'seed-adv-anna-meier-2030-03-26-09:00';
const COLLEAGUE = 'seed-adv-luca-bernasconi-2030-03-26-13:00';
const OTHER = 'seed-adv-sabrina-keller-2030-03-27-10:00';
const TARGETS = [
  ['own', OWN],
  ['colleague', COLLEAGUE],
  ['other branch', OTHER],
] as const;
/** 200 in scope, 404 outside it, by target: [advisor, branch lead, back office]. */
const SEEN: Record<string, Case['expected']> = {
  own: [200, 200, 200],
  colleague: [404, 200, 200],
  'other branch': [404, 404, 200],
};

const list = (path: string, query: string): Case['request'] => get(`${api(path)}${query}`);

const CASES: Case[] = [
  { name: 'GET session', request: get(api(STAFF_PATHS.session)), expected: [200, 200, 200] },
  { name: 'GET advisors', request: get(api(STAFF_PATHS.advisors)), expected: [200, 200, 200] },
  {
    name: 'POST passkey registration options',
    request: post(api(STAFF_PATHS.passkeyRegistrationOptions), {}),
    expected: [200, 200, 200],
  },
  ...[STAFF_PATHS.consultations, STAFF_PATHS.consultationsCsv].flatMap((path): Case[] => [
    { name: `GET ${path}`, request: list(path, ''), expected: [200, 200, 200] },
    {
      name: `GET ${path} own branch`,
      request: list(path, '?agencyId=zurich-bahnhofstrasse'),
      expected: [200, 200, 200],
    },
    { name: `GET ${path} other branch`, request: list(path, '?agencyId=bern'), expected: [403, 403, 200] },
    {
      name: `GET ${path} own advisor`,
      request: list(path, '?advisorId=adv-anna-meier'),
      expected: [200, 200, 200],
    },
    {
      name: `GET ${path} colleague`,
      request: list(path, '?advisorId=adv-luca-bernasconi'),
      expected: [403, 200, 200],
    },
    {
      name: `GET ${path} other branch's advisor`,
      request: list(path, '?advisorId=adv-sabrina-keller'),
      expected: [403, 403, 200],
    },
  ]),
  ...TARGETS.map(([target, id]): Case => ({
    name: `GET consultation (${target})`,
    request: get(withId(STAFF_PATHS.consultation, id)),
    expected: SEEN[target] ?? [0, 0, 0],
  })),
];

describe.each(DRIVERS)('the permission matrix of the staff routes (%s)', (driver) => {
  let t: TestApp;
  const sessions: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(driver);
    sessions.advisor = await sessionFor(t, ADVISOR.id);
    sessions.branch_lead = await sessionFor(t, BRANCH_LEAD.id);
    sessions.back_office = await sessionFor(t, BACK_OFFICE.id);
  }, 60_000);
  afterAll(() => t.dispose());

  it(`gives every role the expected status on every route (${CASES.length} cases × ${ROLES.length} roles)`, async () => {
    const actual: Record<string, Record<Who, number>> = {};
    const expected: Record<string, Record<Who, number>> = {};
    for (const c of CASES) {
      actual[c.name] = {} as Record<Who, number>;
      expected[c.name] = {
        none: 401,
        advisor: c.expected[0],
        branch_lead: c.expected[1],
        back_office: c.expected[2],
      };
      for (const who of ROLES) {
        const token = sessions[who];
        // Without a session: everything the back office sends but the cookie.
        const { cookie: _none, ...anonymous } = changeHeaders('');
        const res = await t.inject(c.request(token ? changeHeaders(token) : anonymous));
        (actual[c.name] as Record<Who, number>)[who] = res.statusCode;
      }
    }
    expect(actual).toEqual(expected);
  }, 120_000);
});
