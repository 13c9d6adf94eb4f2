// What every route is handed: the database, the clock, the keys, the limits and the settings of one app (built
// once by app.ts). Its own module, so that the routes need not import the app that registers them.
import type { Clock } from '@checkout/shared/dates';
import type { Database } from './db/database';
import type { ReadModel } from './read-model/read-model';
import type { Keyring, Keyrings } from './keyring';
import type { ClientOf } from './http/client-address';
import type { RateLimits } from './http/rate-limit';
import type { BookingCaps } from './domain/limits';
import type { Retailer } from './domain/retailer';
import type { Metrics } from './observability/metrics';
import type { Telemetry } from './observability/telemetry';
import type { StaffConfig } from './config';

export interface ManageSettings {
  cutoffHours: number;
  reminderHours: number;
}

export interface AppContext {
  /** Set once the process is shutting down: readiness answers 503, every answer closes its connection. */
  draining: { on: boolean };
  /** The database, as the read model watches it (read-model/read-model.ts): every statement of the app runs here. */
  db: Database;
  /** The copies of the availability and the catalogue, dropped by every write to what they were read from. */
  readModel: ReadModel;
  clock: Clock;
  publicUrl: string;
  operatorToken: string;
  onReserved: () => void;
  /**
   * Issue 47: runs work after the answer was sent (a sign-in link's look-up and mail, so that its cost tells nothing);
   * its failure is logged; the app's close and `app.settled()` wait for it.
   */
  afterReply: (task: () => Promise<void>) => void;
  keys: Keyrings;
  /** The client a request counts as for every limit and cap (http/client-address.ts). */
  clientOf: ClientOf;
  /** Issue 47: the party a canary beacon counts as (an IPv4 address, an IPv6 /48: RELEASE_IPV6_PREFIX_BITS). */
  releaseNetworkOf: ClientOf;
  limits: RateLimits;
  /** Base of the video room links for the calendar feeds; undefined: the feeds name no link. */
  meetingBaseUrl: string | undefined;
  /** Issue 20: the keyring of the manage links, the cut-off and the reminder lead; issue 32: the booking caps. */
  manage: ManageSettings & { keys: Keyring; caps: BookingCaps };
  /** Issue 32: the proof of work a session's first hold needs; null: none asked. */
  proofOfWork: { baseMaxNumber: number } | null;
  /** The retailer's brand, site, mail domain and language names (configuration: config.ts retailerFromEnv). */
  retailer: Retailer;
  /** Issue 36: this app's metrics registry and instruments (GET /api/metrics), never prom-client's global one. */
  metrics: Metrics;
  /**
   * Issue 36: the browser's beacons, aggregated into the metrics; `onEvents(listener)` observes every accepted
   * batch (the canary rollback's hook) and returns the function that stops observing.
   */
  telemetry: Telemetry;
  /** Issue 34: the back office's address, the origins allowed to change under /api/staff, the passkeys' rpID. */
  staff: StaffConfig;
}
