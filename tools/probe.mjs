// A black-box probe of a running checkout, as an attacker would try it from outside (issue 32): forged, tampered,
// expired and cross-session tokens; a hold without its proof of work; a reservation without a hold; line breaks in names; mail aimed at one
// address; manage answers' caching and referrer; long manage tokens; build files; slow headers; an IPv6 /64
// rotating its addresses. It knows nothing of the code: only the checkout's address.
//
//   npm run probe                       against `npm start` (http://localhost:8080/checkout/)
//   npm run probe -- --shell <url>      against another checkout
//
// It writes its requests' bodies itself, as an outside client must (no import of the product's or the tests'
// code: it runs with plain node against any deployment). Each check prints OK or FOUND; the exit code is 1 when
// anything was found. It books a few hours far ahead
// (a demo database's), and leaves the probing address limited for a few minutes.
import { createHash } from 'node:crypto';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const SESSION_HEADER = 'X-Checkout-Session';
const PROOF_HEADER = 'X-Checkout-Proof';

/**
 * A session answer's proof of work, as the API sends it.
 * @typedef {{ algorithm: string, challenge: string, salt: string, signature: string, maxnumber: number }} Proof
 */
/** @typedef {{ advisorId: string, date: string, time: string }} Hour an advisor's hour, free when found */
/** @typedef {{ name: string, ok: boolean, detail: string }} Result one check's outcome */

/**
 * Solves a session answer's proof of work as any client can (ALTCHA's scheme: the n with SHA-256(salt + n) =
 * challenge): the value of a hold's X-Checkout-Proof header. Node's hash, faster than a browser's.
 * @param {Proof} proof
 */
export function solveProof(proof) {
  for (let n = 0; n <= proof.maxnumber; n += 1) {
    if (createHash('sha256').update(`${proof.salt}${n}`).digest('hex') === proof.challenge) {
      const { algorithm, challenge, salt, signature } = proof;
      return Buffer.from(JSON.stringify({ algorithm, challenge, number: n, salt, signature })).toString(
        'base64',
      );
    }
  }
  throw new Error('the challenge has no solution');
}

/**
 * A session id the API takes (the shared rule: letters, digits and dashes).
 * @param {string} name
 */
