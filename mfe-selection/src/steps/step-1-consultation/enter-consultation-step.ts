// What step 1 does on entry (spec section 2, Step 1): load the agencies, start the filters afresh unless an
// agency or advisor is preset, or the visitor reloaded step 1 itself. The preset advisor's detail is the
// consultant overlay's; the page view the shell's.
import type { BookingState } from '@checkout/shared';

let firstEntry = true;

/**
 * Whether this document was loaded by a reload (or a return through the browser's history) of the address it
 * shows now: the visitor did not come to step 1, they are still there (docs/decisions/0029-step-1-and-step-1-self-open-points.md).
 */
export function isPageRestore(win: Window = window): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  if (!entry || !('type' in entry)) return false;
  const { type } = entry as PerformanceNavigationTiming;
  return (
    (type === 'reload' || type === 'back_forward') && new URL(entry.name).pathname === win.location.pathname
  );
}

/** True for the first step 1 entry of this document only. */
function takeFirstEntry(): boolean {
  const first = firstEntry;
  firstEntry = false;
  return first;
}

export function enterConsultationStep(
  store: BookingState,
  { restored = takeFirstEntry() && isPageRestore() }: { restored?: boolean } = {},
): void {
  const { settings, agencyFilter, destinationFilter } = store;
  // An agency or advisor from the address keeps the branch choice it brought (spec: 'advisor agency preset');
  // a reload of step 1 keeps what the visitor chose on it.
  if (!settings.hasPresetAgency && !settings.hasPresetAdvisor && !restored) {
    agencyFilter.reset();
    destinationFilter.reset();
  }
  void agencyFilter.load();
  // A destination the address gives without a travel id is checked now; a travel id's waits for its card.
  if (store.travel.travelId === '') void checkTravelDestination(store);
}

/**
 * The destination of the travel experience (address or loaded card) is checked in the destination filter,
 * so the visitor can go on with it at once; its label arrives with the destination list.
 */
export async function checkTravelDestination(store: BookingState): Promise<void> {
  const { travel, destinationFilter } = store;
  const id = travel.destinationId;
  if (id === '' || destinationFilter.hasChecked) return;
  destinationFilter.check(id);
  if (destinationFilter.groups.length === 0) await destinationFilter.load();
  // An id the list does not know (a stale or mistyped address) is not kept as a nameless choice.
  const known = destinationFilter.allItems.find((item) => item.id === id);
  if (destinationFilter.groups.length > 0 && !known && destinationFilter.isChecked(id)) {
    destinationFilter.toggle({ id, label: '', isChecked: true });
  }
}
