// The booking page's model (issue 46): whose day is asked for (the branch, the advisor, the day, as the form chose
// them), that day's calendar as the API answered it (a ServerAnswer: a late answer to an earlier day is dropped, its
// failure and retry kept here), what fits in it (the advisor's advice modes, the free starts), and the booking being
// confirmed with its Idempotency-Key. The form (Formik on the shared schema) owns the values; the page observes this.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  ADVICE_MODES,
  toWireAdviceMode,
  type CalendarDay,
  type ConsultationDetail,
  type StaffAdvisor,
  type StaffBookingRequest,
  type StaffCalendar,
  type StaffCalendarQuery,
  type StaffMember,
  type WireAdviceMode,
} from '@checkout/shared/contract';
import {
  BOOKING_HORIZON_DAYS,
  addDays,
  formatIsoDate,
  isIsoDate,
  zurichToday,
  type Clock,
} from '@checkout/shared/dates';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  createStaffBookingSchema,
  fieldErrorsOf,
} from '@checkout/shared/schemas';
import type { StaffClient } from '@checkout/shared/staff';
import { branchesOf, type Branch } from '../../app/branches';
import { ChangeAttempt } from '../../app/change-attempt';
import { earliestStart, staffStarts } from '../../app/day-fit';
import { ServerAnswer } from '../../app/server-answer';

/** The advice modes in the checkout's order, as the wire names them. */
const WIRE_MODES = ADVICE_MODES.map(toWireAdviceMode);

/** The form's values: the request's, and the branch its advisor is chosen from. */
export interface BookingValues extends Omit<StaffBookingRequest, 'adviceMode'> {
  agencyId: string;
  /** '' until chosen. */
  adviceMode: WireAdviceMode | '';
}

/** What the calendar is asked for: the form's choice of branch, advisor, day and advice mode. */
export type BookingChoice = Pick<BookingValues, 'agencyId' | 'advisorId' | 'date' | 'adviceMode'>;

export interface BookingModelOptions {
  api: Pick<StaffClient, 'calendar' | 'book'>;
  /** The advisors in scope (the store's, asked once per session). */
  loadAdvisors: () => Promise<StaffAdvisor[]>;
  staff: StaffMember;
  clock: Clock;
  /** Makes a confirmation's Idempotency-Key (crypto.randomUUID by default). */
  newKey?: () => string;
}

/** The request a form's values make (the branch is the form's, not the API's). */
export function bookingRequestOf(values: BookingValues): StaffBookingRequest {
  const { agencyId: _agencyId, adviceMode, ...rest } = values;
  return { ...rest, adviceMode: adviceMode as WireAdviceMode };
}

export class BookingModel {
  /** The branch chosen ('' until the back office chose one; a member's own otherwise). */
  agencyId = '';
  /** The advisor whose day is shown ('' until chosen). */
  advisorId = '';
  /** The day shown (yyyy-mm-dd, Zurich). */
  date: string;
  /** The advice mode chosen ('' until chosen: starts that fit any of the advisor's modes are offered). */
  adviceMode: WireAdviceMode | '' = '';
  /** The consultation booked, once the API answered (the page shows its reference). */
  booked: ConsultationDetail | null = null;
  /** The advisors in scope, their failure and retry (not asked for an advisor, who books for themselves). */
  readonly advisors = new ServerAnswer<StaffAdvisor[]>();
  /** The chosen advisor's day, its failure and retry. */
  readonly calendar = new ServerAnswer<StaffCalendar>();
  /** The booking being confirmed, its key, and the API's refusal. */
  readonly attempt: ChangeAttempt<StaffBookingRequest, ConsultationDetail>;

  private readonly options: BookingModelOptions;

  constructor(options: BookingModelOptions) {
    this.options = options;
    this.attempt = new ChangeAttempt(options.newKey);
    this.date = this.today;
    if (options.staff.role === 'advisor') this.advisorId = options.staff.advisorId ?? '';
    makeObservable(this, {
      agencyId: observable,
      advisorId: observable,
      date: observable,
      adviceMode: observable,
      booked: observable.ref,
      today: computed,
      branches: computed,
      branch: computed,
      advisorChoices: computed,
      advisor: computed,
      modes: computed,
      question: computed,
      day: computed,
      earliest: computed,
      starts: computed,
      follow: action,
      again: action,
    });
  }

  /** Today in Zurich (yyyy-mm-dd): the first day offered. */
  get today(): string {
    return formatIsoDate(zurichToday(this.options.clock));
  }

  /** The last day offered: the booking horizon's (the API refuses a later one). */
  get lastDay(): string {
    return formatIsoDate(addDays(zurichToday(this.options.clock), BOOKING_HORIZON_DAYS));
  }

  /** The branches the back office chooses among. */
  get branches(): Branch[] {
    return branchesOf(this.advisors.value ?? []);
  }

  /** The branch whose advisors are offered: the member's own, else the one chosen, else the first. */
  get branch(): string {
    return this.options.staff.agencyId ?? (this.agencyId || this.branches[0]?.id || '');
  }

