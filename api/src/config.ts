// Configuration from the environment: PORT, HOST, DATABASE_URL, PGLITE_DATA_DIR, CORS_ORIGINS, LOG_LEVEL, the
// retailer's RETAILER_* and LANGUAGE_NAMES, the notifications' SMTP_URL, MAILBOX_DIR, MAIL_FROM, MEETING_BASE_URL,
// OUTBOX_*, the back office's BACKOFFICE_URL, BACKOFFICE_ORIGINS and STAFF_RP_ID (issue 34), and RETENTION_* (issue 37).
import type { OidcSettings } from './domain/staff-oidc';
import { existsSync, readFileSync } from 'node:fs';
import { DEMO_BRAND } from '@checkout/shared/texts';
import { dirname, join, resolve } from 'node:path';
import type { DatabaseTarget } from './db/open-database';
import type { DemoScale } from './prepare-database';
import { BASE_MAX_NUMBER } from './domain/proof-of-work';
import { RATE_LIMITS } from './domain/limits';
import type { Retailer } from './domain/retailer';
import { DEFAULT_RETENTION, type RetentionSettings } from './domain/retention';
import type { Localized } from './i18n/texts';

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  corsOrigins: string[];
  publicUrl: string;
  logLevel: string;
  /** DEMO_DATA=1 (or the argument --demo): write the demo catalogue and bookings at start. */
  demoData: boolean;
  /** DEMO_DATA=national: the demo grown to a national network (seed/national.ts), for benchmarks. */
  demoScale: DemoScale;
  /** OPERATOR_TOKEN: the operator routes' bearer token; unset, the API makes one and writes it to the file below. */
  operatorToken: string | undefined;
  /** OPERATOR_TOKEN_FILE (<repo>/.data/operator-token): where a made token is written (mode 600) for the CLI. */
  operatorTokenFile: string;
  /**
   * SHUTDOWN_DRAIN_MS (500): after SIGTERM, answers close their connections this long before the port closes;
   * SHUTDOWN_TIMEOUT_MS (10000): the process exits by then, whatever is still open.
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /**
   * SECRETS_FILE (<repo>/.data/secrets.json, mode 600): the keys not given by the environment (MANAGE_LINK_SECRET,
   * CHECKOUT_SESSION_SECRET, CLIENT_ADDRESS_SECRET); made on first start. Never the database (secrets.ts).
   */
  secretsFile: string;
  /**
   * PROOF_OF_WORK_MAX_NUMBER (domain/proof-of-work.ts BASE_MAX_NUMBER): a normal visitor's proof of work, in hashes
   * at most; 0 asks none (issue 32).
   */
  proofOfWorkMaxNumber: number;
  /** IPV6_PREFIX_BITS (64): an IPv6 client is its network of this many bits for every limit and cap. */
  ipv6PrefixBits: number;
  /** MANAGE_CUTOFF_HOURS (24): no cancel or move closer than this to the appointment. */
  manageCutoffHours: number;
  /** REMINDER_HOURS (24): the reminder e-mail goes out this long before the appointment. */
  reminderHours: number;
  /** TRUST_PROXY: comma-separated addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string[];
  /** The retailer's brand, site, mail domain and language names (retailerFromEnv). */
  retailer: Retailer;
  notifications: NotificationConfig;
  /** Issue 36: the browser's beacons one client may send in 10 minutes (TELEMETRY_RATE_LIMIT). */
  telemetryLimit: number;
  /**
   * Issue 36: OpenTelemetry traces to an OTLP/HTTP collector: on when OTEL_EXPORTER_OTLP_ENDPOINT (or
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set or OTEL_TRACES=on, never with OTEL_TRACES=off.
   */
  tracing: boolean;
  /** The back office (issue 34): its address, the origins allowed to change anything, the passkeys' rpID. */
  staff: StaffConfig;
  /** Issue 37: how long personal data is kept (RETENTION_*, domain/retention.ts DEFAULT_RETENTION). */
  retention: RetentionSettings;
}

export interface StaffConfig {
  /** BACKOFFICE_URL (http://localhost:3005): where the back office is served; sign-in links open its page. */
  backofficeUrl: string;
  /**
   * BACKOFFICE_ORIGINS (comma list; default the origin of BACKOFFICE_URL): the origins whose pages may call
   * /api/staff with the staff cookie (CORS with credentials) and change anything there; the passkeys' origins too.
   */
  origins: string[];
  /** STAFF_RP_ID (default the host name of BACKOFFICE_URL, 'localhost'): the passkeys' relying party id. */
  rpId: string;
  /**
   * Single sign-on (domain/staff-oidc.ts): OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, all three or none;
   * OIDC_ONLY=1 turns the sign-in link off; OIDC_NAME names the provider on the sign-in button. The provider's redirect URI is PUBLIC_URL/api/staff/sign-in/oidc/callback.
   */
  oidc?: OidcSettings;
}

