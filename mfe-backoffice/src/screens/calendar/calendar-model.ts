// The calendar page's model (issue 46): which days (a day or a week) of whom (one advisor, a branch's advisors) are
// shown, the advisors to choose among, and the calendar the API answered for that question. Every question has its
// generation (ServerAnswer), so the answer of an earlier day or branch that arrives late is dropped; the failure and
// the retry are kept here. The page observes it; the view is remembered for the next visit (`remember`).
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { StaffAdvisor, StaffCalendar, StaffCalendarQuery, StaffMember } from '@checkout/shared/contract';
import {
  addDays,
  formatIsoDate,
  isoWeekday,
  parseIsoDate,
  zurichToday,
  type Clock,
} from '@checkout/shared/dates';
import type { StaffClient } from '@checkout/shared/staff';
import { branchesOf, type Branch } from '../../app/branches';
import { ServerAnswer } from '../../app/server-answer';

/** A day or a week (Monday to Sunday). */
export type CalendarDays = 1 | 7;

/** What the calendar shows, kept between visits of the page. */
export interface CalendarView {
  /** The day shown, or a day of the week shown (yyyy-mm-dd, Zurich). */
  anchor: string;
  days: CalendarDays;
  /** The branch shown ('' until the back office's first branch is known). */
  agencyId: string;
  /** One advisor; '' for all advisors of the branch. */
  advisorId: string;
}

export interface CalendarModelOptions {
  api: Pick<StaffClient, 'calendar'>;
  /** The advisors in scope (the store's, asked once per session). */
  loadAdvisors: () => Promise<StaffAdvisor[]>;
  staff: StaffMember;
  clock: Clock;
  /** The view of the last visit; today's week of the member's own scope otherwise. */
  view?: CalendarView;
  /** Told of every change of the view, to start there next time. */
  remember?: (view: CalendarView) => void;
}

const shift = (iso: string, days: number): string => formatIsoDate(addDays(parseIsoDate(iso), days));

export class CalendarModel {
  /** The day shown, or a day of the week shown. */
  anchor: string;
  /** A day (1) or a week (7). */
  days: CalendarDays;
  /** The branch shown: the member's own for an advisor or a branch lead; the back office's choice. */
  agencyId: string;
  /** One advisor of the branch, or '' for all of them (an advisor: always their own). */
  advisorId: string;
  /** The advisors in scope, their failure and retry. */
  readonly advisors = new ServerAnswer<StaffAdvisor[]>();
  /** The calendar of the latest question, its failure and retry. */
  readonly calendar = new ServerAnswer<StaffCalendar>();

  private readonly options: CalendarModelOptions;

  constructor(options: CalendarModelOptions) {
    this.options = options;
    const { staff, view } = options;
    this.anchor = view?.anchor ?? this.today;
    this.days = view?.days ?? 7;
    this.agencyId = staff.agencyId ?? view?.agencyId ?? '';
    this.advisorId = staff.role === 'advisor' ? (staff.advisorId ?? '') : (view?.advisorId ?? '');
    makeObservable(this, {
      anchor: observable,
      days: observable,
      agencyId: observable,
      advisorId: observable,
      today: computed,
      firstDay: computed,
      shownDays: computed,
      branches: computed,
      advisorChoices: computed,
      query: computed,
      error: computed,
      loading: computed,
      value: computed,
      previous: action,
      next: action,
      showToday: action,
      showDays: action,
      showDay: action,
      chooseBranch: action,
      chooseAdvisor: action,
    });
  }

  /** Today in Zurich (yyyy-mm-dd). */
  get today(): string {
    return formatIsoDate(zurichToday(this.options.clock));
  }

  /** The first day shown: the anchor, or the Monday of its week. */
  get firstDay(): string {
    if (this.days === 1) return this.anchor;
    return shift(this.anchor, 1 - isoWeekday(parseIsoDate(this.anchor)));
  }

  get shownDays(): string[] {
    return Array.from({ length: this.days }, (_, i) => shift(this.firstDay, i));
  }

  /** The branches the back office chooses among (a branch lead's and an advisor's is their own). */
  get branches(): Branch[] {
    return branchesOf(this.advisors.value ?? []);
  }

  /** The advisors of the branch shown, by name (the advisor choice). */
  get advisorChoices(): StaffAdvisor[] {
    return (this.advisors.value ?? [])
      .filter((advisor) => advisor.agencyId === this.agencyId)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The API's question for what is chosen; null while the back office's branch is not known yet. */
  get query(): StaffCalendarQuery | null {
    const base = { date: this.firstDay, days: this.days };
    if (this.options.staff.role === 'advisor') return { ...base, advisorId: this.advisorId };
    if (!this.agencyId) return null;
    return { ...base, agencyId: this.agencyId, ...(this.advisorId ? { advisorId: this.advisorId } : {}) };
  }

  /** Why the advisors or the calendar could not be loaded (the page offers retry()). */
  get error(): unknown {
    return this.advisors.error ?? this.calendar.error;
  }

  get loading(): boolean {
    return this.advisors.loading || this.calendar.loading;
  }

  /** The calendar shown. */
  get value(): StaffCalendar | null {
    return this.calendar.value;
  }

  /** The advisors (except for an advisor, who sees themselves only), then the calendar. */
  async load(): Promise<void> {
    if (this.options.staff.role !== 'advisor') {
      await this.advisors.ask(this.options.loadAdvisors);
      if (!this.advisors.value) return;
      const first = this.branches[0];
      if (!this.agencyId && first) runInAction(() => (this.agencyId = first.id));
    }
    await this.ask();
  }

  /** Asks again what failed. */
  retry(): Promise<void> {
    return this.advisors.error !== null ? this.load() : this.calendar.retry();
  }

  previous(): Promise<void> {
    this.anchor = shift(this.anchor, -this.days);
    return this.ask();
  }

  next(): Promise<void> {
    this.anchor = shift(this.anchor, this.days);
    return this.ask();
  }

  showToday(): Promise<void> {
    this.anchor = this.today;
    return this.ask();
  }

  /** A day or a week around the anchor (a week shows the anchor's; a day, the anchor or today within the week). */
  showDays(days: CalendarDays): Promise<void> {
    if (days === this.days) return Promise.resolve();
    if (days === 1 && this.shownDays.includes(this.today)) this.anchor = this.today;
    else if (days === 1) this.anchor = this.firstDay;
    this.days = days;
    return this.ask();
  }

  /** One day of the week shown, as a day. */
  showDay(date: string): Promise<void> {
    this.anchor = date;
    this.days = 1;
    return this.ask();
  }

  chooseBranch(agencyId: string): Promise<void> {
    if (this.options.staff.agencyId !== null) return Promise.resolve();
    this.agencyId = agencyId;
    this.advisorId = '';
    return this.ask();
  }

  chooseAdvisor(advisorId: string): Promise<void> {
    if (this.options.staff.role === 'advisor') return Promise.resolve();
    this.advisorId = advisorId;
    return this.ask();
  }

  dispose(): void {
    this.advisors.dispose();
    this.calendar.dispose();
  }

  private ask(): Promise<void> {
    const query = this.query;
    this.options.remember?.({
      anchor: this.anchor,
      days: this.days,
      agencyId: this.agencyId,
      advisorId: this.advisorId,
    });
    if (!query) return Promise.resolve();
    return this.calendar.ask(() => this.options.api.calendar(query));
  }
}
