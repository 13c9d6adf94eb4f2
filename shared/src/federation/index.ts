// The remote contract: what the shell hands every remote and what a remote hands back, as interfaces and
// constants only (no class, no store implementation). Remotes are built against it; its API report
// (etc/shared-remote-contract.api.md) is the contract's version gate (docs/architecture.md, 'Versions and
// independent deploys'). The wire types it names are the booking API's (entry point ./contract).
export {
  REMOTE_CONTRACT_VERSION,
  REMOTE_EXPOSED_MODULE,
  STEP_IDS,
  STEP_OWNER,
  type ManagePageProps,
  type NavigationTarget,
  type RemoteContract,
  type RemoteName,
  type RemotePages,
  type StepId,
  type StepProps,
  type StepScreen,
} from './remote-contract';
export type { AvailabilityQuery, BookingState, ChoiceSummary, Logger, PresetScope } from './booking-state';
export type * from './booking-parts';
export type { ApiClient, WithCulture } from './api-client';
export type { Analytics } from '../analytics/analytics';