export interface NotificationConfig {
  /** SMTP_URL: deliver over SMTP; unset, messages are written as .eml files into mailboxDir. */
  smtpUrl: string | undefined;
  /** MAILBOX_DIR (<repo>/.mailbox). */
  mailboxDir: string;
  /** MAIL_FROM: the sender address. */
  fromAddress: string;
  /** MEETING_BASE_URL: base of the video room links. */
  meetingBaseUrl: string;
  /** CHECKOUT_PUBLIC_URL: the checkout's address (…/checkout), base of the manage links in e-mails. */
  checkoutUrl: string;
  /** MANAGE_PAGE=off: the checkout serves no manage page, so the mails carry no link to it (issue 20). */
  managePage: boolean;
  /** OUTBOX_WORKER=off: this process sends nothing (another process does). */
  workerEnabled: boolean;
  /** OUTBOX_LEASE_SECONDS (300) and OUTBOX_POLL_MS (2000). */
  leaseMs: number;
  pollMs: number;
}

const positive = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} is not a positive number: ${value}`);
  return n;
};

const nonNegative = (value: string | undefined, fallback: number, name: string): number =>
  value === '0' ? 0 : positive(value, fallback, name);

export const notificationConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): NotificationConfig => ({
  smtpUrl: env.SMTP_URL || undefined,
  mailboxDir: resolve(env.MAILBOX_DIR ?? join(findRepoRoot(), '.mailbox')),
  fromAddress: env.MAIL_FROM ?? 'beratung@horizonte-reisen.example',
  meetingBaseUrl: env.MEETING_BASE_URL ?? 'https://video.horizonte-reisen.example/room',
  managePage: env.MANAGE_PAGE !== 'off',
  checkoutUrl: (env.CHECKOUT_PUBLIC_URL ?? 'http://localhost:8080/checkout').replace(/\/$/, ''),
  workerEnabled: env.OUTBOX_WORKER !== 'off',
  leaseMs: positive(env.OUTBOX_LEASE_SECONDS, 300, 'OUTBOX_LEASE_SECONDS') * 1000,
  pollMs: positive(env.OUTBOX_POLL_MS, 2000, 'OUTBOX_POLL_MS'),
});

/** The demo retailer (the kernel's DEMO_BRAND): what RETAILER_* and LANGUAGE_NAMES default to. */
export const DEFAULT_RETAILER: Retailer = {
  brand: { de: DEMO_BRAND['de-CH'], fr: DEMO_BRAND['fr-CH'] },
  host: 'https://www.horizonte-reisen.example',
  mailDomain: 'horizonte-reisen.example',
  languageNames: {
    de: { de: 'Deutsch', fr: 'allemand' },
    fr: { de: 'Französisch', fr: 'français' },
    it: { de: 'Italienisch', fr: 'italien' },
    en: { de: 'Englisch', fr: 'anglais' },
    es: { de: 'Spanisch', fr: 'espagnol' },
    pt: { de: 'Portugiesisch', fr: 'portugais' },
    rm: { de: 'Rätoromanisch', fr: 'romanche' },
  },
};

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Localized).de === 'string' &&
  typeof (value as Localized).fr === 'string';

/** LANGUAGE_NAMES: a JSON object of code -> { de, fr }, over the defaults (a code it names replaces its names). */
const languageNamesFromEnv = (value: string | undefined): Retailer['languageNames'] => {
  if (value === undefined || value.trim() === '') return DEFAULT_RETAILER.languageNames;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`LANGUAGE_NAMES is not JSON: ${value}`);
  }
  const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
  if (entries.length === 0 || !entries.every(([, names]) => isLocalized(names))) {
    throw new Error(`LANGUAGE_NAMES is not an object of code -> { "de": ..., "fr": ... }: ${value}`);
  }
  return { ...DEFAULT_RETAILER.languageNames, ...(parsed as Record<string, Localized>) };
};

/**
 * The retailer: RETAILER_NAME_DE and RETAILER_NAME_FR (the brand; French defaults to the German one when only that
 * is set), RETAILER_URL (its site), RETAILER_MAIL_DOMAIN and LANGUAGE_NAMES; each defaults to the demo's.
 */
export const retailerFromEnv = (env: NodeJS.ProcessEnv = process.env): Retailer => ({
  brand: {
    de: env.RETAILER_NAME_DE || DEFAULT_RETAILER.brand.de,
    fr: env.RETAILER_NAME_FR || env.RETAILER_NAME_DE || DEFAULT_RETAILER.brand.fr,
  },
  host: (env.RETAILER_URL || DEFAULT_RETAILER.host).replace(/\/$/, ''),
  mailDomain: env.RETAILER_MAIL_DOMAIN || DEFAULT_RETAILER.mailDomain,
  languageNames: languageNamesFromEnv(env.LANGUAGE_NAMES),
});

/** The back office's address, origins and relying party (issue 34), from BACKOFFICE_URL and its neighbours. */
export const staffConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): StaffConfig => {
  const backofficeUrl = (env.BACKOFFICE_URL || 'http://localhost:3005').replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(backofficeUrl);
  } catch {
    throw new Error(`BACKOFFICE_URL is not an address: ${backofficeUrl}`);
  }
  const origins = (env.BACKOFFICE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none');
  }
  return {
    backofficeUrl,
    origins: origins.length > 0 ? origins : [url.origin],
    rpId: env.STAFF_RP_ID || url.hostname,
    ...(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          oidc: {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME?.trim() || new URL(env.OIDC_ISSUER).hostname,
            only: env.OIDC_ONLY === '1' || env.OIDC_ONLY === 'true',
          },
        }
      : {}),
  };
};

export const DEFAULT_STAFF_CONFIG: StaffConfig = staffConfigFromEnv({});

/** Issue 37: RETENTION_IDEMPOTENCY_HOURS, _MESSAGE_DAYS, _BOOKING_MONTHS, _CLOSED_REQUEST_DAYS, _INTERVAL_MINUTES. */
export const retentionFromEnv = (env: NodeJS.ProcessEnv = process.env): RetentionSettings => ({
  idempotencyHours: positive(
    env.RETENTION_IDEMPOTENCY_HOURS,
    DEFAULT_RETENTION.idempotencyHours,
    'RETENTION_IDEMPOTENCY_HOURS',
  ),
  messageDays: positive(env.RETENTION_MESSAGE_DAYS, DEFAULT_RETENTION.messageDays, 'RETENTION_MESSAGE_DAYS'),
  bookingMonths: positive(
    env.RETENTION_BOOKING_MONTHS,
    DEFAULT_RETENTION.bookingMonths,
    'RETENTION_BOOKING_MONTHS',
  ),
  closedRequestDays: positive(
    env.RETENTION_CLOSED_REQUEST_DAYS,
    DEFAULT_RETENTION.closedRequestDays,
    'RETENTION_CLOSED_REQUEST_DAYS',
  ),
  intervalMinutes: nonNegative(
    env.RETENTION_INTERVAL_MINUTES,
    DEFAULT_RETENTION.intervalMinutes,
    'RETENTION_INTERVAL_MINUTES',
  ),
});

export const operatorTokenFileFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.OPERATOR_TOKEN_FILE ?? join(findRepoRoot(), '.data', 'operator-token'));

export const secretsFileFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(env.SECRETS_FILE ?? join(findRepoRoot(), '.data', 'secrets.json'));

export const ipv6PrefixBitsFromEnv = (env: NodeJS.ProcessEnv = process.env): number => {
  const bits =
    env.IPV6_PREFIX_BITS === undefined || env.IPV6_PREFIX_BITS === '' ? 64 : Number(env.IPV6_PREFIX_BITS);
  if (!Number.isInteger(bits) || bits < 16 || bits > 128) {
    throw new Error(`IPV6_PREFIX_BITS is not a prefix length from 16 to 128: ${env.IPV6_PREFIX_BITS}`);
  }
  return bits;
};

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

export const readConfig = (
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): Config => {
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
    demoData:
      env.DEMO_DATA === '1' ||
      env.DEMO_DATA === 'true' ||
      env.DEMO_DATA === 'national' ||
      argv.includes('--demo'),
    demoScale: env.DEMO_DATA === 'national' ? 'national' : 'demo',
    operatorToken: env.OPERATOR_TOKEN || undefined,
    operatorTokenFile: operatorTokenFileFromEnv(env),
    secretsFile: secretsFileFromEnv(env),
    ipv6PrefixBits: ipv6PrefixBitsFromEnv(env),
    proofOfWorkMaxNumber: nonNegative(
      env.PROOF_OF_WORK_MAX_NUMBER,
      BASE_MAX_NUMBER,
      'PROOF_OF_WORK_MAX_NUMBER',
    ),
    manageCutoffHours: nonNegative(env.MANAGE_CUTOFF_HOURS, 24, 'MANAGE_CUTOFF_HOURS'),
    reminderHours: positive(env.REMINDER_HOURS, 24, 'REMINDER_HOURS'),
    shutdown: {
      drainMs: nonNegative(env.SHUTDOWN_DRAIN_MS, 500, 'SHUTDOWN_DRAIN_MS'),
      timeoutMs: positive(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    },
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    retailer: retailerFromEnv(env),
    notifications: notificationConfigFromEnv(env),
    tracing:
      env.OTEL_TRACES === 'on' ||
      (env.OTEL_TRACES !== 'off' &&
        Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)),
    telemetryLimit: positive(env.TELEMETRY_RATE_LIMIT, RATE_LIMITS.telemetry.max, 'TELEMETRY_RATE_LIMIT'),
    staff: staffConfigFromEnv(env),
    retention: retentionFromEnv(env),
  };
};
