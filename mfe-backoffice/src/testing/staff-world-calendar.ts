// The fake staff world's reads of issue 46, computed from its own consultations, time off, working hours and holds
// (so a test sees what a change did): the calendar, the to-do, and the consultations an absence still collides with.
// Not the API's rules: enough of them to show every screen, with the kernel's fit rules for what overlaps.
import {
  type Absence,
  type CalendarDay,
  type CalendarEntry,
  type CollisionReason,
  type ConsultationRow,
  type HoursBlock,
  type StaffAdvisor,
  type StaffCalendar,
  type StaffMember,
  type StaffTodo,
  type WorkingHours,
} from '@checkout/shared/contract';
import {
  addDays,
  fitsWithinBlocks,
  formatIsoDate,
  isoWeekday,
  parseIsoDate,
  rangesOverlap,
  timeToMinutes,
  type MinuteRange,
} from '@checkout/shared/dates';
import { staffCalendarQuerySchema } from '@checkout/shared/schemas';
import type { HeldHour } from './fixtures';
import type { StaffAnswer } from './staff-world';

/** STORY_NOW and TEST_NOW in Zurich: Wednesday 4 March 2026, 10:00. */
export const WORLD_TODAY = '2026-03-04';
const WORLD_NOW = `${WORLD_TODAY} 10:00`;

const LIVE: ReadonlyArray<ConsultationRow['status']> = ['booked', 'completed', 'no_show'];
const TODO_LIMIT = 200;

/** What the reads need of the world. */
export interface CalendarWorld {
  session: { staff: StaffMember } | null;
  rows: ConsultationRow[];
  advisors: StaffAdvisor[];
  absences: Absence[];
  hours: Map<string, WorkingHours>;
  holds: HeldHour[];
}

const rangeOf = (entry: { time: string; till: string }): MinuteRange => ({
  from: timeToMinutes(entry.time),
  till: timeToMinutes(entry.till),
});
const byStart = (a: ConsultationRow, b: ConsultationRow) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.id.localeCompare(b.id);

/** An advisor's working hours on a date: a one-off exception's, else the weekday's. */
export function hoursOn(world: CalendarWorld, advisorId: string, date: string): HoursBlock[] {
  const hours = world.hours.get(advisorId);
  if (!hours) return [];
  const exception = hours.exceptions.find((x) => x.date === date);
  if (exception) return exception.blocks;
  const weekday = isoWeekday(parseIsoDate(date));
  return hours.blocks
    .filter((block) => block.weekday === weekday)
    .map(({ from, to, homeOffice }) => ({ from, to, homeOffice }));
}

const absenceOn = (world: CalendarWorld, advisorId: string, date: string): Absence | undefined =>
  world.absences.find((a) => a.advisorId === advisorId && a.from <= date && date <= a.till);

/** Why a live consultation needs the branch (none for another). */
export function attentionOf(world: CalendarWorld, row: ConsultationRow): CollisionReason[] {
  const advisorId = row.advisor?.id;
  if (!advisorId || !LIVE.includes(row.status)) return [];
  const reasons: CollisionReason[] = [];
  if (absenceOn(world, advisorId, row.date)) reasons.push('absent');
  const blocks = hoursOn(world, advisorId, row.date).map((b) => rangeOf({ time: b.from, till: b.to }));
  if (!fitsWithinBlocks(rangeOf(row), blocks)) reasons.push('outsideHours');
  const overlapping = world.rows.some(
    (other) =>
      other.id !== row.id &&
      other.advisor?.id === advisorId &&
      other.date === row.date &&
      LIVE.includes(other.status) &&
      rangesOverlap(rangeOf(row), rangeOf(other)),
  );
  if (overlapping) reasons.push('overlap');
  return reasons;
}

/** The consultations in the member's scope (an advisor's own, a branch lead's branch, the back office's all). */
function inScope(staff: StaffMember, row: ConsultationRow): boolean {
  if (staff.role === 'advisor') return row.advisor?.id === staff.advisorId;
  if (staff.role === 'branch_lead') return row.agency.id === staff.agencyId;
  return true;
}

function advisorInScope(staff: StaffMember, advisor: StaffAdvisor): boolean {
  if (staff.role === 'advisor') return advisor.id === staff.advisorId;
  if (staff.role === 'branch_lead') return advisor.agencyId === staff.agencyId;
  return true;
}

const invalid = (message: string, fields: Record<string, string>): StaffAnswer => ({
  status: 400,
  body: { error: 'validation', message, fields },
});

