// The branch's changes of a consultation (issue 34): cancel on the traveller's behalf, record the outcome, give it
// to another advisor, accept or decline a custom-date request. Each is one transaction over the consultation's row
// (locked within the member's scope: another's is not found), writes an append-only audit row (who, what, before,
// after, when) and the traveller's messages, and is idempotent: the same Idempotency-Key and body answer the first
// outcome, another body under the key is refused (422).
import {
  fromWireAdviceMode,
  offersAdviceMode,
  type Culture,
  type StaffMoveRequest,
  type ConsultationDetail,
  type StaffAcceptRequest,
  type StaffMember,
  type StaffOutcomeRequest,
} from '@checkout/shared/contract';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { findBookingView, type BookingView } from '../repositories/booking-view';
import { findAdvisor } from '../repositories/catalogue-repository';
import {
  advisorsInScope,
  isAcceptedRequest,
  lockConsultation,
  markDeclined,
  setOutcome,
} from '../repositories/consultation-repository';
import { moveBookingRow } from '../repositories/manage-repository';
import { lockAdvisor } from '../repositories/slot-repository';
import { appointmentRange, requireFreeForStaff, writeStaffRange, type AdvisorRange } from './calendar';
import { enqueueChangeMessages } from '../notifications/outbox';
import { adviceModesOf } from './catalogue';
import { consultationDetail, scopeOf } from './consultations';
import { notFound, slotTaken, staffClosed, staffForbidden, validationError } from './errors';
import { cancelLockedBooking } from './manage';
import { blockAt, withinHorizon, workingHoursOnDate } from './availability';
import { auditChange, once } from './staff-change';

export interface StaffChangeOptions {
  /** The reminder's lead (REMINDER_HOURS), for the messages a change plans. */
  reminderHours: number;
}

/** What a change of a consultation did, for its audit row. */
interface Done {
  before: unknown;
  after: unknown;
  /** The advisor the consultation has after the change (the audit row's). */
  advisorId?: string | null;
}

/** A consultation's change as the member asked it: its action, its body and its Idempotency-Key. */
export interface ConsultationChange {
  action: 'cancel' | 'outcome' | 'reassign' | 'accept' | 'decline' | 'move';
  consultationId: string;
  body: unknown;
  idempotencyKey: string;
}

/** The roles that may make each change (within their scope): an advisor cancels and records their own. */
const LEADS_ONLY = new Set<ConsultationChange['action']>(['reassign', 'accept', 'decline']);

/** A change of a consultation as the routes run it: the member's, with the body of its action, at `now`. */
export type ConsultationAction<B> = (
  db: Database,
  member: StaffMember,
  change: ConsultationChange & { body: B },
  now: Date,
  options: StaffChangeOptions,
) => Promise<ConsultationDetail>;

/** What an action's change is made with, besides its transaction and the locked booking. */
interface ActionContext<B> {
  member: StaffMember;
  change: ConsultationChange & { body: B };
  now: Date;
  options: StaffChangeOptions;
}

/**
 * A change of a consultation: the replay of its key, the role, the row's lock within the scope, `perform`, its
 * audit row and its stored answer, in one transaction (the read model sees the write through the database).
 */
const consultationAction =
  <B>(
    perform: (tx: Queryable, booking: BookingView, context: ActionContext<B>) => Promise<Done>,
  ): ConsultationAction<B> =>
  async (db, member, change, now, options) => {
    const culture = member.culture;
    const request = [change.action, change.consultationId, change.body];
    try {
      return await once(db, member, change.idempotencyKey, request, now, async (tx) => {
        if (member.role === 'advisor' && LEADS_ONLY.has(change.action))
          throw staffForbidden(culture, 'api.staff.role');
        // The advisor a change takes time from is locked before the consultation's row, in the order a change of the
        // advisor's hours takes them (the advisor, then their consultations' marks): neither waits for the other.
        const target = (change.body as { advisorId?: unknown } | null)?.advisorId;
        if (typeof target === 'string') await lockAdvisor(tx, target);
        if (!(await lockConsultation(tx, scopeOf(member), change.consultationId))) throw notFound(culture);
        const booking = await findBookingView(tx, change.consultationId);
        if (!booking) throw notFound(culture);
        const done = await perform(tx, booking, { member, change, now, options });
        await auditChange(tx, member, now, {
          action: change.action,
          bookingId: booking.id,
          agencyId: booking.agency.id,
          advisorId: done.advisorId === undefined ? (booking.advisor?.id ?? null) : done.advisorId,
          before: done.before,
          after: done.after,
        });
        return consultationDetail(tx, member, booking.id, now);
      });
    } catch (error) {
      // A unique violation that is not a twin's Idempotency-Key (once answers those): the hour is taken.
      if (isUniqueViolation(error)) throw slotTaken(culture);
      throw error;
    }
  };

