// The outbox worker during a database outage: it backs off (the pause doubles up to a minute) and says so once,
// instead of polling and logging an error every two seconds; when the database is back it says so and sends.
import type { Database } from '../src/db/database';
import { OutboxWorker, type WorkerLog } from '../src/notifications/worker';

describe('outbox worker in a database outage', () => {
  afterEach(() => jest.useRealTimers());

  it('backs off quietly while the database is unreachable and resumes when it is back', async () => {
    jest.useFakeTimers();
    let down = true;
    let polls = 0;
    const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const db = {
      kind: 'postgres',
      query: async () => {
        polls += 1;
        if (down) throw refused();
        return [];
      },
      exec: async () => undefined,
      transaction: async (fn: (tx: unknown) => Promise<unknown>) => {
        polls += 1;
        if (down) throw refused();
        return fn({ query: async () => [], exec: async () => undefined });
      },
      close: async () => undefined,
    } as unknown as Database;
    const lines: string[] = [];
    const log: WorkerLog = {
      info: (_d, m) => lines.push(`info ${m}`),
      warn: (_d, m) => lines.push(`warn ${m}`),
      error: (_d, m) => lines.push(`error ${m}`),
    };
    const worker = new OutboxWorker({
      db,
      transport: { send: async () => undefined } as never,
      settings: {} as never,
      pollMs: 2000,
      log,
    });
    worker.start();
    // Five minutes of outage: polling every 2 s would be 150 tries.
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(polls).toBeLessThan(15);
    expect(lines).toEqual(['warn outbox: database unavailable, backing off']);
    down = false;
    await jest.advanceTimersByTimeAsync(61_000);
    expect(lines).toContain('info outbox: database back, sending again');
    await worker.stop();
  });
});
