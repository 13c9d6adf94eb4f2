// Working hours (issue 34, step 6): the back office edits an advisor's weekly hours and one-off exceptions (a date
// closed, or other hours). Each change is stored under the advisor's row lock, which holds and reservations take
// too, so from its commit no hold or booking takes an hour it removed; it is idempotent and audited like every
// staff change, and answers the consultations from now on that it leaves outside working hours (booked inside the
// hours before it, outside after it), to reassign or cancel as after an absence. Every process sees it: the tables
// are the catalogue's (this process through the read model's hook, others by the catalogue's version).
import { randomUUID } from 'node:crypto';
import type {
  ConsultationRow,
  HoursBlock,
  HoursException,
  HoursExceptionRequest,
  StaffMember,
  WeeklyHoursBlock,
  WeeklyHoursRequest,
  WorkingHours,
  WorkingHoursChange,
  WorkingHoursResponse,
} from '@checkout/shared/contract';
import {
  formatIsoDate,
  isoWeekday,
  minutesToTime,
  parseIsoDate,
  timeToMinutes,
  zurichTime,
} from '@checkout/shared/dates';
import type { Database, Queryable } from '../db/database';
import { listConsultations } from '../repositories/consultation-repository';
import { markedOutsideHours, setOutsideHours } from '../repositories/attention-repository';
import type { WorkingHoursRow } from '../repositories/slot-repository';
import {
  deleteException,
  exceptionsOf,
  replaceWeeklyBlocks,
  saveException,
  weeklyBlocksOf,
  type DayBlockRow,
  type ExceptionRecord,
  type WeeklyBlockRow,
} from '../repositories/working-hours-repository';
import { blockAt, hoursOfDate } from './availability';
import { consultationRow, scopeOf } from './consultations';
import { notFound } from './errors';
import { BOOKING_HORIZON_DAYS } from './rules';
import { advisorInScope, changeAdvisor } from './staff-change';

/** An advisor's hours as stored: the week and the exceptions from today on. */
interface HoursState {
  weekly: WeeklyBlockRow[];
  exceptions: ExceptionRecord[];
}

const DAY_MS = 86_400_000;

const dayRowOf = (block: HoursBlock): DayBlockRow => ({
  start_minute: timeToMinutes(block.from),
  end_minute: timeToMinutes(block.to),
  home_office: block.homeOffice,
});

const blockOf = (row: DayBlockRow): HoursBlock => ({
  from: minutesToTime(row.start_minute),
  to: minutesToTime(row.end_minute),
  homeOffice: row.home_office,
});

const byStart = (a: DayBlockRow, b: DayBlockRow) => a.start_minute - b.start_minute;

const weeklyRowsOf = (blocks: readonly WeeklyHoursBlock[]): WeeklyBlockRow[] =>
  blocks
    .map((b) => ({ weekday: b.weekday, ...dayRowOf(b) }))
    .sort((a, b) => a.weekday - b.weekday || byStart(a, b));

const exceptionOf = (record: ExceptionRecord): HoursException => ({
  id: record.id,
  advisorId: record.advisorId,
  date: record.date,
  blocks: record.blocks.map(blockOf),
  reason: record.reason,
});

const viewOf = (advisorId: string, state: HoursState): WorkingHours => ({
  advisorId,
  blocks: state.weekly.map((row) => ({ weekday: row.weekday, ...blockOf(row) })),
  exceptions: state.exceptions.map(exceptionOf),
});

const todayOf = (now: Date): string => formatIsoDate(zurichTime(now).date);

const stateOf = async (db: Queryable, advisorId: string, now: Date): Promise<HoursState> => {
  const [weekly, exceptions] = await Promise.all([
    weeklyBlocksOf(db, advisorId),
    exceptionsOf(db, advisorId, todayOf(now)),
  ]);
  return { weekly, exceptions };
};

