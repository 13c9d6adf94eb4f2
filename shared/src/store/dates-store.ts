import { makeAutoObservable, runInAction } from 'mobx';
import {
  addDays,
  compareDates,
  DEFAULT_CUSTOM_HOUR,
  formatDate,
  formatIsoDate,
  parseDate,
  snapCustomHour,
  toIsoDate,
  zurichToday,
  type CustomHour,
} from '../dates';
import type { RootStore } from './root-store';

/** Dates shown at first and added by each 'more' (spec section 9). */
export const DATES_PER_PAGE = 10;
/** Consecutive days without availability after which 'no date found' is shown. */
export const MAX_CONSECUTIVE_MISSES = 60;

/** One date pill of step 2 (spec: date model entry). */
export interface DateEntry {
  /** The day the pill shows, dd.mm.yyyy; moves to a later day while no availability is found. */
  dateString: string;
  /** yyyy-mm-dd of the day whose availability was confirmed; '' until then. */
  fetchedDate: string;
  /** The pill's availability request is under way. */
  loading: boolean;
  /** This pill is the selected date (derived from selectedDate). */
  checked: boolean;
}

type DatePill = Omit<DateEntry, 'checked'>;

/** Day selection of step 2 and the custom date of step 1 self (spec sections 3 and 4). */
export class DatesStore {
  /** Pills in display order; checked is derived in `dates`. */
  pills: DatePill[] = [];
  /** The chosen day of step 2, dd.mm.yyyy; '' when none. */
  selectedDate = '';
  /** The chosen custom day of step 1 self, dd.mm.yyyy; '' when none. */
  selectedDateCustom = '';
  /** The chosen custom time, two-digit hour and minute; 08:00 by default. */
  selectedHourCustom: CustomHour = { ...DEFAULT_CUSTOM_HOUR };
  /** Days in a row found without availability; reset whenever a pill resolves. */
  consecutiveMisses = 0;
  /** Destinations are checked and no consultant covers them. */
  noConsultantForDestinations = false;
  /** Bumped by every reload so that answers of an older list are ignored. */
  private generation = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<DatesStore, 'root' | 'generation'>(
      this,
      { root: false, generation: false },
      { autoBind: true },
    );
  }

  /** The pills in calendar order with their checked flag (a replaced pill moves to its new day's place). */
  get dates(): DateEntry[] {
    return this.pills
      .map((pill) => ({ ...pill, checked: pill.dateString === this.selectedDate }))
      .sort((a, b) => compareDates(parseDate(a.dateString), parseDate(b.dateString)));
  }

  /** True while any pill is loading: the 'more' button is disabled then. */
  get isAnyLoading(): boolean {
    return this.pills.some((pill) => pill.loading);
  }

  /** Shown after 60 consecutive empty days or when no consultant exists for the destinations. */
  get noDateFound(): boolean {
    return this.consecutiveMisses > MAX_CONSECUTIVE_MISSES || this.noConsultantForDestinations;
  }

  /** yyyy-mm-dd of the selected date, '' when none. */
  get selectedDateIso(): string {
    return this.selectedDate === '' ? '' : toIsoDate(this.selectedDate);
  }

  /** The custom appointment is fully chosen (date, hour and minute). */
  get isCustomDateComplete(): boolean {
    return (
      this.selectedDateCustom !== '' &&
      this.selectedHourCustom.hour !== '' &&
      this.selectedHourCustom.minute !== ''
    );
  }

  /** Checking one date unchecks the others. */
  check(dateString: string): void {
    this.selectedDate = dateString;
  }

  /** Unchecking clears selectedDate. */
  uncheck(): void {
    this.selectedDate = '';
  }

  toggle(dateString: string): void {
    if (this.selectedDate === dateString) this.uncheck();
    else this.check(dateString);
  }

  /** Choosing a custom date resets the time to 08:00; clearing it clears the selection. */
  setSelectedDateCustom(dateString: string): void {
    this.selectedDateCustom = dateString;
    this.selectedHourCustom = { ...DEFAULT_CUSTOM_HOUR };
  }

  /** Sets the custom hour; the minute snaps to the first allowed one if no longer valid. */
  setCustomHour(hour: string): void {
    const next = { ...this.selectedHourCustom, hour };
    this.selectedHourCustom =
      this.selectedDateCustom === '' ? next : snapCustomHour(parseDate(this.selectedDateCustom), next);
  }

  setCustomMinute(minute: string): void {
    this.selectedHourCustom = { ...this.selectedHourCustom, minute };
  }

  /** Leaving custom-date mode: the custom date is cleared and the time back at 08:00. */
  clearCustomDate(): void {
    this.selectedDateCustom = '';
    this.selectedHourCustom = { ...DEFAULT_CUSTOM_HOUR };
  }

  /** Init: no pills, no selection. */
  reset(): void {
    this.generation += 1;
    this.pills = [];
    this.selectedDate = '';
    this.consecutiveMisses = 0;
    this.noConsultantForDestinations = false;
    this.clearCustomDate();
  }

  /** Loads 10 days from today; each pill resolves by its own availability call. */
  async loadInitial(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    const today = zurichToday(this.root.clock);
    this.consecutiveMisses = 0;
    this.noConsultantForDestinations = false;
    this.pills = Array.from({ length: DATES_PER_PAGE }, (_, i) => ({
      dateString: formatDate(addDays(today, i)),
      fetchedDate: '',
      loading: true,
    }));
    if (!(await this.checkConsultantForDestinations(generation))) return;
    await Promise.all(this.pills.map((pill) => this.resolve(pill.dateString, generation)));
    await this.keepSelectionIfOffered(generation);
  }

  /** The selected day has a pill whose availability is confirmed: Next may go on with it. */
  get isSelectionOffered(): boolean {
    return this.pills.some((pill) => pill.dateString === this.selectedDate && pill.fetchedDate !== '');
  }

  /**
   * A selection kept from before (a reload, another branch) stays only while its day is still offered: a day
   * beyond the list is loaded up to with 'more', a day the fresh list no longer offers is unchecked.
   */
  private async keepSelectionIfOffered(generation: number): Promise<void> {
    while (this.selectedDate !== '' && generation === this.generation && !this.isSelectionOffered) {
      const highest = this.highestDate();
      const beyond = highest !== null && compareDates(parseDate(this.selectedDate), highest) > 0;
      if (!beyond || this.noDateFound) {
        this.uncheck();
        return;
      }
      await this.loadMore();
    }
  }

  /** Adds the next 10 days after the highest one. */
  async loadMore(): Promise<void> {
    if (this.isAnyLoading || this.noDateFound) return;
    const generation = this.generation;
    const highest = this.highestDate();
    if (!highest) return this.loadInitial();
    const added = Array.from({ length: DATES_PER_PAGE }, (_, i) => ({
      dateString: formatDate(addDays(highest, i + 1)),
      fetchedDate: '',
      loading: true,
    }));
    this.pills = [...this.pills, ...added];
    await Promise.all(added.map((pill) => this.resolve(pill.dateString, generation)));
  }

  private highestDate() {
    return this.pills
      .map((pill) => parseDate(pill.dateString))
      .reduce<ReturnType<typeof parseDate> | null>(
        (max, date) => (max === null || compareDates(date, max) > 0 ? date : max),
        null,
      );
  }

  private async checkConsultantForDestinations(generation: number): Promise<boolean> {
    const destinationIds = this.root.destinationFilter.checkedIds;
    if (destinationIds.length === 0) return true;
    try {
      const exists = await this.root.api.hasConsultantForDestination({
        destinationIds,
        branchOfficeIds: this.root.agencyFilter.checkedIds,
      });
      if (generation !== this.generation) return false;
      if (!exists) {
        runInAction(() => {
          this.noConsultantForDestinations = true;
          this.pills = [];
        });
      }
      return exists;
    } catch (error) {
      this.root.logger.error('Checking consultants for the destinations failed', error);
      return true;
    }
  }

  /** Asks for one pill's day; a day without availability is replaced by the next later day and retried. */
  private async resolve(initial: string, generation: number): Promise<void> {
    let dateString = initial;
    for (;;) {
      let available: boolean;
      try {
        const response = await this.root.api.day({
          culture: this.root.settings.culture,
          weekDateSelected: toIsoDate(dateString),
          advisorId: this.root.settings.advisorId,
          travelExperienceId: this.root.travel.travelId,
          filters: this.root.agendaFilters,
          checkoutSessionId: this.root.reservation.checkoutSessionId,
        });
        available = response.availableAppointment;
      } catch (error) {
        this.root.logger.error(`Loading availability of ${dateString} failed`, error);
        if (generation === this.generation) this.updatePill(dateString, { loading: false });
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
    if (this.selectedDate === dateString) this.selectedDate = '';
    return next;
  }

  private updatePill(dateString: string, change: Partial<DatePill>): void {
    this.pills = this.pills.map((pill) => (pill.dateString === dateString ? { ...pill, ...change } : pill));
  }

  /** The custom date as the reserve body sends it (yyyy-mm-dd), '' when none. */
  get selectedDateCustomIso(): string {
    return this.selectedDateCustom === '' ? '' : formatIsoDate(parseDate(this.selectedDateCustom));
  }
}
