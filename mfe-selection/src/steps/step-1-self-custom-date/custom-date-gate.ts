// Step 1 self's gate (spec section 2, Step 1 self): 'next' is enabled once agency, date, hour and minute are set.
// The rule is the kernel's (isCustomDateRequestComplete): the shell's guards show steps 4-6 of the custom-date
// flow by the very same rule, so 'next' and the step it leads to never disagree.
import { isCustomDateRequestComplete, type CustomDateRequestState } from '@checkout/shared';

export type CustomDateGateState = CustomDateRequestState;

/**
 * An agency is chosen (or preset by the address's agency or advisor) that takes appointments outside opening
 * hours, and the custom appointment is complete.
 */
export function canContinueCustomDate(state: CustomDateGateState): boolean {
  return isCustomDateRequestComplete(state);
}
