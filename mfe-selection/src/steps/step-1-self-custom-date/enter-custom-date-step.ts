// What step 1 self does on entry (spec section 2, Step 1 self), besides the mode switch of the shell's guard.
import type { BookingState } from '@checkout/shared';

export async function enterCustomDateStep(
  store: Pick<BookingState, 'settings' | 'agencyFilter' | 'advisorInformation' | 'enterCustomDateMode'>,
): Promise<void> {
  const { settings, agencyFilter, advisorInformation } = store;
  // The shell's guard turns the mode on; doing it here too keeps the step right in the standalone harness.
  if (!settings.isCustomDateMode) store.enterCustomDateMode();
  // A preset agency hides the agency section, so it is the one the request goes to, even if unchecked since.
  if (settings.hasPresetAgency && !agencyFilter.isChecked(settings.agencyId)) {
    agencyFilter.check(settings.agencyId);
  }
  await agencyFilter.load();
  // A preset advisor hides it too: the request goes to the advisor's own branch office.
  if (settings.hasPresetAdvisor && !agencyFilter.hasChecked) {
    // The kernel resolves the preset advisor as the address is read: its detail is asked for only if not there.
    const known = advisorInformation.detail?.id === settings.advisorId ? advisorInformation.detail : null;
    const advisor = known ?? (await advisorInformation.loadDetail(settings.advisorId));
    if (advisor?.agencyId && !agencyFilter.hasChecked) agencyFilter.check(advisor.agencyId);
  }
}
