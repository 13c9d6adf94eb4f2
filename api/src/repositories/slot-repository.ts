// The statements about an advisor's hours: working hours, what is booked or held, and the holds themselves.
// Holds and reservations of one advisor are serialised on that advisor's row (lockAdvisor).
import type { Queryable } from '../db/database';

export interface WorkingHoursRow {
  advisor_id: string;
  start_minute: number;
  end_minute: number;
  home_office: boolean;
}

/** The advisors' working hours on an ISO weekday (1 = Monday), by advisor and start. */
export function workingHoursOn(
  db: Queryable,
  isoWeekday: number,
  advisorIds: readonly string[],
): Promise<WorkingHoursRow[]> {
  return db.query<WorkingHoursRow>(
    `select advisor_id, start_minute, end_minute, home_office from working_hours
     where weekday = $1 and advisor_id = any($2::text[]) order by advisor_id, start_minute`,
    [isoWeekday, [...advisorIds]],
  );
}

/** Every advisor's weekly working hours, by ISO weekday (1 = Monday), each weekday's by advisor and start. */
export async function weeklyWorkingHours(db: Queryable): Promise<Map<number, WorkingHoursRow[]>> {
  const rows = await db.query<WorkingHoursRow & { weekday: number }>(
    `select advisor_id, weekday, start_minute, end_minute, home_office from working_hours
     order by advisor_id, start_minute`,
  );
  const byWeekday = new Map<number, WorkingHoursRow[]>();
  for (const { weekday, ...row } of rows) {
    let list = byWeekday.get(weekday);
    if (!list) byWeekday.set(weekday, (list = []));
    list.push(row);
  }
  return byWeekday;
}

export interface ClaimRow {
  /** The claim's date, yyyy-mm-dd. */
  day: string;
  advisor_id: string;
  /** The claim's start (HH:mm); null for an absence (issue 34), which claims the advisor's whole day. */
  slot_time: string | null;
  /** How many minutes from its start the claim takes (issue 46: a consultation's range); null for an absence. */
  minutes: number | null;
  /** The holding session; null for a booking. */
  session_id: string | null;
  /** When the hold ends; null for a booking. */
  expires_at: Date | string | null;
}

/**
 * Every claim on the dates from `from` to `until` (yyyy-mm-dd, both included): their live consultations with the
 * minutes each takes, the holds still live at `now` with their session and end, and (issue 34) each day of an
 * advisor's absence, as a claim of the whole day (no hour).
 */
export function claimsBetween(db: Queryable, from: string, until: string, now: Date): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `select slot_date::text as day, advisor_id, slot_time,
         (extract(epoch from ends_at - starts_at) / 60)::int as minutes, null as session_id, null as expires_at
       from bookings
       where slot_date between $1 and $2 and kind = 'slot' and cancelled_at is null
     union all
     select slot_date::text, advisor_id, slot_time, (extract(epoch from ends_at - starts_at) / 60)::int,
         session_id, expires_at
       from holds
       where slot_date between $1 and $2 and expires_at > $3
     union all
     select d::date::text, x.advisor_id, null, null, null, null
       from advisor_absences x,
         generate_series(greatest(x.from_date, $1::date), least(x.till_date, $2::date), interval '1 day') as d
       where x.from_date <= $2::date and x.till_date >= $1::date`,
    [from, until, now.toISOString()],
  );
}

/** Takes the advisor's row lock for the transaction: holds of one advisor are decided one at a time. */
export async function lockAdvisor(tx: Queryable, advisorId: string): Promise<void> {
  await tx.query('select id from advisors where id = $1 for update', [advisorId], { waitsForLock: true });
}

/** The instants an advisor's consultation or hold occupies: [startsAt, endsAt). */
export interface AdvisorRange {
  advisorId: string;
  startsAt: Date;
  endsAt: Date;
}

/** A live consultation as the calendar's refusals name it. */
export interface RangeConsultation {
  id: string;
  reference: string;
  /** The appointment's day and start, Zurich (yyyy-mm-dd, HH:mm). */
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
}

// A consultation lasts less than a day: the bound lets the (advisor, start) index find the few candidates.
const OVERLAPS = `advisor_id = $1 and starts_at < $3 and ends_at > $2 and starts_at > $2::timestamptz - interval '1 day'`;

const rangeParams = (range: AdvisorRange) => [
  range.advisorId,
  range.startsAt.toISOString(),
  range.endsAt.toISOString(),
];

