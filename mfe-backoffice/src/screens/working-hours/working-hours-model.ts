// Working hours' model: the advisor chosen (AdvisorPick), that advisor's hours as the API answers them (a ServerAnswer:
// asked when an advisor is chosen; a late answer for an advisor chosen before is dropped), and a change of them: the
// week or one exception, checked by the kernel's schemas (weeklyHoursSchema, createHoursExceptionSchema), then the
// consultations it would leave outside working hours asked (hoursCollisions) and shown for confirmation before it is
// saved; an exception's removal. The API's answer to a change is the hours shown from then on. The forms' values are
// a WeekDraft and an ExceptionDraft, made by each form as it shows; the page observes them and this.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type {
  ConsultationRow,
  HoursBlock,
  HoursException,
  HoursExceptionRequest,
  StaffAdvisor,
  StaffMember,
  WeeklyHoursBlock,
  WeeklyHoursRequest,
  WorkingHours,
  WorkingHoursChange,
  WorkingHoursResponse,
} from '@checkout/shared/contract';
import { SLOT_MINUTES, minutesToTime, type Clock } from '@checkout/shared/dates';
import {
  WIRE_VALIDATE_OPTIONS,
  createHoursExceptionSchema,
  fieldErrorsOf,
  weeklyHoursSchema,
} from '@checkout/shared/schemas';
import type { StaffClient } from '@checkout/shared/staff';
import { ServerAnswer } from '../../app/server-answer';
import { AdvisorPick } from '../../app/advisor-pick';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The hour grid's times (the checkout's slots): 00:00 to 23:00. */
export const GRID_TIMES = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) =>
  minutesToTime(i * SLOT_MINUTES),
);

/** A block being edited, with a key that survives reordering. */
export type DraftBlock = WeeklyHoursBlock & { key: number };

/** The week as its form edits it, from the hours shown; its errors are the kernel's, found when it was last sent. */
export class WeekDraft {
  blocks: DraftBlock[];
  /** The schema's errors by path (`blocks[3].from`). */
  errors: Record<string, string> = {};
  private lastKey = 0;

  constructor(blocks: readonly WeeklyHoursBlock[]) {
    this.blocks = blocks.map((block) => this.keyed(block));
    makeObservable(this, {
      blocks: observable.ref,
      errors: observable.ref,
      add: action,
      remove: action,
      update: action,
      check: action,
    });
  }

  /** A weekday's blocks, in the order entered. */
  blocksOf(weekday: number): DraftBlock[] {
    return this.blocks.filter((block) => block.weekday === weekday);
  }

  /** Whether the schema found the block's `from` or `to` wrong. */
  invalid(block: Pick<DraftBlock, 'key'>, field: 'from' | 'to'): boolean {
    const index = this.blocks.findIndex((other) => other.key === block.key);
    return Boolean(this.errors[`blocks[${index}].${field}`]);
  }

  /** Another block on a weekday: an hour from the end of its last one, or 09:00 to 10:00. */
  add(weekday: number): void {
    const last = this.blocksOf(weekday).at(-1);
    const from = last ? last.to : '09:00';
    const to = GRID_TIMES[GRID_TIMES.indexOf(from) + 1] ?? '23:00';
    this.blocks = [...this.blocks, this.keyed({ weekday, from, to, homeOffice: false })];
  }

  remove(key: number): void {
    this.blocks = this.blocks.filter((block) => block.key !== key);
  }

  update(key: number, patch: Partial<HoursBlock>): void {
    this.blocks = this.blocks.map((block) => (block.key === key ? { ...block, ...patch } : block));
  }

  /** The week as it would be saved, or null when the kernel's weeklyHoursSchema refuses it (see errors). */
  check(): WeeklyHoursRequest | null {
    const week = { blocks: this.blocks.map(({ key: _key, ...block }) => block) };
    this.errors = fieldErrorsOf(weeklyHoursSchema, week, WIRE_VALIDATE_OPTIONS);
    return Object.keys(this.errors).length > 0 ? null : week;
  }

  private keyed(block: WeeklyHoursBlock): DraftBlock {
    this.lastKey += 1;
    return { ...block, key: this.lastKey };
  }
}

/** A new exception as its form edits it: a date closed, or other hours that day; a reason. */
export class ExceptionDraft {
  date = '';
  closed = true;
  block: HoursBlock = { from: '09:00', to: '12:00', homeOffice: false };
  reason = '';
  /** The schema's errors by path (`date`, `blocks[0].to`). */
  errors: Record<string, string> = {};

