// Step 2's day list (spec sections 4, 5 and 9): ten date pills that each resolve their own availability; a day
// without availability is replaced by the next later day, 'more' adds ten, and after 60 empty days in a row
// 'no date found' is shown. The chosen day itself is the kernel's (dates.selectedDate), so it survives a reload.
import {
  addDays,
  compareDates,
  formatDate,
  parseDate,
  parseIsoDate,
  toIsoDate,
  zurichToday,
  type CalendarDate,
} from '@checkout/shared/dates';
import type { BookingState } from '@checkout/shared';
import { makeAutoObservable, observable, runInAction } from 'mobx';

/** Dates shown at first and added by each 'more' (spec section 9). */
export const DATES_PER_PAGE = 10;
/** Consecutive days without availability after which 'no date found' is shown. */
export const MAX_CONSECUTIVE_MISSES = 60;
/** First pause before failed days are asked again; it doubles on each failure up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 30_000;
/**
 * Days asked for beyond the pills, at the same time as the pills' own days: a day without availability (a Sunday,
 * a full day) is then replaced by a day whose answer is already there or on its way, instead of by a new round
 * trip. Each day is still asked for on its own (spec: one `day` call per date).
 */
export const LOOKAHEAD_DAYS = 6;

/** One date pill of step 2 (spec: date model entry). */
export interface DateEntry {
  /** The day the pill shows, dd.mm.yyyy; moves to a later day while no availability is found. */
  dateString: string;
  /** yyyy-mm-dd of the day whose availability was confirmed; '' until then. */
  fetchedDate: string;
  /** The pill's availability request is under way. */
  loading: boolean;
  /** The pill's availability could not be loaded (the API did not answer); retried. */
  failed: boolean;
  /** This pill is the selected date (derived from selectedDate). */
  checked: boolean;
  /**
   * The pill has its answer but an earlier pill is still loading: it is drawn as loading until every pill before
   * it has its answer. A day without availability moves to the end of the list, so the pills before a loading
   * one may still shift; from the first loading pill on, what a finger or the focus is on must not change its day.
   */
  held: boolean;
}

type DatePill = Omit<DateEntry, 'checked' | 'held'>;

/** What the day list needs of the booking state. */
export type DayListState = Pick<
  BookingState,
  'api' | 'clock' | 'logger' | 'dates' | 'availabilityQuery' | 'agencyFilter' | 'destinationFilter'
>;

export class DayList {
  /** Pills in the order they were added; `dates` sorts them and derives checked. */
  pills: DatePill[] = [];
  /** Days in a row found without availability; reset whenever a pill resolves. */
  consecutiveMisses = 0;
  /** Destinations are checked and no consultant covers them. */
  noConsultantForDestinations = false;
  /** Whether a consultant covers the checked destinations could not be asked (the API did not answer); retried. */
  consultantCheckFailed = false;
  /** The latest day asked for (pills and look-ahead): 'search later weeks' goes on after it. */
  private lastAsked: CalendarDate | null = null;
  /** Bumped by every reload so that answers of an older list are ignored. */
  private generation = 0;
  /** Failed rounds in a row (sets the pause before the next automatic retry). */
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Answers asked for ahead of the pills, by yyyy-mm-dd; a pill that moves to such a day takes its answer. */
  private ahead = new Map<string, Promise<boolean>>();

  constructor(private readonly state: DayListState) {
    makeAutoObservable<DayList, 'state' | 'generation' | 'failures' | 'retryTimer' | 'ahead' | 'lastAsked'>(
      this,
      {
        state: false,
        generation: false,
        failures: false,
        retryTimer: false,
        ahead: false,
        lastAsked: false,
        // Replaced, never changed in place (each pill's change makes a new list): a reference, not deep observables.
        pills: observable.ref,
      },
      { autoBind: true },
    );
  }

  /**
   * The pills in calendar order with their checked and held flags (a replaced pill moves to its new day's place,
   * after every other: replacement days are later than all). Only the answered pills before the first loading one
   * are shown as answered, so an answered pill keeps its place: nothing can be inserted before it any more.
   */
  get dates(): DateEntry[] {
    const selected = this.state.dates.selectedDate;
    const sorted = [...this.pills].sort((a, b) =>
      compareDates(parseDate(a.dateString), parseDate(b.dateString)),
    );
    const firstLoading = sorted.findIndex((pill) => pill.loading);
    return sorted.map((pill, place) => ({
      ...pill,
      checked: pill.dateString === selected,
      held: !pill.loading && firstLoading !== -1 && place > firstLoading,
    }));
  }

  /** True while any pill is loading: the 'more' button is disabled then. */
  get isAnyLoading(): boolean {
    return this.pills.some((pill) => pill.loading);
  }

  /** Some days, or the consultant check before them, could not be asked: step 2 says so and offers to retry. */
  get loadFailed(): boolean {
    return this.consultantCheckFailed || this.pills.some((pill) => pill.failed);
  }

