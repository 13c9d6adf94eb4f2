/** @jest-environment ./test/support/pglite-environment.cjs */
// The permission matrix of the back office (issue 34): every role (and no session) × every staff route × the own
// consultation or advisor, a colleague's of the same branch and another branch's: the status each gets. Scope is the
// database query's (an advisor sees their consultations, a branch lead the branch's, the back office all), so a
// consultation or an advisor outside it is not found (404); what a role may not do at all is forbidden (403).
import { PRIVACY_PATHS, STAFF_PATHS } from '@checkout/shared/contract';
import { DRIVERS, createTestApp, type TestApp, type TestRequest } from './support/test-app';
import { ADVISOR, BACK_OFFICE, BRANCH_LEAD, changeHeaders, sessionFor } from './support/staff';
import demoCatalogue from '../src/seed/demo-catalogue.json';

type Who = 'none' | 'advisor' | 'branch_lead' | 'back_office';
const ROLES: Who[] = ['none', 'advisor', 'branch_lead', 'back_office'];

/** A case: one request, and the status of each signed-in role (no session: 401, but for the sign-in calls). */
interface Case {
  name: string;
  request: (headers: Record<string, string>) => TestRequest;
  expected: [advisor: number, branchLead: number, backOffice: number];
  /** Without a session (the sign-in calls answer it); 401 otherwise. */
  none?: number;
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
const del =
  (url: string) =>
  (headers: Record<string, string>): TestRequest => ({ method: 'DELETE', url, headers });

/** Cancelled before the matrix runs (beforeAll), so that a cancel of them changes nothing: 409 where in scope. */
const CANCELLED = [
  ['own', 'seed-adv-anna-meier-2030-03-26-10:00'],
  ['colleague', 'seed-adv-luca-bernasconi-2030-03-28-09:00'],
  ['other branch', 'seed-adv-daniel-gerber-2030-03-27-15:00'],
] as const;

/** What a change answers where the role may make it: 409 (the state refuses it) in scope, 404 outside. */
const CHANGED: Record<string, Case['expected']> = {
  own: [409, 409, 409],
  colleague: [404, 409, 409],
  'other branch': [404, 404, 409],
};
/** The same for the changes only a branch lead or the back office makes (an advisor: 403). */
const LEADS_CHANGED: Record<string, Case['expected']> = {
  own: [403, 409, 409],
  colleague: [403, 409, 409],
  'other branch': [403, 404, 409],
};
const ADVISORS = [
  ['own', 'adv-anna-meier'],
  ['colleague', 'adv-luca-bernasconi'],
  ['other branch', 'adv-sabrina-keller'],
] as const;
const ABSENCE = { from: '2030-05-04', till: '2030-05-05', reason: 'Weiterbildung' };
/** The advisor's own week as the demo has it: putting it back changes nothing the other cases see. */
const demoWeekOf = (id: string) => ({
  blocks: (demoCatalogue.advisors.find((a) => a.id === id)?.workingHours ?? []).map((w) => ({
    weekday: w.weekday,
    from: w.start,
    to: w.end,
    homeOffice: w.homeOffice,
  })),
});
const HOURS_EXCEPTION = { date: '2030-05-06', blocks: [], reason: 'Weiterbildung' };
const put =
  (url: string, payload: unknown) =>
  (headers: Record<string, string>): TestRequest => ({ method: 'PUT', url, payload, headers });
const cancelledOf = (target: string) => CANCELLED.find(([t]) => t === target)?.[1] ?? '';

const CASES: Case[] = [
  { name: 'GET session', request: get(api(STAFF_PATHS.session)), expected: [200, 200, 200] },
  { name: 'GET advisors', request: get(api(STAFF_PATHS.advisors)), expected: [200, 200, 200] },
  {
    name: 'POST passkey registration options',
    request: post(api(STAFF_PATHS.passkeyRegistrationOptions), {}),
    expected: [200, 200, 200],
  },
  ...[STAFF_PATHS.consultations, STAFF_PATHS.consultationsCsv, STAFF_PATHS.consultationsXlsx].flatMap(
    (path): Case[] => [
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
    ],
  ),
  ...TARGETS.map(([target, id]): Case => ({
    name: `GET consultation (${target})`,
    request: get(withId(STAFF_PATHS.consultation, id)),
    expected: SEEN[target] ?? [0, 0, 0],
  })),
  // The changes, on consultations whose state refuses them, so the matrix changes nothing: scope and role decide.
  ...TARGETS.flatMap(([target, id]): Case[] => [
    {
      name: `POST cancel a cancelled one (${target})`,
      request: post(`${withId(STAFF_PATHS.consultation, cancelledOf(target))}/cancel`, { reason: 'Matrix' }),
      expected: CHANGED[target] ?? [0, 0, 0],
    },
    {
      name: `POST outcome before the start (${target})`,
      request: post(`${withId(STAFF_PATHS.consultation, id)}/outcome`, { outcome: 'no_show' }),
      expected: CHANGED[target] ?? [0, 0, 0],
    },
    {
      name: `POST reassign a cancelled one (${target})`,
      request: post(`${withId(STAFF_PATHS.consultation, cancelledOf(target))}/reassign`, {
        advisorId: 'adv-luca-bernasconi',
      }),
      expected: LEADS_CHANGED[target] ?? [0, 0, 0],
    },
    {
      name: `POST accept a booking, not a request (${target})`,
      request: post(`${withId(STAFF_PATHS.consultation, id)}/accept`, {
        advisorId: 'adv-anna-meier',
        date: '2030-04-02',
        time: '19:00',
      }),
      expected: LEADS_CHANGED[target] ?? [0, 0, 0],
    },
    {
      name: `POST decline a booking, not a request (${target})`,
      request: post(`${withId(STAFF_PATHS.consultation, id)}/decline`, { reason: 'Matrix' }),
      expected: LEADS_CHANGED[target] ?? [0, 0, 0],
    },
  ]),
  ...ADVISORS.flatMap(([target, id]): Case[] => [
    {
      name: `GET absences (${target})`,
      request: get(withId(STAFF_PATHS.absences, id)),
      expected: SEEN[target] ?? [0, 0, 0],
    },
    {
      name: `POST absence (${target})`,
      request: post(withId(STAFF_PATHS.absences, id), ABSENCE),
      expected: (SEEN[target] ?? [0, 0, 0]).map((s) => (s === 200 ? 201 : s)) as Case['expected'],
    },
    {
      name: `DELETE an absence that is not there (${target})`,
      request: del(`${withId(STAFF_PATHS.absences, id)}/abs_none`),
      expected: [404, 404, 404],
    },
    // Working hours (step 6): scoped as time off.
    {
      name: `GET working hours (${target})`,
      request: get(withId(STAFF_PATHS.workingHours, id)),
      expected: SEEN[target] ?? [0, 0, 0],
    },
    {
      name: `PUT the week as it is (${target})`,
      request: put(withId(STAFF_PATHS.workingHours, id), demoWeekOf(id)),
      expected: SEEN[target] ?? [0, 0, 0],
    },
    {
      name: `POST a preview of the week's collisions (${target})`,
      request: post(withId(STAFF_PATHS.hoursCollisions, id), { week: demoWeekOf(id) }),
      expected: SEEN[target] ?? [0, 0, 0],
    },
    {
      name: `POST an exception of working hours (${target})`,
      request: post(withId(STAFF_PATHS.hoursExceptions, id), HOURS_EXCEPTION),
      expected: (SEEN[target] ?? [0, 0, 0]).map((s) => (s === 200 ? 201 : s)) as Case['expected'],
    },
    {
      name: `DELETE an exception that is not there (${target})`,
      request: del(`${withId(STAFF_PATHS.hoursExceptions, id)}/hx_none`),
      expected: [404, 404, 404],
    },
  ]),
  { name: 'GET audit', request: get(api(STAFF_PATHS.audit)), expected: [403, 200, 200] },
  // Issue 37: a traveller's data on request, the back office only (an address nobody booked with: nothing changes).
  {
    name: 'POST privacy export',
    request: post(api(PRIVACY_PATHS.staffExport), { email: 'nobody@example.ch' }),
    expected: [403, 403, 200],
  },
  {
    name: 'POST privacy erase',
    request: post(api(PRIVACY_PATHS.staffErase), { email: 'nobody@example.ch' }),
    expected: [403, 403, 200],
  },
  // The sign-in calls answer without a session, and the same with one.
  {
    name: 'POST sign-in link',
    request: post(api(STAFF_PATHS.signInLink), {
      email: 'nobody@horizonte-reisen.example',
      culture: 'de-CH',
    }),
    expected: [202, 202, 202],
    none: 202,
  },
  {
    name: 'POST redeem, a token no link has',
    request: post(api(STAFF_PATHS.redeemLink), { token: 'x' }),
    expected: [400, 400, 400],
    none: 400,
  },
  {
    name: 'GET sign-in options',
    request: get(api(STAFF_PATHS.signInOptions)),
    expected: [200, 200, 200],
    none: 200,
  },
  {
    name: 'POST passkey sign-in options',
    request: post(api(STAFF_PATHS.passkeySignInOptions), {}),
    expected: [200, 200, 200],
    none: 200,
  },
  {
    name: 'POST passkey sign-in, a broken answer',
    request: post(api(STAFF_PATHS.passkeySignIn), { response: 'x' }),
    expected: [400, 400, 400],
    none: 400,
  },
  {
    name: 'POST passkey registration, a broken answer',
    request: post(api(STAFF_PATHS.passkeyRegistration), { response: 'x' }),
    expected: [400, 400, 400],
  },
  // Last: signing out ends each role's session.
  { name: 'POST sign out', request: post(api(STAFF_PATHS.signOut), {}), expected: [204, 204, 204] },
];

describe.each(DRIVERS)('the permission matrix of the staff routes (%s)', (driver) => {
  let t: TestApp;
  const sessions: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(driver);
    sessions.advisor = await sessionFor(t, ADVISOR.id);
    sessions.branch_lead = await sessionFor(t, BRANCH_LEAD.id);
    sessions.back_office = await sessionFor(t, BACK_OFFICE.id);
    for (const [, id] of CANCELLED) {
      await t.db.query('update bookings set cancelled_at = now() where id = $1', [id]);
    }
  }, 60_000);
  afterAll(() => t.dispose());

  it(`gives every role the expected status on every route (${CASES.length} cases × ${ROLES.length} roles)`, async () => {
    const actual: Record<string, Record<Who, number>> = {};
    const expected: Record<string, Record<Who, number>> = {};
    for (const c of CASES) {
      actual[c.name] = {} as Record<Who, number>;
      expected[c.name] = {
        none: c.none ?? 401,
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
