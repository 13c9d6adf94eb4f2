/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 36: one booking's trace, from the browser's traceparent on the reservation to the worker's send of its
// e-mails, proved with an in-memory exporter.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { API_PATHS, IDEMPOTENCY_HEADER } from '@checkout/shared/contract';
import { startTracing } from '../src/observability/tracing';
import { drainOutbox, mailboxWorker } from './support/mailbox-worker';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';

const exporter = new InMemorySpanExporter();
const tracing = startTracing({ exporter });

/** A trace id and a parent span id as the browser's API client makes them. */
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CLICK_SPAN_ID = '00f067aa0ba902b7';

// Once every driver's tests ran: the provider is the process's (global) one.
afterAll(() => tracing.shutdown());

const parentOf = (span: ReadableSpan): string | undefined => span.parentSpanContext?.spanId;

describe.each(DRIVERS)('a booking traced from the click to the e-mail (%s)', (driver) => {
  let t: TestApp;
  let mailbox: string;
  beforeAll(async () => {
    t = await createTestApp(driver, undefined, { tracing });
    mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-tracing-'));
  }, 60_000);
  afterAll(async () => {
    await t.dispose();
    fs.rmSync(mailbox, { recursive: true, force: true });
  });

  it("continues the reservation's traceparent in the request's spans, the outbox rows and the send spans", async () => {
    exporter.reset();
    const res = await t.inject({
      method: 'POST',
      url: `/api${API_PATHS.reserve}`,
      headers: {
        [IDEMPOTENCY_HEADER]: `tracing-${driver}`,
        traceparent: `00-${TRACE_ID}-${CLICK_SPAN_ID}-01`,
      },
      payload: sampleReserveRequest({ checkoutSessionId: `session-tracing-${driver}` }),
    });
    expect(res.statusCode).toBe(201);

    const requestSpans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === TRACE_ID);
    const root = requestSpans.find((s) => s.name === 'request');
    expect(root).toBeDefined();
    expect(parentOf(root!)).toBe(CLICK_SPAN_ID);
    expect(root!.attributes['http.route']).toBe('/api/checkout/reserve');

    const rows = await t.db.query<{ kind: string; traceparent: string | null }>(
      'select kind, traceparent from outbox where booking_id = $1',
      [res.json().bookingId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));

    await drainOutbox(mailboxWorker(t.db, mailbox, t.clock));
    const sends = exporter
      .getFinishedSpans()
      .filter((s) => s.name === 'outbox send' && s.spanContext().traceId === TRACE_ID);
    // The messages due now (the reminder and a video invitation wait for their time).
    // The advisor's own notice (issue 47) continues the same trace.
    expect(sends.map((s) => s.attributes['checkout.outbox.kind']).sort()).toEqual([
      'advisor_notice',
      'branch_notice',
      'confirmation',
    ]);
    // Each send is a child of a span of the reservation's request.
    const requestSpanIds = new Set(requestSpans.map((s) => s.spanContext().spanId));
    for (const send of sends) expect(requestSpanIds.has(parentOf(send)!)).toBe(true);
  });

  it('starts a new trace for a request without a traceparent', async () => {
    exporter.reset();
    expect((await t.inject({ url: `/api${API_PATHS.health}` })).statusCode).toBe(200);
    const [span] = exporter.getFinishedSpans().filter((s) => s.name === 'request');
    expect(span?.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span?.spanContext().traceId).not.toBe(TRACE_ID);
    expect(parentOf(span!)).toBeUndefined();
  });
});