const sessionId = (name) => `probe-${name}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * One request; the answer's JSON when it is JSON.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [request] `body`: sent as it is
 *   when a string, as JSON otherwise
 */
async function call(url, { method = 'GET', headers = {}, body } = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/**
 * A reservation's body as the checkout's step 6 sends it (Erika Probe, by phone), for the hour held by session `id`.
 * @param {string} id the session's
 * @param {Hour} hour
 * @param {Record<string, unknown>} [overrides] fields of the body
 */
export const reserveBody = (id, hour, overrides = {}) => ({
  culture: 'de-CH',
  id: 'page-checkout',
  userReferral: '',
  userLang: 'Deutsch',
  adviceMode: 'phone',
  travelExperienceId: '',
  travelExperienceHighlights: [],
  advisorId: hour.advisorId,
  eventName: '',
  customDate: '',
  customHour: '',
  userGender: 'w_du',
  userFirstname: 'Erika',
  userLastname: 'Probe',
  userAddress: 'Bahnhofstrasse 1',
  userCity: 'Zürich',
  userZip: '8001',
  userEmail: 'probe@example.ch',
  userPhone: '+41 79 123 45 67',
  userMessage: '',
  userTravelDuration: '1-2-weeks',
  userTravelMonths: [],
  userTravelResponsibly: false,
  userNewsletter: false,
  selectedDestinations: [],
  selectedActivities: [],
  selectedMobilityForms: [],
  selectedAgencyLocations: [],
  otherDestinations: [],
  userPipeline: 'default',
  userDealstage: '',
  userDealname: '',
  userBookmarks: false,
  bookmarkIds: [],
  highlightIds: [],
  appointmentDate: hour.date,
  appointmentTime: hour.time,
  checkoutSessionId: id,
  ...overrides,
});

/**
 * Runs every check against the checkout at `shellUrl` (…/checkout/); answers [{ name, ok, detail }].
 * @param {{ shellUrl: string, log?: (line: string) => void }} options
 */
export async function probe({ shellUrl, log = () => undefined }) {
  const shell = shellUrl.endsWith('/') ? shellUrl : `${shellUrl}/`;
  const config = (await call(new URL('checkout-config.json', shell).href)).json;
  const api = config.apiBaseUrl.replace(/\/$/, '');
  /** @type {Result[]} */
  const results = [];
  /**
   * @param {string} name
   * @param {() => Promise<unknown>} body answers true when it found nothing, else what it found
   */
  const check = async (name, body) => {
    /** @type {Result} */
    let last;
    try {
      const detail = await body();
      last = { name, ok: detail === true, detail: detail === true ? '' : String(detail) };
    } catch (error) {
      last = {
        name,
        ok: false,
        detail: `probe error: ${error instanceof Error ? error.message : error}`,
      };
    }
    results.push(last);
    log(`${last.ok ? 'OK   ' : 'FOUND'} ${name}${last.detail ? `: ${last.detail}` : ''}`);
  };

  /** @type {Map<string, Proof>} the challenges of the sessions vouched for, by session id */
  const challenges = new Map();
  /**
   * @param {string} id a session's
   * @returns {Promise<string | undefined>} its token
   */
  const vouch = async (id) => {
    const { json } = await call(`${api}/checkout/session`, { method: 'POST', body: { sessionId: id } });
    if (json?.proof) challenges.set(id, json.proof);
    return json?.token;
  };
  /**
   * The solution of the session's challenge (a client that does the work), or undefined.
   * @param {string} id
   */
  const solved = (id) => {
    const challenge = challenges.get(id);
    return challenge ? solveProof(challenge) : undefined;
  };
  /** A free hour far ahead: a day's answer, then the agenda of that day. */
  const freeHours = async () => {
    /** @type {Hour[]} */
    const hours = [];
    for (let offset = 30; offset < 60 && hours.length < 8; offset += 1) {
      const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const data = {
        culture: 'de-CH',
        weekDateSelected: date,
        weekState: 0,
        advisorId: '',
        travelExperienceId: '',
        filters: { filterAgencyLocations: [], filterDestinations: [] },
      };
      const agenda = await call(`${api}/checkout/agenda?data=${encodeURIComponent(JSON.stringify(data))}`);
      /** @type {{ hoursList?: { consultantId: string, hours: { label: string, isInactive?: boolean }[] }[] }} */
      const answer = agenda.json ?? {};
      for (const entry of answer.hoursList ?? []) {
        const free = entry.hours.find((h) => !h.isInactive);
        if (free) hours.push({ advisorId: entry.consultantId, date, time: free.label });
      }
    }
    return hours;
  };
  /**
   * @param {string} id the session's
   * @param {Hour} hour
   * @param {string | undefined} token the session's, sent when given
   * @param {string | undefined} [proof] the X-Checkout-Proof header, sent when given
   */
  const hold = (id, hour, token, proof = solved(id)) =>
    call(`${api}/checkout/hold`, {
      method: 'POST',
      headers: {
        ...(token === undefined ? {} : { [SESSION_HEADER]: token }),
        ...(proof === undefined ? {} : { [PROOF_HEADER]: proof }),
      },
      body: { sessionId: id, ...hour },
    });
  /**
   * @param {string} id the session's
   * @param {Hour} hour
   * @param {string | undefined} token the session's
   * @param {Record<string, unknown>} [overrides] fields of the body
   */
  const reserve = (id, hour, token, overrides) =>
    call(`${api}/checkout/reserve`, {
      method: 'POST',
      headers: {
        ...(token === undefined ? {} : { [SESSION_HEADER]: token }),
        'Idempotency-Key': `probe-${Math.random().toString(36).slice(2)}`,
      },
      body: reserveBody(id, hour, overrides),
    });

  const found = await freeHours();
  if (found.length < 6) throw new Error(`the probe needs free hours far ahead; found ${found.length}`);
  const hours = /** @type {[Hour, Hour, Hour, Hour, Hour, Hour, ...Hour[]]} six at least */ (found);

  await check('forged, tampered, cross-session and expired session tokens are refused', async () => {
    const id = sessionId('tokens');
    const token = await vouch(id);
    if (!token) return 'the session call gave no token';
    const [keyId, expires, signature] = token.split('.');
    if (signature === undefined) return `the token is not key id, expiry and signature: ${token}`;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    /** @type {[what: string, token: string | undefined][]} */
    const forged = [
      ['forged', `${keyId}.${expires}.${'A'.repeat(43)}`],
      ['tampered', `${keyId}.${expires}.${flipped}`],
      ['expired', `${keyId}.${(Math.floor(Date.now() / 1000) - 60).toString(36)}.${signature}`],
      ['another session', await vouch(sessionId('other'))],
      ['without key id', `${expires}.${signature}`],
      ['none', undefined],
    ];
    for (const [what, bad] of forged) {
      const res = await hold(id, hours[0], bad);
      if (res.status !== 400) return `${what}: ${res.status}`;
    }
    return true;
  });

  await check(
    "a hold needs its session's proof of work: missing, tampered or another's is refused",
    async () => {
      const id = sessionId('work');
      const token = await vouch(id);
      if (!token) return 'the session call gave no token';
      const proof = solved(id);
      if (!proof) return 'the session call gave no challenge: holds cost a bot nothing';
      const payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
      const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString(
        'base64',
      );
      for (const [what, bad] of [
        ['missing', ''],
        ['tampered', tampered],
      ]) {
        const res = await hold(id, hours[0], token, bad);
        if (res.status !== 400 || !(PROOF_HEADER in (res.json?.fields ?? {})))
          return `${what}: ${res.status}`;
      }
      const other = sessionId('work-other');
      const stolen = await hold(other, hours[0], await vouch(other), proof);
      if (stolen.status !== 400) return `another session's solution: ${stolen.status}`;
      const held = await hold(id, hours[0], token, proof);
      if (held.status !== 200) return `the real solution: ${held.status}`;
      const again = await hold(other, hours[0], await vouch(other), proof);
      if (again.status !== 400) return `a replay: ${again.status}`;
      await call(`${api}/checkout/hold`, {
        method: 'DELETE',
        headers: { [SESSION_HEADER]: token },
        body: { sessionId: id },
      });
      return true;
    },
  );

  await check('a reservation without a hold is refused, and nothing is booked', async () => {
    const id = sessionId('nohold');
    const res = await reserve(id, hours[1], await vouch(id));
    return res.status === 409 && res.json?.error === 'hold_expired'
      ? true
      : `${res.status} ${res.text.slice(0, 120)}`;
  });

  await check('line breaks and tabs in one-line fields are refused naming the field', async () => {
    const id = sessionId('crlf');
    const token = await vouch(id);
    for (const field of ['userFirstname', 'userLastname', 'userCity']) {
      const res = await reserve(id, hours[2], token, { [field]: 'Anna\r\nBcc: victim@example.org' });
      if (res.status !== 400 || !(field in (res.json?.fields ?? {}))) return `${field}: ${res.status}`;
    }
    return true;
  });

  await check('one e-mail address gets at most a few bookings a day, from any session', async () => {
    const email = `probe-target-${Math.random().toString(36).slice(2, 8)}@example.org`;
    /** @type {(number | string)[]} */
    const statuses = [];
    for (const hour of hours.slice(2, 7)) {
      const id = sessionId('mail');
      const token = await vouch(id);
      const held = await hold(id, hour, token);
      if (held.status !== 200) {
        statuses.push(`hold ${held.status}`);
        continue;
      }
      statuses.push((await reserve(id, hour, token, { userEmail: email })).status);
    }
    return statuses.includes(429) && !statuses.some((s) => typeof s === 'number' && s >= 500)
      ? true
      : `no cap for one address: ${statuses.join(', ')}`;
  });

  await check('manage answers are not cached and send no referrer; a long token is never a 500', async () => {
    for (const length of [38, 64, 65, 99, 100]) {
      const res = await call(`${api}/manage/${'a'.repeat(length)}`);
      if (res.status !== 404) return `a token of ${length}: ${res.status}`;
      if (res.headers.get('cache-control') !== 'no-store')
        return `cache-control ${res.headers.get('cache-control')}`;
      if (res.headers.get('referrer-policy') !== 'no-referrer')
        return `referrer ${res.headers.get('referrer-policy')}`;
    }
    const page = await call(new URL(`manage/${'a'.repeat(38)}`, shell).href);
    return page.headers.get('referrer-policy') === 'no-referrer'
      ? true
      : `the manage page's referrer policy: ${page.headers.get('referrer-policy')}`;
  });

  await check(
    'a calendar feed with a made-up token is 404 and sends no referrer or shared cache',
    async () => {
      const res = await call(`${api}/calendar/${'a'.repeat(43)}.ics`);
      return res.status === 404 ? true : `${res.status}`;
    },
  );

  await check('no dotfile or source map is served', async () => {
    const urls = [
      new URL('.build-stamp', shell).href,
      ...Object.values(config.remotes).flatMap((manifest) => [
        new URL('.build-stamp', manifest).href,
        new URL('remoteEntry.js.map', manifest).href,
      ]),
    ];
    for (const url of urls) {
      const res = await call(url);
      if (res.status !== 404) return `${url}: ${res.status}`;
    }
    return true;
  });

  await check('images only from the API and the retailer (CSP img-src)', async () => {
    const csp = (await call(new URL('step-1', shell).href)).headers.get('content-security-policy') ?? '';
    const img = csp.split(';').find((d) => d.trim().startsWith('img-src')) ?? '';
    return /\shttps:(\s|$)/.test(img) ? `any https host: ${img.trim()}` : true;
  });

  await check('a connection dribbling its headers is cut within 20 s', async () => {
    const target = new URL(api);
    const socket = net.connect(Number(target.port || 80), target.hostname);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const started = Date.now();
    socket.write(`GET ${target.pathname}/health HTTP/1.1\r\nHost: ${target.host}\r\n`);
    const timer = setInterval(() => socket.write(`X-Slow: ${Date.now()}\r\n`), 5_000);
    /** @type {boolean} */
    const closed = await new Promise((resolve) => {
      const limit = setTimeout(() => resolve(false), 25_000);
      socket.on('error', () => undefined);
      socket.once('close', () => {
        clearTimeout(limit);
        resolve(true);
      });
    });
    clearInterval(timer);
    socket.destroy();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return closed && Date.now() - started < 20_000 ? true : `still open after ${seconds} s`;
  });

  await check('unknown paths count against the limit, and no answer is a 5xx', async () => {
    /** @type {Set<number>} */
    const statuses = new Set();
    for (let i = 0; i < 40; i++) statuses.add((await call(`${api}/probe-${i}`)).status);
    const five = [...statuses].filter((s) => s >= 500);
    return five.length === 0 && [...statuses].every((s) => s === 404 || s === 429)
      ? true
      : `${[...statuses]}`;
  });

  await check(
    'an IPv6 /64 rotating its addresses is one client (with or without a trusted proxy)',
    async () => {
      let refused = 0;
      for (let i = 1; i <= 80 && refused === 0; i++) {
        const res = await call(`${api}/checkout/session`, {
          method: 'POST',
          headers: { 'X-Forwarded-For': `2001:db8:77:1::${i.toString(16)}` },
          body: { sessionId: sessionId(`v6-${i}`) },
        });
        if (res.status === 429) refused = i;
        else if (res.status !== 200) return `session ${i}: ${res.status}`;
      }
      return refused > 0 ? true : 'never limited';
    },
  );

  return results;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({ options: { shell: { type: 'string' } } });
  const shellUrl = values.shell ?? `http://localhost:${process.env.SHELL_PORT ?? 8080}/checkout/`;
  console.log(`Probing ${shellUrl} from outside ...`);
  probe({ shellUrl, log: (line) => console.log(line) })
    .then((results) => {
      const found = results.filter((r) => !r.ok);
      console.log(
        found.length === 0 ? `\nNothing found (${results.length} checks).` : `\n${found.length} found.`,
      );
      process.exitCode = found.length === 0 ? 0 : 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
