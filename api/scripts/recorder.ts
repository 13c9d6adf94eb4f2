// Records the real booking API: the app on in-memory PGlite with the demo seed and a clock fixed at
// RECORDED_NOW, called over HTTP exactly as the browser's ApiClient calls it. Returns the recordings'
// files (path under api/recordings -> content); record.ts writes them, the drift test compares them.
import { ephemeralKeyrings, keyringOf } from '../src/secrets';
import { randomBytes } from 'node:crypto';
import { API_PATHS, CHECKOUT_SESSION_HEADER, type ReserveRequest } from '@checkout/shared/contract';
import { issueSessionToken } from '../src/domain/checkout-session';

import type { PGlite } from '@electric-sql/pglite';
import { fixedClock } from '@checkout/shared/dates';
import {
  NO_DATA,
  QUERY_LISTS,
  RECORDED_NOW,
  RECORDED_PUBLIC_URL,
  ROUTES,
  STAFF_FILES,
  STAFF_READS,
  requestKey,
  type StaffRead,
  type Exchange,
  type RecordedRoutes,
  type RouteName,
} from '../recordings';
import { buildApp } from '../src/app';
import { startStaffSession } from '../src/domain/staff-auth';
import { STAFF_COOKIE } from '../src/http/staff-session';
import { DEMO_STAFF } from '../src/seed';
import { prepareDatabase } from '../src/prepare-database';

/**
 * Signs the recorded sessions with a fixed key, so the recorded tokens are the same on every recording (the
 * recordings are public: never a deployment's secret).
 */
const RECORDING_KEYS = {
  ...ephemeralKeyrings(),
  checkoutSession: keyringOf('checkoutSession', [{ id: 'record', secret: 'recordings-only-session-secret' }]),
};

