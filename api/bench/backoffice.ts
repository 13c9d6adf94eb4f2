// `npm run bench:backoffice` (issue 46): the back office at the national scale (100 branches, 600 advisors, 200,000
// bookings) on PostgreSQL, against the app on 127.0.0.1, one client at a time (a list is one person's click), as the
// back office (every branch) and as the busiest branch's lead. Prints p50/p95/max per figure; asserts nothing
// (timings are reported, never asserted). Goal (issue 46): p95 <= 150 ms.
//   npm run bench:backoffice     (a throw-away server under tools/with-postgres.sh unless DATABASE_URL is set)
//   BENCH_REQUESTS (100) per figure; BENCH_KEEP_DATABASE=1 leaves the database for EXPLAIN ANALYZE (its name printed)
//
// Each figure is one function below (searchFigures, weekFigures), given the same BackofficeBench: add one as another.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  STAFF_PATHS,
  formatBookingReference,
  type ConsultationPage,
  type StaffCalendar,
  type StaffTodo,
} from '@checkout/shared/contract';
import type { Database } from '../src/db/database';
import { prepareDatabase } from '../src/prepare-database';
import { seededRandom } from '../src/seed/national';
import { STAFF_COOKIE } from '../src/http/staff-session';
import { openStaffBenchApp, type StaffBenchApp } from './staff-bench';

const SERVER_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

