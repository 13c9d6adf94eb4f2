/** @jest-environment ./test/support/pglite-environment.cjs */
// Graceful shutdown of a real API process: SIGTERM in the middle of a burst of reservations over keep-alive
// connections. Every request the process received is answered (no reset, no 503), later ones find the port
// closed, and the process exits within seconds instead of waiting for keep-alive connections to time out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { PROOF_HEADER, type AgendaResponse, type CheckoutSessionResponse } from '@checkout/shared/contract';
import { addDays, formatIsoDate, systemClock, zurichToday } from '@checkout/shared/dates';
import { sampleReserveRequest } from './support/sample-reserve-request';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/open-database';
import { startApiProcess, stopApiProcess, type ApiProcess } from './support/api-process';
import { countRows, solveProof } from './support/test-app';

const NO_FILTERS = { filterAgencyLocations: [], filterDestinations: [] };

/** Free hours of the next days, as the agenda offers them (the process runs on the real clock). */
const freeSlots = async (base: string, days: number) => {
  const slots: { advisorId: string; date: string; time: string }[] = [];
  for (let offset = 2; offset <= days + 1; offset++) {
    const date = formatIsoDate(addDays(zurichToday(systemClock), offset));
    const data = {
      culture: 'de-CH',
      weekDateSelected: date,
      weekState: 0,
      advisorId: '',
      travelExperienceId: '',
      filters: NO_FILTERS,
    };
    const agenda = (await (
      await fetch(`${base}/api/checkout/agenda?data=${encodeURIComponent(JSON.stringify(data))}`)
    ).json()) as AgendaResponse;
    for (const entry of agenda.hoursList) {
      for (const hour of entry.hours) {
        if (!hour.isInactive) slots.push({ advisorId: entry.consultantId, date, time: hour.label });
      }
    }
  }
  return slots;
};

describe('graceful shutdown', () => {
  let api: ApiProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'checkout-shutdown-'));
  afterAll(async () => {
    if (api) await stopApiProcess(api.child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request it received, refuses later ones at the door and exits within seconds', async () => {
    // Behind a proxy on this host, each request from another traveller's address (the per-address limits
    // stop one address, rightly, long before this burst ends).
    api = await startApiProcess('', {
      DATABASE_URL: '',
      PGLITE_DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: '300',
      TRUST_PROXY: '127.0.0.1,::1',
    });
    const { child, baseUrl } = api;
    // Hour by hour across advisors and days: the eight travellers at once never crowd one advisor's day past its
    // cap of live holds.
    const slots = (await freeSlots(baseUrl, 6)).sort(
      (a, b) =>
        a.time.localeCompare(b.time) ||
        a.date.localeCompare(b.date) ||
        a.advisorId.localeCompare(b.advisorId),
    );
    expect(slots.length).toBeGreaterThan(200);
    const agent = new Agent({ connections: 8, keepAliveTimeout: 60_000, pipelining: 1 });
    const outcomes: string[] = [];
    let next = 0;
    let exitedAt = 0;
    let signalledAt = 0;
    child.once('exit', () => (exitedAt = Date.now()));

    const worker = async () => {
      while (exitedAt === 0 && next < slots.length) {
        const i = next++;
        const slot = slots[i]!;
        const body = sampleReserveRequest({
          adviceMode: 'phone',
          advisorId: slot.advisorId,
          appointmentDate: slot.date,
          appointmentTime: slot.time,
          userEmail: `shutdown${i}@example.ch`,
          checkoutSessionId: `shutdown-session-${i}`,
        });
        const traveller = { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` };
        try {
          const vouched = await request(`${baseUrl}/api/checkout/session`, {
            method: 'POST',
            dispatcher: agent,
            headers: { 'content-type': 'application/json', ...traveller },
            body: JSON.stringify({ sessionId: body.checkoutSessionId }),
          });
          const { token, proof } = (await vouched.body.json()) as CheckoutSessionResponse;
          // Step 3's hold: a reservation needs it, and the session's first hold its proof of work (issue 32).
          const hold = await request(`${baseUrl}/api/checkout/hold`, {
            method: 'POST',
            dispatcher: agent,
            headers: {
              'content-type': 'application/json',
              'x-checkout-session': token,
              ...(proof ? { [PROOF_HEADER]: solveProof(proof) } : {}),
              ...traveller,
            },
            body: JSON.stringify({
              sessionId: body.checkoutSessionId,
              advisorId: slot.advisorId,
              date: slot.date,
              time: slot.time,
            }),
          });
          await hold.body.text();
          if (hold.statusCode !== 200) {
            outcomes.push(`hold ${hold.statusCode}`);
            continue;
          }
          const res = await request(`${baseUrl}/api/checkout/reserve`, {
            method: 'POST',
            dispatcher: agent,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `shutdown-${i}`,
              'x-checkout-session': token,
              ...traveller,
            },
            body: JSON.stringify(body),
          });
          await res.body.text();
          outcomes.push(String(res.statusCode));
        } catch (error) {
          const code =
            (error as { code?: string; cause?: { code?: string } }).cause?.code ??
            (error as { code?: string }).code;
          // Refused or reset at the door: a connection the process never took (its port was closing), or an idle
          // keep-alive connection it closed as the request was being written (undici: UND_ERR_SOCKET, 'other side
          // closed', the FIN where a reset gives ECONNRESET). Whether the process received the request is checked
          // below against the bookings it stored.
          outcomes.push(
            code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
              ? 'not received'
              : `error ${code ?? String(error)}`,
          );
          if (code === 'ECONNREFUSED') await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // The signal comes under load: once 20 bookings are answered (a fixed pause would give a busy machine fewer).
    const loadedBy = Date.now() + 30_000;
    while (outcomes.filter((o) => o === '201').length < 20 && Date.now() < loadedBy) {
      await new Promise((r) => setTimeout(r, 20));
    }
    signalledAt = Date.now();
    child.kill('SIGTERM');
    await Promise.all(workers);
    await agent.close();
    if (exitedAt === 0) await new Promise((r) => child.once('exit', r));

    const booked = outcomes.filter((o) => o === '201').length;
    expect(booked).toBeGreaterThan(20);
    // Every answer is a booking: no 503 for a request that reached the process, no other failure.
    expect(outcomes.filter((o) => o !== '201' && o !== 'not received')).toEqual([]);
    expect(child.exitCode).toBe(0);
    expect(exitedAt - signalledAt).toBeLessThan(5000);
    // What the process stored is exactly what it answered: no request was processed without its answer.
    const pgliteClass = (globalThis as { __NATIVE_PGLITE__?: typeof PGlite }).__NATIVE_PGLITE__;
    const db = await openDatabase({ pgliteDataDir: dataDir, pgliteClass });
    try {
      expect(await countRows(db, "select 1 from bookings where email like 'shutdown%'")).toBe(booked);
    } finally {
      await db.close();
    }
  }, 120_000);
});
