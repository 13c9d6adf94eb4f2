// The model of a consultation's change of time or advisor (issue 46): a move (another day, advisor of the branch or
// start, within working hours), an accepted custom-date request (an advisor of the branch and a quarter hour from
// 07:00 to 21:00, not bound to working hours) or a reassignment (another advisor of the branch free at its very time).
// It asks for the branch's calendar of the day looked at (a ServerAnswer: a late answer to an earlier day is dropped,
// its failure and retry kept here), offers only the advisors and starts that fit, and keeps the change being
// confirmed with its Idempotency-Key. The form (Formik on the shared schema) owns the values.
import { action, computed, makeObservable, observable } from 'mobx';
import type {
  CalendarDay,
  ConsultationDetail,
  StaffAdvisor,
  StaffCalendar,
  StaffMoveRequest,
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
  createStaffAcceptSchema,
  createStaffMoveSchema,
  fieldErrorsOf,
  staffReassignSchema,
} from '@checkout/shared/schemas';
import type { StaffClient } from '@checkout/shared/staff';
import { ChangeAttempt } from '../../app/change-attempt';
import { earliestStart, freeAt, requestStarts, staffStarts } from '../../app/day-fit';
import { ServerAnswer } from '../../app/server-answer';

/** The changes of time or advisor a consultation's page offers. */
export type TimeTask = 'move' | 'accept' | 'reassign';

/** The form's values: whom, which day, which start (a reassignment keeps the day and start). */
export type TimeValues = StaffMoveRequest;

/** An advisor who can take the consultation that day, with the starts that fit. */
export interface TimeCandidate {
  advisor: StaffAdvisor;
  day: CalendarDay;
  starts: string[];
}

export interface TimeChangeModelOptions {
  api: Pick<StaffClient, 'calendar' | 'move' | 'accept' | 'reassign'>;
  detail: ConsultationDetail;
  task: TimeTask;
  clock: Clock;
  /** Makes a confirmation's Idempotency-Key (crypto.randomUUID by default). */
  newKey?: () => string;
}

export class TimeChangeModel {
  /** The day looked at (yyyy-mm-dd): the consultation's, or the request's wished day, until another is chosen. */
  date: string;
  /** The branch's calendar of that day, its failure and retry. */
  readonly calendar = new ServerAnswer<StaffCalendar>();
  /** The change being confirmed, its key, and the API's refusal. */
  readonly attempt: ChangeAttempt<TimeValues, ConsultationDetail>;

  readonly task: TimeTask;
  private readonly options: TimeChangeModelOptions;

  constructor(options: TimeChangeModelOptions) {
    this.options = options;
    this.task = options.task;
    this.date = options.detail.date;
    this.attempt = new ChangeAttempt(options.newKey);
    makeObservable(this, {
      date: observable,
      earliest: computed,
      candidates: computed,
      allStarts: computed,
      initialValues: computed,
      follow: action,
    });
  }

  /** The consultation changed. */
  get detail(): ConsultationDetail {
    return this.options.detail;
  }

  /** Today in Zurich (yyyy-mm-dd): the first day offered. */
  get today(): string {
    return formatIsoDate(zurichToday(this.options.clock));
  }

  /** The last day offered: the booking horizon's (the API refuses a later one). */
  get lastDay(): string {
    return formatIsoDate(addDays(zurichToday(this.options.clock), BOOKING_HORIZON_DAYS));
  }

  /** Free time is offered from this minute of the day on (none on a past day). */
  get earliest(): number {
    return earliestStart(this.date, this.options.clock);
  }

  /**
   * The advisors of the consultation's branch who offer its advice mode and can take it that day, by name, with the
   * starts that fit: for a move within working hours (its own time neither taken nor offered again), for a request
   * any free quarter hour from 07:00 to 21:00, for a reassignment its very time if they work and are free then.
   */
  get candidates(): TimeCandidate[] {
    const { detail, task } = this;
    const calendar = this.calendar.value;
    if (!calendar || calendar.days[0] !== this.date) return [];
    return calendar.advisors
      .filter((advisor) => advisor.agencyId === detail.agency.id)
      .filter((advisor) => advisor.modes.includes(detail.adviceMode))
      .filter((advisor) => task !== 'reassign' || advisor.id !== detail.advisor?.id)
      .flatMap(({ days, ...advisor }) => {
        const day = days.find((d) => d.date === this.date);
        if (!day) return [];
        return [{ advisor, day, starts: this.startsIn(advisor, day) }];
      })
      .filter((candidate) => candidate.starts.length > 0)
      .sort((a, b) => a.advisor.name.localeCompare(b.advisor.name));
  }

