// States of the selection steps for the stories, prepared on a story's store from the booking API's
// recorded answers.
import {
  DEFAULT_CULTURE,
  type ApiClient,
  type Culture,
  type RootStore,
  type TravelExperience,
} from '@checkout/shared';
import { recordedAnswer } from '@checkout/api/recordings';

export const PRESET_AGENCY = 'zurich-bahnhofstrasse';
export const PRESET_ADVISOR = 'adv-anna-meier';
export const TRAVEL_ID = 'te-iceland-ring-road';
/** A saved travel-type profile (eight factors), so the match percentage shows. */
export const TRAVEL_TYPE_PROFILE = [0.8, 0.9, 0.4, 0.4, 0.7, 0.3, 0.6, 0.7];

// Stories never call the network: the seed's image address is replaced by an inline picture.
const TRAVEL_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#9cc9d3"/><path d="M0 140 L90 70 L150 120 L220 50 L320 140 V180 H0 Z" fill="#0b5563"/><circle cx="260" cy="40" r="18" fill="#f2b705"/></svg>',
)}`;

/** The travel experience as the booking API answered it, with the inline image. */
export function storyTravelExperience(culture: Culture, travelExperienceId = TRAVEL_ID): TravelExperience {
  return {
    ...recordedAnswer('travelExperienceAndBookmarks', { culture, travelExperienceId }),
    image: TRAVEL_IMAGE,
  };
}

/** The recorded travel experience, with an inline image. */
export const travelExperienceWithImage: ApiClient['travelExperienceAndBookmarks'] = async (request) =>
  storyTravelExperience(request.culture ?? DEFAULT_CULTURE, request.travelExperienceId);

/** The recorded branch list whatever choice the request sends with it (the list does not depend on the choice). */
export const agencyList: ApiClient['filterAgencies'] = async (request) =>
  recordedAnswer('filterAgencies', {
    culture: request.culture ?? DEFAULT_CULTURE,
    filterSelected: [{ key: 'agencies', values: [] }],
  });

export const startWith =
  (query: string) =>
  (store: RootStore): void => {
    store.applyStartParams(new URLSearchParams(query));
  };

/** Four destinations checked: three are listed, then '(+1 more)'. */
export async function fourDestinations(store: RootStore): Promise<void> {
  await store.destinationFilter.load();
  for (const id of ['iceland', 'japan', 'norway', 'portugal']) store.destinationFilter.check(id);
}

/** Step 1 self with agency, date and time chosen. */
export async function customDateChosen(store: RootStore): Promise<void> {
  store.enterCustomDateMode();
  await store.agencyFilter.load();
  store.agencyFilter.check(PRESET_AGENCY);
  store.dates.setSelectedDateCustom('07.03.2026');
  store.dates.setCustomHour('14');
  store.dates.setCustomMinute('30');
}
