// `npm run bench:staff -w api` (issue 34): the back office's branch-week list on the national data set (100
// branches, 600 advisors, 200,000 bookings), on PostgreSQL: a branch lead's GET /api/staff/consultations of one week
// (every page), then the back office's same week of all branches (first page) and a branch's CSV, against the app on
// 127.0.0.1. Prints p50/p95/max; asserts nothing (timings are reported, never asserted).
//   tools/with-postgres.sh npm run bench:staff -w api      (or with DATABASE_URL; BENCH_WITHOUT_LIST_INDEXES=1 for
//   the same without the list's indexes, BENCH_REQUESTS (200) per figure)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { STAFF_PATHS, type ConsultationPage } from '@checkout/shared/contract';
import { addDays, formatIsoDate, zurichToday, systemClock } from '@checkout/shared/dates';
import { prepareDatabase } from '../src/prepare-database';
import { STAFF_COOKIE } from '../src/http/staff-session';
import { openStaffBenchApp } from './staff-bench';

const SERVER_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const main = async (): Promise<void> => {
  if (!SERVER_URL) {
    console.log(
      'The staff list bench runs on PostgreSQL: set DATABASE_URL, or run it under tools/with-postgres.sh',
    );
    return;
  }
  const name = `checkout_staff_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const seedStart = performance.now();
  const db = await prepareDatabase({ databaseUrl: url.toString() }, { demo: true, scale: 'national' });
  const seeded = Math.round((performance.now() - seedStart) / 1000);
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from bookings');
  // BENCH_WITHOUT_LIST_INDEXES=1: the same without migration 014's list indexes (the before of them).
  if (process.env.BENCH_WITHOUT_LIST_INDEXES === '1') {
    await db.exec(
      'drop index bookings_agency_list_idx; drop index bookings_advisor_list_idx; drop index bookings_list_idx; analyze bookings',
    );
    console.log('without the list indexes of migration 014');
  }
  // A branch lead of the busiest branch, and the back office; the app on 127.0.0.1.
  const { address, agencyId, lead, backOffice, close } = await openStaffBenchApp(db);
  const today = zurichToday(systemClock);
  const week = `from=${formatIsoDate(today)}&till=${formatIsoDate(addDays(today, 6))}`;
  const timed = async (path: string, token: string, mode: 'every page' | 'first page' | 'csv') => {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now();
      let cursor: string | null = null;
      rows = 0;
      do {
        const res = await fetch(`${address}/api${path}${cursor ? `&cursor=${cursor}` : ''}`, {
          headers: { cookie: `${STAFF_COOKIE}=${token}` },
        });
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        if (mode === 'csv') {
          rows = (await res.text()).split('\r\n').length - 2;
        } else {
          const page = (await res.json()) as ConsultationPage;
          rows += page.items.length;
          cursor = mode === 'every page' ? page.nextCursor : null;
        }
      } while (cursor);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `${path.split('?')[0]} ${mode} (${rows} rows): p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
        `max ${ms(sorted.at(-1) ?? NaN)} over ${REQUESTS} requests`,
    );
  };
  console.log(`national data: ${n} bookings, seeded in ${seeded} s; the branch: ${agencyId}`);
  // Warm-up, then the measured runs (one client at a time: a list is one person's click).
  await timed(`${STAFF_PATHS.consultations}?${week}&limit=200`, lead, 'every page');
  console.log('measured:');
  await timed(`${STAFF_PATHS.consultations}?${week}&limit=200`, lead, 'every page');
  await timed(`${STAFF_PATHS.consultations}?${week}&limit=50`, lead, 'first page');
  await timed(`${STAFF_PATHS.consultations}?${week}&limit=50`, backOffice, 'first page');
  await timed(`${STAFF_PATHS.consultationsCsv}?${week}`, lead, 'csv');
  await close();
  await db.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
};

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
