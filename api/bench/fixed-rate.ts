// A steady load at a fixed rate (issue 33): request i leaves at start + i / rate, whatever the answers before it
// do, and its latency counts from that moment, so a server that falls behind is charged for the queue it makes
// (an open loop, as wrk2 measures; a closed loop such as autocannon's hides it). autocannon's own `overallRate`
// is no steady rate: each connection sends its share of a second back to back when the second starts, then
// waits, so every second opens with a burst of all connections at once.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface FixedRateResult {
  /** Requests per second asked for, and as sent (the generator may fall behind on a busy machine). */
  rate: number;
  sentRate: number;
  /** Latency in ms from each request's scheduled start to the end of its answer. */
  p50: number;
  p99: number;
  max: number;
  /**
   * p99 from the moment each request was written: without the generator's own lateness (its timer on a busy
   * machine), which p99 counts as the server's.
   */
  p99FromSent: number;
  requests: number;
  /** Answers other than 2xx, and requests that failed (no answer). */
  non2xx: number;
  errors: number;
}

/** Connections the generator may open: enough that a slow second never waits for a free one. */
export const FIXED_RATE_CONNECTIONS = 256;

const quantileOf = (sorted: Float64Array, q: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/**
 * GETs `pathOf(0)`, `pathOf(1)`, ... against `base` at `rate` requests a second for `seconds`, each with
 * `headersOf(i)`, and answers the latencies.
 */
export const atFixedRate = async (
  base: string,
  rate: number,
  seconds: number,
  pathOf: (i: number) => string,
  headersOf: (i: number) => Record<string, string>,
): Promise<FixedRateResult> => {
  const pool = new Pool(base, { connections: FIXED_RATE_CONNECTIONS, pipelining: 1 });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  const fromSent = new Float64Array(total);
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const fire = (i: number, scheduled: number): Promise<void> => {
    const sentAt = performance.now();
    return pool.request({ method: 'GET', path: pathOf(i), headers: headersOf(i) }).then(
      async ({ statusCode, body }) => {
        await body.dump({ limit: Number.MAX_SAFE_INTEGER });
        const end = performance.now();
        fromSent[answered] = end - sentAt;
        latencies[answered++] = end - scheduled;
        if (statusCode < 200 || statusCode >= 300) non2xx += 1;
      },
      () => {
        errors += 1;
      },
    );
  };
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      // Every request whose time has come leaves now; a timer late by a few ms sends the ones it owes at once.
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
      while (sent < due) {
        const i = sent++;
        inFlight.push(fire(i, started + (i * 1000) / rate));
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  await pool.close();
  const sorted = latencies.subarray(0, answered).sort();
  const sortedFromSent = fromSent.subarray(0, answered).sort();
  return {
    rate,
    sentRate: sendSeconds > 0 ? (total - 1) / sendSeconds : rate,
    p50: quantileOf(sorted, 0.5),
    p99: quantileOf(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    p99FromSent: quantileOf(sortedFromSent, 0.99),
    requests: answered,
    non2xx,
    errors,
  };
};

/** Clock ticks a second of /proc's CPU times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) a process has used so far; 0 when it is gone or /proc is not there. */
const cpuSecondsOf = (pid: number): number => {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field of the line, utime the 14th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

/** `pid` and its descendants (tsx runs the API in a child node process). */
const processTree = (pid: number): number[] => {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
        const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(' ').map(Number));
      }
    } catch {
      // gone meanwhile
    }
  }
  return tree;
};

/**
 * CPU seconds used by the process trees of `pids` while `measure` runs: what a request costs the API and the
 * database, which a busy machine changes far less than it changes latencies.
 */
export const cpuDuring = async <T>(
  pids: () => Promise<number[]>,
  measure: () => Promise<T>,
): Promise<{ result: T; cpuSeconds: number }> => {
  const before = new Map<number, number>();
  for (const pid of (await pids()).flatMap(processTree)) before.set(pid, cpuSecondsOf(pid));
  const result = await measure();
  let cpuSeconds = 0;
  const after = new Set((await pids()).flatMap(processTree));
  for (const pid of new Set([...before.keys(), ...after])) {
    const now = cpuSecondsOf(pid);
    // A process gone meanwhile (0) is not counted; one started meanwhile counts whole.
    if (now > 0) cpuSeconds += now - (before.get(pid) ?? 0);
  }
  return { result, cpuSeconds };
};
