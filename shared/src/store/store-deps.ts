// The narrow dependencies of the domain stores: each gets what it uses, never the root store.
import type { ApiClient } from '../api-client/api-client';
import type { Logger } from '../federation/booking-state';
import type { SettingsStore } from './settings-store';

export type { Logger };

/** What a store that loads from the API needs: those calls, the logger and the visitor's settings. */
export interface LoaderDeps<Calls extends keyof ApiClient> {
  api: Pick<ApiClient, Calls>;
  logger: Logger;
  settings: Pick<SettingsStore, 'culture' | 'perfectMatchData' | 'advisorId'>;
}
