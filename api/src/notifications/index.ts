// Notifications of the booking API: the outbox worker with the transport the configuration names.
import { systemClock, type Clock } from '@checkout/shared/dates';
import { LEGACY_KEY_ID, type Keyring } from '../keyring';
import type { NotificationConfig } from '../config';
import type { Retailer } from '../domain/retailer';
import type { Database } from '../db/database';
import { backofficeUrl, checkoutPath, MANAGE_PAGE_PATH, type Culture } from '@checkout/shared/contract';
import { manageTokenFor } from '../domain/manage-token';
import { signInLinkToken, signInPageUrl } from '../domain/staff-auth';
import type { BookingFacts, StaffSignInFacts } from './booking-facts';
import { mailboxTransport, smtpTransport, type MailTransport } from './transports';
import { OutboxWorker, type WorkerLog } from './worker';

export { OutboxWorker } from './worker';
export { mailboxTransport, smtpTransport } from './transports';

/** SMTP when SMTP_URL is set, else the local mailbox folder. */
export const transportFor = (config: NotificationConfig): MailTransport =>
  config.smtpUrl ? smtpTransport({ url: config.smtpUrl }) : mailboxTransport(config.mailboxDir);

/**
 * The manage page's address of a booking in its language (issue 20): the checkout's address with the booking's
 * language prefix, and the token derived under the booking's key (never stored). Undefined when that key is no
 * longer accepted (retired past its overlap): the message then names no link that would not open.
 */
export const manageUrlFor =
  (checkoutUrl: string, keys: Keyring, clock: Clock = systemClock) =>
  (facts: Pick<BookingFacts, 'bookingId' | 'culture' | 'manageKeyId'>): string | undefined => {
    const key = keys.accepted(facts.manageKeyId ?? LEGACY_KEY_ID, clock.now());
    if (!key) return undefined;
    const page = `${MANAGE_PAGE_PATH}/${manageTokenFor(key, facts.bookingId)}`;
    return `${checkoutUrl.replace(/\/$/, '')}${checkoutPath(facts.culture, page)}`;
  };

/**
 * The back office's sign-in page with a link's token (issue 34), derived under the link's key while it is accepted;
 * undefined once it is not (the link would not open).
 */
export const staffSignInUrlFor =
  (backofficeUrl: string, keys: Keyring, clock: Clock = systemClock) =>
  (facts: Pick<StaffSignInFacts, 'linkId' | 'keyId' | 'culture'>): string | undefined => {
    const key = keys.accepted(facts.keyId, clock.now());
    return key ? signInPageUrl(backofficeUrl, facts.culture, signInLinkToken(key, facts.linkId)) : undefined;
  };

/** A consultation's page in the back office (issue 47: the branch's notices link to it), in a culture. */
export const consultationUrlFor =
  (origin: string) =>
  (facts: Pick<BookingFacts, 'bookingId'>, culture: Culture): string =>
    backofficeUrl(culture, `consultations/${encodeURIComponent(facts.bookingId)}`, { origin });

export const createOutboxWorker = (
  db: Database,
  config: NotificationConfig,
  retailer: Retailer,
  log: WorkerLog,
  manage: { keys: Keyring; cutoffHours: number },
  clock?: Clock,
  staff?: { backofficeUrl: string; keys: Keyring },
): OutboxWorker =>
  new OutboxWorker({
    db,
    transport: transportFor(config),
    settings: {
      fromAddress: config.fromAddress,
      meetingBaseUrl: config.meetingBaseUrl,
      // The links lead to the checkout's manage page once it serves one (MANAGE_PAGE=on).
      manageUrl: config.managePage ? manageUrlFor(config.checkoutUrl, manage.keys, clock) : undefined,
      manageCutoffHours: manage.cutoffHours,
      retailer,
      staffSignInUrl: staff ? staffSignInUrlFor(staff.backofficeUrl, staff.keys, clock) : undefined,
      consultationUrl: staff ? consultationUrlFor(staff.backofficeUrl) : undefined,
    },
    leaseMs: config.leaseMs,
    sendTimeoutMs: Math.min(60_000, config.leaseMs / 2),
    pollMs: config.pollMs,
    clock,
    log,
  });