  /** Every start some candidate can take, in order (the choice before an advisor is chosen). */
  get allStarts(): string[] {
    return [...new Set(this.candidates.flatMap((candidate) => candidate.starts))].sort();
  }

  /** The form's start: the consultation's advisor and time where they still fit (a request's wish), else none. */
  get initialValues(): TimeValues {
    const { detail } = this;
    const advisorId = this.task === 'move' ? (detail.advisor?.id ?? '') : '';
    return { advisorId, date: detail.date, time: this.task === 'move' ? '' : detail.time };
  }

  /** The candidate of that advisor, if they can take it that day. */
  candidate(advisorId: string): TimeCandidate | undefined {
    return this.candidates.find((candidate) => candidate.advisor.id === advisorId);
  }

  /** The starts offered for that advisor ('' for none chosen yet: any candidate's). */
  startsFor(advisorId: string): string[] {
    return advisorId ? (this.candidate(advisorId)?.starts ?? []) : this.allStarts;
  }

  /** The branch's day looked at. */
  load(): Promise<void> {
    return this.ask();
  }

  retry(): Promise<void> {
    return this.calendar.retry();
  }

  /** Follows the form's day; another one is asked for. */
  follow(date: string): Promise<void> {
    if (date === this.date || !isIsoDate(date)) return Promise.resolve();
    this.date = date;
    return this.ask();
  }

  /** The form's errors as message keys of the shared schema, or the API's own words for the values it refused. */
  errorsOf(values: TimeValues): Record<string, string> {
    const errors = fieldErrorsOf(this.schema(), this.requestOf(values), WIRE_VALIDATE_OPTIONS);
    if (!errors.advisorId && values.advisorId && !this.candidate(values.advisorId)) {
      errors.advisorId = VALIDATION_MESSAGES.slotUnavailable;
    } else if (
      !errors.time &&
      this.task !== 'reassign' &&
      !this.startsFor(values.advisorId).includes(values.time)
    ) {
      errors.time = VALIDATION_MESSAGES.slotUnavailable;
    }
    const refused = this.attempt.refused;
    for (const [field, message] of Object.entries(this.attempt.fieldErrors)) {
      const name = field as keyof TimeValues;
      if (refused && refused[name] === values[name]) errors[name] ??= message;
    }
    return errors;
  }

  /** Staff go on to confirm the change. */
  review(values: TimeValues): void {
    this.attempt.open(values);
  }

  back(): void {
    this.attempt.close();
  }

  /**
   * Sends the change: the consultation after it, or null when the API refused (the attempt's error). When something
   * collides now, the day is asked again (keeping it shown), so what was taken meanwhile is no longer offered.
   */
  async confirm(): Promise<ConsultationDetail | null> {
    const { api, detail } = this.options;
    const changed = await this.attempt.send((values, key) => {
      if (this.task === 'move') return api.move(detail.id, values, key);
      if (this.task === 'accept') return api.accept(detail.id, values, key);
      return api.reassign(detail.id, values.advisorId, key);
    });
    if (!changed && this.attempt.collided) await this.ask({ keep: true });
    return changed;
  }

  dispose(): void {
    this.calendar.dispose();
  }

  private startsIn(advisor: StaffAdvisor, day: CalendarDay): string[] {
    const { detail } = this;
    switch (this.task) {
      case 'accept':
        return requestStarts(day, this.earliest);
      case 'reassign':
        return freeAt(day, detail, advisor.modes, { withinHours: !detail.fromRequest }) ? [detail.time] : [];
      case 'move': {
        const starts = staffStarts(day, {
          modes: advisor.modes,
          adviceMode: detail.adviceMode,
          earliest: this.earliest,
          except: detail.id,
        });
        // Its own advisor, day and start are no move.
        const same = advisor.id === detail.advisor?.id && day.date === detail.date;
        return same ? starts.filter((start) => start !== detail.time) : starts;
      }
    }
  }

  /** What is sent: a reassignment keeps the consultation's day and start. */
  private requestOf(values: TimeValues): TimeValues {
    return this.task === 'reassign' ? { ...values, date: this.detail.date, time: this.detail.time } : values;
  }

  private schema() {
    if (this.task === 'move') return createStaffMoveSchema(this.options.clock);
    if (this.task === 'accept') return createStaffAcceptSchema(this.options.clock);
    return staffReassignSchema;
  }

  private ask({ keep = false }: { keep?: boolean } = {}): Promise<void> {
    const question = { date: this.date, days: 1, agencyId: this.detail.agency.id };
    return this.calendar.ask(() => this.options.api.calendar(question), { keep });
  }
}
