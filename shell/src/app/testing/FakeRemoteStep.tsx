// Stands in for the federation's RemoteStep in Jest (no remote servers there): a heading per step, like
// every real step screen, and one button per navigation target so tests drive StepProps.goTo.
import type { NavigationTarget } from '@checkout/shared';
import type { RemoteStepProps } from '../../federation/RemoteStep';

const TARGETS: NavigationTarget[] = [
  'init',
  'error',
  'step-1',
  'step-1-self',
  'step-2',
  'step-3',
  'step-4',
  'step-5',
  'step-6',
  'step-7',
];

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