/**
 * The first live consultation of the advisor overlapping the range, besides `exceptId` (the one being moved), those
 * marked to settle included (migration 045): what a new or moved consultation may not overlap.
 */
export async function overlappingConsultation(
  tx: Queryable,
  range: AdvisorRange,
  exceptId: string | null = null,
): Promise<RangeConsultation | undefined> {
  const rows = await tx.query<{
    id: string;
    reference: string;
    slot_date: string;
    slot_time: string;
    starts_at: Date | string;
    ends_at: Date | string;
  }>(
    `select id, reference, slot_date, slot_time, starts_at, ends_at from bookings
     where ${OVERLAPS} and kind = 'slot' and cancelled_at is null and id is distinct from $4
     order by starts_at, id limit 1`,
    [...rangeParams(range), exceptId],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        reference: row.reference,
        date: row.slot_date,
        time: row.slot_time,
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
      }
    : undefined;
}

const LIVE_HOLD_OF_OTHER = `select 1 as one from holds where ${OVERLAPS} and session_id <> $4 and expires_at > $5`;
const BOOKING = `select 1 as one from bookings where ${OVERLAPS} and kind = 'slot' and cancelled_at is null`;

async function anyRow(
  tx: Queryable,
  sql: string,
  range: AdvisorRange,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ one: number }>(sql, [...rangeParams(range), sessionId, now.toISOString()]);
  return rows.length > 0;
}

/** Whether another session holds part of the range with a hold still live at `now`. */
export function isHeldByOtherSession(
  tx: Queryable,
  range: AdvisorRange,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return anyRow(tx, LIVE_HOLD_OF_OTHER, range, sessionId, now);
}

/** Whether a live consultation overlaps the range, or another session holds part of it with a live hold. */
export function isRangeClaimed(
  tx: Queryable,
  range: AdvisorRange,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return anyRow(tx, `${BOOKING} union all ${LIVE_HOLD_OF_OTHER}`, range, sessionId, now);
}

export interface HoldRow {
  sessionId: string;
  /** Hash of the client address that asked for the hold. */
  clientKey: string;
  id: string;
  advisorId: string;
  date: string;
  time: string;
  /** The hour it keeps, as instants (issue 46). */
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
  createdAt: Date;
}

/** One hold per session: a new pick replaces the session's hold (the old hour is released). */
export async function saveHold(tx: Queryable, hold: HoldRow): Promise<void> {
  await tx.query(
    `insert into holds (session_id, id, advisor_id, slot_date, slot_time, expires_at, created_at, client_key,
       starts_at, ends_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (session_id) do update set id = excluded.id, advisor_id = excluded.advisor_id,
       slot_date = excluded.slot_date, slot_time = excluded.slot_time,
       expires_at = excluded.expires_at, created_at = excluded.created_at, client_key = excluded.client_key,
       starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
    [
      hold.sessionId,
      hold.id,
      hold.advisorId,
      hold.date,
      hold.time,
      hold.expiresAt.toISOString(),
      hold.createdAt.toISOString(),
      hold.clientKey,
      hold.startsAt.toISOString(),
      hold.endsAt.toISOString(),
    ],
  );
}

/**
 * Live holds of other sessions, of one client address or on one advisor's day, and when the first of them
 * ends (ISO), for the caps against holding the calendar.
 */
export async function liveHoldsBesides(
  tx: Queryable,
  scope: { clientKey: string } | { advisorId: string; date: string },
  sessionId: string,
  now: Date,
): Promise<{ count: number; firstEnds: Date | null }> {
  const [where, params] =
    'clientKey' in scope
      ? ['client_key = $3', [scope.clientKey]]
      : ['advisor_id = $3 and slot_date = $4', [scope.advisorId, scope.date]];
  const row = (
    await tx.query<{ n: number; first_ends: Date | string | null }>(
      `select count(*)::int as n, min(expires_at) as first_ends from holds
       where session_id <> $1 and expires_at > $2 and ${where}`,
      [sessionId, now.toISOString(), ...params],
    )
  )[0];
  return { count: row?.n ?? 0, firstEnds: row?.first_ends ? new Date(row.first_ends) : null };
}

/** Deletes the holds that expired before the cutoff. */
export async function deleteHoldsExpiredBefore(tx: Queryable, cutoff: Date): Promise<void> {
  await tx.query('delete from holds where expires_at < $1', [cutoff.toISOString()]);
}

/** Deletes the session's hold; whether there was one. */
export async function deleteHold(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('delete from holds where session_id = $1 returning id', [
    sessionId,
  ]);
  return rows.length > 0;
}
