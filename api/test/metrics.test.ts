/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 36: GET /api/metrics after real bookings, and the suggested alert rules of docs/operations.md checked
// against that scrape with Prometheus' own PromQL grammar (@prometheus-io/lezer-promql).
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parser as promql } from '@prometheus-io/lezer-promql';
import type { SyntaxNode } from '@lezer/common';
import { API_PATHS, IDEMPOTENCY_HEADER, type TelemetryEvent } from '@checkout/shared/contract';
import { API_OWN_PATHS } from '../src/http/own-paths';
import { sampleReserveRequest } from './support/sample-reserve-request';
import { DRIVERS, OPERATOR_AUTH, createTestApp, type TestApp } from './support/test-app';

const METRICS = `/api${API_OWN_PATHS.metrics}`;
const OPERATIONS = path.join(__dirname, '..', '..', 'docs', 'operations.md');

/** Metric name -> the label names its samples carry, from Prometheus' text format. */
const samplesOf = (scrape: string): Map<string, Set<string>> => {
  const metrics = new Map<string, Set<string>>();
  for (const line of scrape.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? \S+$/.exec(line);
    if (!match) continue;
    const labels = metrics.get(match[1]!) ?? new Set<string>();
    for (const [, name] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="/g)) labels.add(name!);
    metrics.set(match[1]!, labels);
  }
  return metrics;
};

/** The rules of the yaml block of docs/operations.md. */
const alertRules = (): { alert: string; expr: string }[] => {
  const text = fs.readFileSync(OPERATIONS, 'utf8');
  const block = /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
  if (!block) throw new Error('docs/operations.md has no yaml block of alert rules');
  const doc = parseYaml(block) as { groups: { rules: { alert: string; expr: string }[] }[] };
  return doc.groups.flatMap((group) => group.rules);
};

interface Reference {
  metrics: string[];
  /** Label names of each selector, by its metric. */
  matchers: [metric: string, label: string][];
  /** Labels of `by (...)`, `on (...)`: each must be on some metric of the expression. */
  grouping: string[];
  errors: string[];
}

/** What an expression names, read from PromQL's syntax tree. */
const referencesOf = (expr: string): Reference => {
  const tree = promql.parse(expr);
  const ref: Reference = { metrics: [], matchers: [], grouping: [], errors: [] };
  const text = (node: SyntaxNode) => expr.slice(node.from, node.to);
  tree.iterate({
    enter: (ref_) => {
      const node = ref_.node;
      if (node.type.isError)
        ref.errors.push(`syntax error at ${node.from}: ${expr.slice(node.from, node.from + 20)}`);
      if (node.name === 'VectorSelector') {
        const identifier = node.getChild('Identifier');
        const metric = identifier ? text(identifier) : '';
        if (metric) ref.metrics.push(metric);
        for (const matcher of node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? []) {
          const label = matcher.getChild('LabelName');
          if (label) ref.matchers.push([metric, text(label)]);
        }
      }
      if (node.name === 'GroupingLabels') {
        for (const label of node.getChildren('LabelName')) ref.grouping.push(text(label));
      }
    },
  });
  return ref;
};

describe.each(DRIVERS)('metrics (%s)', (driver) => {
  let t: TestApp;
  let scrape: string;
  let manageToken: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const reserve = (sessionId: string, key: string, time = '15:00') =>
      t.inject({
        method: 'POST',
        url: `/api${API_PATHS.reserve}`,
        headers: { [IDEMPOTENCY_HEADER]: key },
        payload: sampleReserveRequest({ checkoutSessionId: sessionId, appointmentTime: time }),
      });
    const booked = await reserve('session-metrics-0001', 'metrics-key-1');
    expect(booked.statusCode).toBe(201);
    manageToken = booked.json().manageToken as string;
    expect((await reserve('session-metrics-0001', 'metrics-key-1')).statusCode).toBe(200);
    expect((await reserve('session-metrics-0002', 'metrics-key-2')).statusCode).toBe(409);
    expect((await reserve('session-metrics-0003', 'metrics-key-3', '16:00')).statusCode).toBe(201);
    expect((await t.inject({ url: `/api${API_PATHS.manage}/${manageToken}` })).statusCode).toBe(200);
    const session = 'rs_metrics_0123456789';
    const events: TelemetryEvent[] = [
      {
        kind: 'vital',
        step: 1,
        remote: 'mfe_selection',
        version: '4.7.0',
        session,
        name: 'LCP',
        value: 1200,
      },
      {
        kind: 'vital',
        step: 1,
        remote: 'mfe_selection',
        version: '4.7.0',
        session,
        name: 'CLS',
        value: 0.02,
      },
      {
        kind: 'load_failure',
        step: 3,
        remote: 'mfe_agenda',
        version: '4.7.0',
        session,
        release: 'candidate',
      },
    ];
    expect(
      (await t.inject({ method: 'POST', url: `/api${API_PATHS.telemetry}`, payload: { events } })).statusCode,
    ).toBe(204);
    const res = await t.inject({ url: METRICS, headers: OPERATOR_AUTH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    scrape = res.body;
  }, 60_000);
  afterAll(() => t.dispose());

  it('is closed to anyone without the operator token', async () => {
    expect((await t.inject({ url: METRICS })).statusCode).toBe(403);
    expect((await t.inject({ url: METRICS, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(
      403,
    );
  });

  it('counts reservations and holds by outcome', () => {
    expect(scrape).toContain('checkout_reservations_total{outcome="booked"} 2');
    expect(scrape).toContain('checkout_reservations_total{outcome="replayed"} 1');
    expect(scrape).toMatch(/checkout_reservations_total\{outcome="(slot_taken|expired)"\} 1/);
    expect(scrape).toMatch(/checkout_holds_total\{outcome="held"\} [1-9]/);
    expect(scrape).toContain('checkout_reservations_total{outcome="refused_limit"} 0');
  });

  it('labels requests by route pattern, never by a path holding a token', () => {
    expect(scrape).toContain('route="/api/manage/:token"');
    expect(scrape).toContain('route="/api/checkout/reserve",status_code="201"');
    expect(scrape).not.toContain(manageToken);
  });

  it("reads the outbox's queue and the pool at the scrape", () => {
    const due = Number(/^checkout_outbox_due_messages (\d+)/m.exec(scrape)?.[1]);
    expect(due).toBeGreaterThanOrEqual(4); // two bookings' confirmation and branch notice, no worker running
    expect(scrape).toMatch(/^checkout_outbox_oldest_due_age_seconds \d/m);
    expect(scrape).toMatch(/^checkout_db_pool_connections\{state="total"\} [1-9]/m);
    expect(scrape).toMatch(/^checkout_db_pool_waiting_requests \d/m);
    expect(scrape).toMatch(/^checkout_db_query_errors_total\{class="unavailable"\} 0/m);
  });

  it('names in every suggested alert rule only metrics and labels of the scrape (parsed as PromQL)', () => {
    const present = samplesOf(scrape);
    const rules = alertRules();
    expect(rules.length).toBeGreaterThanOrEqual(8);
    const problems: string[] = [];
    for (const { alert, expr } of rules) {
      const ref = referencesOf(expr);
      problems.push(...ref.errors.map((e) => `${alert}: ${e}`));
      if (ref.metrics.length === 0) problems.push(`${alert}: names no metric`);
      for (const metric of ref.metrics) {
        if (!present.has(metric)) problems.push(`${alert}: ${metric} is not in the scrape`);
      }
      for (const [metric, label] of ref.matchers) {
        if (!present.get(metric)?.has(label)) problems.push(`${alert}: ${metric} has no label ${label}`);
      }
      for (const label of ref.grouping) {
        if (!ref.metrics.some((metric) => present.get(metric)?.has(label))) {
          problems.push(`${alert}: no metric of it has the label ${label}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds a misspelt metric or label (the check can fail)', () => {
    const ref = referencesOf('sum by (rout) (rate(checkout_http_requests_total{status="500"}[5m]))');
    expect(ref.metrics).toEqual(['checkout_http_requests_total']);
    expect(ref.matchers).toEqual([['checkout_http_requests_total', 'status']]);
    expect(ref.grouping).toEqual(['rout']);
    expect(samplesOf(scrape).has('checkout_http_requests_total')).toBe(false);
    expect(referencesOf('sum(rate(x[5m]').errors).not.toEqual([]);
  });
});