/** The advisor's hours on a date in a state: the weekday's blocks, or the date's exception. */
const hoursOn = (advisorId: string, state: HoursState, date: string): WorkingHoursRow[] => {
  const weekday = isoWeekday(parseIsoDate(date));
  const withAdvisor = (row: DayBlockRow): WorkingHoursRow => ({ advisor_id: advisorId, ...row });
  const exception = state.exceptions.find((x) => x.date === date);
  return hoursOfDate(
    state.weekly.filter((row) => row.weekday === weekday).map(withAdvisor),
    exception ? new Map([[advisorId, exception.blocks.map(withAdvisor)]]) : undefined,
  );
};

/** Whether a consultation fits the hours: a block holds its hour, and one in person is not in a home-office block. */
const fits = (rows: readonly WorkingHoursRow[], advisorId: string, c: ConsultationRow): boolean => {
  const block = blockAt(rows, advisorId, c.time);
  return block !== undefined && !(block.home_office && c.adviceMode === 'personal');
};

/** The advisor's booked consultations from now on (within the horizon), as rows. */
const upcomingOf = async (
  db: Queryable,
  member: StaffMember,
  advisorId: string,
  now: Date,
): Promise<ConsultationRow[]> =>
  (
    await listConsultations(db, scopeOf(member), {
      advisorId,
      from: now,
      until: new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 2) * DAY_MS),
      status: 'booked',
      limit: 2000,
    })
  ).map((record) => consultationRow(record, member.culture));

/** Of the consultations, those that fit `before` and not `after`. */
const collisionsOf = (
  upcoming: readonly ConsultationRow[],
  advisorId: string,
  before: HoursState,
  after: HoursState,
): ConsultationRow[] =>
  upcoming.filter(
    (c) =>
      fits(hoursOn(advisorId, before, c.date), advisorId, c) &&
      !fits(hoursOn(advisorId, after, c.date), advisorId, c),
  );

/**
 * Keeps the to-do's mark of consultations outside working hours (migration 047) true after a change: the ones it
 * leaves outside are marked, the ones marked before stay so until the hours hold them again (or they are moved).
 */
const markOutsideHours = async (
  tx: Queryable,
  upcoming: readonly ConsultationRow[],
  advisorId: string,
  after: HoursState,
  collisions: readonly ConsultationRow[],
): Promise<void> => {
  const marked = await markedOutsideHours(
    tx,
    upcoming.map((c) => c.id),
  );
  const colliding = new Set(collisions.map((c) => c.id));
  const outside = upcoming.filter(
    (c) =>
      colliding.has(c.id) || (marked.has(c.id) && !fits(hoursOn(advisorId, after, c.date), advisorId, c)),
  );
  await setOutsideHours(
    tx,
    upcoming.map((c) => c.id),
    new Set(outside.map((c) => c.id)),
  );
};

