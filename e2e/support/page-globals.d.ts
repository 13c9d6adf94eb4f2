// What the page.evaluate() bodies of the e2e tests, the bench scripts and the Storybook check read on the page
// besides the DOM: what the checkout puts there, and what the scripts themselves add.
import type * as Axe from 'axe-core';
import type { Federation } from '@module-federation/runtime-core';

declare global {
  interface Window {
    /** axe-core, evaluated into the page by e2e/support/a11y.mjs and storybook/check-stories.mjs. */
    axe: typeof Axe;
    /** Set while axe-core runs: the CSP violations its own <style> causes are not the checkout's. */
    __axeRunning?: boolean;
    /** The federation runtime's global state (remotes, share scopes). */
    __FEDERATION__: Federation;
    /** The tag manager's data layer the analytics push to (shared/src/analytics). */
    dataLayer?: Array<{ event: string; [field: string]: unknown }>;
    /** Where a focus cycle starts, to tell when Tab has come back round (accessibility.test.mjs). */
    __a11yCycleStart?: Element | null;
    /** Marks a document, so a test can tell that no page load happened since (e2e/support/navigation.mjs). */
    __checkoutE2eMarker?: boolean;
    /** The layout shifts a first-frame test adds up. */
    __shifts: number;
    /** The LCP candidates' start times, as tools/bench-lcp.mjs collects them. */
    __lcp: number[];
    /** Every story's outcome as Storybook's channel announced it (storybook/check-stories.mjs listens). */
    __checkEvents: { result: string; id: string | undefined; message: string | undefined }[];
    /** Storybook's channel between its manager and the preview, which the story check switches stories with. */
    __STORYBOOK_ADDONS_CHANNEL__: {
      on(event: string, handler: (payload: unknown) => void): void;
      off(event: string, handler: (payload: unknown) => void): void;
      emit(event: string, data: unknown): void;
    };
    /** The contracts the shell adapted for older remotes, as a variant built for contract-major.test.mjs notes. */
    adaptedContracts?: string[];
  }
}
