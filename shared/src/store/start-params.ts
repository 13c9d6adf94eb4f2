// The start parameters of the address (spec section 2) applied to the booking state, and the presets they bring
// (spec section 6): resolved to names and flags wherever the visit starts, and dropped when the visitor widens.
import type { AdvisorInformationStore } from './advisor-information-store';
import type { AgendaStore } from './agenda-store';
import type { FilterStore } from './filter-store';
import type { OverlaysStore } from './small-stores';
import type { SettingsStore } from './settings-store';
import type { TravelStore } from './travel-store';
import type { PresetScope } from '../federation/booking-state';

export type { PresetScope };

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

  // A search the visitor widened stays wide for the visit, though the address (kept on every step) names the preset.
  const presets = !settings.presetsDropped;
  if (advisorId && presets) {
    settings.setStartValues({ advisorId });
    overlays.open('advisor');
  }
  if (travelId || destinationId) {
    if (travelId) settings.setStartValues({ travelId });
    if (destinationId) settings.setStartValues({ destinationId });
    travel.setTravel(travelId || travel.travelId, destinationId || travel.destinationId);
    overlays.open('travelExperience');
  }
  if (agencyId && presets) settings.setStartValues({ agencyId });
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

/** What resolving and dropping presets reads and changes. */
export interface PresetTarget {
  settings: SettingsStore;
  agencyFilter: FilterStore;
  advisorInformation: AdvisorInformationStore;
  agenda: Pick<AgendaStore, 'selectedHour'>;
}

/** The search the address's agency or advisor limits; a preset agency the visitor no longer has checked limits nothing. */
export function presetScopeOf({ settings, agencyFilter }: PresetTarget): PresetScope | null {
  if (settings.hasPresetAdvisor) {
    const name = settings.transitoryData.consultantName;
    return { kind: 'advisor', id: settings.advisorId, name, noAppointmentsForSpecialHours: false };
  }
  const agency = agencyFilter.checked.find((item) => item.id === settings.agencyId);
  if (!settings.hasPresetAgency || !agency) return null;
  return {
    kind: 'agency',
    id: agency.id,
    name: agency.label,
    noAppointmentsForSpecialHours: agency.noAppointmentsForSpecialHours === true,
  };
}

/**
 * Resolves the preset agency and advisor to what the views need: the branch's name and flags from the branch list
 * (a branch the list does not know is dropped), the advisor's detail (name, branch, consultantName). Called as the
 * address is read, so it holds on whatever step the visit starts; failures are logged by the stores and leave the
 * preset as it is.
 */
export async function resolvePresets(target: PresetTarget): Promise<void> {
  const { settings, advisorInformation } = target;
  await Promise.all([
    settings.hasPresetAgency ? resolvePresetAgency(target) : undefined,
    settings.hasPresetAdvisor ? advisorInformation.loadDetail(settings.advisorId) : undefined,
  ]);
}

async function resolvePresetAgency({ settings, agencyFilter }: PresetTarget): Promise<void> {
  const id = settings.agencyId;
  // Checked items take their label and flags from the list (FilterStore.applyResponse).
  await agencyFilter.load();
  const listed = agencyFilter.allItems.some((item) => item.id === id);
  if (agencyFilter.groups.length === 0 || listed || settings.agencyId !== id) return;
  settings.setStartValues({ agencyId: '' });
  const checked = agencyFilter.checked.find((item) => item.id === id);
  if (checked) agencyFilter.toggle(checked);
}

/**
 * The visitor widens the search (steps 1 to 3): the preset agency is unchecked and the preset advisor forgotten,
 * unless an hour with them is picked (the pick still names its advisor until it is given up).
 */
export function dropPresets({ settings, agencyFilter, advisorInformation, agenda }: PresetTarget): void {
  const agency = agencyFilter.checked.find((item) => item.id === settings.agencyId);
  if (settings.hasPresetAgency && agency) agencyFilter.toggle(agency);
  if (settings.hasPresetAdvisor && agenda.selectedHour === null) advisorInformation.clear();
  settings.dropPresets();
}
