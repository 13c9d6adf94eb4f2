// Test support: the booking API as a real child process (src/main.ts) on a free loopback port.
// Started as `node --import tsx`, so the child's pid is the API's own: SIGKILL reaches the API itself (the
// tsx CLI would put a process in between that cannot relay a SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './test-app';

export interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const API_DIR = join(__dirname, '..', '..');

/** How long a child API may take to answer its health check. */
const START_TIMEOUT_MS = 80_000;

/** Starts `src/main.ts` on DATABASE_URL with `env` on top of this process's environment; resolves once healthy. */
export const startApiProcess = async (
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ApiProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
      ...env,
    },
    // API_CHILD_LOG=1 shows the child's log (why a request was answered 503, say).
    stdio: ['ignore', process.env.API_CHILD_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A start compiles the sources (tsx) and migrates: seconds when idle, much longer on a busy CI machine. The
  // wait ends as soon as the API answers or its process exits; the deadline only catches one that hangs.
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, baseUrl };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('API process did not become healthy');
};

/** Sends `signal` (SIGTERM: a clean shutdown) and resolves once the process has exited. */
export const stopApiProcess = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * Two API processes (`env` on top of this process's) on one throw-away database of the PostgreSQL server, started
 * before the tests of the describe this is called in and stopped after them: what several processes of a
 * deployment share, tested as they share it.
 */
export const twoApiProcesses = (
  env: NodeJS.ProcessEnv,
): { database: TestDatabase; servers: ApiProcess[] } => {
  const state = { database: undefined as unknown as TestDatabase, servers: [] as ApiProcess[] };
  beforeAll(async () => {
    state.database = await createTestDatabase('postgres', new Date());
    state.servers.push(
      ...(await Promise.all([
        startApiProcess(state.database.url ?? '', env),
        startApiProcess(state.database.url ?? '', env),
      ])),
    );
  }, 90_000);
  afterAll(async () => {
    await Promise.all(state.servers.map((s) => stopApiProcess(s.child)));
    await state.database?.dispose();
  }, 30_000);
  return state;
};
