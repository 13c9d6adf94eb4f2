// `npm run bench -w api`: requests/s and p50/p99 latency of day, agenda and reserve against an API process on
// 127.0.0.1 (fresh PGlite directory, or a fresh database on the server of DATABASE_URL), beside a bare Fastify route in the same run.
// Bounded: 1 s warm-up and BENCH_SECONDS (default 5) per scenario; each reservation books a different free hour.
// BENCH_BASELINE=<git revision> measures that revision's API first (a temporary git worktree), then this one's,
// in the same run: the before/after of a change. At the national scale it first asks day and agenda at a fixed
// rate (BENCH_RATE, 1,000 a second, for BENCH_RATE_SECONDS, 15), as browsers ask (fixed-rate.ts): issue 33's goal
// is their p99 at that load, beside the saturation figures of the closed-loop rows.
import autocannon, { type Result } from 'autocannon';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';
import {
  offersAdviceMode,
  toWireAdviceMode,
  type AdviceMode,
  type AgendaResponse,
  type Consultant,
  type Hour,
  type ReserveRequest,
  type WireAdviceMode,
} from '@checkout/shared/contract';
import {
  addDays,
  formatIsoDate,
  isoWeekday,
  parseIsoDate,
  systemClock,
  zurichToday,
} from '@checkout/shared/dates';
import { sampleReserveRequest } from '../test/support/sample-reserve-request';
import { issueSessionToken } from '../src/domain/checkout-session';
import { issueChallenge } from '../src/domain/proof-of-work';
import { solveProof } from '../test/support/solve-proof';
import { keyringOf, parseKey } from '../src/secrets';
import { prepareDatabase, type DemoScale } from '../src/prepare-database';
import { atFixedRate, cpuDuring, FIXED_RATE_CONNECTIONS, type FixedRateResult } from './fixed-rate';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** `--scale national` (or BENCH_SCALE=national): the national data set (seed/national.ts) on PostgreSQL. */
const SCALE: DemoScale =
  process.argv.includes('national') || process.env.BENCH_SCALE === 'national' ? 'national' : 'demo';
/** The PostgreSQL server to measure on: DATABASE_URL, or TEST_DATABASE_URL (tools/with-postgres.sh). */
const SERVER_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Requests a second of the fixed-rate rows (0: none); by default 1,000 at the national scale (issue 33). */
const RATE = Number(process.env.BENCH_RATE ?? (SCALE === 'national' ? 1000 : 0));
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 15);
/** Unmeasured seconds at the fixed rate before each fixed-rate row. */
const RATE_WARM_UP_SECONDS = 3;
/** Step 2 asks for its ten pills and the six days after them (mfe-agenda's day list). */
const STEP_2_DAYS = 16;
const API_DIR = resolve(__dirname, '..');
const TSX = join(API_DIR, '..', 'node_modules', '.bin', 'tsx');

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

