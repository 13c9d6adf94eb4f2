import { makeAutoObservable, runInAction } from 'mobx';
import {
  HOLD_MINUTES,
  type AdviceMode,
  type Consultant,
  type Hour,
  type HoursForConsultant,
  type WireAdviceMode,
} from '../contract';
import { isApiError } from '../api-client/api-error';
import type { RootStore } from './root-store';

/** What became of an hour the visitor picked. */
export type HoldOutcome = 'held' | 'taken' | 'not-held';

/** Advisors and their hours of step 3, and the visitor's pick (spec section 3, Agenda). */
export class AgendaStore {
  /** Advisors with at least one hour on the selected date. */
  advisorList: Consultant[] = [];
  /** One entry per advisor; each hour's isChecked is derived, see hoursFor. */
  hoursList: HoursForConsultant[] = [];
  /** The agenda request is under way (the step shows a loader). */
  loading = false;
  /** Id of the advisor whose hour is picked; '' when none. */
  selectedAdvisor = '';
  /** The picked hour; null when none. */
  selectedHour: Hour | null = null;
  /** End (HH:mm) of the picked hour. */
  selectedHourTill = '';
  /** personal, online or phone; '' until chosen in the advice-mode overlay. */
  adviceMode: AdviceMode | '' = '';
  /** The last picked hour was taken by someone else in the meantime. */
  slotTaken = false;
  /**
   * When the API's hold on the picked hour runs out, in epoch ms by this browser's clock (0: no hold). Counted
   * from the hold's answer, so it is never earlier than the server's expiry whatever the clocks say.
   */
  holdExpiresAt = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AgendaStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** The advice mode as the server takes it: online is sent as video, none as phone. */
  get wireAdviceMode(): WireAdviceMode {
    if (this.adviceMode === 'online') return 'video';
    return this.adviceMode === '' ? 'phone' : this.adviceMode;
  }

  /** The advisor of the picked hour, when listed. */
  get selectedConsultant(): Consultant | null {
    return this.advisorList.find((advisor) => advisor.id === this.selectedAdvisor) ?? null;
  }

  /** An advisor's hours with the checked flag, inactive hours left out (spec: inactive hours are hidden). */
  hoursFor(advisorId: string): Hour[] {
    const entry = this.hoursList.find((h) => h.consultantId === advisorId);
    const selectedId = this.selectedHour?.id;
    return (entry?.hours ?? [])
      .filter((hour) => !hour.isInactive)
      .map((hour) => ({ ...hour, isChecked: hour.id === selectedId }));
  }

  /**
   * Loads advisors and hours of the selected date; failures are logged only. A quiet load (refreshing the
   * hours after a taken slot) keeps the list on screen instead of the loader.
   */
  async load({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    const { api, settings, dates, travel } = this.root;
    if (dates.selectedDate === '') return;
    this.loading = !quiet;
    try {
      const response = await api.agenda({
        culture: settings.culture,
        weekDateSelected: dates.selectedDateIso,
        advisorId: settings.advisorId,
        travelExperienceId: travel.travelId,
        weekState: 0,
        filters: this.root.agendaFilters,
        checkoutSessionId: this.root.reservation.checkoutSessionId,
      });
      runInAction(() => {
        this.advisorList = response.advisorList;
        this.hoursList = response.hoursList;
      });
    } catch (error) {
      this.root.logger.error('Loading the agenda failed', error);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /**
   * Entering step 3 (spec section 4): the agenda reloads and the advice-mode overlay closes. Closing it resets
   * the hour selections, so a pick restored by a reload is never shown checked without its overlay.
   */
  async enterStep(): Promise<void> {
    this.cancelAdviceModeChoice();
    // Sent back from step 6 because the hour was lost at booking: the message stays for this entry.
    this.slotTaken = this.root.reservation.takeSlotConflict();
    await this.load();
  }

  /**
   * Picking an hour unchecks all others, sets the advisor and the hour's end, sets the advisor information
   * unless an advisor was preselected, and opens the advice-mode overlay.
   */
  checkHour(hour: Hour): void {
    const advisor = this.advisorList.find((a) => a.id === hour.advisor.id);
    this.selectedHour = { ...hour, isChecked: true };
    this.selectedAdvisor = hour.advisor.id;
    this.selectedHourTill = hour.till;
    this.adviceMode = '';
    this.slotTaken = false;
    this.holdExpiresAt = 0;
    if (!this.root.settings.hasPresetAdvisor && advisor) {
      this.root.advisorInformation.set({
        name: advisor.name,
        location: advisor.location,
        consultantId: advisor.id,
      });
    }
    if (advisor) this.root.adviceModeOverlay.openFor(advisor, hour);
  }

  /** Unchecking clears the selection. */
  uncheckHour(): void {
    this.selectedHour = null;
    this.selectedAdvisor = '';
    this.selectedHourTill = '';
    this.holdExpiresAt = 0;
  }

  /** The picked hour's hold ran out (docs/decisions.md, 'An expired hold'). */
  isHoldExpired(nowMs: number = this.root.clock.now().getTime()): boolean {
    return this.holdExpiresAt > 0 && nowMs >= this.holdExpiresAt;
  }

  /** Picks an hour and holds it for this checkout session, so nobody else books it meanwhile. */
  async pickHour(hour: Hour): Promise<HoldOutcome> {
    this.checkHour(hour);
    const { api, reservation, dates } = this.root;
    try {
      await api.hold({
        sessionId: reservation.checkoutSessionId,
        advisorId: hour.advisor.id,
        date: dates.selectedDateIso,
        time: hour.label,
      });
      runInAction(() => {
        this.holdExpiresAt = this.root.clock.now().getTime() + HOLD_MINUTES * 60_000;
      });
      return 'held';
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        runInAction(() => this.markTaken(hour));
        // Someone else may have taken more than this hour: show the hours as they are now.
        await this.load({ quiet: true });
        return 'taken';
      }
      // The hold is a courtesy: without it the reservation still checks the slot.
      this.root.logger.error('Holding the hour failed', error);
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

  setAdviceMode(mode: AdviceMode): void {
    this.adviceMode = mode;
  }

  /**
   * The advice-mode overlay was closed without choosing: all hour selections, the advice mode and the overlay
   * state are reset, advisor information is cleared unless preselected, and the hold is released.
   */
  cancelAdviceModeChoice(): void {
    const hadHour = this.selectedHour !== null;
    this.uncheckHour();
    this.adviceMode = '';
    this.root.adviceModeOverlay.reset();
    this.root.overlays.close('adviceMode');
    if (!this.root.settings.hasPresetAdvisor) this.root.advisorInformation.clear();
    if (hadHour) {
      this.root.api
        .releaseHold({ sessionId: this.root.reservation.checkoutSessionId })
        .catch((error: unknown) => this.root.logger.error('Releasing the hold failed', error));
    }
  }

  /** Init: no advisors, no hours, no pick, no advice mode. */
  reset(): void {
    this.advisorList = [];
    this.hoursList = [];
    this.loading = false;
    this.uncheckHour();
    this.adviceMode = '';
    this.slotTaken = false;
  }
}
