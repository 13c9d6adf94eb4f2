// When a custom-date request (spec section 2, Step 1 self) is complete: one rule for step 1 self's 'next'
// (mfe-selection) and the shell's guards, which show steps 4-6 of the custom-date flow only with it.
import type { BookingState } from '../federation/booking-state';

/** What the rule reads of the booking state. */
export type CustomDateRequestState = Pick<BookingState, 'agencyFilter' | 'settings' | 'dates'>;

/**
 * True when an agency is chosen (or preset by the address's agency or advisor) that takes appointments outside
 * opening hours, and the custom date, hour and minute are set.
 */
export function isCustomDateRequestComplete({
  agencyFilter,
  settings,
  dates,
}: CustomDateRequestState): boolean {
  return (
    (agencyFilter.hasChecked || settings.hasPresetAgency || settings.hasPresetAdvisor) &&
    !agencyFilter.hasCheckedWithoutSpecialHours &&
    dates.isCustomDateComplete
  );
}
