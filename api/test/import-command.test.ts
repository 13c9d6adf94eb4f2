/** @jest-environment ./test/support/pglite-environment.cjs */
// `npm run import -w api -- staff.json` as an operator runs it (issue 47). On the embedded database (PGlite) while
// another process holds the directory, as the API of `npm start` does, it writes nothing and says why, with a
// non-zero exit; before, it printed "imported …", the leaver's session kept working and the running API wrote its own
// copy back at the next restart. With the directory free, and on PostgreSQL while an API answers, it writes and
// says whom it deactivated and how many sessions, links and passkeys ended; the API refuses the leaver's session.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { lockFileOf } from '../src/db/data-dir-lock';
import { openDatabase } from '../src/db/open-database';
import { importCatalogue } from '../src/catalogue-import/import-catalogue';
import { prepareOpenDatabase } from '../src/prepare-database';
import { startStaffSession } from '../src/domain/staff-auth';
import { DRIVERS, listenTestApp, openEmptyTestDatabase } from './support/test-app';
import { cookieOf } from './support/staff';

const API_DIR = path.join(__dirname, '..');
const NOW = new Date();
/** The tests' small catalogue (one branch, St. Gallen, and its advisor Lea Keller) with her account. */
const LEA = {
  id: 'staff-lea-keller',
  email: 'lea.keller@reisen-muster.example',
  name: 'Lea Keller',
  role: 'advisor',
  agencyId: 'st-gallen',
  advisorId: 'adv-lea-keller',
  culture: 'de-CH',
};
const CATALOGUE = {
  ...(JSON.parse(
    fs.readFileSync(path.join(__dirname, 'fixtures', 'small-catalogue.json'), 'utf8'),
  ) as object),
  staff: [LEA],
};

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command as `npm run import -w api` does (tsx), on `env`; answers its exit status and output. */
const runImport = (file: string, env: NodeJS.ProcessEnv): Promise<Outcome> =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', file], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

let scratch: string;
let leaverFile: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-command-'));
  leaverFile = path.join(scratch, 'staff.json');
  fs.writeFileSync(leaverFile, JSON.stringify({ staff: [{ ...LEA, active: false }] }));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const deactivatedAt = async (db: { query<T>(sql: string, p?: unknown[]): Promise<T[]> }) =>
  (await db.query<{ deactivated_at: unknown }>('select deactivated_at from staff where id = $1', [LEA.id]))[0]
    ?.deactivated_at ?? null;

describe('npm run import on a PGlite directory', () => {
  const pgliteClass = (globalThis as { __NATIVE_PGLITE__?: typeof PGlite }).__NATIVE_PGLITE__;
  let dir: string;
  const openDir = () => openDatabase({ pgliteDataDir: dir, pgliteClass });

  beforeAll(async () => {
    dir = path.join(scratch, 'pglite');
    const db = await openDir();
    await prepareOpenDatabase(db);
    await importCatalogue(db, CATALOGUE, NOW);
    await db.close();
  }, 120_000);

  it('refuses, writing nothing and exiting 3, while another process holds the directory', async () => {
    // This test's process holds the directory as the running API does (its pid in <dir>.lock).
    const db = await openDir();
    await db.transaction((tx) => startStaffSession(tx, LEA.id, 'link', NOW));
    let refused: Outcome;
    try {
      expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: process.pid });
      refused = await runImport(leaverFile, { DATABASE_URL: '', PGLITE_DATA_DIR: dir });
    } finally {
      await db.close();
    }
    expect(refused.code).toBe(3);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      `Nothing imported: the embedded database ${dir} is open in another process`,
    );
    expect(refused.stderr).toContain(`(pid ${process.pid},`);
    expect(refused.stderr).toMatch(/Stop npm start \(Ctrl-C\), run the import again/);
    // Closed, the directory's lock is gone, and the member is as before.
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    const after = await openDir();
    try {
      expect(await deactivatedAt(after)).toBeNull();
    } finally {
      await after.close();
    }
  }, 120_000);

  it('imports once the directory is free, or its holder died, and says whom it deactivated and what ended', async () => {
    // A lock left by a process that no longer runs (kill -9) does not stand in the way.
    const gone = await promisify(execFile)(process.execPath, ['-e', 'console.log(process.pid)']);
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid: Number(gone.stdout.trim()), since: 'then' }));

    const done = await runImport(leaverFile, { DATABASE_URL: '', PGLITE_DATA_DIR: dir });
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`imported ${leaverFile}: `);
    expect(done.stdout).toContain('1 staff');
    expect(done.stdout).toContain(`deactivated 1 member:\n  ${LEA.name} <${LEA.email}> (${LEA.id})\n`);
    // The session the first test started.
    expect(done.stdout).toContain('ended at once: 1 session, 0 unspent sign-in links, 0 passkeys');
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    const db = await openDir();
    try {
      expect(await deactivatedAt(db)).not.toBeNull();
    } finally {
      await db.close();
    }
    // Again: nobody is deactivated a second time.
    const again = await runImport(leaverFile, { DATABASE_URL: '', PGLITE_DATA_DIR: dir });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('deactivated: nobody');
  }, 120_000);
});

const onPostgres = DRIVERS.includes('postgres') ? describe : describe.skip;

onPostgres('npm run import on PostgreSQL while an API answers', () => {
  it("writes at once: the leaver's sessions end (the API answers 401) and the command says so", async () => {
    const database = await openEmptyTestDatabase('postgres');
    await prepareOpenDatabase(database.db);
    await importCatalogue(database.db, CATALOGUE, NOW);
    const t = await listenTestApp(database);
    try {
      const first = await t.db.transaction((tx) => startStaffSession(tx, LEA.id, 'link', t.clock.now()));
      const second = await t.db.transaction((tx) => startStaffSession(tx, LEA.id, 'link', t.clock.now()));
      const session = (token: string) =>
        t.inject({ url: `/api${STAFF_PATHS.session}`, headers: cookieOf(token) });
      expect((await session(first)).statusCode).toBe(200);

      const done = await runImport(leaverFile, { DATABASE_URL: database.url ?? '' });
      expect(done.code).toBe(0);
      expect(done.stdout).toContain(`deactivated 1 member:\n  ${LEA.name} <${LEA.email}> (${LEA.id})\n`);
      expect(done.stdout).toContain('ended at once: 2 sessions');
      expect((await session(first)).statusCode).toBe(401);
      expect((await session(second)).statusCode).toBe(401);
    } finally {
      await t.dispose();
    }
  }, 120_000);
});
