// The production build: `npm run build -w api` emits dist/main.js, which plain node starts on PGlite; it
// answers /api/health and stops cleanly on SIGTERM.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, stopApiProcess } from './support/api-process';

const API_DIR = join(__dirname, '..');

describe('the built API', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'checkout-api-build-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('starts with plain node, answers /api/health and its OpenAPI document, and stops on SIGTERM', async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
    expect(existsSync(join(API_DIR, 'dist', 'main.js'))).toBe(true);

    const port = await freePort();
    let output = '';
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: join(scratch, 'pglite'),
      MAILBOX_DIR: join(scratch, 'mailbox'),
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    // No loader: node runs the JavaScript of dist/ as it is.
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      let health: unknown;
      for (let i = 0; i < 300 && health === undefined; i++) {
        if (child.exitCode !== null)
          throw new Error(`dist/main.js exited with ${child.exitCode}:\n${output}`);
        health = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => (r.ok ? r.json() : undefined),
          () => undefined,
        );
        if (health === undefined) await new Promise((r) => setTimeout(r, 200));
      }
      expect(health).toEqual({ status: 'ok', database: 'pglite' });
      // The bundle carries the OpenAPI document and finds the readable page's assets in node_modules.
      const openapi = (await fetch(`http://127.0.0.1:${port}/api/openapi.json`).then((r) => r.json())) as {
        paths: object;
      };
      expect(Object.keys(openapi.paths)).toContain('/api/checkout/reserve');
      const page = await fetch(`http://127.0.0.1:${port}/api/docs/static/swagger-ui-bundle.js`);
      expect(page.status).toBe(200);
    } finally {
      await stopApiProcess(child);
    }
    expect({ exitCode: child.exitCode, output }).toEqual({ exitCode: 0, output: expect.any(String) });
  }, 120_000);
});
