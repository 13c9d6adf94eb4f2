// Configuration from the environment: PORT, HOST, DATABASE_URL, PGLITE_DATA_DIR, CORS_ORIGINS, LOG_LEVEL.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { DatabaseTarget } from './db/open-database';

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  corsOrigins: string[];
  publicUrl: string;
  logLevel: string;
  /** OPERATOR_TOKEN: required by the operator routes when set. */
  operatorToken: string | undefined;
}

export const DEFAULT_CORS_ORIGINS = [8080, 3001, 3002, 3003, 3004, 6006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The monorepo root: the nearest folder upwards whose package.json declares workspaces. */
export const findRepoRoot = (from: string = process.cwd()): string => {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
};

/** Where the database lives: DATABASE_URL (a PostgreSQL server) or a PGlite directory. */
export const databaseTargetFromEnv = (env: NodeJS.ProcessEnv = process.env): DatabaseTarget =>
  env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { pgliteDataDir: resolve(env.PGLITE_DATA_DIR ?? join(findRepoRoot(), '.data', 'pglite')) };

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    database: databaseTargetFromEnv(env),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS,
    publicUrl: env.API_PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    operatorToken: env.OPERATOR_TOKEN || undefined,
  };
};
