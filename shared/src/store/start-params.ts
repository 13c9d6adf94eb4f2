// The start parameters of the address (spec section 2) applied to the booking state.
import type { FilterStore } from './filter-store';
import type { OverlaysStore } from './small-stores';
import type { SettingsStore } from './settings-store';
import type { TravelStore } from './travel-store';

/** What reading the start parameters changes. */
export interface StartParamsTarget {
  settings: SettingsStore;
  travel: TravelStore;
  overlays: OverlaysStore;
  agencyFilter: FilterStore;
}

/**
 * Each parameter counts only when non-empty: travelId and destinationId open the travel-experience overlay,
 * advisorId the advisor overlay; agencyId, returnUrl and event are stored.
 */
export function applyStartParams(target: StartParamsTarget, params: URLSearchParams): void {
  const { settings, travel, overlays } = target;
  const value = (name: string): string => (params.get(name) ?? '').trim();
  const advisorId = value('advisorId');
  const travelId = value('travelId');
  const destinationId = value('destinationId');
  const agencyId = value('agencyId');
  const returnUrl = value('returnUrl');
  const event = value('event');

  if (advisorId) {
    settings.setStartValues({ advisorId });
    overlays.open('advisor');
  }
  if (travelId || destinationId) {
    if (travelId) settings.setStartValues({ travelId });
    if (destinationId) settings.setStartValues({ destinationId });
    travel.setTravel(travelId || travel.travelId, destinationId || travel.destinationId);
    overlays.open('travelExperience');
  }
  if (agencyId) settings.setStartValues({ agencyId });
  if (returnUrl) settings.setStartValues({ returnUrl });
  if (event) settings.setStartValues({ event });
  preselectStartAgency(target);
}

/** The address's agency is checked once on first load (AGENCY-ID-INIT); later choices of the visitor stand. */
export function preselectStartAgency({ settings, agencyFilter }: StartParamsTarget): void {
  if (settings.agencyId === '' || settings.agencyIdInitialised) return;
  agencyFilter.check(settings.agencyId);
  settings.setAgencyIdInitialised(true);
}
