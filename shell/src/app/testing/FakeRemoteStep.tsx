// Stands in for the federation's RemoteStep in Jest (no remote servers there): a heading per step, like
// every real step screen, and one button per navigation target so tests drive StepProps.goTo.
import { STEP_IDS, type NavigationTarget } from '@checkout/shared';
import type { RemoteStepProps } from '../../federation/RemoteStep';

const TARGETS: NavigationTarget[] = ['init', 'error', ...STEP_IDS];

export function RemoteStep({ step, slot, stepProps }: RemoteStepProps) {
  if (slot === 'Aside') return <p>Aside of {step}</p>;
  return (
    <section>
      <h1>Screen of {step}</h1>
      {TARGETS.map((target) => (
        <button key={target} type="button" onClick={() => stepProps.goTo(target)}>
          goTo {target}
        </button>
      ))}
    </section>
  );
}
