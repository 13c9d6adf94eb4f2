// What the booking API says behind the pages: the e-mails it wrote into a checkout's mailbox (read with the API's
// own reader) and whether the agenda the checkout asks offers an hour; and a booking made as a traveller's browser
// makes it.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../tools/start.mjs';
import { reserveBody, solveProof } from '../../tools/probe.mjs';
import { until } from './journey.mjs';

const run = promisify(execFile);

/**
 * One e-mail of the checkout's mailbox as the API's reader reads it (headers, text, attachments).
 * @param {string} mailboxDir
 * @param {string} name the message's file
 * @returns {Promise<{ text: string, html: string, attachments: { contentType: string, content: string }[] }>}
 *   what `mail:list --json` prints (api/src/notifications/read-mail.ts's ReadMessage)
 */
export async function readMail(mailboxDir, name) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'api/src/cli/mail-list.ts'), name, '--json'],
    { cwd: path.join(ROOT, 'api'), env: { ...process.env, MAILBOX_DIR: mailboxDir } },
  );
  return JSON.parse(stdout);
}

/**
 * Waits for the mailbox to hold a message whose file name starts with `prefix`; answers it read.
 * @param {string} mailboxDir
 * @param {string} prefix
 */
export async function mailStartingWith(mailboxDir, prefix) {
  /** @type {string | undefined} */
  let name;
  await until(
    () => {
      name = fs.readdirSync(mailboxDir).find((n) => n.startsWith(prefix) && n.endsWith('.eml'));
      return name !== undefined;
    },
    `an e-mail ${prefix}… in the mailbox`,
    30_000,
  );
  return readMail(mailboxDir, name ?? assert.fail('until() found it'));
}

/**
 * The hours of one advisor's day as the agenda call of steps 2 and 3 answers a new visitor.
 * @param {number | undefined} apiPort
 * @param {string} advisorId
 * @param {string} date yyyy-mm-dd
 * @returns {Promise<{ label: string, isInactive?: boolean }[]>}
 */
export async function advisorHours(apiPort, advisorId, date) {
  const data = {
    culture: 'de-CH',
    weekDateSelected: date,
    weekState: 0,
    advisorId,
    travelExperienceId: '',
    filters: { filterAgencyLocations: [], filterDestinations: [] },
  };
  const res = await fetch(
    `http://localhost:${apiPort}/api/checkout/agenda?data=${encodeURIComponent(JSON.stringify(data))}`,
  );
  /** @type {{ hoursList?: { hours: { label: string, isInactive?: boolean }[] }[] }} the agenda's answer */
  const agenda = await res.json();
  return agenda.hoursList?.[0]?.hours ?? [];
}

/**
 * Whether an advisor's hour is offered to a new visitor (the agenda call steps 2 and 3 make).
 * @param {number | undefined} apiPort
 * @param {string} advisorId
 * @param {string} date yyyy-mm-dd
 * @param {string} time HH:mm
 */
export async function isOffered(apiPort, advisorId, date, time) {
  return (await advisorHours(apiPort, advisorId, date)).some((h) => h.label === time && !h.isInactive);
}

/**
 * Books an hour as a traveller's browser does (issue 32): a session the API vouches for, the hold with the
 * session's proof of work, then the reservation.
 * @param {number | undefined} apiPort
 * @param {{ advisorId: string, date: string, time: string }} hour
 * @param {Record<string, unknown>} [fields] of the reservation's body (tools/probe.mjs's reserveBody otherwise)
 * @returns {Promise<{ bookingId: string }>} the reservation's answer
 */
export async function bookAsTraveller(apiPort, hour, fields = {}) {
  const sessionId = randomUUID();
  /** @param {string} call @param {Record<string, string>} headers @param {unknown} body */
  const post = (call, headers, body) =>
    fetch(`http://localhost:${apiPort}/api/checkout/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  /** @type {{ token: string, proof?: import('../../tools/probe.mjs').Proof }} */
  const { token, proof } = await (await post('session', {}, { sessionId })).json();
  const held = await post(
    'hold',
    { 'x-checkout-session': token, ...(proof ? { 'x-checkout-proof': solveProof(proof) } : {}) },
    { sessionId, ...hour },
  );
  assert.equal(held.status, 200, `the hold of ${JSON.stringify(hour)} answered ${held.status}`);
  const reserved = await post(
    'reserve',
    { 'x-checkout-session': token, 'idempotency-key': randomUUID() },
    { ...reserveBody(sessionId, hour), ...fields, checkoutSessionId: sessionId },
  );
  assert.equal(
    reserved.status,
    201,
    `the reservation answered ${reserved.status}: ${await reserved.clone().text()}`,
  );
  return reserved.json();
}
