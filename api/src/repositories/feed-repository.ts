// Calendar feeds (issue 20): the tokens of the advisors' and branch offices' iCalendar subscriptions, and the
// appointments a feed lists. Only a token's SHA-256 is stored; the token is shown once, when it is made.
import { createHash, randomBytes } from 'node:crypto';
import type { WireAdviceMode } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';

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

/** One appointment of a feed: the booking, the traveller's data, the advisor and the branch office. */
export interface FeedAppointment {
  id: string;
  /** The .ics SEQUENCE, raised by every change of the booking (migration 007). */
  sequence: number;
  /** Zurich wall-clock day and hour, 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  adviceMode: WireAdviceMode;
  createdAt: Date;
  changedAt: Date | null;
  cancelledAt: Date | null;
  traveller: { firstname: string; lastname: string; email: string; phone: string; message: string };
  /** The travel wishes' destinations (the reserve body's selected and other ones), in both languages. */
  destinations: { de: string; fr: string }[];
  advisor: { id: string; firstname: string; lastname: string };
  agency: {
    id: string;
    name: { de: string; fr: string };
    street: string;
    zip: string;
    city: { de: string; fr: string };
  };
  /** The video room's token the booking's e-mails carry (video appointments); null when none is known. */
  meetingToken: string | null;
}

interface AppointmentRow {
  id: string;
  sequence: number;
  slot_date: string;
  slot_time: string;
  advice_mode: FeedAppointment['adviceMode'];
  created_at: Date | string;
  changed_at: Date | string | null;
  cancelled_at: Date | string | null;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  user_message: string;
  destinations: { de: string; fr: string }[] | string | null;
  advisor_id: string;
  advisor_firstname: string;
  advisor_lastname: string;
  agency_id: string;
  agency_name_de: string;
  agency_name_fr: string;
  street: string;
  zip: string;
  city_de: string;
  city_fr: string;
  meeting_token: string | null;
}

/** The ids of a list field of the reserve body (payload); nothing when the field is missing or not a list. */
const payloadIds = (field: string): string =>
  `select jsonb_array_elements_text(case jsonb_typeof(b.payload -> '${field}')
     when 'array' then b.payload -> '${field}' else '[]'::jsonb end)`;

/** The bookings of the feed's advisor, or of its branch office (the booking's branch, else the advisor's). */
const SCOPE_CONDITION: Record<FeedScope, string> = {
  advisor: 'b.advisor_id = $1',
  agency: '(b.agency_id = $1 or (b.agency_id is null and a.agency_id = $1))',
};

/**
 * The slot bookings a feed lists: those of the advisor (scope 'advisor') or of the branch office (scope 'agency':
 * the booking's branch, or its advisor's when the booking names none) that start at `from` or later, with the
 * traveller's data. A cancelled booking stays in the feed, as cancelled, until its day (Zurich) is past, so a
 * calendar that had it learns of the cancellation; after that it is left out. `today` is Zurich's date,
 * 'YYYY-MM-DD', of the app's clock. Custom-date requests are not appointments and are never listed.
 */
export async function feedAppointments(
  db: Queryable,
  scope: FeedScope,
  subjectId: string,
  from: Date,
  today: string,
): Promise<FeedAppointment[]> {
  const rows = await db.query<AppointmentRow>(
    `select b.id, b.sequence, b.slot_date, b.slot_time, b.advice_mode, b.created_at, b.changed_at, b.cancelled_at,
            b.firstname, b.lastname, b.email, b.phone, coalesce(b.payload ->> 'userMessage', '') as user_message,
            (select coalesce(json_agg(json_build_object('de', d.name_de, 'fr', d.name_fr) order by d.sort), '[]')
               from destinations d
              where d.id in (${payloadIds('selectedDestinations')} union ${payloadIds('otherDestinations')})
            ) as destinations,
            a.id as advisor_id, a.firstname as advisor_firstname, a.lastname as advisor_lastname,
            g.id as agency_id, g.name_de as agency_name_de, g.name_fr as agency_name_fr, g.street, g.zip,
            g.city_de, g.city_fr,
            (select o.payload ->> 'meetingToken' from outbox o
              where o.booking_id = b.id and o.payload ->> 'meetingToken' is not null
              order by o.created_at desc limit 1) as meeting_token
       from bookings b
       join advisors a on a.id = b.advisor_id
       join agencies g on g.id = coalesce(b.agency_id, a.agency_id)
      where b.kind = 'slot' and ${SCOPE_CONDITION[scope]}
        and b.starts_at >= $2
        and (b.cancelled_at is null or b.slot_date >= $3::date)
      order by b.starts_at, b.id`,
    [subjectId, from.toISOString(), today],
  );
  return rows.map((row) => ({
    id: row.id,
    sequence: Number(row.sequence),
    date: row.slot_date,
    time: row.slot_time,
    adviceMode: row.advice_mode,
    createdAt: new Date(row.created_at),
    changedAt: row.changed_at === null ? null : new Date(row.changed_at),
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at),
    traveller: {
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      phone: row.phone,
      message: row.user_message,
    },
    destinations:
      typeof row.destinations === 'string'
        ? (JSON.parse(row.destinations) as FeedAppointment['destinations'])
        : (row.destinations ?? []),
    advisor: { id: row.advisor_id, firstname: row.advisor_firstname, lastname: row.advisor_lastname },
    agency: {
      id: row.agency_id,
      name: { de: row.agency_name_de, fr: row.agency_name_fr },
      street: row.street,
      zip: row.zip,
      city: { de: row.city_de, fr: row.city_fr },
    },
    meetingToken: row.meeting_token,
  }));
}
