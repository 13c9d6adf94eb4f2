/** @jest-environment ./test/support/pglite-environment.cjs */
// Calendar feeds of advisors and branch offices (issue 20): GET /api/calendar/<token>.ics, read back with a real
// calendar parser (ical.js), and the operator command `calendar:feeds` that makes, lists and revokes them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { API_PATHS, type ApiErrorBody } from '@checkout/shared/contract';
import { bookingEventUid, zurichWallTimeToDate } from '@checkout/shared/calendar';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { prepareOpenDatabase } from '../src/prepare-database';
import { importCatalogue } from '../src/catalogue-import/import-catalogue';
import { hashFeedToken, listFeeds } from '../src/repositories/feed-repository';
import { feedBaseUrl, parseFeedCommand, runFeedCommand, UsageError } from '../src/cli/calendar-feeds';
import { redactFeedUrl } from '../src/routes/calendar-routes';
import {
  DRIVERS,
  MANY_TRAVELLERS_LIMITS,
  MONDAY_0800,
  TEST_KEYRINGS,
  TEST_OPERATOR_TOKEN,
  createClock,
  httpClient,
  openEmptyTestDatabase,
  type TestDatabase,
  type TestResponse,
} from './support/test-app';

const localized = (de: string, fr: string) => ({ de, fr });

/** Two branch offices (one in the Romandie), three advisors: Lea and Marco in St. Gallen, Nina in Lausanne. */
const advisor = (id: string, firstname: string, lastname: string, agencyId: string) => ({
  id,
  pageId: id.replace(/^adv-/, ''),
  firstname,
  lastname,
  agencyId,
  role: localized('Reiseberatung', 'Conseil en voyages'),
  languages: ['de'],
  quote: localized('Der Norden ruft.', 'Le Nord appelle.'),
  adviceModes: ['personal', 'online', 'phone'],
  vector: [0.2, 0.8, 0.5],
  destinationIds: ['norwegen'],
  workingHours: [{ weekday: 1, start: '09:00', end: '17:00', homeOffice: false }],
});

const CATALOGUE = {
  regions: [
    { id: 'ost', language: 'de', title: localized('Ostschweiz', 'Suisse orientale') },
    { id: 'romandie', language: 'fr', title: localized('Westschweiz', 'Suisse romande') },
  ],
  agencies: [
    {
      id: 'st-gallen',
      regionId: 'ost',
      name: localized('Reisebüro St. Gallen', 'Agence de Saint-Gall'),
      city: localized('St. Gallen', 'Saint-Gall'),
      street: 'Marktgasse 5',
      zip: '9000',
      phone: '+41 71 000 00 00',
      email: 'st-gallen@example.ch',
      noAppointmentsForSpecialHours: false,
    },
    {
      id: 'lausanne',
      regionId: 'romandie',
      name: localized('Reisebüro Lausanne', 'Agence de Lausanne'),
      city: localized('Lausanne', 'Lausanne'),
      street: 'Rue du Bourg 1',
      zip: '1003',
      phone: '+41 21 000 00 00',
      email: 'lausanne@example.ch',
      noAppointmentsForSpecialHours: false,
    },
  ],
  continents: [{ id: 'europa', title: localized('Europa', 'Europe') }],
  destinations: [
    { id: 'norwegen', continentId: 'europa', name: localized('Norwegen', 'Norvège') },
    { id: 'island', continentId: 'europa', name: localized('Island', 'Islande') },
  ],
  factors: [
    { id: 'nature', nameHyphenated: localized('Natur', 'Nature') },
    { id: 'culture', nameHyphenated: localized('Kultur', 'Culture') },
    { id: 'comfort', nameHyphenated: localized('Komfort', 'Confort') },
  ],
  advisors: [
    advisor('adv-lea-keller', 'Lea', 'Keller', 'st-gallen'),
    advisor('adv-marco-frei', 'Marco', 'Frei', 'st-gallen'),
    advisor('adv-nina-roux', 'Nina', 'Roux', 'lausanne'),
  ],
};

