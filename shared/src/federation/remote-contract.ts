// The contract every remote exposes as './steps' and the shell checks at load time.
import type { ComponentType } from 'react';
import type { Culture } from '@checkout/shared/contract';

/**
 * Bumped on any breaking change of RemoteContract, StepProps or what the contract's contexts hold
 * (contract-context.ts). The shell runs the previous major through an adapter for a deprecation window and
 * refuses any other (shell/src/federation/contract-versions.ts).
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** The steps of the checkout (spec section 2), as the routes name them. */
export type StepId =
  'step-1' | 'step-1-self' | 'step-2' | 'step-3' | 'step-4' | 'step-5' | 'step-6' | 'step-7';

/** Where a step may send the visitor: another step, init (restart), or the error page. */
export type NavigationTarget = StepId | 'init' | 'error';

/** What the shell hands every step screen. Remotes never touch the router or the URL themselves. */
export interface StepProps {
  /** Goes to a step under the current language prefix, keeping the query string. */
  goTo: (target: NavigationTarget) => void;
}

/** One step: its main content, and optionally what it shows in the layout's aside. */
export interface StepScreen {
  /** The step's main content. */
  Main: ComponentType<StepProps>;
  /** What the step shows in the layout's aside. */
  Aside?: ComponentType<StepProps>;
}

/** What the shell hands the manage page (issue 20): the token of its address and the address's culture. */
export interface ManagePageProps {
  /** The manage token of the address. */
  token: string;
  /** The address's language. */
  culture: Culture;
}

/** Pages of a remote outside the booking's steps (issue 20: the traveller's manage page). */
export interface RemotePages {
  /** The traveller's manage page. */
  manage?: ComponentType<ManagePageProps>;
}

/** Default export of a remote's './steps' module. */
export interface RemoteContract {
  /** The contract major the remote was built against (REMOTE_CONTRACT_VERSION). */
  contractVersion: number;
  /**
   * The version of @checkout/shared the remote was built against: `__CHECKOUT_KERNEL_VERSION__`, written
   * into the remote's own code by its build. (A value imported from @checkout/shared would be the shell's
   * copy at run time.) The shell refuses a remote whose kernel its own does not satisfy (^kernelVersion).
   */
  kernelVersion: string;
  /** Federation name of the remote, e.g. 'mfe_agenda'. */
  name: RemoteName;
  /** The steps the remote shows (STEP_OWNER says which are its). */
  steps: Partial<Record<StepId, StepScreen>>;
  /** Addition (issue 20): pages outside the steps; a remote without them is still a valid contract. */
  pages?: RemotePages;
}

/** Federation names of the remotes. */
export type RemoteName = 'mfe_selection' | 'mfe_agenda' | 'mfe_contact' | 'mfe_confirmation';

/** Which remote owns which step: the shell's routing table reads this. */
export const STEP_OWNER: Record<StepId, RemoteName> = {
  'step-1': 'mfe_selection',
  'step-1-self': 'mfe_selection',
  'step-2': 'mfe_agenda',
  'step-3': 'mfe_agenda',
  'step-4': 'mfe_contact',
  'step-5': 'mfe_contact',
  'step-6': 'mfe_confirmation',
  'step-7': 'mfe_confirmation',
};

/** Every step, in flow order. */
export const STEP_IDS = Object.keys(STEP_OWNER) as StepId[];

/** The module every remote exposes. */
export const REMOTE_EXPOSED_MODULE = './steps';
