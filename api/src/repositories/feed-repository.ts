// Calendar feeds (issue 20): the tokens of the advisors' and branch offices' iCalendar subscriptions, and the
// appointments a feed lists. Only a token's SHA-256 is stored; the token is shown once, when it is made.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { readBookingViews, type BookingView } from './booking-view';

/** Whose appointments a feed lists: one advisor's, or one branch office's (all its advisors'). */
export type FeedScope = 'advisor' | 'agency';

export const FEED_SCOPES: readonly FeedScope[] = ['advisor', 'agency'];

/** A feed as the operator sees it: never its token. */
export interface CalendarFeed {
  id: string;
  scope: FeedScope;
  subjectId: string;
  label: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

interface FeedRow {
  id: string;
  scope: FeedScope;
  subject_id: string;
  label: string | null;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

const FEED_COLUMNS = 'id, scope, subject_id, label, created_at, revoked_at';

const feedOf = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  scope: row.scope,
  subjectId: row.subject_id,
  label: row.label,
  createdAt: new Date(row.created_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
});

/** What is stored of a token: its SHA-256, hex. */
export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A feed's token: 32 random bytes, base64url (43 characters, fit for a path). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whom a feed names: their name for the calendar's title, and the language of their branch office's region. */
export interface FeedSubject {
  scope: FeedScope;
  id: string;
  /** An advisor's name (the same in both languages), or a branch office's name per language. */
  name: { de: string; fr: string };
  language: 'de' | 'fr';
}

/** The advisor or branch office a feed names; undefined when there is none by that id. */
export async function findFeedSubject(
  db: Queryable,
  scope: FeedScope,
  subjectId: string,
): Promise<FeedSubject | undefined> {
  if (scope === 'advisor') {
    const rows = await db.query<{ firstname: string; lastname: string; language: 'de' | 'fr' }>(
      `select a.firstname, a.lastname, r.language
         from advisors a join agencies g on g.id = a.agency_id join regions r on r.id = g.region_id
        where a.id = $1`,
      [subjectId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const name = `${row.firstname} ${row.lastname}`;
    return { scope, id: subjectId, name: { de: name, fr: name }, language: row.language };
  }
  const rows = await db.query<{ name_de: string; name_fr: string; language: 'de' | 'fr' }>(
    `select g.name_de, g.name_fr, r.language from agencies g join regions r on r.id = g.region_id where g.id = $1`,
    [subjectId],
  );
  const row = rows[0];
  return row
    ? { scope, id: subjectId, name: { de: row.name_de, fr: row.name_fr }, language: row.language }
    : undefined;
}

/** Refused: the advisor or branch office a new feed would name does not exist. */
export class UnknownFeedSubjectError extends Error {
  constructor(
    readonly scope: FeedScope,
    readonly subjectId: string,
  ) {
    super(
      `there is no ${scope === 'advisor' ? 'advisor' : 'branch office (agency)'} with the id "${subjectId}"`,
    );
  }
}

/**
 * Makes a feed for an existing advisor or branch office. Returns the token in clear this once: only its hash is
 * stored, so a lost feed address cannot be shown again (revoke the feed and make a new one).
 */
export async function createFeed(
  db: Queryable,
  feed: { scope: FeedScope; subjectId: string; label?: string | null; now: Date },
): Promise<{ feed: CalendarFeed; token: string }> {
  if (!(await findFeedSubject(db, feed.scope, feed.subjectId))) {
    throw new UnknownFeedSubjectError(feed.scope, feed.subjectId);
  }
  const token = randomBytes(32).toString('base64url');
  const rows = await db.query<FeedRow>(
    `insert into calendar_feed_tokens (id, scope, subject_id, token_hash, label, created_at)
     values ($1, $2, $3, $4, $5, $6)
     returning ${FEED_COLUMNS}`,
    [
      `cf_${randomBytes(6).toString('hex')}`,
      feed.scope,
      feed.subjectId,
      hashFeedToken(token),
      feed.label ?? null,
      feed.now.toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('the calendar feed was not stored');
  return { feed: feedOf(row), token };
}

/** Every feed, live and revoked, oldest first (without tokens: they are not stored). */
export async function listFeeds(db: Queryable): Promise<CalendarFeed[]> {
  const rows = await db.query<FeedRow>(
    `select ${FEED_COLUMNS} from calendar_feed_tokens order by created_at, id`,
  );
  return rows.map(feedOf);
}

/** Revokes a live feed; false when there is no live feed with that id. */
export async function revokeFeed(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update calendar_feed_tokens set revoked_at = $2 where id = $1 and revoked_at is null returning id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/** The live (not revoked) feed of a token's hash; undefined for an unknown or revoked token. */
export async function findLiveFeed(db: Queryable, tokenHash: string): Promise<CalendarFeed | undefined> {
  const rows = await db.query<FeedRow>(
    `select ${FEED_COLUMNS} from calendar_feed_tokens where token_hash = $1 and revoked_at is null`,
    [tokenHash],
  );
  return rows[0] ? feedOf(rows[0]) : undefined;
}

/** The bookings of the feed's advisor, or of its branch office (the booking's branch, else the advisor's). */
const SCOPE_CONDITION: Record<FeedScope, string> = {
  advisor: 'v.advisor_id = $1',
  agency: 'v.agency_id = $1',
};

/**
 * The slot bookings a feed lists: those of the advisor (scope 'advisor') or of the branch office (scope 'agency':
 * the booking's branch, or its advisor's when the booking names none) that start at `from` or later, with the
 * traveller's data. A cancelled booking stays in the feed, as cancelled, until its day (Zurich) is past, so a
 * calendar that had it learns of the cancellation; after that it is left out. `today` is Zurich's date,
 * 'YYYY-MM-DD', of the app's clock. Custom-date requests are not appointments and are never listed.
 */
export const feedAppointments = (
  db: Queryable,
  scope: FeedScope,
  subjectId: string,
  from: Date,
  today: string,
): Promise<BookingView[]> =>
  readBookingViews(
    db,
    `v.kind = 'slot' and ${SCOPE_CONDITION[scope]} and v.starts_at >= $2
       and (v.cancelled_at is null or v.date >= $3::date)`,
    [subjectId, from.toISOString(), today],
  );