const LEA = 'adv-lea-keller';
const MARCO = 'adv-marco-frei';
const NINA = 'adv-nina-roux';

interface SlotBooking {
  id: string;
  advisorId: string;
  agencyId: string;
  date: string;
  time: string;
  mode: 'personal' | 'video' | 'phone';
  firstname: string;
  lastname: string;
  reference: string;
  sequence?: number;
  cancelled?: boolean;
  message?: string;
  destinations?: string[];
}

/** A booking as the reservation writes it (with migration 007's reference and sequence), straight into the table. */
const insertSlotBooking = async (db: Database, b: SlotBooking, now: Date): Promise<void> => {
  await db.query(
    `insert into bookings (id, kind, advisor_id, slot_date, slot_time, starts_at, agency_id, culture, user_lang,
       advice_mode, firstname, lastname, email, phone, payload, source, created_at, reference, sequence, cancelled_at,
       ends_at)
     values ($1, 'slot', $2, $3, $4, $5, $6, 'de-CH', 'Deutsch', $7, $8, $9, $10, $11, $12, 'checkout', $13, $14, $15,
       $16, $5::timestamptz + interval '1 hour')`,
    [
      b.id,
      b.advisorId,
      b.date,
      b.time,
      zurichWallTimeToDate(b.date, b.time).toISOString(),
      b.agencyId,
      b.mode,
      b.firstname,
      b.lastname,
      `${b.firstname.toLowerCase()}@example.ch`,
      '+41 79 123 45 67',
      JSON.stringify({
        userMessage: b.message ?? '',
        selectedDestinations: b.destinations ?? [],
        otherDestinations: [],
      }),
      new Date(now.getTime() - 86_400_000).toISOString(),
      b.reference,
      b.sequence ?? 0,
      b.cancelled ? now.toISOString() : null,
    ],
  );
};

/** Monday 25 March 2030, 08:00 in Zurich: the app's clock. */
const NOW = MONDAY_0800;

const LONG_MESSAGE =
  'Wir möchten im Sommer die Lofoten sehen; mit zwei Kindern, bitte ruhig\nund ohne Nachtfahrten, danke!';

const BOOKINGS: SlotBooking[] = [
  {
    id: 'bk-lea-personal',
    advisorId: LEA,
    agencyId: 'st-gallen',
    date: '2030-03-27',
    time: '10:00',
    mode: 'personal',
    firstname: 'Eva',
    lastname: 'Muster',
    reference: 'K7QX2M9P',
    message: LONG_MESSAGE,
    destinations: ['norwegen', 'island'],
  },
  {
    // Moved twice (sequence 2), after summer time began: 09:00 in Zurich is 07:00 UTC.
    id: 'bk-lea-video',
    advisorId: LEA,
    agencyId: 'st-gallen',
    date: '2030-04-01',
    time: '09:00',
    mode: 'video',
    firstname: 'Jonas',
    lastname: 'Beispiel',
    reference: 'H3RT5WXY',
    sequence: 2,
  },
  {
    id: 'bk-lea-cancelled',
    advisorId: LEA,
    agencyId: 'st-gallen',
    date: '2030-03-29',
    time: '14:00',
    mode: 'phone',
    firstname: 'Mia',
    lastname: 'Storniert',
    reference: 'C4NCE7ED',
    sequence: 1,
    cancelled: true,
  },
  {
    // Two weeks ago: still in the feed (30 days back).
    id: 'bk-lea-past',
    advisorId: LEA,
    agencyId: 'st-gallen',
    date: '2030-03-11',
    time: '09:00',
    mode: 'phone',
    firstname: 'Paul',
    lastname: 'Vorher',
    reference: 'PA5TPA5T',
  },
  {
    // Cancelled, and its day is past: left out.
    id: 'bk-lea-past-cancelled',
    advisorId: LEA,
    agencyId: 'st-gallen',
    date: '2030-03-22',
    time: '09:00',
    mode: 'phone',
    firstname: 'Alt',
    lastname: 'Storniert',
    reference: 'ZZZZ2222',
    cancelled: true,
  },
  {
    // More than 30 days ago: left out.
    id: 'bk-lea-old',
    advisorId: LEA,
    agencyId: 'st-gallen',
    date: '2030-02-04',
    time: '09:00',
    mode: 'phone',
    firstname: 'Sehr',
    lastname: 'Alt',
    reference: 'YYYY3333',
  },
  {
    id: 'bk-marco',
    advisorId: MARCO,
    agencyId: 'st-gallen',
    date: '2030-03-27',
    time: '10:00',
    mode: 'phone',
    firstname: 'Ruth',
    lastname: 'Andere',
    reference: 'MRC23333',
  },
  {
    id: 'bk-nina',
    advisorId: NINA,
    agencyId: 'lausanne',
    date: '2030-03-27',
    time: '10:00',
    mode: 'personal',
    firstname: 'Claire',
    lastname: 'Dupont',
    reference: 'N4NAN4NA',
  },
];

