import { makeAutoObservable } from 'mobx';
import type { AppointmentSelection } from '../federation/booking-parts';
import { isHoldExpiredAt } from '../dates/hold';
import { toWireAdviceMode, type AdviceMode, type Hour, type WireAdviceMode } from '../contract';

export type { AppointmentSelection };

/** The pick of step 3, persisted under CHECKOUT-AGENDA. */
export class AgendaStore implements AppointmentSelection {
  /** Id of the advisor whose hour is picked; '' when none. */
  selectedAdvisor = '';
  /** The picked hour; null when none. */
  selectedHour: Hour | null = null;
  /** End (HH:mm) of the picked hour. */
  selectedHourTill = '';
  /** personal, online or phone; '' until chosen in the advice-mode overlay. */
  adviceMode: AdviceMode | '' = '';
  /**
   * When the API's hold on the picked hour runs out, in epoch ms by this browser's clock (0: no hold). Counted
   * from the hold's answer, so it is never earlier than the server's expiry whatever the clocks say.
   */
  holdExpiresAt = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get wireAdviceMode(): WireAdviceMode {
    return toWireAdviceMode(this.adviceMode);
  }

  /** The picked hour's hold ran out (docs/decisions/0025-step-6-failures-at-booking.md). */
  isHoldExpired(nowMs: number): boolean {
    return isHoldExpiredAt(this.holdExpiresAt, nowMs);
  }

  /** Picking an hour replaces any other pick; the advice mode is chosen anew and nothing is held yet. */
  select(hour: Hour): void {
    this.selectedHour = { ...hour, isChecked: true };
    this.selectedAdvisor = hour.advisor.id;
    this.selectedHourTill = hour.till;
    this.adviceMode = '';
    this.holdExpiresAt = 0;
  }

  setAdviceMode(mode: AdviceMode): void {
    this.adviceMode = mode;
  }

  setHoldExpiresAt(epochMs: number): void {
    this.holdExpiresAt = epochMs;
  }

  /** No hour, no advice mode, no hold. */
  reset(): void {
    this.selectedHour = null;
    this.selectedAdvisor = '';
    this.selectedHourTill = '';
    this.adviceMode = '';
    this.holdExpiresAt = 0;
  }
}