/** The state after an exception of the request is stored (replacing one of its date). */
const withException = (
  state: HoursState,
  advisorId: string,
  id: string,
  body: HoursExceptionRequest,
): HoursState => ({
  weekly: state.weekly,
  exceptions: [
    ...state.exceptions.filter((x) => x.date !== body.date),
    {
      id,
      advisorId,
      date: body.date,
      reason: body.reason.trim(),
      blocks: body.blocks.map(dayRowOf).sort(byStart),
    },
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
});

/** An advisor's weekly hours and exceptions from today on; 404 outside the member's scope. */
export const workingHoursFor = async (
  db: Queryable,
  member: StaffMember,
  advisorId: string,
  now: Date,
): Promise<WorkingHours> => {
  await advisorInScope(db, member, advisorId);
  return viewOf(advisorId, await stateOf(db, advisorId, now));
};

/** What a change would leave outside working hours, changing nothing (the page's confirmation). */
export const previewCollisions = async (
  db: Queryable,
  member: StaffMember,
  advisorId: string,
  change: WorkingHoursChange,
  now: Date,
): Promise<ConsultationRow[]> => {
  await advisorInScope(db, member, advisorId);
  const before = await stateOf(db, advisorId, now);
  const after = change.week
    ? { ...before, weekly: weeklyRowsOf(change.week.blocks) }
    : change.exception
      ? withException(before, advisorId, 'preview', change.exception)
      : before;
  return collisionsOf(await upcomingOf(db, member, advisorId, now), advisorId, before, after);
};

/** What a change of the hours did: the state after it, and its audit row's before and after (collisions aside). */
interface HoursDone {
  after: HoursState;
  audit: { before: unknown; after: object };
}

/**
 * Runs a change of the advisor's hours (changeAdvisor: scope, Idempotency-Key, row lock, audit) from the state
 * before it; answers the hours after it and the consultations it leaves outside them, which its audit row names.
 */
const changeHours = (
  db: Database,
  member: StaffMember,
  advisorId: string,
  key: { idempotencyKey: string; request: unknown; now: Date },
  action: string,
  apply: (tx: Queryable, before: HoursState) => Promise<HoursDone>,
): Promise<WorkingHoursResponse> =>
  changeAdvisor(db, member, { advisorId, ...key }, async (tx) => {
    const before = await stateOf(tx, advisorId, key.now);
    const { after, audit } = await apply(tx, before);
    const upcoming = await upcomingOf(tx, member, advisorId, key.now);
    const collisions = collisionsOf(upcoming, advisorId, before, after);
    await markOutsideHours(tx, upcoming, advisorId, after, collisions);
    return {
      action,
      before: audit.before,
      after: { ...audit.after, collisions: collisions.map((c) => c.id) },
      answer: { workingHours: viewOf(advisorId, after), collisions },
    };
  });

/** Replaces the advisor's whole week. */
export const setWeeklyHours = (
  db: Database,
  member: StaffMember,
  advisorId: string,
  body: WeeklyHoursRequest,
  idempotencyKey: string,
  now: Date,
): Promise<WorkingHoursResponse> => {
  const key = { idempotencyKey, request: ['working_hours', advisorId, body], now };
  return changeHours(db, member, advisorId, key, 'working_hours', async (tx, before) => {
    const after = { ...before, weekly: weeklyRowsOf(body.blocks) };
    await replaceWeeklyBlocks(tx, advisorId, after.weekly);
    const blocksOf = (state: HoursState) => ({ blocks: viewOf(advisorId, state).blocks });
    return { after, audit: { before: blocksOf(before), after: blocksOf(after) } };
  });
};

/** Stores a one-off exception of a date (replacing one the advisor had that date). */
export const addHoursException = (
  db: Database,
  member: StaffMember,
  advisorId: string,
  body: HoursExceptionRequest,
  idempotencyKey: string,
  now: Date,
): Promise<WorkingHoursResponse> => {
  const key = { idempotencyKey, request: ['hours_exception', advisorId, body], now };
  return changeHours(db, member, advisorId, key, 'hours_exception_add', async (tx, before) => {
    const id = `hx_${randomUUID()}`;
    const after = withException(before, advisorId, id, body);
    const stored = after.exceptions.find((x) => x.id === id) as ExceptionRecord;
    const replaced = await saveException(tx, { ...stored, createdBy: member.id, now });
    return { after, audit: { before: replaced ? exceptionOf(replaced) : null, after: exceptionOf(stored) } };
  });
};

/** Deletes a one-off exception: the weekday's hours hold on its date again. */
export const removeHoursException = (
  db: Database,
  member: StaffMember,
  advisorId: string,
  exceptionId: string,
  idempotencyKey: string,
  now: Date,
): Promise<WorkingHoursResponse> => {
  const key = { idempotencyKey, request: ['hours_exception_remove', advisorId, exceptionId], now };
  return changeHours(db, member, advisorId, key, 'hours_exception_remove', async (tx, before) => {
    const removed = await deleteException(tx, advisorId, exceptionId);
    if (!removed) throw notFound(member.culture);
    const after = { ...before, exceptions: before.exceptions.filter((x) => x.id !== exceptionId) };
    return { after, audit: { before: exceptionOf(removed), after: {} } };
  });
};