  constructor() {
    makeObservable(this, {
      date: observable,
      closed: observable,
      block: observable.ref,
      reason: observable,
      errors: observable.ref,
      edit: action,
      editBlock: action,
      check: action,
    });
  }

  edit(patch: Partial<Pick<ExceptionDraft, 'date' | 'closed' | 'reason'>>): void {
    Object.assign(this, patch);
  }

  editBlock(patch: Partial<HoursBlock>): void {
    this.block = { ...this.block, ...patch };
  }

  /** The exception as it would be saved, or null when the kernel's createHoursExceptionSchema refuses it. */
  check(clock: Clock): HoursExceptionRequest | null {
    const exception = {
      date: this.date,
      blocks: this.closed ? [] : [this.block],
      reason: this.reason.trim(),
    };
    this.errors = fieldErrorsOf(createHoursExceptionSchema(clock), exception, WIRE_VALIDATE_OPTIONS);
    return Object.keys(this.errors).length > 0 ? null : exception;
  }
}

/** The page's two forms: the week, and the new exception (with the exceptions' removal). */
export type HoursForm = 'week' | 'exception';

/** What a form says below it: its values do not pass the kernel's schema, or the API's failure. */
export type FormProblem = { kind: 'invalid' } | { kind: 'failed'; error: unknown };

/** A change waiting for its confirmation, with what it would leave outside working hours. */
export interface PendingChange {
  change: WorkingHoursChange;
  collisions: ConsultationRow[];
}

/** A change saved: which (an exception's date), and the API's answer with the consultations to settle. */
export interface SavedChange {
  what: 'week' | 'exception' | 'exceptionRemoved';
  /** The exception's date; '' for the week. */
  date: string;
  response: WorkingHoursResponse;
}

export interface WorkingHoursModelOptions {
  api: Pick<
    StaffClient,
    'workingHours' | 'hoursCollisions' | 'setWeeklyHours' | 'addHoursException' | 'removeHoursException'
  >;
  /** The advisors in scope (the store's, asked once per session). */
  loadAdvisors: () => Promise<StaffAdvisor[]>;
  staff: StaffMember;
  /** Today (an exception is from today on). */
  clock: Clock;
}

const NO_PROBLEMS: Record<HoursForm, FormProblem | null> = { week: null, exception: null };

export class WorkingHoursModel {
  /** The advisor chosen and the advisors to choose among. */
  readonly pick: AdvisorPick;
  /** The chosen advisor's hours, their failure (nothing is asked while none is chosen). */
  readonly hours = new ServerAnswer<WorkingHours>();
  /** The form whose change is being checked against the booked consultations. */
  asking: HoursForm | null = null;
  /** What each form says below it. */
  problems: Record<HoursForm, FormProblem | null> = NO_PROBLEMS;
  /** The change waiting for its confirmation; null while none is. */
  pending: PendingChange | null = null;
  /** The change confirmed is being saved. */
  confirming = false;
  /** Why saving the confirmed change failed last; null when it did not. */
  confirmError: unknown = null;
  /** The change saved last; null once another is proposed or another advisor chosen. */
  saved: SavedChange | null = null;

  private readonly options: WorkingHoursModelOptions;
  /** Bumped when another advisor is chosen and when the page is left: answers of an earlier round are dropped. */
  private round = 0;

  constructor(options: WorkingHoursModelOptions) {
    this.options = options;
    this.pick = new AdvisorPick(options);
    makeObservable<WorkingHoursModel, 'showHours'>(this, {
      asking: observable,
      problems: observable.ref,
      pending: observable.ref,
      confirming: observable,
      confirmError: observable.ref,
      saved: observable.ref,
      busy: computed,
      choose: action,
      back: action,
      proposeWeek: action,
      proposeException: action,
      showHours: action,
    });
  }

  /** A change waits for its confirmation: nothing else is proposed or removed meanwhile. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** The advisors and, for an advisor, their own hours. */
  async load(): Promise<void> {
    await Promise.all([this.pick.load(), this.askHours()]);
  }