const MEETING_BASE_URL = 'https://video.example/room';

interface Feed {
  calendar: ICAL.Component;
  events: ICAL.Event[];
  byId: Map<string, ICAL.Event>;
}

/** Parses a feed with ical.js; its events by booking id (from the UID). */
const parseFeed = (ics: string): Feed => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const byId = new Map(events.map((event) => [event.uid.replace(/@.*$/, ''), event]));
  return { calendar, events, byId };
};

const statusOf = (event: ICAL.Event): unknown => event.component.getFirstPropertyValue('status');

describe.each(DRIVERS)('calendar feeds (%s)', (driver) => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance | undefined;
  let inject: (request: { url: string }) => Promise<TestResponse>;
  const logLines: string[] = [];
  const clock = createClock(NOW);
  const create = async (args: string[]) => {
    const output = await runFeedCommand(db, parseFeedCommand(args), {
      baseUrl: 'http://feeds.test',
      now: NOW,
    });
    const match = /^http:\/\/feeds\.test(\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics)$/m.exec(output);
    if (!match?.[1] || !match[2]) throw new Error(`no feed address in:\n${output}`);
    const id = /created calendar feed (cf_[0-9a-f]+)/.exec(output)?.[1] ?? '';
    return { output, url: match[1], token: match[2], id };
  };
  const fetchFeed = async (url: string): Promise<Feed & { res: TestResponse }> => {
    const res = await inject({ url });
    expect(res.statusCode).toBe(200);
    return { ...parseFeed(res.body), res };
  };

  beforeAll(async () => {
    database = await openEmptyTestDatabase(driver);
    db = database.db;
    await prepareOpenDatabase(db);
    await importCatalogue(db, CATALOGUE);
    for (const booking of BOOKINGS) await insertSlotBooking(db, booking, NOW);
    // A custom-date request of the branch: not an appointment, never in a feed.
    await db.query(
      `insert into bookings (id, kind, agency_id, custom_date, custom_time, culture, user_lang, advice_mode, firstname,
         lastname, email, phone, payload, source, created_at, reference, starts_at, ends_at)
       values ('bk-custom', 'custom', 'st-gallen', '2030-03-27', '18:30', 'de-CH', 'Deutsch', 'personal', 'Kurt',
         'Wunsch', 'kurt@example.ch', '+41 79 000 00 00', '{}', 'checkout', $1, 'CU5T2MER',
         '2030-03-27T17:30:00Z', '2030-03-27T18:30:00Z')`,
      [NOW.toISOString()],
    );
    // The video room's token, as the booking's messages carry it.
    await db.query(
      `insert into outbox (id, booking_id, kind, recipient, payload, due_at, created_at)
       values ('video_invitation.bk-lea-video', 'bk-lea-video', 'video_invitation', 'jonas@example.ch', $1, $2, $2)`,
      [JSON.stringify({ meetingToken: 'room-token-1' }), NOW.toISOString()],
    );
    app = await buildApp({
      db,
      clock,
      corsOrigins: [],
      publicUrl: 'http://api.test',
      operatorToken: TEST_OPERATOR_TOKEN,
      keys: TEST_KEYRINGS,
      rateLimits: MANY_TRAVELLERS_LIMITS,
      meetingBaseUrl: MEETING_BASE_URL,
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, callback) {
            logLines.push(chunk.toString());
            callback();
          },
        }),
      },
    });
    inject = httpClient(await app.listen({ port: 0, host: '127.0.0.1' }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("lists an advisor's appointments with the booking's UID and SEQUENCE, a cancelled one as CANCELLED", async () => {
    const { url } = await create(['create', 'advisor', LEA, 'Lea', 'im', 'Büro']);
    const { res, calendar, events, byId } = await fetchFeed(url);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Horizonte Reisen/);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Horizonte Reisen – Lea Keller');

    expect(events.map((e) => e.uid)).toEqual(
      ['bk-lea-past', 'bk-lea-personal', 'bk-lea-cancelled', 'bk-lea-video'].map(bookingEventUid),
    );
    const personal = byId.get('bk-lea-personal') as ICAL.Event;
    expect(personal.uid).toBe('bk-lea-personal@checkout.horizonte-reisen.example');
    expect(personal.sequence).toBe(0);
    expect(personal.startDate.toJSDate().toISOString()).toBe('2030-03-27T09:00:00.000Z');
    expect(personal.endDate.toJSDate().toISOString()).toBe('2030-03-27T10:00:00.000Z');
    expect(personal.startDate.zone?.tzid).toBe('UTC');
    expect(personal.summary).toBe('Beratung: Eva Muster (persönlich in der Filiale)');
    expect(personal.location).toBe('Reisebüro St. Gallen, Marktgasse 5, 9000 St. Gallen');
    expect(personal.description).toBe(
      [
        'E-Mail: eva@example.ch',
        'Telefon: +41 79 123 45 67',
        'Reiseziele: Norwegen, Island',
        `Nachricht: ${LONG_MESSAGE}`,
      ].join('\n'),
    );
    expect(statusOf(personal)).toBe('CONFIRMED');
    expect(personal.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2030-03-25T07:00:00Z');

    const video = byId.get('bk-lea-video') as ICAL.Event;
    expect(video.sequence).toBe(2);
    expect(video.startDate.toJSDate().toISOString()).toBe('2030-04-01T07:00:00.000Z');
    expect(video.summary).toBe('Beratung: Jonas Beispiel (per Video)');
    expect(video.location).toBe(`${MEETING_BASE_URL}/room-token-1`);
    expect(video.description).toContain(`Video-Link: ${MEETING_BASE_URL}/room-token-1`);
    expect(video.component.getFirstPropertyValue('url')).toBe(`${MEETING_BASE_URL}/room-token-1`);

    const cancelled = byId.get('bk-lea-cancelled') as ICAL.Event;
    expect(statusOf(cancelled)).toBe('CANCELLED');
    expect(cancelled.sequence).toBe(1);
    expect(cancelled.location).toBe('Telefon: +41 79 123 45 67');
    expect(cancelled.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');

    // Folded at 75 octets, CRLF line ends, the TEXT values escaped.
    const lines = res.body.split('\r\n');
    expect(lines.pop()).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(res.body.replace(/\r\n /g, '')).toContain(
      'Lofoten sehen\\; mit zwei Kindern\\, bitte ruhig\\nund',
    );
  });

  it("lists no other advisor's appointments, and a branch's feed lists all of its advisors'", async () => {
    const nina = await fetchFeed((await create(['create', 'advisor', NINA])).url);
    expect(nina.events.map((e) => e.uid)).toEqual([bookingEventUid('bk-nina')]);
    expect(nina.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Horizonte Reisen – Nina Roux');
    // Nina's branch is in the Romandie: the feed speaks French.
    const claire = nina.byId.get('bk-nina') as ICAL.Event;
    expect(claire.summary).toBe('Conseil: Claire Dupont (en personne en agence)');
    expect(claire.location).toBe('Agence de Lausanne, Rue du Bourg 1, 1003 Lausanne');

    const marco = await fetchFeed((await create(['create', 'advisor', MARCO])).url);
    expect(marco.events.map((e) => e.uid)).toEqual([bookingEventUid('bk-marco')]);

    const branch = await fetchFeed((await create(['create', 'agency', 'st-gallen', 'Filiale'])).url);
    expect(branch.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Horizonte Reisen – Reisebüro St. Gallen',
    );
    expect(branch.events.map((e) => e.uid)).toEqual(
      ['bk-lea-past', 'bk-lea-personal', 'bk-marco', 'bk-lea-cancelled', 'bk-lea-video'].map(bookingEventUid),
    );
    // Whose appointment it is, in the branch's calendar.
    expect(branch.byId.get('bk-marco')?.description).toMatch(/^Beratung: Marco Frei\n/);
    expect(branch.events.map((e) => e.uid)).not.toContain(bookingEventUid('bk-custom'));
  });

  it('stores the hash of the token, never the token', async () => {
    const { token, id } = await create(['create', 'advisor', LEA]);
    const rows = await db.query<{ token_hash: string; row: string }>(
      'select token_hash, row_to_json(t)::text as row from calendar_feed_tokens t where id = $1',
      [id],
    );
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]?.token_hash).toBe(hashFeedToken(token));
    const all = await db.query<{ row: string }>(
      'select row_to_json(t)::text as row from calendar_feed_tokens t',
    );
    for (const row of all) expect(row.row).not.toContain(token);
  });

  it('answers 404 with the usual error body for a revoked, unknown or malformed token', async () => {
    const { url, id } = await create(['create', 'advisor', LEA]);
    expect((await inject({ url })).statusCode).toBe(200);
    expect(await runFeedCommand(db, parseFeedCommand(['revoke', id]), { baseUrl: '', now: NOW })).toMatch(
      /^revoked calendar feed/,
    );
    const feedPath = `/api${API_PATHS.calendarFeed}`;
    for (const gone of [url, `${feedPath}/${'A'.repeat(43)}.ics`, `${feedPath}/short.ics`, `${feedPath}/x`]) {
      const res = await inject({ url: gone });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiErrorBody>()).toEqual({ error: 'not_found', message: expect.any(String) });
    }
    // A second revocation finds no live feed.
    await expect(
      runFeedCommand(db, parseFeedCommand(['revoke', id]), { baseUrl: '', now: NOW }),
    ).rejects.toThrow(/no live calendar feed/);
    const listed = await runFeedCommand(db, { name: 'list' }, { baseUrl: '', now: NOW });
    expect(listed).toMatch(new RegExp(`^${id}\\tadvisor\\t${LEA}\\t.*\\trevoked `, 'm'));
    expect((await listFeeds(db)).find((feed) => feed.id === id)?.revokedAt).toEqual(NOW);
  });

  it('keeps the token out of the logs', async () => {
    const { token } = await create(['create', 'advisor', LEA]);
    logLines.length = 0;
    await fetchFeed(`/api/calendar/${token}.ics`);
    const logged = logLines.join('');
    expect(logged).toContain(`/api/calendar/${token.slice(0, 4)}…[redacted]`);
    expect(logged).not.toContain(token.slice(0, 12));
    // Issue 32: no query reaches a log line (a day's or an agenda's names the checkout session).
    expect(redactFeedUrl('/api/checkout/day?data={"checkoutSessionId":"s-1"}')).toBe('/api/checkout/day?…');
    expect(redactFeedUrl('/api/checkout/hold?sessionId=s-1')).toBe('/api/checkout/hold?…');
    expect(redactFeedUrl('/api/health')).toBe('/api/health');
  });

  it('refuses feeds for an advisor or branch office that does not exist, and bad command lines', async () => {
    await expect(
      runFeedCommand(db, parseFeedCommand(['create', 'advisor', 'nobody']), { baseUrl: '', now: NOW }),
    ).rejects.toThrow('there is no advisor with the id "nobody"');
    await expect(
      runFeedCommand(db, parseFeedCommand(['create', 'agency', LEA]), { baseUrl: '', now: NOW }),
    ).rejects.toThrow(/no branch office/);
    for (const args of [
      [],
      ['create'],
      ['create', 'region', 'ost'],
      ['revoke'],
      ['list', 'x'],
      ['delete', 'x'],
    ]) {
      expect(() => parseFeedCommand(args)).toThrow(UsageError);
    }
    expect(feedBaseUrl({ PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(feedBaseUrl({ API_PUBLIC_URL: 'https://api.example.ch/' })).toBe('https://api.example.ch');
  });
});

describe('calendar:feeds as a process on a PGlite directory', () => {
  const API_DIR = path.join(__dirname, '..');
  let dir: string;
  const run = (args: string[], env: NodeJS.ProcessEnv) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/calendar-feeds.ts', ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dir, ...env },
    });
  const pgliteClass = (globalThis as { __NATIVE_PGLITE__?: typeof PGlite }).__NATIVE_PGLITE__;
  const openDir = () => openDatabase({ pgliteDataDir: dir, pgliteClass });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-feeds-'));
    const db = await openDir();
    await prepareOpenDatabase(db);
    await importCatalogue(db, CATALOGUE);
    await insertSlotBooking(db, BOOKINGS[0] as SlotBooking, NOW);
    await db.close();
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('prints an address that serves the feed, and keeps only its hash', async () => {
    // Nothing listens on API_URL's port (a server opened and closed again): the command opens the directory.
    const idle = createServer();
    await new Promise<void>((resolve) => idle.listen(0, '127.0.0.1', resolve));
    const port = (idle.address() as { port: number }).port;
    await new Promise((resolve) => idle.close(resolve));
    const { stdout } = await run(['create', 'advisor', LEA, 'Lea', 'Outlook'], {
      API_URL: `http://127.0.0.1:${port}`,
      API_PUBLIC_URL: 'https://api.example.ch',
    });
    const token = /^https:\/\/api\.example\.ch\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/m.exec(stdout)?.[1];
    expect(token).toBeDefined();

    const db = await openDir();
    const app = await buildApp({
      db,
      clock: createClock(NOW),
      corsOrigins: [],
      publicUrl: 'http://api.test',
      operatorToken: TEST_OPERATOR_TOKEN,
      keys: TEST_KEYRINGS,
    });
    try {
      const feeds = await listFeeds(db);
      expect(feeds.map((f) => [f.scope, f.subjectId, f.label])).toEqual([['advisor', LEA, 'Lea Outlook']]);
      const stored = await db.query<{ token_hash: string }>('select token_hash from calendar_feed_tokens');
      expect(stored).toEqual([{ token_hash: hashFeedToken(token ?? '') }]);
      const inject = httpClient(await app.listen({ port: 0, host: '127.0.0.1' }));
      const res = await inject({ url: `/api/calendar/${token}.ics` });
      expect(res.statusCode).toBe(200);
      expect(parseFeed(res.body).events.map((e) => e.uid)).toEqual([bookingEventUid('bk-lea-personal')]);
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);

  it('refuses to open the directory while an API answers on API_URL', async () => {
    const api = createServer((_req, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const port = (api.address() as { port: number }).port;
      const failed = await run(['list'], { API_URL: `http://127.0.0.1:${port}` }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toMatch(/an API is running at http:\/\/127\.0\.0\.1:\d+.*stop the API/);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  }, 120_000);
});