  /** How many days are offered (confirmed available). */
  get foundCount(): number {
    return this.pills.filter((pill) => pill.fetchedDate !== '').length;
  }

  /** Shown after 60 consecutive empty days or when no consultant exists for the destinations. */
  get noDateFound(): boolean {
    return this.consecutiveMisses > MAX_CONSECUTIVE_MISSES || this.noConsultantForDestinations;
  }

  /** The selected day has a pill whose availability is confirmed: Next may go on with it. */
  get isSelectionOffered(): boolean {
    const selected = this.state.dates.selectedDate;
    return this.pills.some((pill) => pill.dateString === selected && pill.fetchedDate !== '');
  }

  /** Loads DATES_PER_PAGE days from today; each pill resolves by its own availability call. */
  async loadInitial(): Promise<void> {
    this.failures = 0;
    await this.load();
  }

  /** A fresh list from today (loadInitial, or a retry after the consultant check failed). */
  private async load(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    const today = zurichToday(this.state.clock);
    this.cancelRetry();
    this.consecutiveMisses = 0;
    this.noConsultantForDestinations = false;
    this.consultantCheckFailed = false;
    this.pills = this.newPills(addDays(today, -1));
    this.ahead = new Map();
    this.lastAsked = null;
    try {
      if (!(await this.checkConsultantForDestinations(generation))) return;
    } catch {
      // Spec section 7: the check's failure is rethrown; met here with the honest 'could not be loaded' and a retry.
      if (generation !== this.generation) return;
      runInAction(() => {
        this.consultantCheckFailed = true;
        this.pills = [];
      });
      this.scheduleRetry();
      return;
    }
    await this.resolveWithAhead(
      this.pills.map((pill) => pill.dateString),
      generation,
    );
    await this.keepSelectionIfOffered(generation);
  }

  /** Adds the next DATES_PER_PAGE days after the highest one. */
  async loadMore(): Promise<void> {
    if (this.isAnyLoading || this.noDateFound) return;
    const generation = this.generation;
    const highest = this.highestDate();
    if (!highest) return this.loadInitial();
    const added = this.newPills(highest);
    this.pills = [...this.pills, ...added];
    await this.resolveWithAhead(
      added.map((pill) => pill.dateString),
      generation,
    );
  }

  /**
   * High demand, 'search later weeks': after 'no date found' by empty days, the search goes on with the days
   * after the last one asked, a fresh count of misses and DATES_PER_PAGE new pills.
   */
  async searchLater(): Promise<void> {
    if (this.noConsultantForDestinations || this.isAnyLoading) return;
    const generation = this.generation;
    const after = this.lastAsked ?? this.highestDate() ?? addDays(zurichToday(this.state.clock), -1);
    this.consecutiveMisses = 0;
    const added = this.newPills(after);
    this.pills = [...this.pills, ...added];
    await this.resolveWithAhead(
      added.map((pill) => pill.dateString),
      generation,
    );
  }

  /** Asks again for the days that failed (the retry button, and the automatic retry). */
  async retryFailed(): Promise<void> {
    if (this.consultantCheckFailed) return this.load();
    this.cancelRetry();
    const generation = this.generation;
    const failed = this.pills.filter((pill) => pill.failed).map((pill) => pill.dateString);
    for (const dateString of failed) this.updatePill(dateString, { failed: false, loading: true });
    await Promise.all(failed.map((dateString) => this.resolve(dateString, generation)));
  }

  /** Stops listening to answers still under way and stops retrying (the step was left). */
  dispose(): void {
    this.generation += 1;
    this.cancelRetry();
  }