  /** The advisors to choose among, by name (an advisor: themselves). */
  get advisorChoices(): StaffAdvisor[] {
    const own = this.options.staff.role === 'advisor' ? this.options.staff.advisorId : null;
    return (this.advisors.value ?? [])
      .filter((advisor) => (own ? advisor.id === own : advisor.agencyId === this.branch))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The advisor chosen, as the list (or the day's calendar, for an advisor) names them. */
  get advisor(): StaffAdvisor | null {
    const fromDay = this.calendar.value?.advisors.find((advisor) => advisor.id === this.advisorId);
    return this.advisorChoices.find((advisor) => advisor.id === this.advisorId) ?? fromDay ?? null;
  }

  /** The advice modes the advisor offers, in the checkout's order. */
  get modes(): WireAdviceMode[] {
    const offered = this.advisor?.modes ?? [];
    return WIRE_MODES.filter((mode) => offered.includes(mode));
  }

  /** The calendar's question for what is chosen; null until an advisor and a day are. */
  get question(): StaffCalendarQuery | null {
    if (!this.advisorId || !isIsoDate(this.date)) return null;
    const agency = this.options.staff.role === 'back_office' && this.branch ? { agencyId: this.branch } : {};
    return { date: this.date, days: 1, advisorId: this.advisorId, ...agency };
  }

  /** The chosen advisor's day, once the API answered for it. */
  get day(): CalendarDay | null {
    const answer = this.calendar.value;
    const advisor = answer?.advisors.find((a) => a.id === this.advisorId);
    return advisor?.days.find((day) => day.date === this.date) ?? null;
  }

  /** Free time is offered from this minute of the day on (none on a past day). */
  get earliest(): number {
    return earliestStart(this.date, this.options.clock);
  }

  /** The starts that fit: on the quarter hour, in working hours offering the mode, overlapping nothing. */
  get starts(): string[] {
    const { day, advisor } = this;
    if (!day || !advisor) return [];
    return staffStarts(day, {
      modes: advisor.modes,
      adviceMode: this.adviceMode || null,
      earliest: this.earliest,
    });
  }

  /** The advisors (but for an advisor), then the day of what is chosen. */
  async load(): Promise<void> {
    if (this.options.staff.role !== 'advisor') await this.advisors.ask(this.options.loadAdvisors);
    await this.ask();
  }

  /** Asks again what failed. */
  retry(): Promise<void> {
    return this.advisors.error !== null ? this.load() : this.calendar.retry();
  }

  /** Follows the form's choice; a new advisor or day is asked for. */
  follow(choice: BookingChoice): Promise<void> {
    const before = this.question;
    this.agencyId = choice.agencyId;
    if (this.options.staff.role !== 'advisor') this.advisorId = choice.advisorId;
    this.date = choice.date;
    this.adviceMode = choice.adviceMode;
    const after = this.question;
    return JSON.stringify(before) === JSON.stringify(after) ? Promise.resolve() : this.ask();
  }

  /**
   * The form's errors, as message keys of the schema or the API's own words: the shared schema's, a start no longer
   * free (the day was asked again), and what the API refused of the very values still chosen.
   */
  errorsOf(values: BookingValues): Record<string, string> {
    const request = bookingRequestOf(values);
    const errors = fieldErrorsOf(
      createStaffBookingSchema(this.options.clock),
      request,
      WIRE_VALIDATE_OPTIONS,
    );
    if (!errors.time && this.day && !this.starts.includes(request.time)) {
      errors.time = VALIDATION_MESSAGES.slotUnavailable;
    }
    const refused = this.attempt.refused as Record<string, unknown> | null;
    for (const [field, message] of Object.entries(this.attempt.fieldErrors)) {
      if (refused && refused[field] === (request as unknown as Record<string, unknown>)[field]) {
        errors[field] ??= message;
      }
    }
    return errors;
  }

  /** Staff go on to confirm the booking. */
  review(values: BookingValues): void {
    this.attempt.open(bookingRequestOf(values));
  }

  /** Back to the form. */
  back(): void {
    this.attempt.close();
  }

  /**
   * Books it: the consultation, or null when the API refused (the attempt's error). When something collides now,
   * the day is asked again (keeping it shown), so the time taken meanwhile is no longer offered.
   */
  async confirm(): Promise<ConsultationDetail | null> {
    const booked = await this.attempt.send((request, key) => this.options.api.book(request, key));
    if (booked) runInAction(() => (this.booked = booked));
    else if (this.attempt.collided) await this.ask({ keep: true });
    return booked;
  }

  /** Another booking: the form starts again (the advisor and day stay). */
  again(): void {
    this.booked = null;
  }

  dispose(): void {
    this.advisors.dispose();
    this.calendar.dispose();
  }

  private ask({ keep = false }: { keep?: boolean } = {}): Promise<void> {
    const question = this.question;
    if (!question) return Promise.resolve();
    return this.calendar.ask(() => this.options.api.calendar(question), { keep });
  }
}