/** What every figure measures with: the data, the two members' sessions and the listening app. */
export interface BackofficeBench extends Omit<StaffBenchApp, 'close'> {
  db: Database;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * GET `path` (under /api) as a member REQUESTS times after one warm-up, and prints the figure's p50/p95/max; the
 * answer's rows are counted from a JSON ConsultationPage's items (another answer: its `rows` callback).
 */
export const timed = async (
  bench: BackofficeBench,
  label: string,
  path: string,
  token: string,
  rows: (body: unknown) => number = (body) => (body as ConsultationPage).items.length,
): Promise<void> => {
  const get = async () => {
    const res = await fetch(`${bench.address}/api${path}`, {
      headers: { cookie: `${STAFF_COOKIE}=${token}` },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return rows(await res.json());
  };
  let count = await get();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    count = await get();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${label} (${count} rows): p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `max ${ms(sorted.at(-1) ?? NaN)} over ${REQUESTS} requests`,
  );
};

// -------------------------------------------------------------------------------------------- the travellers

const LASTNAMES = [
  ['Müller', 13],
  ['Meier', 9],
  ['Schmid', 7],
  ['Keller', 6],
  ['Weber', 6],
  ['Huber', 5],
  ['Schneider', 5],
  ['Meyer', 5],
  ['Steiner', 4],
  ['Fischer', 4],
  ['Gerber', 4],
  ['Brunner', 4],
  ['Baumann', 4],
  ['Frei', 3],
  ['Zimmermann', 3],
  ['Moser', 3],
  ['Widmer', 3],
  ['Wyss', 3],
  ['Graf', 3],
  ['Roth', 3],
  ['Bühler', 2],
  ['Lüthi', 2],
  ['Kälin', 2],
  ['Jäggi', 2],
  ['Schürch', 2],
  ['Wünsch', 1],
  ['Favre', 3],
  ['Rochat', 2],
  ['Dubois', 2],
  ['Côté', 1],
  ['Morel', 2],
  ['Rossi', 3],
  ['Bianchi', 2],
  ['Fontana', 1],
  ['Nguyen', 1],
  ['Wu', 1],
  ['Li', 1],
  ['Yılmaz', 1],
  ['Krasniqi', 1],
  ['Da Silva', 1],
] as const;
/** Syllables of the long tail of rarer names (Amberli, Bürgwiler, …): 85 of 100 travellers, as in Switzerland. */
// prettier-ignore
const HEADS = [
  'Am', 'Ba', 'Bür', 'Da', 'Eg', 'Fa', 'Gl', 'Hä', 'Ja', 'Kn', 'Lü', 'Ma', 'No', 'Pf', 'Ri', 'Sa', 'Tr',
  'Vo', 'Wy', 'Zü',
];
// prettier-ignore
const MIDDLES = [
  'ber', 'chs', 'den', 'fel', 'gis', 'hal', 'ken', 'lin', 'mer', 'nig', 'pol', 'rat', 'sig', 'ter', 'wal',
];
// prettier-ignore
const TAILS = [
  'li', 'mann', 'egger', 'ler', 'ini', 'et', 'ard', 'hofer', 'ach', 'ner', 'ot', 'wiler', 'stein', 'oud',
  'ig',
];
// prettier-ignore
const FIRSTNAMES = [
  'Anna', 'Lukas', 'Léa', 'Noé', 'Zoë', 'Jörg', 'Chloé', 'Mia', 'Luca', 'Elena', 'Marco', 'Sandra', 'Daniel',
  'Thomas', 'Sarah', 'Laura', 'Nicolas', 'Céline', 'Matteo', 'Giulia', 'René', 'Hélène', 'Jürg', 'Ursula',
  'Beat', 'Ruth', 'Stefan', 'Andrea', 'Martin', 'Monika', 'Elif', 'Arben', 'Mei', 'Sven', 'Françoise',
  'Noah',
];
const DOMAINS = [
  'bluewin.ch',
  'gmail.com',
  'sunrise.ch',
  'gmx.ch',
  'hotmail.com',
  'outlook.com',
  'proton.me',
];

/**
 * The national set's bookings all carry one seed name, address and phone: for a search's figures they get travellers
 * of a Swiss spread of names (Müller about one in a hundred), e-mail addresses made of them and mobile numbers, some
 * written nationally and some internationally. The search's columns follow (PostgreSQL generates them).
 */
const giveTravellers = async (db: pg.Client): Promise<void> => {
  const random = seededRandom(46);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const weight = LASTNAMES.reduce((sum, [, w]) => sum + w, 0);
  const lastname = () => {
    if (random() < 0.85) return `${pick(HEADS)}${pick(MIDDLES)}${pick(TAILS)}`;
    let at = random() * weight;
    for (const [name, w] of LASTNAMES) if ((at -= w) < 0) return name;
    return LASTNAMES[0][0];
  };
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const phone = () => {
    const [a, b, c, d] = [`7${5 + Math.floor(random() * 5)}`, digits(3), digits(2), digits(2)];
    return random() < 0.5 ? `+41 ${a} ${b} ${c} ${d}` : `0${a} ${b} ${c} ${d}`;
  };
  const ids = (await db.query<{ id: string }>('select id from bookings order by id')).rows.map((r) => r.id);
  for (let at = 0; at < ids.length; at += 20_000) {
    const batch = ids.slice(at, at + 20_000);
    const people = batch.map(() => ({
      firstname: pick(FIRSTNAMES),
      lastname: lastname(),
      number: random() < 0.3 ? String(Math.floor(random() * 99)) : '',
      domain: pick(DOMAINS),
      phone: phone(),
    }));
    // The address from the name as people write it without accents: the search's own folding makes it.
    await db.query(
      `update bookings b set firstname = t.firstname, lastname = t.lastname, phone = t.phone,
         email = replace(search_fold(t.firstname || '.' || t.lastname), ' ', '') || t.number || '@' || t.domain
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         as t(id, firstname, lastname, number, domain, phone)
       where b.id = t.id`,
      [
        batch,
        people.map((p) => p.firstname),
        people.map((p) => p.lastname),
        people.map((p) => p.number),
        people.map((p) => p.domain),
        people.map((p) => p.phone),
      ],
    );
  }
  // Every table's statistics, as autovacuum keeps them on a server that has run a while.
  await db.query('vacuum analyze');
};

// -------------------------------------------------------------------------------------------- the figures

/** A booking the figures look for: about three weeks ahead, in the branch when one is named. */
const someBooking = async (db: Database, agencyId?: string) => {
  const [row] = await db.query<{ reference: string; email: string; phone: string }>(
    `select reference, email, phone from bookings
      where starts_at > now() + interval '20 days' and ($1::text is null or agency_id = $1)
      order by starts_at, id limit 1`,
    [agencyId ?? null],
  );
  if (!row) throw new Error('no booking three weeks ahead');
  return row;
};

/** A phone number as the other way of writing it: +41 79 … as 079 …, and 079 … as +41 79 …. */
const otherWriting = (phone: string): string =>
  phone.startsWith('+41 ') ? `0${phone.slice(4)}` : `+41 ${phone.slice(1)}`;

/**
 * Search across all dates (issue 46, GET /staff/consultations?q=, its first page): a reference as typed (dash, lower
 * case), a folded name ('muller' for Müller and Mueller), a phone written the other way, a piece of an e-mail address;
 * then what a short or broad query costs (a whole two-letter name, three letters found in many names).
 */
export const searchFigures = async (bench: BackofficeBench): Promise<void> => {
  const search = (q: string) => `${STAFF_PATHS.consultations}?${new URLSearchParams({ q })}`;
  for (const [role, token, agencyId] of [
    ['back office', bench.backOffice, undefined],
    ['branch lead', bench.lead, bench.agencyId],
  ] as const) {
    const booking = await someBooking(bench.db, agencyId);
    const queries: [string, string][] = [
      ['reference', formatBookingReference(booking.reference).toLowerCase()],
      ['name', 'muller'],
      ['phone', otherWriting(booking.phone)],
      ['e-mail piece', booking.email.split('@')[0] ?? ''],
      ['two letters', 'li'],
      ['broad', 'ann'],
    ];
    for (const [what, q] of queries) {
      await timed(bench, `search ${what} '${q}', ${role}`, search(q), token);
    }
  }
};

/**
 * The calendar (issue 46, GET /staff/calendar): the busiest branch's week from next Monday as its lead sees it and as
 * the back office asks for it, one advisor's week, the branch's day; then the to-do, which every page of the back
 * office asks for its header's count.
 */
export const weekFigures = async (bench: BackofficeBench): Promise<void> => {
  const [{ monday } = { monday: '' }] = await bench.db.query<{ monday: string }>(
    `select (date_trunc('week', (now() at time zone 'Europe/Zurich')::date + 7))::date::text as monday`,
  );
  const [{ advisor } = { advisor: '' }] = await bench.db.query<{ advisor: string }>(
    'select id as advisor from advisors where agency_id = $1 order by sort, id limit 1',
    [bench.agencyId],
  );
  const calendar = (query: Record<string, string>) =>
    `${STAFF_PATHS.calendar}?${new URLSearchParams({ date: monday, ...query })}`;
  const entries = (body: unknown) =>
    (body as StaffCalendar).advisors.reduce(
      (sum, a) => sum + a.days.reduce((n, d) => n + d.consultations.length, 0),
      0,
    );
  await timed(bench, 'week view, branch lead', calendar({ days: '7' }), bench.lead, entries);
  await timed(
    bench,
    'week view, back office (the branch named)',
    calendar({ days: '7', agencyId: bench.agencyId }),
    bench.backOffice,
    entries,
  );
  await timed(
    bench,
    "week view, one advisor's",
    calendar({ days: '7', advisorId: advisor }),
    bench.lead,
    entries,
  );
  await timed(bench, 'day view, branch lead', calendar({ days: '1' }), bench.lead, entries);
  const todo = (body: unknown) => {
    const { requests, collisions } = (body as StaffTodo).counts;
    return requests + collisions;
  };
  await timed(bench, 'to-do (the header count), branch lead', STAFF_PATHS.todo, bench.lead, todo);
  await timed(bench, 'to-do (the header count), back office', STAFF_PATHS.todo, bench.backOffice, todo);
};

/** The national data with travellers, the two members' sessions and the app listening; `close` ends them. */
const openBench = async (url: string): Promise<{ bench: BackofficeBench; close: () => Promise<void> }> => {
  const seedStart = performance.now();
  const db = await prepareDatabase({ databaseUrl: url }, { demo: true, scale: 'national' });
  try {
    // Written without the API's statement timeouts (seconds): a client of its own.
    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    await giveTravellers(writer).finally(() => writer.end());
    const seeded = Math.round((performance.now() - seedStart) / 1000);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from bookings');
    const { close, ...app } = await openStaffBenchApp(db);
    console.log(
      `national data: ${n} bookings with travellers, seeded in ${seeded} s; the branch: ${app.agencyId}`,
    );
    return {
      bench: { db, ...app },
      close: async () => {
        await close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
};

const main = async (): Promise<void> => {
  if (!SERVER_URL) {
    console.log(
      'The back office bench runs on PostgreSQL: set DATABASE_URL, or run it under tools/with-postgres.sh',
    );
    return;
  }
  const name = `checkout_backoffice_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    const { bench, close } = await openBench(url.toString());
    try {
      await searchFigures(bench);
      await weekFigures(bench);
      // Each further figure of the back office is a function like these, called here.
    } finally {
      await close();
    }
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept the database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