/** As step 3 does before a booking: the session holds the hour (a reservation needs it, issue 32); not recorded. */
const holdFirst = async (base: string, body: ReserveRequest, headers: Record<string, string>) => {
  if (body.customDate || !body.appointmentDate) return;
  await fetch(`${base}/api${API_PATHS.hold}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [CHECKOUT_SESSION_HEADER]: headers[CHECKOUT_SESSION_HEADER]!,
    },
    body: JSON.stringify({
      sessionId: body.checkoutSessionId,
      advisorId: body.advisorId,
      date: body.appointmentDate,
      time: body.appointmentTime,
    }),
  });
};

export type RecordedRequests = { [R in RouteName]: RecordedRoutes[R]['data'][] };

/** Reads first, then the writes (a hold or a booking changes what later reads would answer). */
const ORDER: RouteName[] = [
  'health',
  'isCheckoutOffline',
  'translations',
  'matchingFactors',
  'destinations',
  'filterAgencies',
  'filterDestinations',
  'travelExperienceAndBookmarks',
  'travelExperienceMatch',
  'consultantGet',
  'consultantMatch',
  'hasConsultantForDestination',
  'day',
  'agenda',
  'checkoutSession',
  'hold',
  'releaseHold',
  'reserve',
];

/** Hold and booking ids are random: fixed ones keep the recordings stable between runs. */
const GENERATED_ID = /\b(hold|bk)_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/** The reference and manage token every recorded booking answers with. */
const RECORDED_BOOKING_REFERENCE = 'K7QX2M9P';
const RECORDED_MANAGE_TOKEN = 'recorded-manage-token-0000000000';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const urlOf = (route: RouteName, data: object): string => {
  const { path } = ROUTES[route];
  if (NO_DATA.has(route)) return `/api${path}`;
  if (QUERY_LISTS.has(route)) {
    const lists = data as Record<string, string[]>;
    const params = Object.fromEntries(Object.entries(lists).map(([key, values]) => [key, values.join(',')]));
    return `/api${path}?${new URLSearchParams(params).toString()}`;
  }
  if (ROUTES[route].method !== 'GET') return `/api${path}`;
  return `/api${path}?${new URLSearchParams({ data: JSON.stringify(data) }).toString()}`;
};

export async function recordApi(
  requests: RecordedRequests,
  options: { pgliteClass?: typeof PGlite } = {},
): Promise<Map<string, string>> {
  const now = new Date(RECORDED_NOW);
  const db = await prepareDatabase(
    { pgliteDataDir: null, pgliteClass: options.pgliteClass },
    { now, demo: true },
  );
  const app = await buildApp({
    db,
    clock: fixedClock(now),
    corsOrigins: [],
    publicUrl: RECORDED_PUBLIC_URL,
    // The recordings never switch the checkout off: a token nobody knows.
    operatorToken: randomBytes(24).toString('base64url'),
    keys: RECORDING_KEYS,
    // A challenge is random (its salt and number): the recordings, which must be the same on every recording, are
    // of a deployment that asks no proof of work. The stories' mocked API checks none anyway; the proof's answers are
    // checked against the OpenAPI document (openapi.test.ts) and its flow in proof-of-work.test.ts and the browser.
    proofOfWork: false,
  });
  const files = new Map<string, string>();
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const generated = new Map<string, string>();
    const stableIds = (text: string): string =>
      text
        .replace(GENERATED_ID, (id, kind: string) => {
          if (!generated.has(id)) {
            const n = String(generated.size + 1).padStart(12, '0');
            generated.set(id, `${kind}_00000000-0000-4000-8000-${n}`);
          }
          return generated.get(id) as string;
        })
        // A booking's reference is drawn at random and its manage token derived from its random id (issue 20).
        .replace(/"bookingReference":"[^"]*"/g, `"bookingReference":"${RECORDED_BOOKING_REFERENCE}"`)
        .replace(/"manageToken":"[^"]*"/g, `"manageToken":"${RECORDED_MANAGE_TOKEN}"`);
    // The back office's reads first (issue 47), before the checkout's writes change the demo's week.
    const lead = DEMO_STAFF.find((member) => member.role === 'branch_lead');
    if (!lead) throw new Error('the demo has no branch lead');
    const session = await db.transaction((tx) => startStaffSession(tx, lead.id, 'link', now));
    let firstConsultation = '';
    for (const read of Object.keys(STAFF_READS) as StaffRead[]) {
      const path =
        read === 'consultation'
          ? STAFF_READS.consultation.replace(':id', encodeURIComponent(firstConsultation))
          : STAFF_READS[read];
      const response = await fetch(`${base}/api${path}`, {
        headers: {
          Accept: 'application/json',
          'Accept-Language': 'de-CH',
          cookie: `${STAFF_COOKIE}=${session}`,
        },
      });
      const text = await response.text();
      if (read === 'consultations') {
        firstConsultation = (JSON.parse(text) as { items: { id: string }[] }).items[0]?.id ?? '';
      }
      files.set(
        STAFF_FILES[read],
        json({
          path: stableIds(path),
          status: response.status,
          body: JSON.parse(stableIds(text)) as unknown,
        }),
      );
    }
    const portraits = new Set<string>();
    let idempotency = 0;
    for (const route of ORDER) {
      const seen = new Set<string>();
      const exchanges: Exchange[] = [];
      for (const data of requests[route] as object[]) {
        const key = requestKey(data);
        if (seen.has(key)) continue;
        seen.add(key);
        const { method } = ROUTES[route];
        const headers: Record<string, string> = { Accept: 'application/json' };
        let body: string | undefined;
        if (method !== 'GET') {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(data);
          if (route === 'reserve') headers['Idempotency-Key'] = `recording-${++idempotency}`;
          // As the ApiClient does: the session's token with its holds and reservations.
          const session =
            route === 'hold' || route === 'releaseHold'
              ? (data as { sessionId: string }).sessionId
              : route === 'reserve'
                ? (data as { checkoutSessionId: string }).checkoutSessionId
                : undefined;
          if (session)
            headers[CHECKOUT_SESSION_HEADER] = issueSessionToken(
              RECORDING_KEYS.checkoutSession,
              session,
              now,
            ).token;
        }
        if (route === 'reserve') await holdFirst(base, data as ReserveRequest, headers);
        const response = await fetch(`${base}${urlOf(route, data)}`, { method, headers, body });
        const text = stableIds(await response.text());
        const answer: unknown = text === '' ? null : JSON.parse(text);
        exchanges.push({ data, status: response.status, body: answer } as Exchange);
        for (const url of text.match(/"imgUrl":\s*"([^"]+)"/g) ?? []) {
          portraits.add((/"imgUrl":\s*"([^"]+)"/.exec(url) as RegExpExecArray)[1] as string);
        }
      }
      files.set(`${ROUTES[route].file}.json`, json(exchanges));
    }
    for (const url of [...portraits].sort()) {
      const response = await fetch(`${base}${url}`);
      if (!response.ok) throw new Error(`The API does not serve the portrait ${url} (${response.status})`);
      files.set(url.replace(/^\/api\//, ''), await response.text());
    }
    // The instant of the recording, for readers that cannot import TypeScript (the Storybook check's page clock).
    files.set('clock.json', json({ now: RECORDED_NOW }));
  } finally {
    await app.close();
    await db.close();
  }
  return files;
}
