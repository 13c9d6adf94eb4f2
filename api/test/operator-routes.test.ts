/** @jest-environment ./test/support/pglite-environment.cjs */
import { LOOPBACK, isOperatorToken } from '../src/routes/operator-routes';
import { operatorTokenFor, readOperatorToken } from '../src/operator-token';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRIVERS, OPERATOR_AUTH, createTestApp, type TestApp } from './support/test-app';

const OFFLINE = '/api/checkout/ischeckoutoffline';
const SWITCH = '/api/operator/checkout-offline';

describe.each(DRIVERS)('operator switch (%s)', (driver) => {
  let open: TestApp;
  let guarded: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    open = await createTestApp(driver);
    guarded = await createTestApp(driver, undefined, { operatorToken: 's3cret' });
    // Behind a reverse proxy on this host: every peer is loopback, the client is what the proxy names.
    proxied = await createTestApp(driver, undefined, { trustProxy: ['127.0.0.1', '::1'] });
  }, 60_000);
  afterAll(async () => {
    await open.dispose();
    await guarded.dispose();
    await proxied.dispose();
  });

  it('switches the checkout offline and back for a loopback caller with the token', async () => {
    const on = await open.inject({
      method: 'PUT',
      url: SWITCH,
      headers: OPERATOR_AUTH,
      payload: { offline: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ offline: true });
    expect((await open.inject({ url: OFFLINE })).json()).toBe(true);
    const off = await open.inject({
      method: 'PUT',
      url: SWITCH,
      headers: OPERATOR_AUTH,
      payload: { offline: false },
    });
    expect(off.json()).toEqual({ offline: false });
    expect((await open.inject({ url: OFFLINE })).json()).toBe(false);
  });

  it('names the bad field of a wrong body with 400 and changes nothing', async () => {
    for (const payload of [{}, { offline: 'yes' }, { offline: null }, '[true]']) {
      const res = await open.inject({ method: 'PUT', url: SWITCH, headers: OPERATOR_AUTH, payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toEqual([expect.stringMatching(/^(offline|body)$/)]);
    }
    expect((await open.inject({ url: OFFLINE })).json()).toBe(false);
  });

  it('requires the operator token when one is configured', async () => {
    const missing = await guarded.inject({ method: 'PUT', url: SWITCH, payload: { offline: true } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe('forbidden');
    const wrong = await guarded.inject({
      method: 'PUT',
      url: SWITCH,
      headers: { authorization: 'Bearer nope' },
      payload: { offline: true },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await guarded.inject({ url: OFFLINE })).json()).toBe(false);
    const right = await guarded.inject({
      method: 'PUT',
      url: SWITCH,
      headers: { authorization: 'Bearer s3cret' },
      payload: { offline: true },
    });
    expect(right.json()).toEqual({ offline: true });
  });

  it('is never open: no token, a forged X-Forwarded-For or a look-alike token get 403', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { authorization: 'Bearer ' },
      { authorization: 'Bearer test-operator-toke' },
      { authorization: 'bearer test-operator-token' },
    ]) {
      const res = await open.inject({ method: 'PUT', url: SWITCH, headers, payload: { offline: true } });
      expect({ headers, status: res.statusCode }).toEqual({ headers, status: 403 });
    }
    expect((await open.inject({ url: OFFLINE })).json()).toBe(false);
  });

  it('behind a trusted proxy, judges the client the proxy names, not the proxy', async () => {
    const remote = await proxied.inject({
      method: 'PUT',
      url: SWITCH,
      headers: { ...OPERATOR_AUTH, 'x-forwarded-for': '203.0.113.7' },
      payload: { offline: true },
    });
    expect(remote.statusCode).toBe(403);
    const local = await proxied.inject({
      method: 'PUT',
      url: SWITCH,
      headers: { ...OPERATOR_AUTH, 'x-forwarded-for': '127.0.0.1' },
      payload: { offline: false },
    });
    expect(local.statusCode).toBe(200);
  });
});

describe('operator peers', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('accepts the loopback address %s', (ip) => {
    expect(LOOPBACK.test(ip)).toBe(true);
  });
  it.each(['10.0.0.1', '192.168.1.4', '::ffff:10.0.0.1', '1127.0.0.1', ''])('refuses %s', (ip) => {
    expect(LOOPBACK.test(ip)).toBe(false);
  });
});

describe('operator token', () => {
  it('compares the whole bearer token', () => {
    expect(isOperatorToken('Bearer abc', 'abc')).toBe(true);
    for (const header of [undefined, '', 'Bearer ab', 'Bearer abcd', 'abc', 'Bearer  abc']) {
      expect(isOperatorToken(header, 'abc')).toBe(false);
    }
    expect(isOperatorToken('Bearer ', '')).toBe(false);
  });

  it('is made and written to a private file when OPERATOR_TOKEN is not set', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'operator-')), 'sub', 'operator-token');
    const made = operatorTokenFor(undefined, file);
    expect(made).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOperatorToken(undefined, file)).toBe(made);
    expect(operatorTokenFor(undefined, file)).not.toBe(made);
    expect(operatorTokenFor('configured', file)).toBe('configured');
    expect(readOperatorToken('configured', file)).toBe('configured');
  });
});
