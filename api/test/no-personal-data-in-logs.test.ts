/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 36: no personal data in logs or spans. A traveller books, moves and cancels (and the worker sends the
// e-mails) while every log line and every span is captured; none of them holds the traveller's name, e-mail
// address, phone number, manage token or checkout session token.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { API_PATHS, IDEMPOTENCY_HEADER, type AgendaResponse } from '@checkout/shared/contract';
import { startTracing } from '../src/observability/tracing';
import { drainOutbox, mailboxWorker } from './support/mailbox-worker';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { DRIVERS, advisorAgendaUrl, createTestApp, vouchFor, type TestApp } from './support/test-app';

const exporter = new InMemorySpanExporter();
const tracing = startTracing({ exporter });

// Once every driver's tests ran: the provider is the process's (global) one.
afterAll(() => tracing.shutdown());

const TRAVELLER = {
  userFirstname: 'Philippa',
  userLastname: 'Quartermaine',
  userEmail: 'philippa.quartermaine@example.ch',
  userPhone: '+41 79 765 43 21',
};

describe.each(DRIVERS)('personal data in logs and spans (%s)', (driver) => {
  let t: TestApp;
  let mailbox: string;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp(driver, undefined, { tracing, logger: { level: 'trace', stream } });
    mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-personal-'));
  }, 60_000);
  afterAll(async () => {
    await t.dispose();
    fs.rmSync(mailbox, { recursive: true, force: true });
  });

  it('books, moves and cancels without writing the traveller into a log line or a span', async () => {
    exporter.reset();
    const freeHours = async (date: string) =>
      ((await t.inject({ url: advisorAgendaUrl(date) })).json<AgendaResponse>().hoursList[0]?.hours ?? [])
        .filter((h) => !h.isInactive)
        .map((h) => h.label);
    const [from, to] = await freeHours('2030-04-02');
    const sessionId = `session-personal-${driver}`;
    const booked = await t.inject({
      method: 'POST',
      url: `/api${API_PATHS.reserve}`,
      headers: { [IDEMPOTENCY_HEADER]: `personal-${driver}` },
      payload: sampleReserveRequest({
        ...TRAVELLER,
        userDealname: `${TRAVELLER.userFirstname} ${TRAVELLER.userLastname} - Island`,
        checkoutSessionId: sessionId,
        appointmentDate: '2030-04-02',
        appointmentTime: from!,
      }),
    });
    expect(booked.statusCode).toBe(201);
    const manageToken = booked.json().manageToken as string;
    const manage = `/api${API_PATHS.manage}/${manageToken}`;
    expect((await t.inject({ url: manage })).statusCode).toBe(200);
    const moved = await t.inject({
      method: 'POST',
      url: `${manage}/move`,
      headers: { [IDEMPOTENCY_HEADER]: `personal-move-${driver}` },
      payload: {
        culture: 'de-CH',
        advisorId: 'adv-anna-meier',
        appointmentDate: '2030-04-02',
        appointmentTime: to,
      },
    });
    expect(moved.statusCode).toBe(200);
    // A request that fails validation names the bad field, never the value.
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `${manage}/move`,
          payload: {
            culture: 'de-CH',
            advisorId: TRAVELLER.userEmail,
            appointmentDate: 'x',
            appointmentTime: '',
          },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.inject({ method: 'POST', url: `${manage}/cancel`, payload: { culture: 'de-CH' } })).statusCode,
    ).toBe(200);
    await drainOutbox(mailboxWorker(t.db, mailbox, t.clock, { log: t.app.log }));
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const sessionToken = await vouchFor(`http://127.0.0.1:${port}`, sessionId);
    expect(sessionToken).toBeDefined();

    const spans = exporter.getFinishedSpans();
    expect(spans.length).toBeGreaterThan(10);
    expect(lines.length).toBeGreaterThan(10);
    const spanTexts = spans.map((span) =>
      JSON.stringify({
        name: span.name,
        attributes: span.attributes,
        events: span.events,
        status: span.status,
      }),
    );
    // Case-insensitive, and the phone also without its spaces.
    const secrets = [
      TRAVELLER.userFirstname,
      TRAVELLER.userLastname,
      TRAVELLER.userEmail,
      TRAVELLER.userPhone,
      TRAVELLER.userPhone.replaceAll(' ', ''),
      manageToken,
      sessionToken!,
    ];
    const found = [...lines, ...spanTexts].flatMap((text) =>
      secrets
        .filter((secret) => text.toLowerCase().includes(secret.toLowerCase()))
        .map((s) => `${s} in ${text.slice(0, 300)}`),
    );
    expect(found).toEqual([]);
    // The search looked where a leak would be: the request lines and the spans name the manage path, redacted.
    const redacted = `/api${API_PATHS.manage}/${manageToken.slice(0, 4)}…[redacted]`;
    expect(lines.some((line) => line.includes(redacted))).toBe(true);
    expect(spanTexts.some((text) => text.includes(redacted))).toBe(true);
    // The test saw what it searched: the mails went out with the traveller's address in them.
    expect(
      fs
        .readdirSync(mailbox)
        .some((f) => fs.readFileSync(path.join(mailbox, f), 'utf8').includes(TRAVELLER.userEmail)),
    ).toBe(true);
  }, 60_000);
});