  private cancelRetry(): void {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** One automatic retry of the failed days, later after each failure in a row. */
  private scheduleRetry(): void {
    if (this.retryTimer !== undefined) return;
    const pause = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.failures);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.retryFailed();
    }, pause);
  }

  /**
   * Asks for the pills' days, then for the days ahead of them. The pills' calls leave first: a browser keeps at
   * most six connections to the API, and calls beyond them wait in the order they were made.
   */
  private async resolveWithAhead(dateStrings: string[], generation: number): Promise<void> {
    const answers = dateStrings.map((dateString) => this.resolve(dateString, generation));
    // In the next task, still before any answer arrives (answers take a round trip), so a day without availability
    // finds the next day asked: sixteen calls in one task were a long task at a phone's speed (step 2's pills are
    // asked for during the step's first render). A pill that moves before it asks for its new day itself.
    setTimeout(() => {
      if (generation === this.generation) this.askAhead();
    }, 0);
    await Promise.all(answers);
  }

  /** Asks for the LOOKAHEAD_DAYS days after the highest pill (those not asked yet). */
  private askAhead(): void {
    const highest = this.highestDate();
    if (!highest) return;
    for (let i = 1; i <= LOOKAHEAD_DAYS; i += 1) {
      const isoDay = toIsoDate(formatDate(addDays(highest, i)));
      if (this.ahead.has(isoDay)) continue;
      const answer = this.fetchDay(isoDay);
      answer.catch(() => undefined); // a failure is met (and retried) by the pill that takes the day, if any
      this.ahead.set(isoDay, answer);
    }
  }

  /** Whether the day has availability: the answer asked for ahead when there is one, else a new call. */
  private ask(dateString: string): Promise<boolean> {
    const isoDay = toIsoDate(dateString);
    const early = this.ahead.get(isoDay);
    if (!early) return this.fetchDay(isoDay);
    this.ahead.delete(isoDay); // used once
    // An answer asked ahead that failed (the API was away then) is asked for again, now.
    return early.catch(() => this.fetchDay(isoDay));
  }

  private async fetchDay(isoDay: string): Promise<boolean> {
    const asked = parseIsoDate(isoDay);
    if (this.lastAsked === null || compareDates(asked, this.lastAsked) > 0) this.lastAsked = asked;
    const response = await this.state.api.day({ ...this.state.availabilityQuery, weekDateSelected: isoDay });
    return response.availableAppointment;
  }

  private newPills(after: CalendarDate): DatePill[] {
    return Array.from({ length: DATES_PER_PAGE }, (_, i) => ({
      dateString: formatDate(addDays(after, i + 1)),
      fetchedDate: '',
      loading: true,
      failed: false,
    }));
  }

  /**
   * A selection kept from before (a reload, another branch) stays only while its day is still offered: a day
   * beyond the list is loaded up to with 'more', a day the fresh list no longer offers is unchecked.
   */
  private async keepSelectionIfOffered(generation: number): Promise<void> {
    const { dates } = this.state;
    while (dates.selectedDate !== '' && generation === this.generation && !this.isSelectionOffered) {
      const highest = this.highestDate();
      const beyond = highest !== null && compareDates(parseDate(dates.selectedDate), highest) > 0;
      if (!beyond || this.noDateFound) {
        dates.uncheck();
        return;
      }
      await this.loadMore();
    }
  }

  private highestDate(): CalendarDate | null {
    return this.pills
      .map((pill) => parseDate(pill.dateString))
      .reduce<CalendarDate | null>(
        (max, date) => (max === null || compareDates(date, max) > 0 ? date : max),
        null,
      );
  }

  /** Whether the days may be asked for: false when no consultant covers the destinations. Failures are rethrown. */
  private async checkConsultantForDestinations(generation: number): Promise<boolean> {
    const destinationIds = this.state.destinationFilter.checkedIds;
    if (destinationIds.length === 0) return true;
    let exists: boolean;
    try {
      exists = await this.state.api.hasConsultantForDestination({
        destinationIds,
        branchOfficeIds: this.state.agencyFilter.checkedIds,
      });
    } catch (error) {
      this.state.logger.error('Checking consultants for the destinations failed', error);
      throw error;
    }
    if (generation !== this.generation) return false;
    if (!exists) {
      runInAction(() => {
        this.noConsultantForDestinations = true;
        this.pills = [];
      });
    }
    return exists;
  }

  /** Asks for one pill's day; a day without availability is replaced by the next later day and retried. */
  private async resolve(initial: string, generation: number): Promise<void> {
    let dateString = initial;
    for (;;) {
      let available: boolean;
      try {
        available = await this.ask(dateString);
      } catch (error) {
        this.state.logger.error(`Loading availability of ${dateString} failed`, error);
        if (generation === this.generation) {
          this.updatePill(dateString, { loading: false, failed: true });
          this.scheduleRetry();
        }
        return;
      }
      if (generation !== this.generation) return;
      const next = this.afterAnswer(dateString, available);
      if (next === null) return;
      dateString = next;
    }
  }

  /** Records one answer; returns the day to try next, or null when this pill is done. */
  private afterAnswer(dateString: string, available: boolean): string | null {
    this.failures = 0;
    if (available) {
      this.consecutiveMisses = 0;
      this.updatePill(dateString, { loading: false, fetchedDate: toIsoDate(dateString) });
      return null;
    }
    this.consecutiveMisses += 1;
    if (this.consecutiveMisses > MAX_CONSECUTIVE_MISSES) {
      this.pills = this.pills.filter((pill) => pill.dateString !== dateString);
      return null;
    }
    const highest = this.highestDate();
    const next = formatDate(addDays(highest ?? parseDate(dateString), 1));
    this.updatePill(dateString, { dateString: next, loading: true, fetchedDate: '' });
    if (this.state.dates.selectedDate === dateString) this.state.dates.uncheck();
    return next;
  }

  private updatePill(dateString: string, change: Partial<DatePill>): void {
    this.pills = this.pills.map((pill) => (pill.dateString === dateString ? { ...pill, ...change } : pill));
  }
}
