/** @jest-environment ./test/support/pglite-environment.cjs */
// Secrets (issue 32): never in the database, from the environment or a private file, rotated with the previous key
// accepted for its overlap and refused after; the database's old secrets moved out without breaking a link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type ReserveResponse } from '@checkout/shared/contract';
import { hashManageToken, manageTokenFor, manageTokenHash } from '../src/domain/manage-token';
import { isValidSessionToken, issueSessionToken } from '../src/domain/checkout-session';
import {
  DEFAULT_OVERLAP_MS,
  LEGACY_KEY_ID,
  keyringOf,
  loadKeyrings,
  moveSecretsOutOfDatabase,
  rotateSecret,
  SECRET_NAMES,
  type Keyrings,
} from '../src/secrets';
import {
  createClock,
  createTestDatabase,
  DRIVERS,
  listenTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app';
import { sampleReserveRequest } from './support/sample-reserve-request';

const DAY = 24 * 3_600_000;
let dir: string;
const secretsFile = () => path.join(dir, 'secrets.json');

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-secrets-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('where the keys come from', () => {
  it('makes a private file with a key per secret on first start, and every later start reads the same', () => {
    const first = loadKeyrings({ env: {}, file: secretsFile() });
    expect(fs.statSync(secretsFile()).mode & 0o777).toBe(0o600);
    const again = loadKeyrings({ env: {}, file: secretsFile() });
    for (const name of SECRET_NAMES) {
      expect(first[name].current.id).toMatch(/^[a-z0-9]{6}$/);
      expect(first[name].current.secret.length).toBeGreaterThanOrEqual(43);
      expect(again[name].current).toEqual(first[name].current);
    }
  });

  it('takes a secret the environment names, with its previous key until the date it is given', () => {
    const env = {
      MANAGE_LINK_SECRET: 'mgr002:the-current-manage-link-secret',
      MANAGE_LINK_SECRET_PREVIOUS: 'mgr001:the-previous-manage-link-secret',
      MANAGE_LINK_SECRET_PREVIOUS_UNTIL: '2030-04-01T00:00:00Z',
      CHECKOUT_SESSION_SECRET: 'a-bare-session-secret-of-the-deployment',
    };
    const keys = loadKeyrings({ env, file: secretsFile() });
    expect(keys.manageLink.current).toEqual({ id: 'mgr002', secret: 'the-current-manage-link-secret' });
    expect(keys.manageLink.accepted('mgr001', new Date('2030-03-31T23:59:00Z'))?.secret).toBe(
      'the-previous-manage-link-secret',
    );
    expect(keys.manageLink.accepted('mgr001', new Date('2030-04-01T00:00:01Z'))).toBeUndefined();
    // A bare secret gets an id derived from it: the same in every process that has it.
    expect(keys.checkoutSession.current.id).toMatch(/^[a-z0-9]{6}$/);
    expect(loadKeyrings({ env, file: secretsFile() }).checkoutSession.current.id).toBe(
      keys.checkoutSession.current.id,
    );
    // What the environment does not name comes from the file.
    expect(JSON.parse(fs.readFileSync(secretsFile(), 'utf8'))).toEqual({
      clientAddress: [expect.any(Object)],
      staffLink: [expect.any(Object)],
    });
    expect(() =>
      loadKeyrings({ env: { ...env, MANAGE_LINK_SECRET_PREVIOUS_UNTIL: '' }, file: secretsFile() }),
    ).toThrow(/MANAGE_LINK_SECRET_PREVIOUS_UNTIL/);
    expect(() => loadKeyrings({ env: { MANAGE_LINK_SECRET: 'short' }, file: secretsFile() })).toThrow(
      /too short/,
    );
  });
});

describe('rotating a key', () => {
  const now = new Date('2030-03-25T07:00:00Z');

  it.each(['manageLink', 'checkoutSession'] as const)(
    '%s: the old key is accepted during its overlap and refused after; the new one signs',
    (name) => {
      const before = loadKeyrings({ env: {}, file: secretsFile() });
      const session = issueSessionToken(before.checkoutSession, 'session-rotate-0001', now).token;
      const link = manageTokenFor(before.manageLink.current, 'bk_rotated');
      const newId = rotateSecret(secretsFile(), name, now);
      const after = loadKeyrings({ env: {}, file: secretsFile() });
      expect(after[name].current.id).toBe(newId);
      expect(newId).not.toBe(before[name].current.id);
      const during = new Date(now.getTime() + DEFAULT_OVERLAP_MS[name] - 60_000);
      const past = new Date(now.getTime() + DEFAULT_OVERLAP_MS[name] + 60_000);
      if (name === 'checkoutSession') {
        // A session token lives SESSION_TOKEN_HOURS: check it inside that life.
        const soon = new Date(now.getTime() + 60_000);
        expect(isValidSessionToken(after.checkoutSession, 'session-rotate-0001', session, soon)).toBe(true);
        const { token } = issueSessionToken(after.checkoutSession, 'session-rotate-0001', soon);
        expect(token.startsWith(`${newId}.`)).toBe(true);
        expect(after.checkoutSession.accepted(before.checkoutSession.current.id, past)).toBeUndefined();
      } else {
        expect(manageTokenHash(link, after.manageLink, during)).toBe(hashManageToken(link));
        expect(manageTokenHash(link, after.manageLink, past)).toBeUndefined();
        expect(manageTokenFor(after.manageLink.current, 'bk_new').startsWith(newId)).toBe(true);
      }
      // A second rotation after the overlap drops the oldest key from the file.
      rotateSecret(secretsFile(), name, past);
      const ids = JSON.parse(fs.readFileSync(secretsFile(), 'utf8'))[name].map((k: { id: string }) => k.id);
      expect(ids).toHaveLength(2);
      expect(ids).not.toContain(before[name].current.id);
    },
  );

  it('a process that has not restarted learns the rotation from the first token of the new key', () => {
    const stale = loadKeyrings({ env: {}, file: secretsFile() });
    rotateSecret(secretsFile(), 'checkoutSession', now);
    const fresh = loadKeyrings({ env: {}, file: secretsFile() });
    const { token } = issueSessionToken(fresh.checkoutSession, 'session-rotate-0002', new Date());
    const later = Date.now() + 6_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(isValidSessionToken(stale.checkoutSession, 'session-rotate-0002', token, new Date(later))).toBe(
        true,
      );
      expect(stale.checkoutSession.current.id).toBe(fresh.checkoutSession.current.id);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe.each(DRIVERS)('the database holds no secret (%s)', (driver) => {
  let database: TestDatabase;
  let t: TestApp;
  let keys: Keyrings;
  const clock = createClock();

  beforeAll(async () => {
    database = await createTestDatabase(driver, clock.now());
  }, 60_000);
  afterAll(() => database.dispose());

  it("moves an older version's secrets into the file, and its links and sessions keep working for the overlap", async () => {
    const db = database.db;
    // What a version before issue 32 left in the settings table, and a booking whose link it made.
    const oldManage = 'an-old-manage-link-secret-from-the-database';
    await db.query(
      `insert into settings (key, value, updated_at) values ('manage_link_secret', $1, $3),
         ('checkout_session_secret', $2, $3)`,
      [oldManage, 'an-old-session-secret-from-the-database', clock.now().toISOString()],
    );
    expect(await moveSecretsOutOfDatabase(db, secretsFile(), clock.now())).toEqual([
      'checkoutSession',
      'manageLink',
    ]);
    expect(await moveSecretsOutOfDatabase(db, secretsFile(), clock.now())).toEqual([]);
    keys = loadKeyrings({ env: {}, file: secretsFile() });
    expect(keys.manageLink.accepted(LEGACY_KEY_ID, clock.now())?.secret).toBe(oldManage);
    t = await listenTestApp(database, clock, { keys });
    try {
      // A booking made now carries the current key's id.
      const hour = { advisorId: 'adv-anna-meier', date: '2030-03-27', time: '10:00' };
      const sessionId = 'session-secrets-0001';
      const held = await t.inject({
        method: 'POST',
        url: `/api${API_PATHS.hold}`,
        payload: { ...hour, sessionId },
      });
      expect(held.statusCode).toBe(200);
      const booked = await t.inject({
        method: 'POST',
        url: `/api${API_PATHS.reserve}`,
        headers: { 'idempotency-key': 'secrets-key-0001' },
        payload: sampleReserveRequest({
          advisorId: hour.advisorId,
          appointmentDate: hour.date,
          appointmentTime: hour.time,
          checkoutSessionId: sessionId,
        }),
      });
      expect(booked.statusCode).toBe(201);
      const { bookingId, manageToken } = booked.json<ReserveResponse>();
      expect(manageToken?.slice(0, 6)).toBe(keys.manageLink.current.id);

      // As if it were booked before issue 32: its link made with the database's old secret, without a key id.
      const oldLink = manageTokenFor({ id: LEGACY_KEY_ID, secret: oldManage }, bookingId);
      expect(oldLink).toMatch(/^[A-Za-z0-9_-]{32}$/);
      await db.query('update bookings set manage_token_hash = $1, manage_key_id = null where id = $2', [
        hashManageToken(oldLink),
        bookingId,
      ]);
      const page = await t.inject({ url: `/api${API_PATHS.manage}/${oldLink}?culture=de-CH` });
      expect(page.statusCode).toBe(200);
      // After the overlap it opens nothing.
      const late = keyringOf(
        'manageLink',
        [
          keys.manageLink.current,
          { id: LEGACY_KEY_ID, secret: oldManage, retiredAt: '2020-01-01T00:00:00Z' },
        ],
        DAY,
      );
      expect(manageTokenHash(oldLink, late, clock.now())).toBeUndefined();

      // No table holds any key, in any column.
      const secrets = SECRET_NAMES.flatMap((name) => [keys[name].current.secret]).concat(oldManage);
      const tables = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      );
      expect(tables.length).toBeGreaterThan(10);
      for (const { table_name: table } of tables) {
        const rows = await db.query<{ row: string }>(`select row_to_json(t)::text as row from "${table}" t`);
        for (const { row } of rows) for (const secret of secrets) expect(row).not.toContain(secret);
      }
    } finally {
      await t.app.close();
    }
  }, 60_000);
});
