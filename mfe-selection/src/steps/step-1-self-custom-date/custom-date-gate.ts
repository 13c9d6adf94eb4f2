// Step 1 self's gate (spec section 2, Step 1 self): 'next' is enabled once agency, date, hour and minute are set.
import type { BookingState } from '@checkout/shared';

export type CustomDateGateState = Pick<BookingState, 'agencyFilter' | 'settings' | 'dates'>;

/**
 * An agency is chosen (or preset by the address's agency or advisor) that takes appointments outside opening
 * hours, and the custom appointment is complete.
 */
export function canContinueCustomDate({ agencyFilter, settings, dates }: CustomDateGateState): boolean {
  return (
    (agencyFilter.hasChecked || settings.hasPresetAgency || settings.hasPresetAdvisor) &&
    !agencyFilter.hasCheckedWithoutSpecialHours &&
    dates.isCustomDateComplete
  );
}
