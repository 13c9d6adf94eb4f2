// Issue 37: the retention job's timer in an API process (domain/retention.ts RetentionJob): a first run shortly after
// start, then one every RETENTION_INTERVAL_MINUTES; never with 0; a failed run is logged and tried at the next turn;
// a run under way is not started twice; stop() ends the turns and waits for the run under way. What one run does
// to the data is tested at its boundaries in retention.test.ts.
import { fixedClock } from '@checkout/shared/dates';
import type { Database } from '../src/db/database';
import {
  DEFAULT_RETENTION,
  RetentionJob,
  type RetentionReport,
  type RetentionSettings,
} from '../src/domain/retention';

const REPORT: RetentionReport = {
  skipped: false,
  idempotencyAnswers: 0,
  messagesEmptied: 0,
  bookingsAnonymised: 0,
  staffSignInRecords: 0,
};
const db = {} as Database;
const clock = fixedClock('2026-11-27T12:00:00Z');

const jobWith = (settings: Partial<RetentionSettings>, run: jest.Mock<Promise<RetentionReport>>) => {
  const log = { info: jest.fn(), warn: jest.fn() };
  const job = new RetentionJob(db, clock, { ...DEFAULT_RETENTION, ...settings }, log, run);
  return { job, log };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs once after the first delay, then once every interval, with the settings and the clock', async () => {
  const run = jest.fn().mockResolvedValue(REPORT);
  const { job, log } = jobWith({ intervalMinutes: 60 }, run);
  job.start(30_000);
  await jest.advanceTimersByTimeAsync(29_999);
  expect(run).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(run).toHaveBeenCalledTimes(1);
  expect(run).toHaveBeenCalledWith(db, clock.now(), expect.objectContaining({ intervalMinutes: 60 }));
  await jest.advanceTimersByTimeAsync(60 * 60_000 - 1);
  expect(run).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(run).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(2 * 60 * 60_000);
  expect(run).toHaveBeenCalledTimes(4);
  expect(log.info).toHaveBeenCalledTimes(4);
  await job.stop();
  await jest.advanceTimersByTimeAsync(3 * 60 * 60_000);
  expect(run).toHaveBeenCalledTimes(4);
});

it('never runs with an interval of 0 (a process that only sends mail)', async () => {
  const run = jest.fn().mockResolvedValue(REPORT);
  const { job } = jobWith({ intervalMinutes: 0 }, run);
  job.start(0);
  await jest.advanceTimersByTimeAsync(24 * 60 * 60_000);
  expect(run).not.toHaveBeenCalled();
  await job.stop();
});

it('logs a failed run and runs again at the next turn; a skipped run (another process held the lock) is not logged', async () => {
  const run = jest
    .fn()
    .mockRejectedValueOnce(new Error('statement timeout'))
    .mockResolvedValueOnce({ ...REPORT, skipped: true })
    .mockResolvedValue(REPORT);
  const { job, log } = jobWith({ intervalMinutes: 10 }, run);
  job.start(1_000);
  await jest.advanceTimersByTimeAsync(1_000);
  expect(log.warn).toHaveBeenCalledWith(
    expect.anything(),
    'retention: run failed, tried again at the next turn',
  );
  await jest.advanceTimersByTimeAsync(10 * 60_000);
  expect(log.info).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(10 * 60_000);
  expect(run).toHaveBeenCalledTimes(3);
  expect(log.info).toHaveBeenCalledTimes(1);
  await job.stop();
});

it('starts no second run while one is under way, and stop() waits for it', async () => {
  let finish: (report: RetentionReport) => void = () => undefined;
  const run = jest.fn(() => new Promise<RetentionReport>((resolve) => (finish = resolve)));
  const { job } = jobWith({ intervalMinutes: 1 }, run);
  job.start(0);
  await jest.advanceTimersByTimeAsync(0);
  await jest.advanceTimersByTimeAsync(5 * 60_000);
  expect(run).toHaveBeenCalledTimes(1);
  expect(await job.runNow()).toBeUndefined();
  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish(REPORT);
  await stopping;
  expect(stopped).toBe(true);
});
