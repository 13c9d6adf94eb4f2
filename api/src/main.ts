// Starts the booking API alone: `npm start -w api` (PORT, HOST, DATABASE_URL from the environment).
import { buildApp } from './app';
import { readConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { operatorTokenFor } from './operator-token';
import { createOutboxWorker, type OutboxWorker } from './notifications';

const main = async (): Promise<void> => {
  const config = readConfig();
  const db = await prepareDatabase(config.database, { demo: config.demoData });
  let worker: OutboxWorker | undefined;
  const app = await buildApp({
    db,
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    operatorToken: operatorTokenFor(config.operatorToken, config.operatorTokenFile),
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    onReserved: () => worker?.wake(),
  });
  if (config.notifications.workerEnabled) {
    worker = createOutboxWorker(db, config.notifications, app.log);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting connections, answers 503 meanwhile and waits for in-flight requests.
    await app.close();
    // The worker finishes the message it is sending and gives the rest of its batch back.
    await worker?.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
    worker?.start();
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
