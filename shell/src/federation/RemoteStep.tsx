// Renders one slot of a step from the remote that owns it, with a loading state, a contract-version and a
// kernel-version check, and a fallback with Retry when the remote is down or its screen throws. The chrome
// around it keeps working.
import { Suspense, use, useEffect, useSyncExternalStore, type ErrorInfo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  REMOTE_CONTRACT_VERSION,
  STEP_OWNER,
  useTranslation,
  type RemoteContract,
  type RemoteName,
  type StepId,
  type StepProps,
} from '@checkout/shared';
import { isKernelMismatch, KERNEL_PACKAGE } from './kernel-compatibility';
import { useMainShown, useMainShownMark } from './main-shown';
import { prefetchNextOnIntent } from './prefetch';
import {
  contractFor,
  getAttempt,
  hasFailedToLoad,
  loadContract,
  retryRemote,
  subscribeToAttempts,
} from './remote-contract-loader';
import type {} from '../telemetry/failure-notes';
import './remote-step.css';

export type RemoteSlot = 'Main' | 'Aside';

export interface RemoteStepProps {
  step: StepId;
  slot: RemoteSlot;
  stepProps: StepProps;
}

export function RemoteStep({ step, slot, stepProps }: RemoteStepProps) {
  const remote = STEP_OWNER[step];
  // Bumped by Retry: remounts the boundary and the loader so a fresh load is attempted.
  const attempt = useSyncExternalStore(subscribeToAttempts, () => getAttempt(remote));
  const retry = () => retryRemote(remote);
  const mainShown = useMainShown(step);
  // The aside comes once the main screen is there (main-shown.ts): nothing below it moves then.
  if (slot === 'Aside' && !mainShown) return null;

  // The loading boundary outlives a change of step (the router does not key this component), so that a step
  // shown in a transition keeps the previous one on the page while it loads; what is inside it is keyed by step.
  return (
    <Suspense fallback={slot === 'Main' ? <RemoteLoading /> : null}>
      <ErrorBoundary
        key={`${remote}:${attempt}:${step}`}
        onError={(error, info) => logRemoteFailure(remote, error, info, slot === 'Main' && step)}
        fallbackRender={({ error }) => {
          if (slot !== 'Main') return null;
          // Refused for its kernel: Retry would refuse it again; it takes another deploy of the remote.
          if (isKernelMismatch(error)) {
            return (
              <RemoteVersionMismatch
                remote={error.remote}
                expected={`${KERNEL_PACKAGE} ${error.shellKernel}`}
                actual={`${KERNEL_PACKAGE} ${error.remoteKernel}`}
              />
            );
          }
          return <RemoteUnavailable onRetry={retry} />;
        }}
      >
        <RemoteSlotContent
          contractPromise={loadContract(remote)}
          step={step}
          slot={slot}
          stepProps={stepProps}
        />
      </ErrorBoundary>
    </Suspense>
  );
}

interface RemoteSlotContentProps extends RemoteStepProps {
  contractPromise: Promise<RemoteContract>;
}

function RemoteSlotContent({ contractPromise, step, slot, stepProps }: RemoteSlotContentProps) {
  const contract = use(contractPromise);
  useMainShownMark(slot === 'Main' ? step : null);
  // Once the traveller acts on this step, the next step's remote is fetched (its screen then shows sooner).
  useEffect(() => (slot === 'Main' ? prefetchNextOnIntent(step) : undefined), [slot, step]);
  const runnable = contractFor(contract);
  if (!runnable) {
    return slot === 'Main' ? (
      <RemoteVersionMismatch
        remote={contract.name}
        expected={REMOTE_CONTRACT_VERSION}
        actual={contract.contractVersion}
      />
    ) : null;
  }
  const screen = runnable.steps[step];
  if (!screen) throw new Error(`${contract.name} does not provide ${step}`);
  const Slot = screen[slot];
  return Slot ? <Slot {...stepProps} /> : null;
}

export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className="remote-step__loading" role="status" aria-live="polite">
      {t('remote.loading')}
    </div>
  );
}

// The fallback stands in for the step's screen, so its title is the page's main heading (h1): the shell moves
// the focus to the h1 after a step change (use-focus-heading.ts), and it would wait in vain for the step's own.
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="remote-step__fallback" role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">{t('remote.unavailable.title')}</h1>
      <p>{t('remote.unavailable.text')}</p>
      <button type="button" className="remote-step__retry" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

function RemoteVersionMismatch(props: {
  remote: string;
  expected: number | string;
  actual: number | string;
}) {
  const { t } = useTranslation();
  return (
    <section className="remote-step__fallback" role="alert" aria-labelledby="remote-version-title">
      <h1 id="remote-version-title">{t('remote.unavailable.title')}</h1>
      <p>{t('remote.versionMismatch', props)}</p>
    </section>
  );
}

/**
 * What a remote's slot threw, logged with where it was thrown; a main slot's failure is noted for the telemetry
 * reporter (issue 36) on the page's `__checkoutFailures` (telemetry/failure-notes.ts), which the reporter takes over.
 */
function logRemoteFailure(remote: RemoteName, error: unknown, info: ErrorInfo, step: StepId | false): void {
  if (step) {
    (globalThis.__checkoutFailures ??= []).push([remote, step, hasFailedToLoad(remote)]);
  }
  // The cause, when there is one, is the federation runtime's own reason (e.g. its strict singleton refusal).
  const cause = error instanceof Error && error.cause !== undefined ? ['caused by', error.cause] : [];
  console.error(`Remote ${remote} failed`, error, ...cause, info.componentStack);
}
