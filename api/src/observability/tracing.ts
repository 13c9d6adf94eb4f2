// Traces (issue 36) with OpenTelemetry, off unless configured (main.ts: OTEL_EXPORTER_OTLP_ENDPOINT): @fastify/otel
// makes a span of every request and continues the browser's W3C traceparent; the outbox keeps the traceparent of
// the request that wrote a message (currentTraceparent), and the worker's send span continues it (withSendSpan),
// so one booking's trace runs from the click on step 6 to the e-mail sent. No span carries personal data: paths
// are redacted by the app (a manage link's token is in its path), the send span names the message's kind only.
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Attributes,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyPluginCallback } from 'fastify';

export const TRACER_NAME = 'checkout-api';

/** The header the browser's API client sends and the outbox keeps. */
export const TRACEPARENT_HEADER = 'traceparent';

/** The traceparent of the active span (the request's), undefined when tracing is off or no span is active. */
export const currentTraceparent = (): string | undefined => {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier[TRACEPARENT_HEADER];
};

/**
 * Runs `send` in a span continuing `traceparent` (the request that wrote the message), a new trace without one. A
 * no-op span when tracing is off.
 */
export const withSendSpan = async <T>(
  traceparent: string | null | undefined,
  attributes: Attributes,
  send: () => Promise<T>,
): Promise<T> => {
  const parent = traceparent
    ? propagation.extract(ROOT_CONTEXT, { [TRACEPARENT_HEADER]: traceparent })
    : ROOT_CONTEXT;
  const span = trace
    .getTracer(TRACER_NAME)
    .startSpan('outbox send', { kind: SpanKind.PRODUCER, attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), send);
  } catch (error) {
    span.setStatus({
      code: SpanStatusCode.ERROR,
      message: error instanceof Error ? error.name : 'send failed',
    });
    throw error;
  } finally {
    span.end();
  }
};

export interface TracingOptions {
  /** Where spans go: an OTLP/HTTP collector (its URL, else the OTEL_EXPORTER_OTLP_* variables), or a test's exporter. */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** The Fastify plugin that makes a span of every request (register it before the routes). */
  plugin(redactPath: (url: string) => string): FastifyPluginCallback;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing for this process: a tracer provider registered globally (its context manager carries the request's
 * span into the handlers and the outbox write) with the W3C trace-context propagator.
 */
export const startTracing = (options: TracingOptions = {}): Tracing => {
  const spanProcessors = [
    options.exporter
      ? new SimpleSpanProcessor(options.exporter)
      : new BatchSpanProcessor(new OTLPTraceExporter()),
  ];
  const provider = new NodeTracerProvider({ spanProcessors });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  return {
    plugin(redactPath) {
      const instrumentation = new FastifyOtelInstrumentation({
        // The path as a log line shows it: a manage link's or a feed's token cut, no query string.
        requestHook: (span, request) => span.setAttribute('url.path', redactPath(request.url)),
      });
      instrumentation.setTracerProvider(provider);
      return instrumentation.plugin() as unknown as FastifyPluginCallback;
    },
    shutdown: () => provider.shutdown(),
  };
};
