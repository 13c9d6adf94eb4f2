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
  /** The claimed hour; null for an absence (issue 34), which claims the advisor's whole day. */
  slot_time: string | null;
  /** The holding session; null for a booking. */
  session_id: string | null;
  /** When the hold ends; null for a booking. */
  expires_at: Date | string | null;
}

/**
 * Every claim on the dates from `from` to `until` (yyyy-mm-dd, both included): their bookings, the holds still
 * live at `now` with their session and end, and (issue 34) each day of an advisor's absence, as a claim of the
 * whole day (no hour).
 */
export function claimsBetween(db: Queryable, from: string, until: string, now: Date): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `select slot_date::text as day, advisor_id, slot_time, null as session_id, null as expires_at from bookings
       where slot_date between $1 and $2 and cancelled_at is null
     union all
     select slot_date::text, advisor_id, slot_time, session_id, expires_at from holds
       where slot_date between $1 and $2 and expires_at > $3
     union all
     select d::date::text, x.advisor_id, null, null, null
       from advisor_absences x,
         generate_series(greatest(x.from_date, $1::date), least(x.till_date, $2::date), interval '1 day') as d
       where x.from_date <= $2::date and x.till_date >= $1::date`,
    [from, until, now.toISOString()],
  );
}

/** Takes the advisor's row lock for the transaction: holds of one advisor are decided one at a time. */
export async function lockAdvisor(tx: Queryable, advisorId: string): Promise<void> {
  await tx.query('select id from advisors where id = $1 for update', [advisorId]);
}

type SlotKey = { advisorId: string; date: string; time: string };

const LIVE_HOLD_OF_OTHER = `select 1 as one from holds where advisor_id = $1 and slot_date = $2 and slot_time = $3
  and session_id <> $4 and expires_at > $5`;
const BOOKING = `select 1 as one from bookings where advisor_id = $1 and slot_date = $2 and slot_time = $3
  and cancelled_at is null`;

async function anyRow(
  tx: Queryable,
  sql: string,
  slot: SlotKey,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query<{ one: number }>(sql, [
    slot.advisorId,
    slot.date,
    slot.time,
    sessionId,
    now.toISOString(),
  ]);
  return rows.length > 0;
}

/** Whether another session holds the slot with a hold still live at `now`. */
export function isHeldByOtherSession(
  tx: Queryable,
  slot: SlotKey,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return anyRow(tx, LIVE_HOLD_OF_OTHER, slot, sessionId, now);
}

/** Whether the slot is booked, or held by another session whose hold is live at `now`. */
export function isSlotClaimed(tx: Queryable, slot: SlotKey, sessionId: string, now: Date): Promise<boolean> {
  return anyRow(tx, `${BOOKING} union all ${LIVE_HOLD_OF_OTHER}`, slot, sessionId, now);
}

export interface HoldRow {
  sessionId: string;
  /** Hash of the client address that asked for the hold. */
  clientKey: string;
  id: string;
  advisorId: string;
  date: string;
  time: string;
  expiresAt: Date;
  createdAt: Date;
}

/** One hold per session: a new pick replaces the session's hold (the old hour is released). */
export async function saveHold(tx: Queryable, hold: HoldRow): Promise<void> {
  await tx.query(
    `insert into holds (session_id, id, advisor_id, slot_date, slot_time, expires_at, created_at, client_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (session_id) do update set id = excluded.id, advisor_id = excluded.advisor_id,
       slot_date = excluded.slot_date, slot_time = excluded.slot_time,
       expires_at = excluded.expires_at, created_at = excluded.created_at, client_key = excluded.client_key`,
    [
      hold.sessionId,
      hold.id,
      hold.advisorId,
      hold.date,
      hold.time,
      hold.expiresAt.toISOString(),
      hold.createdAt.toISOString(),
      hold.clientKey,
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