const started = (booking: BookingView, now: Date) => now.getTime() >= booking.startsAt.getTime();

/** A booked hour not started yet: what a cancel and a reassign change (409 otherwise). */
const isUpcoming = (booking: BookingView, now: Date) =>
  booking.kind === 'slot' && booking.status === 'booked' && !started(booking, now);

/** Cancels a booked consultation before its start; the traveller is told (with the reason) in their language. */
export const cancelConsultation = consultationAction<{ reason: string }>(
  async (tx, booking, { member, change, now, options }) => {
    if (!isUpcoming(booking, now)) throw staffClosed(member.culture);
    const reason = change.body.reason.trim();
    await cancelLockedBooking(tx, booking, now, options, reason);
    return { before: { status: booking.status }, after: { status: 'cancelled', reason } };
  },
);

/** Records a consultation's outcome, from its start on (409 before); a recorded one may be corrected. */
export const recordOutcome = consultationAction<StaffOutcomeRequest>(
  async (tx, booking, { member, change, now }) => {
    if (booking.kind !== 'slot' || !['booked', 'completed', 'no_show'].includes(booking.status)) {
      throw staffClosed(member.culture);
    }
    if (!started(booking, now)) throw staffClosed(member.culture, 'api.staff.notStarted');
    await setOutcome(tx, booking.id, change.body.outcome, now);
    return { before: { status: booking.status }, after: { status: change.body.outcome } };
  },
);

/**
 * The advisor of the member's scope and of the consultation's branch who is to take it, offering its advice mode
 * (in person: not from a home office when `workingHours` asks); a 400 naming `advisorId` otherwise, or the field
 * `at.field` names when the time lies outside the advisor's working hours (issue 46: the whole range inside a block).
 */
export const advisorFor = async (
  tx: Queryable,
  member: StaffMember,
  booking: Pick<BookingView, 'adviceMode'> & { agency: { id: string } },
  advisorId: string,
  at: { date: string; time: string; workingHours: boolean; field?: 'advisorId' | 'time' },
) => {
  const refuse = () => validationError({ advisorId: VALIDATION_MESSAGES.invalid }, member.culture);
  const inScope = await advisorsInScope(tx, scopeOf(member), advisorId);
  const advisor = await findAdvisor(tx, advisorId);
  if (inScope.length === 0 || !advisor || advisor.agency_id !== booking.agency.id) throw refuse();
  let homeOffice = false;
  if (at.workingHours) {
    // The hour must be one of the advisor's working hours that day (whatever the lead time: it is the branch's).
    const block = blockAt(await workingHoursOnDate(tx, at.date, [advisorId]), advisorId, at.time);
    if (!block) {
      throw validationError(
        { [at.field ?? 'advisorId']: VALIDATION_MESSAGES.slotUnavailable },
        member.culture,
      );
    }
    homeOffice = block.home_office;
  }
  if (!offersAdviceMode(adviceModesOf(advisor), fromWireAdviceMode(booking.adviceMode), { homeOffice })) {
    throw refuse();
  }
  return advisor;
};

/**
 * Takes a range of an advisor's calendar for the consultation and writes it (issue 46): the advisor's row lock (holds
 * and reservations of them wait), then a refusal naming what collides (a consultation's time and reference, a
 * traveller's hold in the checkout, time off), in the page's language; the exclusion constraint decides a race.
 */
export const takeRange = async (
  tx: Queryable,
  range: AdvisorRange,
  bookingId: string,
  now: Date,
  write: () => Promise<void>,
): Promise<void> => {
  await lockAdvisor(tx, range.advisorId);
  const scope = { exceptBookingId: bookingId, now };
  await requireFreeForStaff(tx, range, scope);
  await writeStaffRange(tx, range, scope, undefined, write);
};

