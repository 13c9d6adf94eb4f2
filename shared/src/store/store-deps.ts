// The narrow dependencies of the domain stores: each gets what it uses, never the root store.
import type { ApiClient } from '../api-client/api-client';
import type { SettingsStore } from './settings-store';

/** Where the stores report failures the visitor is not told about (spec section 8: 'logged only'). */
export type Logger = Pick<Console, 'error' | 'warn'>;

/** What a store that loads from the API needs: those calls, the logger and the visitor's settings. */
export interface LoaderDeps<Calls extends keyof ApiClient> {
  api: Pick<ApiClient, Calls>;
  logger: Logger;
  settings: Pick<SettingsStore, 'culture' | 'perfectMatchData' | 'advisorId'>;
}