/** GET calendar: the scope's advisors (narrowed by the query), each of the days. */
export function calendarAnswer(world: CalendarWorld, query: URLSearchParams): StaffAnswer {
  const staff = world.session?.staff;
  if (!staff) return { status: 401 };
  const raw = Object.fromEntries([...query].filter(([, value]) => value !== ''));
  let parsed;
  try {
    parsed = staffCalendarQuerySchema.validateSync(raw, { abortEarly: true });
  } catch (error) {
    const path = (error as { path?: string }).path ?? 'date';
    return invalid(`Ungültige Angabe: ${path}`, { [path]: 'invalid' });
  }
  const { date, days = 7, agencyId, advisorId } = parsed;
  if (staff.role === 'back_office' && !agencyId && !advisorId)
    return invalid('Bitte eine Filiale nennen (agencyId).', { agencyId: 'required' });
  const shown = Array.from({ length: days }, (_, i) => formatIsoDate(addDays(parseIsoDate(date), i)));
  const advisors = world.advisors
    .filter((advisor) => advisorInScope(staff, advisor))
    .filter((advisor) => staff.role === 'advisor' || !agencyId || advisor.agencyId === agencyId)
    .filter((advisor) => staff.role === 'advisor' || !advisorId || advisor.id === advisorId)
    .sort((a, b) => a.name.localeCompare(b.name));
  const dayOf = (advisor: StaffAdvisor, day: string): CalendarDay => {
    const absence = absenceOn(world, advisor.id, day);
    const consultations: CalendarEntry[] = world.rows
      .filter((row) => row.advisor?.id === advisor.id && row.date === day && LIVE.includes(row.status))
      .sort(byStart)
      .map((row) => {
        const attention = attentionOf(world, row);
        return {
          id: row.id,
          reference: row.reference,
          time: row.time,
          till: row.till,
          status: row.status,
          kind: row.kind,
          adviceMode: row.adviceMode,
          traveller: `${row.traveller.firstname} ${row.traveller.lastname}`,
          ...(attention.length > 0 ? { attention } : {}),
        };
      });
    return {
      date: day,
      hours: hoursOn(world, advisor.id, day),
      absence: absence ? { id: absence.id, reason: absence.reason } : null,
      consultations,
      held: world.holds
        .filter((hold) => hold.advisorId === advisor.id && hold.date === day)
        .map(({ time, till }) => ({ time, till })),
    };
  };
  const calendar: StaffCalendar = {
    days: shown,
    advisors: advisors.map((advisor) => ({ ...advisor, days: shown.map((day) => dayOf(advisor, day)) })),
    requests: world.rows
      .filter((row) => row.status === 'requested' && shown.includes(row.date) && inScope(staff, row))
      .filter((row) => staff.role === 'advisor' || !agencyId || row.agency.id === agencyId)
      .sort(byStart),
  };
  return { status: 200, body: calendar };
}

/** A row (or a consultation's detail) with its reasons to need the branch, as the API answers every one. */
export function withAttention<T extends ConsultationRow>(world: CalendarWorld, row: T): T {
  const { attention: _old, ...rest } = row;
  const attention = attentionOf(world, row);
  return { ...rest, ...(attention.length > 0 ? { attention } : {}) } as T;
}

/** GET to-do: the scope's open requests and upcoming colliding consultations, soonest first. */
export function todoAnswer(world: CalendarWorld): StaffAnswer {
  const staff = world.session?.staff;
  if (!staff) return { status: 401 };
  const scoped = world.rows.filter((row) => inScope(staff, row)).sort(byStart);
  const requests = scoped.filter((row) => row.status === 'requested');
  const collisions = scoped
    .filter((row) => `${row.date} ${row.time}` >= WORLD_NOW)
    .map((row) => ({ ...row, attention: attentionOf(world, row) }))
    .filter((row) => row.attention.length > 0);
  const todo: StaffTodo = {
    requests: requests.slice(0, TODO_LIMIT),
    collisions: collisions.slice(0, TODO_LIMIT),
    counts: { requests: requests.length, collisions: collisions.length },
  };
  return { status: 200, body: todo };
}

/** An advisor's absences, each with the booked consultations it still collides with. */
export function absencesWithCollisions(world: CalendarWorld, advisorId: string): Absence[] {
  return world.absences
    .filter((absence) => absence.advisorId === advisorId)
    .map((absence) => ({
      ...absence,
      collisions: world.rows
        .filter(
          (row) =>
            row.advisor?.id === advisorId &&
            row.status === 'booked' &&
            absence.from <= row.date &&
            row.date <= absence.till,
        )
        .sort(byStart),
    }));
}
