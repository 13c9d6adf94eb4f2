// Step 3's agenda (spec sections 3 and 4): the advisors with hours on the chosen day, picking an hour (held for
// this checkout session so nobody else books it meanwhile), a taken hour, and the advice-mode overlay. The pick
// itself (advisor, hour, advice mode, hold expiry) is the kernel's, so it survives a reload and reaches step 6.
import { addDays, formatDate, parseDate } from '@checkout/shared/dates';
import {
  HOLD_MINUTES,
  isApiError,
  type AdviceMode,
  type AgendaResponse,
  type BookingState,
  type Consultant,
  type Hour,
  type HoursForConsultant,
  type SpokenLanguage,
} from '@checkout/shared';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { AdviceModeChoice } from './advice-mode-choice';

/** What became of an hour the visitor picked. */
export type HoldOutcome = 'held' | 'taken' | 'not-held';

/** What the agenda needs of the booking state. */
export type AgendaState = Pick<
  BookingState,
  | 'api'
  | 'settings'
  | 'agencyFilter'
  | 'clock'
  | 'logger'
  | 'dates'
  | 'agenda'
  | 'overlays'
  | 'reservation'
  | 'availabilityQuery'
  | 'pickAppointment'
  | 'dropAppointment'
>;

export class AgendaModel {
  /** Advisors with at least one free hour on the selected date: the pages loaded so far. */
  advisorList: Consultant[] = [];
  /** One entry per advisor; each hour's isChecked is derived, see hoursFor. */
  hoursList: HoursForConsultant[] = [];
  /** Advisors with a free hour in all pages (the API's total). */
  total = 0;
  /** The last page loaded (0-based). */
  page = 0;
  /** Languages the day's advisors speak (the language filter's options). */
  languages: SpokenLanguage[] = [];
  /** The step's filter: only advisors offering this advice mode ('' for all). */
  modeFilter: AdviceMode | '' = '';
  /** The step's filter: only advisors speaking this language ('' for all). */
  languageFilter = '';
  /** The agenda request is under way (the step shows a loader). */
  loading = false;
  /** The next page is being loaded ('more advisors'). */
  loadingMore = false;
  /** Index in advisorList of the first advisor of the page loaded last by 'more advisors' (focus goes there). */
  firstOfLastPage = -1;
  /** The last picked hour was taken by someone else in the meantime. */
  slotTaken = false;
  /** The advice-mode overlay's content. */
  readonly adviceModeChoice: AdviceModeChoice;

  constructor(private readonly state: AgendaState) {
    this.adviceModeChoice = new AdviceModeChoice(state.agenda);
    makeAutoObservable<AgendaModel, 'state'>(
      this,
      {
        state: false,
        adviceModeChoice: false,
        // The API's answers are replaced, never changed in place: kept as they came (references), so an agenda
        // page is not made observable object by object (hundreds of hours) and the step reads plain objects.
        advisorList: observable.ref,
        hoursList: observable.ref,
        languages: observable.ref,
      },
      { autoBind: true },
    );
  }

  /** The advisor of the picked hour, when listed. */
  get selectedConsultant(): Consultant | null {
    return this.advisorList.find((advisor) => advisor.id === this.state.agenda.selectedAdvisor) ?? null;
  }

  /** An advisor's hours with the checked flag, inactive hours left out (spec: inactive hours are hidden). */
  hoursFor(advisorId: string): Hour[] {
    const entry = this.hoursList.find((h) => h.consultantId === advisorId);
    const selectedId = this.state.agenda.selectedHour?.id;
    return (entry?.hours ?? [])
      .filter((hour) => !hour.isInactive)
      .map((hour) => ({ ...hour, isChecked: hour.id === selectedId }));
  }

  /** More advisors than those listed have a free hour that day. */
  get hasMore(): boolean {
    return this.advisorList.length < this.total;
  }

  /** A filter of the step is set (the empty list then offers to drop it). */
  get isFiltered(): boolean {
    return this.modeFilter !== '' || this.languageFilter !== '';
  }

  /** One page of the agenda of the selected date, with the step's filters and the visitor's profile. */
  private fetchPage(page: number): Promise<AgendaResponse> {
    const { api, dates, settings } = this.state;
    return api.agenda({
      ...this.state.availabilityQuery,
      weekDateSelected: dates.selectedDateIso,
      weekState: 0,
      page,
      ...(this.modeFilter !== '' && { adviceMode: this.modeFilter }),
      ...(this.languageFilter !== '' && { language: this.languageFilter }),
      ...(settings.perfectMatchData !== null && { perfectMatchData: settings.perfectMatchData }),
    });
  }