/** Gives a booked consultation to another advisor of its branch at the same hour; the traveller is told. */
export const reassignConsultation = consultationAction<{ advisorId: string }>(
  async (tx, booking, { member, change, now, options }) => {
    if (!isUpcoming(booking, now)) throw staffClosed(member.culture);
    const { advisorId } = change.body;
    if (advisorId === booking.advisor?.id) {
      throw validationError({ advisorId: VALIDATION_MESSAGES.invalid }, member.culture);
    }
    // The same time with a colleague, within their working hours; an accepted request's time lies outside opening
    // hours by the traveller's wish, so no colleague's hours bind it (as accepting it did not).
    const workingHours = !(await isAcceptedRequest(tx, booking.id));
    await advisorFor(tx, member, booking, advisorId, { ...booking, workingHours });
    const slot = { advisorId, date: booking.date, time: booking.time };
    // The same range with another advisor (its length as stored: the consultation keeps its time).
    const range = { advisorId, startsAt: booking.startsAt, endsAt: booking.endsAt };
    await takeRange(tx, range, booking.id, now, () =>
      moveBookingRow(tx, booking.id, { ...slot, ...range, sequence: booking.sequence + 1, now }),
    );
    await enqueueChangeMessages(tx, booking.id, 'reassigned', now, options, undefined, booking.advisor?.id);
    return {
      before: { advisorId: booking.advisor?.id ?? null },
      after: { advisorId },
      advisorId,
    };
  },
);

/**
 * Accepts a custom-date request: an advisor of its branch at the confirmed hour (outside opening hours, so not
 * checked against working hours), a slot booking from then on under the same exclusion constraint as a reservation. The
 * traveller gets the confirmation with its calendar entry and manage link.
 */
export const acceptRequest = consultationAction<StaffAcceptRequest>(
  async (tx, booking, { member, change, now, options }) => {
    if (booking.kind !== 'custom' || booking.status !== 'requested') throw staffClosed(member.culture);
    const { advisorId, date, time } = change.body;
    const range = appointmentRange(advisorId, date, time);
    if (range.startsAt.getTime() <= now.getTime()) {
      throw validationError({ time: VALIDATION_MESSAGES.slotUnavailable }, member.culture);
    }
    await advisorFor(tx, member, booking, advisorId, { date, time, workingHours: false });
    await takeRange(tx, range, booking.id, now, () =>
      moveBookingRow(tx, booking.id, { ...range, date, time, sequence: booking.sequence + 1, now }),
    );
    await enqueueChangeMessages(tx, booking.id, 'accepted', now, options);
    return {
      before: { status: 'requested', date: booking.date, time: booking.time },
      after: { status: 'booked', advisorId, date, time },
      advisorId,
    };
  },
);

/**
 * A staff member's time for a consultation (issue 46): not past, and within the booking horizon; a 400 naming the
 * field otherwise.
 */
export const requireStaffTime = (range: AdvisorRange, date: string, now: Date, culture: Culture): void => {
  if (!withinHorizon(date, now))
    throw validationError({ date: VALIDATION_MESSAGES.slotUnavailable }, culture);
  if (range.startsAt.getTime() <= now.getTime()) {
    throw validationError({ time: VALIDATION_MESSAGES.slotUnavailable }, culture);
  }
};

/**
 * Moves a booked consultation to another day, start or advisor of its branch (issue 46), within the advisor's working
 * hours and free of every other consultation, hold and time off; the traveller and the branch are told as for the
 * traveller's own move (the calendar entry updated, the reminder and video invitation planned again).
 */
export const moveConsultation = consultationAction<StaffMoveRequest>(
  async (tx, booking, { member, change, now, options }) => {
    if (!isUpcoming(booking, now)) throw staffClosed(member.culture);
    const { advisorId, date, time } = change.body;
    if (advisorId === booking.advisor?.id && date === booking.date && time === booking.time) {
      throw validationError({ time: VALIDATION_MESSAGES.invalid }, member.culture);
    }
    const range = appointmentRange(advisorId, date, time);
    requireStaffTime(range, date, now, member.culture);
    await advisorFor(tx, member, booking, advisorId, { date, time, workingHours: true, field: 'time' });
    await takeRange(tx, range, booking.id, now, () =>
      moveBookingRow(tx, booking.id, { ...range, date, time, sequence: booking.sequence + 1, now }),
    );
    await enqueueChangeMessages(tx, booking.id, 'moved', now, options, undefined, booking.advisor?.id);
    return {
      before: { advisorId: booking.advisor?.id ?? null, date: booking.date, time: booking.time },
      after: { advisorId, date, time },
      advisorId,
    };
  },
);

/** Declines a custom-date request with a reason, which the traveller is told. */
export const declineRequest = consultationAction<{ reason: string }>(
  async (tx, booking, { member, change, now, options }) => {
    if (booking.kind !== 'custom' || booking.status !== 'requested') throw staffClosed(member.culture);
    const reason = change.body.reason.trim();
    await markDeclined(tx, booking.id, booking.sequence + 1, now, reason);
    await enqueueChangeMessages(tx, booking.id, 'declined', now, options, reason);
    return { before: { status: 'requested' }, after: { status: 'declined', reason } };
  },
);
