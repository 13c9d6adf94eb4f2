// The kernel's booking state: the root store, its domain stores and their storage.
export { RootStore, createRootStore, type RootStoreOptions } from './root-store';
export type { HydrateResult } from './hydrate';
export type { Logger, LoaderDeps } from './store-deps';
export { SettingsStore, type TransitoryData } from './settings-store';
export type { PresetScope } from './start-params';
export { FilterStore, searchFilterGroups, type FilterKind } from './filter-store';
export { DatesStore, type DateSelection } from './dates-store';
export { isCustomDateRequestComplete, type CustomDateRequestState } from './custom-date-request';
export { AgendaStore, type AppointmentSelection } from './agenda-store';
export { TravelStore, type TravelInformation } from './travel-store';
export { AdvisorInformationStore, type AdvisorInformation } from './advisor-information-store';
export {
  ContactFormStore,
  TravelDetailFormStore,
  type ContactFormValues,
  type TravelDetailFormValues,
} from './form-stores';
export { ReservationStore, type ReservationState } from './reservation-store';
export {
  BookmarksStore,
  OverlaysStore,
  SessionStore,
  OVERLAY_NAMES,
  type Bookmark,
  type OverlayName,
} from './small-stores';
export { browserStorage, createMemoryStorage, type KeyValueStorage } from './storage';
export {
  STORAGE_KEYS,
  PERSISTED_KEYS,
  type Check,
  type PersistedKey,
  type PersistedStoreName,
} from './persistence';
