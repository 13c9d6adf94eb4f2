// Starts the booking API alone: `npm start -w api` (PORT, HOST, DATABASE_URL from the environment).
import { buildApp } from './app';
import { readConfig } from './config';
import { prepareDatabase } from './prepare-database';
import { operatorTokenFor } from './operator-token';
import { createOutboxWorker, type OutboxWorker } from './notifications';
import { loadKeyrings, moveSecretsOutOfDatabase } from './secrets';
import { RATE_LIMITS } from './domain/limits';
import { startTracing } from './observability/tracing';
import { RetentionJob } from './domain/retention';
import { systemClock } from '@checkout/shared/dates';

const main = async (): Promise<void> => {
  const config = readConfig();
  const db = await prepareDatabase(config.database, { demo: config.demoData, scale: config.demoScale });
  // Secrets never stay in the database (issue 32): an older version's are moved to the secrets file first.
  await moveSecretsOutOfDatabase(db, config.secretsFile, new Date());
  const keys = loadKeyrings({ file: config.secretsFile });
  // Issue 36: traces only when a collector is named (OTEL_EXPORTER_OTLP_ENDPOINT ...) or OTEL_TRACES=on.
  const tracing = config.tracing ? startTracing() : undefined;
  let worker: OutboxWorker | undefined;
  const app = await buildApp({
    db,
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    operatorToken: operatorTokenFor(config.operatorToken, config.operatorTokenFile),
    trustProxy: config.trustProxy,
    keys,
    ipv6PrefixBits: config.ipv6PrefixBits,
    proofOfWork: config.proofOfWorkMaxNumber > 0 && { baseMaxNumber: config.proofOfWorkMaxNumber },
    manage: { cutoffHours: config.manageCutoffHours, reminderHours: config.reminderHours },
    logger: { level: config.logLevel },
    meetingBaseUrl: config.notifications.meetingBaseUrl,
    retailer: config.retailer,
    rateLimits: { telemetry: { ...RATE_LIMITS.telemetry, max: config.telemetryLimit } },
    processMetrics: true,
    tracing,
    staff: config.staff,
    onReserved: () => worker?.wake(),
  });
  if (config.notifications.workerEnabled) {
    worker = createOutboxWorker(
      db,
      config.notifications,
      config.retailer,
      app.log,
      { keys: keys.manageLink, cutoffHours: config.manageCutoffHours },
      undefined,
      { backofficeUrl: config.staff.backofficeUrl, keys: keys.staffLink },
    );
  }

  // Issue 37: what has served its purpose is forgotten, by every process in turn (domain/retention.ts).
  const retention = new RetentionJob(db, systemClock, config.retention, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Never linger: whatever is still open after this long is cut.
    setTimeout(() => {
      app.log.error({ signal }, 'shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    app.log.info({ signal }, 'shutting down: draining, then finishing in-flight requests');
    // Readiness says 503 and every answer carries Connection: close, so clients move to another process
    // while this one still answers what reaches it.
    const drainStarted = Date.now();
    app.drain();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
    // Stops accepting, waits for the requests under way (each answer closes its connection); the keep-alive
    // connections that sent nothing during the drain are closed now, as they would otherwise keep the port open.
    const closed = app.close();
    app.closeIdleSince(drainStarted);
    await closed;
    // The worker finishes the message it is sending and gives the rest of its batch back.
    await worker?.stop();
    await tracing?.shutdown().catch(() => undefined);
    await retention.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
    worker?.start();
    retention.start();
    app.log.info(
      {
        database: db.kind,
        mail: worker ? (config.notifications.smtpUrl ? 'smtp' : config.notifications.mailboxDir) : 'off',
      },
      'booking API ready',
    );
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await db.close();
    process.exit(1);
  }
};

void main();