  /** Another advisor: their hours are asked for; what was proposed, saved or said of the other's goes. */
  choose(advisorId: string): Promise<void> {
    if (!this.pick.choose(advisorId)) return Promise.resolve();
    this.round += 1;
    this.saved = null;
    this.pending = null;
    this.asking = null;
    this.problems = NO_PROBLEMS;
    this.confirming = false;
    this.confirmError = null;
    return this.askHours();
  }

  /** The week, when the kernel's schema takes it: what it would leave outside working hours is asked. */
  proposeWeek(draft: WeekDraft): Promise<void> {
    const week = draft.check();
    if (!week) {
      this.problems = { ...this.problems, week: { kind: 'invalid' } };
      return Promise.resolve();
    }
    return this.propose('week', { week });
  }

  /** A new exception, when the kernel's schema takes it (from today on): likewise. */
  proposeException(draft: ExceptionDraft): Promise<void> {
    const exception = draft.check(this.options.clock);
    if (!exception) {
      this.problems = { ...this.problems, exception: { kind: 'invalid' } };
      return Promise.resolve();
    }
    return this.propose('exception', { exception });
  }

  /** Back from the confirmation: nothing is saved. */
  back(): void {
    this.pending = null;
    this.confirmError = null;
  }

  /** Saves the change confirmed: the API's answer is the hours shown, and the consultations to settle. */
  async confirm(): Promise<void> {
    const pending = this.pending;
    if (!pending || this.confirming) return;
    const { api } = this.options;
    const advisorId = this.pick.advisorId;
    const round = this.round;
    const { week, exception } = pending.change;
    const save = async (): Promise<SavedChange | null> => {
      if (week) return { what: 'week', date: '', response: await api.setWeeklyHours(advisorId, week) };
      if (!exception) return null;
      const response = await api.addHoursException(advisorId, exception);
      return { what: 'exception', date: exception.date, response };
    };
    runInAction(() => (this.confirming = true));
    try {
      const saved = await save();
      if (round !== this.round) return;
      runInAction(() => {
        if (saved) this.showHours(saved.response.workingHours);
        this.pending = null;
        this.confirming = false;
        this.confirmError = null;
        this.saved = saved;
      });
    } catch (error) {
      if (round !== this.round) return;
      runInAction(() => {
        this.confirming = false;
        this.confirmError = error;
      });
    }
  }

  /** Removes an exception: the API's answer is the hours shown. */
  async removeException(exception: Pick<HoursException, 'id' | 'date'>): Promise<void> {
    const advisorId = this.pick.advisorId;
    const round = this.round;
    try {
      const response = await this.options.api.removeHoursException(advisorId, exception.id);
      if (round !== this.round) return;
      runInAction(() => {
        this.showHours(response.workingHours);
        this.saved = { what: 'exceptionRemoved', date: exception.date, response };
        this.problems = { ...this.problems, exception: null };
      });
    } catch (error) {
      if (round !== this.round) return;
      runInAction(() => (this.problems = { ...this.problems, exception: { kind: 'failed', error } }));
    }
  }

  dispose(): void {
    this.round += 1;
    this.pick.dispose();
    this.hours.dispose();
  }

  /** Asks what a change would leave outside working hours; the confirmation shows it. */
  private async propose(form: HoursForm, change: WorkingHoursChange): Promise<void> {
    const advisorId = this.pick.advisorId;
    const round = this.round;
    this.saved = null;
    this.asking = form;
    this.problems = { ...this.problems, [form]: null };
    try {
      const collisions = await this.options.api.hoursCollisions(advisorId, change);
      if (round !== this.round) return;
      runInAction(() => {
        this.pending = { change, collisions };
        this.confirmError = null;
        this.asking = null;
      });
    } catch (error) {
      if (round !== this.round) return;
      runInAction(() => {
        this.problems = { ...this.problems, [form]: { kind: 'failed', error } };
        this.asking = null;
      });
    }
  }

  /** The hours as the API answered a change (an answer to an earlier question still under way is dropped). */
  private showHours(hours: WorkingHours): void {
    this.hours.dispose();
    this.hours.value = hours;
    this.hours.error = null;
  }

  /** The chosen advisor's hours; with none chosen, an answer still under way is dropped. */
  private askHours(): Promise<void> {
    const advisorId = this.pick.advisorId;
    if (!advisorId) {
      this.hours.dispose();
      return Promise.resolve();
    }
    return this.hours.ask(() => this.options.api.workingHours(advisorId));
  }
}