  /**
   * Loads the first page of advisors and hours of the selected date; failures are logged only. A quiet load
   * (refreshing the hours after a taken slot) keeps the list on screen instead of the loader, and reloads as
   * many advisors as were listed.
   */
  async load({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    if (this.state.dates.selectedDate === '') return;
    this.loading = !quiet;
    const pages = quiet ? this.page + 1 : 1;
    try {
      const responses: AgendaResponse[] = [];
      for (let page = 0; page < pages; page += 1) responses.push(await this.fetchPage(page));
      runInAction(() => {
        this.advisorList = responses.flatMap((r) => r.advisorList);
        this.hoursList = responses.flatMap((r) => r.hoursList);
        this.total = responses[responses.length - 1]?.total ?? 0;
        this.languages = responses[0]?.languages ?? [];
        this.page = pages - 1;
        if (!quiet) this.firstOfLastPage = -1;
      });
    } catch (error) {
      this.state.logger.error('Loading the agenda failed', error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** 'More advisors': appends the next page (an advisor already listed is not listed twice). */
  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    try {
      const response = await this.fetchPage(this.page + 1);
      runInAction(() => {
        const listed = new Set(this.advisorList.map((a) => a.id));
        const added = response.advisorList.filter((a) => !listed.has(a.id));
        const addedIds = new Set(added.map((a) => a.id));
        this.firstOfLastPage = added.length > 0 ? this.advisorList.length : -1;
        this.advisorList = [...this.advisorList, ...added];
        this.hoursList = [
          ...this.hoursList,
          ...response.hoursList.filter((h) => addedIds.has(h.consultantId)),
        ];
        this.total = response.total;
        this.page = response.page;
      });
    } catch (error) {
      this.state.logger.error('Loading more advisors failed', error);
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  /** The step's advice-mode filter; the list starts again at its first page. */
  async filterByMode(mode: AdviceMode | ''): Promise<void> {
    this.modeFilter = mode;
    await this.load();
  }

  /** The step's language filter; the list starts again at its first page. */
  async filterByLanguage(code: string): Promise<void> {
    this.languageFilter = code;
    await this.load();
  }

  /** High demand: the same weekday a week later. */
  async searchWeekLater(): Promise<void> {
    const { dates } = this.state;
    if (dates.selectedDate === '') return;
    dates.check(formatDate(addDays(parseDate(dates.selectedDate), 7)));
    await this.load();
  }

  /**
   * High demand, another advice mode: without a mode filter, video and phone advice are given by advisors of
   * every branch, so the branch filter goes; with one, the filter goes.
   */
  async widenAdviceModes(): Promise<void> {
    if (this.modeFilter !== '') {
      await this.filterByMode('');
      return;
    }
    this.state.agencyFilter.reset();
    await this.load();
  }

  /**
   * Entering step 3 (spec section 4): the agenda reloads and the advice-mode overlay closes. Closing it resets
   * the hour selections, so a pick restored by a reload is never shown checked without its overlay.
   */
  async enterStep(): Promise<void> {
    this.cancelAdviceModeChoice();
    // Sent back from step 6 because the hour was lost at booking: the message stays for this entry.
    this.slotTaken = this.state.reservation.takeSlotConflict();
    await this.load();
  }

  /** Picking an hour unchecks all others, names its advisor and opens the advice-mode overlay. */
  checkHour(hour: Hour): void {
    const advisor = this.advisorList.find((a) => a.id === hour.advisor.id) ?? null;
    this.state.pickAppointment(hour, advisor);
    this.slotTaken = false;
    if (advisor) {
      this.adviceModeChoice.fill(advisor, hour);
      this.state.overlays.open('adviceMode');
    }
  }

  /** Picks an hour and holds it for this checkout session, so nobody else books it meanwhile. */
  async pickHour(hour: Hour): Promise<HoldOutcome> {
    this.checkHour(hour);
    const { api, reservation, dates, agenda, clock, settings } = this.state;
    try {
      await api.hold({
        sessionId: reservation.checkoutSessionId,
        advisorId: hour.advisor.id,
        date: dates.selectedDateIso,
        time: hour.label,
        culture: settings.culture,
      });
      agenda.setHoldExpiresAt(clock.now().getTime() + HOLD_MINUTES * 60_000);
      return 'held';
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        this.markTaken(hour);
        // Someone else may have taken more than this hour: show the hours as they are now.
        await this.load({ quiet: true });
        return 'taken';
      }
      // The hold is a courtesy: without it the reservation still checks the slot.
      this.state.logger.error('Holding the hour failed', error);
      return 'not-held';
    }
  }

  /** The hour went to someone else: it disappears, the pick is undone and the visitor is told. */
  markTaken(hour: Hour): void {
    this.hoursList = this.hoursList.map((entry) => ({
      ...entry,
      hours: entry.hours.map((h) => (h.id === hour.id ? { ...h, isInactive: true } : h)),
    }));
    this.cancelAdviceModeChoice();
    this.slotTaken = true;
  }

  /**
   * The advice-mode overlay was closed without choosing: the pick, the advice mode and the overlay are reset,
   * the advisor information is cleared unless preselected, and the hold is released.
   */
  cancelAdviceModeChoice(): void {
    this.adviceModeChoice.reset();
    if (this.state.dropAppointment()) {
      this.state.api
        .releaseHold({ sessionId: this.state.reservation.checkoutSessionId })
        .catch((error: unknown) => this.state.logger.error('Releasing the hold failed', error));
    }
  }
}
