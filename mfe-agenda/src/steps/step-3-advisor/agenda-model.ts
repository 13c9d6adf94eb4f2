// Step 3's agenda (spec sections 3 and 4): the advisors with hours on the chosen day, picking an hour (held for
// this checkout session so nobody else books it meanwhile), a taken hour, and the advice-mode overlay. The pick
// itself (advisor, hour, advice mode, hold expiry) is the kernel's, so it survives a reload and reaches step 6.
import {
  HOLD_MINUTES,
  isApiError,
  type BookingState,
  type Consultant,
  type Hour,
  type HoursForConsultant,
} from '@checkout/shared';
import { makeAutoObservable, runInAction } from 'mobx';
import { AdviceModeChoice } from './advice-mode-choice';

/** What became of an hour the visitor picked. */
export type HoldOutcome = 'held' | 'taken' | 'not-held';

/** What the agenda needs of the booking state. */
export type AgendaState = Pick<
  BookingState,
  | 'api'
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
  /** Advisors with at least one hour on the selected date. */
  advisorList: Consultant[] = [];
  /** One entry per advisor; each hour's isChecked is derived, see hoursFor. */
  hoursList: HoursForConsultant[] = [];
  /** The agenda request is under way (the step shows a loader). */
  loading = false;
  /** The last picked hour was taken by someone else in the meantime. */
  slotTaken = false;
  /** The advice-mode overlay's content. */
  readonly adviceModeChoice: AdviceModeChoice;

  constructor(private readonly state: AgendaState) {
    this.adviceModeChoice = new AdviceModeChoice(state.agenda);
    makeAutoObservable<AgendaModel, 'state'>(
      this,
      { state: false, adviceModeChoice: false },
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

  /**
   * Loads advisors and hours of the selected date; failures are logged only. A quiet load (refreshing the
   * hours after a taken slot) keeps the list on screen instead of the loader.
   */
  async load({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    const { api, dates } = this.state;
    if (dates.selectedDate === '') return;
    this.loading = !quiet;
    try {
      const response = await api.agenda({
        ...this.state.availabilityQuery,
        weekDateSelected: dates.selectedDateIso,
        weekState: 0,
      });
      runInAction(() => {
        this.advisorList = response.advisorList;
        this.hoursList = response.hoursList;
      });
    } catch (error) {
      this.state.logger.error('Loading the agenda failed', error);
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
    const { api, reservation, dates, agenda, clock } = this.state;
    try {
      await api.hold({
        sessionId: reservation.checkoutSessionId,
        advisorId: hour.advisor.id,
        date: dates.selectedDateIso,
        time: hour.label,
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