const start = async (
  script: string,
  env: NodeJS.ProcessEnv,
  health: string,
  cwd = API_DIR,
  waitSeconds = 30,
) => {
  const port = await freePort();
  const child = spawn(TSX, [script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < waitSeconds * 5; i++) {
    if (
      await fetch(`${base}${health}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${script} did not start`);
};

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

const zurichDate = (offsetDays: number): string =>
  formatIsoDate(addDays(zurichToday(systemClock), offsetDays));

/** The next Tuesday to Thursday that is not a seeded full day: a typical day with free hours. */
const typicalDate = (): string => {
  for (let offset = 1; ; offset++) {
    const date = zurichDate(offset);
    const weekday = isoWeekday(parseIsoDate(date));
    if (weekday >= 2 && weekday <= 4 && offset !== 4 && offset !== 9) return date;
  }
};

const dataUrl = (path: string, data: unknown) =>
  `/api${path}?data=${encodeURIComponent(JSON.stringify(data))}`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

const row = (name: string, result: Result, expectedStatus: string): Row => {
  if (result.errors > 0 || result.timeouts > 0) {
    process.stderr.write(
      `${name}: ${result.errors} errors, ${result.timeouts} timeouts (${expectedStatus})\n`,
    );
  }
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result['2xx'],
    errors: result.non2xx + result.errors,
  };
};

/** The modes a bench reservation tries, in this order: phone, else video, else in person. */
const BENCH_MODES: readonly AdviceMode[] = ['phone', 'online', 'personal'];

/** A mode the advisor offers for an hour, as the wire names it. */
const offeredMode = (advisor: Consultant, hour: Hour): WireAdviceMode | undefined => {
  const mode = BENCH_MODES.find((candidate) => offersAdviceMode(advisor, candidate, hour));
  return mode === undefined ? undefined : toWireAdviceMode(mode);
};

const reserveBody = (
  { advisorId, date, time, mode }: { advisorId: string; date: string; time: string; mode: WireAdviceMode },
  i: number,
): ReserveRequest =>
  sampleReserveRequest({
    id: 'bench',
    adviceMode: mode,
    advisorId,
    userLastname: `Mark ${i}`,
    userEmail: `bench${i}@example.ch`,
    appointmentDate: date,
    appointmentTime: time,
    checkoutSessionId: `bench-session-${i}`,
  });

/** A checkout of `revision` beside this one, whose node_modules are this checkout's but for its own workspaces. */
const checkoutRevision = (revision: string): { apiDir: string; dispose: () => void } => {
  const repo = resolve(API_DIR, '..');
  const dir = mkdtempSync(join(tmpdir(), 'checkout-bench-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, revision], { cwd: repo, stdio: 'ignore' });
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@checkout'), { recursive: true });
  for (const name of readdirSync(join(repo, 'node_modules'))) {
    if (name !== '@checkout' && name !== '.bin')
      symlinkSync(join(repo, 'node_modules', name), join(modules, name));
  }
  symlinkSync(join(repo, 'node_modules', '.bin'), join(modules, '.bin'));
  for (const name of readdirSync(join(repo, 'node_modules', '@checkout'))) {
    const workspace = relative(repo, realpathSync(join(repo, 'node_modules', '@checkout', name)));
    symlinkSync(join(dir, workspace), join(modules, '@checkout', name));
    // A workspace's own node_modules (versions it needs beside the root's), when the revision has the workspace.
    const own = join(repo, workspace, 'node_modules');
    if (
      existsSync(own) &&
      existsSync(join(dir, workspace)) &&
      !existsSync(join(dir, workspace, 'node_modules'))
    ) {
      symlinkSync(own, join(dir, workspace, 'node_modules'));
    }
  }
  return {
    apiDir: join(dir, 'api'),
    dispose: () =>
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: repo, stdio: 'ignore' }),
  };
};

interface FixedRateRow {
  name: string;
  result: FixedRateResult;
  apiCpuSeconds?: number;
  databaseCpuSeconds?: number;
}

interface Measured {
  rows: Row[];
  /** day and agenda at RATE requests a second, as browsers ask, with the CPU seconds of the API and its database. */
  fixedRate: FixedRateRow[];
  slots: number;
  /** Bytes of the unfiltered agenda answer of the typical day (uncompressed JSON). */
  agendaBytes: number;
  /** The same answer's bytes on the wire to a browser (brotli), as its Content-Length says. */
  agendaBrotliBytes: number;
}

/**
 * day, agenda and reserve against the API in `apiDir` on a fresh database (a copy of `template` when given, else
 * seeded with the demo by the API itself); rows named with `label`.
 */
const benchApi = async (apiDir: string, label: string, template?: string): Promise<Measured> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'checkout-bench-'));
  const server = SERVER_URL ? await scratchDatabase(SERVER_URL, template) : undefined;
  const env = {
    DEMO_DATA: template ? '' : '1',
    ...(server ? { DATABASE_URL: server.url } : { PGLITE_DATA_DIR: dataDir }),
    // The bench plays many travellers: behind a proxy on this host, each request names another address (the
    // per-address limits stop one address long before a bench ends), and it signs their sessions itself.
    TRUST_PROXY: '127.0.0.1,::1',
    CHECKOUT_SESSION_SECRET: BENCH_SESSION_SECRET,
  };
  const api = await start('src/main.ts', env, '/api/health', apiDir, 120);
  try {
    const date = typicalDate();
    const filters = { filterAgencyLocations: [], filterDestinations: [] };
    const dayData = {
      culture: 'de-CH',
      weekDateSelected: date,
      advisorId: '',
      travelExperienceId: '',
      filters,
    };
    const agendaData = { ...dayData, weekState: 0 };
    const dayPath = dataUrl('/checkout/day', dayData);
    const agendaPath = dataUrl('/checkout/agenda', agendaData);
    // A browser's question carries its traveller's checkout session id (the store's availabilityQuery): the
    // browser rows ask as TRAVELLER_SESSIONS travellers in turn, each with its own session id.
    const sessionPaths = (path: string, data: object) =>
      Array.from({ length: TRAVELLER_SESSIONS }, (_, i) =>
        dataUrl(path, { ...data, checkoutSessionId: `bench-traveller-${i}` }),
      );

    // Free slots for the reserve scenario: every request books a different advisor hour, in a mode the advisor
    // offers for that hour (in the national data not every advisor takes phone calls; the API refuses a mode the
    // advisor does not offer with a 400, which a third of this scenario's requests were).
    const slots: { advisorId: string; date: string; time: string; mode: WireAdviceMode }[] = [];
    for (let offset = 1; offset <= 80 && slots.length < 50_000; offset++) {
      const d = zurichDate(offset);
      const body = (await (
        await fetch(
          `${api.base}${dataUrl('/checkout/agenda', { culture: 'de-CH', weekDateSelected: d, weekState: 0, advisorId: '', travelExperienceId: '', filters })}`,
        )
      ).json()) as AgendaResponse;
      const advisors = new Map(body.advisorList.map((advisor) => [advisor.id, advisor]));
      for (const entry of body.hoursList) {
        const advisor = advisors.get(entry.consultantId);
        for (const hour of entry.hours) {
          const mode = advisor && !hour.isInactive ? offeredMode(advisor, hour) : undefined;
          if (mode) slots.push({ advisorId: entry.consultantId, date: d, time: hour.label, mode });
        }
      }
    }

    // Hour by hour across advisors and days, as many travellers book at once: the connections never crowd one
    // advisor's day past its cap of live holds (MAX_LIVE_HOLDS_PER_ADVISOR_DAY).
    slots.sort(
      (a, b) =>
        a.time.localeCompare(b.time) ||
        a.date.localeCompare(b.date) ||
        a.advisorId.localeCompare(b.advisorId),
    );
    const agendaBytes = (await (await fetch(`${api.base}${agendaPath}`)).arrayBuffer()).byteLength;
    const brotli = await fetch(`${api.base}${agendaPath}`, { headers: { 'accept-encoding': 'br' } });
    const agendaBrotliBytes = Number(brotli.headers.get('content-length'));
    await brotli.arrayBuffer();

    // Warm-up (not measured): JIT, connection pools and the database's caches.
    for (const path of [dayPath, agendaPath]) {
      await autocannon({
        url: `${api.base}${path}`,
        connections: CONNECTIONS,
        duration: 1,
        requests: asTravellers([path]),
      });
    }

    // At a fixed rate, as browsers ask, before anything is booked: step 2's travellers each ask for the sixteen
    // days their pills show, step 3's for the agenda of one of those days; each traveller with its session id.
    const fixedRate: Measured['fixedRate'] = [];
    if (RATE > 0) {
      const days = Array.from({ length: STEP_2_DAYS }, (_, i) => zurichDate(i));
      const asked =
        (path: string, data: object) =>
        (day: number, traveller: number): string =>
          dataUrl(path, {
            ...data,
            weekDateSelected: days[day % STEP_2_DAYS],
            checkoutSessionId: `bench-traveller-${traveller % TRAVELLER_SESSIONS}`,
          });
      const day = asked('/checkout/day', dayData);
      const agenda = asked('/checkout/agenda', agendaData);
      // Traveller t asks for its sixteen days in turn (step 2), or for the agenda of one of them (step 3), each
      // from its own address.
      const scenarios = [
        { name: 'GET checkout/day', travellerOf: (i: number) => Math.floor(i / STEP_2_DAYS), ask: day },
        { name: 'GET checkout/agenda', travellerOf: (i: number) => i, ask: agenda },
      ].map(({ name, travellerOf, ask }) => ({
        name,
        pathOf: (i: number) => ask(i, travellerOf(i)),
        headersOf: (i: number) => ({ ...BROWSER_HEADERS, ...addressOf(travellerOf(i) % TRAVELLER_SESSIONS) }),
      }));
      // The API's processes, and its connections' server processes on PostgreSQL.
      const backends = server ? new pg.Client({ connectionString: server.url }) : undefined;
      await backends?.connect();
      const databasePids = async () =>
        backends
          ? (
              await backends.query<{ pid: number }>(
                'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
              )
            ).rows.map((r) => r.pid)
          : [];
      try {
        for (const { name, pathOf, headersOf } of scenarios) {
          await atFixedRate(api.base, RATE, RATE_WARM_UP_SECONDS, pathOf, headersOf);
          let databaseCpuSeconds = 0;
          const { result, cpuSeconds: apiCpuSeconds } = await cpuDuring(
            async () => (api.child.pid ? [api.child.pid] : []),
            async () => {
              const measured = await cpuDuring(databasePids, () =>
                atFixedRate(api.base, RATE, RATE_SECONDS, pathOf, headersOf),
              );
              databaseCpuSeconds = measured.cpuSeconds;
              return measured.result;
            },
          );
          if (result.errors > 0)
            process.stderr.write(`${name}${label} at ${RATE}/s: ${result.errors} errors\n`);
          fixedRate.push({
            name: `${name}${label}`,
            result,
            apiCpuSeconds,
            ...(backends ? { databaseCpuSeconds } : {}),
          });
        }
      } finally {
        await backends?.end();
      }
    }

    // BENCH_SECONDS=0: the fixed-rate rows alone.
    if (SECONDS <= 0) return { rows: [], fixedRate, slots: slots.length, agendaBytes, agendaBrotliBytes };
    const rows: Row[] = [];
    const run = async (name: string, paths: string[], headers: Record<string, string> = {}) =>
      rows.push(
        row(
          `${name}${label}`,
          await autocannon({
            url: `${api.base}${paths[0]}`,
            connections: CONNECTIONS,
            duration: SECONDS,
            requests: asTravellers(paths, headers),
          }),
          '200',
        ),
      );
    await run('GET checkout/day', [dayPath]);
    await run('GET checkout/agenda', [agendaPath]);
    // As a browser asks: with its session id, and accepting compressed answers (the agenda page then goes brotli).
    await run('GET checkout/day, as a browser', sessionPaths('/checkout/day', dayData), BROWSER_HEADERS);
    await run(
      'GET checkout/agenda, as a browser',
      sessionPaths('/checkout/agenda', agendaData),
      BROWSER_HEADERS,
    );

    // A booking as the checkout makes it (issue 32: a reservation needs its session's hold): each traveller
    // holds the hour, then books it, from one address; both requests are counted. The hold carries the session's
    // proof of work: signed by the bench (it knows the session key) with the least work, so that the API's cost of
    // checking a proof is measured, not the bench's of solving one.
    const proofs = await Promise.all(
      slots.map(async (_, i) =>
        solveProof(await issueChallenge(BENCH_SESSION_KEYS, `bench-session-${i}`, 1, new Date())),
      ),
    );
    let next = 0;
    const booking = (slotIndex: number) => {
      const session = `bench-session-${slotIndex}`;
      return {
        session,
        headers: {
          'content-type': 'application/json',
          'x-checkout-session': issueSessionToken(BENCH_SESSION_KEYS, session, new Date()).token,
          'x-checkout-proof': proofs[slotIndex] ?? '',
          ...traveller(),
        },
      };
    };
    const reserveResult = await autocannon({
      url: `${api.base}/api/checkout/reserve`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const slot = slots[next];
            const i = next++;
            if (!slot) return false;
            const { session, headers } = booking(i);
            Object.assign(context, { i, headers });
            return {
              ...request,
              method: 'POST',
              path: '/api/checkout/hold',
              headers,
              body: JSON.stringify({
                sessionId: session,
                advisorId: slot.advisorId,
                date: slot.date,
                time: slot.time,
              }),
            };
          },
        },
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const { i, headers } = context as { i: number; headers: Record<string, string> };
            const slot = slots[i];
            if (!slot) return false;
            return {
              ...request,
              method: 'POST',
              path: '/api/checkout/reserve',
              headers: { ...headers, 'idempotency-key': `bench-${i}` },
              body: JSON.stringify(reserveBody(slot, i)),
            };
          },
        },
      ],
    });
    rows.push(row(`POST checkout/hold, then reserve${label}`, reserveResult, '2xx'));
    return { rows, fixedRate, slots: slots.length, agendaBytes, agendaBrotliBytes };
  } finally {
    await stop(api.child);
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** A throw-away database on the server of `url` for one API measured; dropped afterwards. */
const scratchDatabase = async (
  url: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `checkout_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
};

/**
 * The national data set seeded once into a template database (by this checkout's code), which each API measured
 * gets a copy of: the same rows for the baseline and the working tree, without seeding 200,000 bookings twice.
 */
const nationalTemplate = async (): Promise<{ name: string; summary: string; drop: () => Promise<void> }> => {
  if (!SERVER_URL) {
    throw new Error(
      'The national scale runs on PostgreSQL: set DATABASE_URL, or run tools/with-postgres.sh npm run bench -w api -- --scale national',
    );
  }
  const seeded = await scratchDatabase(SERVER_URL);
  const started = Date.now();
  const db = await prepareDatabase({ databaseUrl: seeded.url }, { demo: true, scale: 'national' });
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;
  const summary = `${await count('agencies')} branches, ${await count('advisors')} advisors, ${await count('bookings')} bookings, seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`;
  await db.close();
  const name = new URL(seeded.url).pathname.slice(1);
  return { name, summary, drop: seeded.drop };
};

/** The session key of the API under measure (CHECKOUT_SESSION_SECRET), as `<id>:<secret>`. */
const BENCH_SESSION_SECRET = 'bench1:bench-only-session-secret';
const BENCH_SESSION_KEYS = keyringOf('checkoutSession', [parseKey(BENCH_SESSION_SECRET, 'bench')]);

let travellers = 0;
/** Another traveller's address for each request. */
const traveller = () => addressOf(travellers++);

/** The address of traveller `n` (behind the proxy the API trusts). */
const addressOf = (n: number) => ({
  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
});

/** What Chromium sends of the headers that change an answer. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'de-CH' };

/** How many travellers with a session of their own the browser rows play (their paths are made beforehand). */
const TRAVELLER_SESSIONS = 10_000;

/** GET `paths` in turn, again and again, each time from another traveller's address. */
const asTravellers = (paths: string[], headers: Record<string, string> = {}) => {
  let next = 0;
  return [
    {
      method: 'GET' as const,
      setupRequest: (request: object) => ({
        ...request,
        path: paths[next++ % paths.length],
        headers: { ...headers, ...traveller() },
      }),
    },
  ];
};

const main = async () => {
  const baselineRevision = process.env.BENCH_BASELINE;
  const bare = await start('bench/bare-server.ts', {}, '/bare');
  const baseline = baselineRevision ? checkoutRevision(baselineRevision) : undefined;
  try {
    await autocannon({ url: `${bare.base}/bare`, connections: CONNECTIONS, duration: 1 });
    const bareRow =
      SECONDS > 0
        ? row(
            'bare Fastify route',
            await autocannon({ url: `${bare.base}/bare`, connections: CONNECTIONS, duration: SECONDS }),
            '200',
          )
        : undefined;
    const bareFixed =
      RATE > 0
        ? await atFixedRate(
            bare.base,
            RATE,
            RATE_SECONDS,
            () => '/bare',
            () => ({}),
          )
        : undefined;
    const template = SCALE === 'national' ? await nationalTemplate() : undefined;
    const measured = baseline
      ? [await benchApi(baseline.apiDir, ` @${baselineRevision}`, template?.name)]
      : [];
    measured.push(await benchApi(API_DIR, baseline ? ' (working tree)' : '', template?.name));
    await template?.drop();
    const rows = bareRow ? [bareRow, ...measured.flatMap((m) => m.rows)] : [];

    const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9);
    process.stdout.write(
      `\nBooking API benchmark: 127.0.0.1, ` +
        `${SERVER_URL ? 'PostgreSQL (a fresh database on the server of DATABASE_URL or TEST_DATABASE_URL)' : 'PGlite (fresh data directory)'}, Node ${process.version}\n` +
        `data: ${SCALE === 'national' ? `national (${template?.summary})` : 'the demo'}; ` +
        `free slots available to reserve: ${measured.map((m) => m.slots).join(' / ')}; ` +
        `unfiltered agenda answer: ${measured.map((m) => `${(m.agendaBytes / 1024).toFixed(1)} KB (brotli ${m.agendaBrotliBytes > 0 ? `${(m.agendaBrotliBytes / 1024).toFixed(1)} KB` : 'streamed, no length'})`).join(' / ')}\n`,
    );
    if (rows.length > 0) {
      process.stdout.write(
        `\nAs fast as it goes (saturation): ${CONNECTIONS} connections, ${SECONDS} s per scenario\n\n` +
          `${'scenario'.padEnd(50)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'2xx'.padStart(9)}${'non-2xx'.padStart(9)}${'req/s vs bare'.padStart(15)}\n`,
      );
      for (const r of rows) {
        const ratio = bareRow && bareRow.rps > 0 ? r.rps / bareRow.rps : 0;
        process.stdout.write(
          `${r.name.padEnd(50)}${fmt(r.rps)}${fmt(r.p50, 1)}${fmt(r.p99, 1)}${fmt(r.requests)}${fmt(r.errors)}${`${(ratio * 100).toFixed(1)} %`.padStart(15)}\n`,
        );
      }
    }
    if (SCALE === 'national') {
      process.stdout.write(
        '\nsince issue 33 the ratio to the bare route is no goal; the unfiltered agenda answer <= 100 KB (issue 18)\n',
      );
    }
    if (bareFixed) {
      const fixedRows: FixedRateRow[] = [
        { name: 'bare Fastify route', result: bareFixed },
        ...measured.flatMap((m) => m.fixedRate),
      ];
      process.stdout.write(
        `\nAt a fixed rate: ${RATE} requests a second for ${RATE_SECONDS} s per scenario (after ${RATE_WARM_UP_SECONDS} s ` +
          `unmeasured), open loop on up to ${FIXED_RATE_CONNECTIONS} connections, latency from each request's ` +
          `scheduled start; day and agenda as browsers ask (a session id per traveller, Accept-Encoding), over ` +
          `the ${STEP_2_DAYS} days of step 2; p99 sent: from the moment the request was written (without the ` +
          `generator's own lateness); CPU: the API's and its database connections' CPU time per request ` +
          `(a busy machine changes latencies far more than it changes these)\n\n` +
          `${'scenario'.padEnd(50)}${'sent/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'p99 sent'.padStart(9)}${'2xx'.padStart(9)}${'non-2xx'.padStart(9)}${'API CPU'.padStart(10)}${'DB CPU'.padStart(10)}\n`,
      );
      const perRequest = (cpuSeconds: number | undefined, requests: number) =>
        (cpuSeconds === undefined || requests === 0
          ? ''
          : `${((cpuSeconds * 1000) / requests).toFixed(2)} ms`
        ).padStart(10);
      for (const { name, result: r, apiCpuSeconds, databaseCpuSeconds } of fixedRows) {
        process.stdout.write(
          `${name.padEnd(50)}${fmt(r.sentRate)}${fmt(r.p50, 1)}${fmt(r.p99, 1)}${fmt(r.max, 1)}${fmt(r.p99FromSent, 1)}${fmt(r.requests - r.non2xx)}${fmt(r.non2xx + r.errors)}${perRequest(apiCpuSeconds, r.requests)}${perRequest(databaseCpuSeconds, r.requests)}\n`,
        );
      }
      process.stdout.write(`\ngoal (issue 33): day and agenda p99 <= 20 ms at 1,000 requests a second\n`);
    }
  } finally {
    await stop(bare.child);
    baseline?.dispose();
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
