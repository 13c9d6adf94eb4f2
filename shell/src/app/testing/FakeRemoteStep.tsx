// Stands in for the federation's RemoteStep in Jest (no remote servers there): a heading per step, like
// every real step screen, and one button per navigation target so tests drive StepProps.goTo. Its asides are
// the real remotes' in kind: steps 1 and 1 self always have one, steps 2 and 3 none for a preset advisor (as
// mfe-agenda's custom-date panel), steps 4-7 none at all.
import { observer } from 'mobx-react-lite';
import { STEP_IDS, useStore, type NavigationTarget, type StepId, type StepProps } from '@checkout/shared';
import type { RemoteStepProps } from '../../federation/RemoteStep';

const TARGETS: NavigationTarget[] = ['init', 'error', ...STEP_IDS];

const FakeAside = observer(function FakeAside({ step, goTo }: { step: StepId } & StepProps) {
  const { settings } = useStore();
  if (step === 'step-2' || step === 'step-3') {
    if (settings.hasPresetAdvisor) return null;
    return (
      <>
        <p>Aside of {step}</p>
        <button type="button" onClick={() => goTo('step-1-self')}>
          Aside goTo step-1-self
        </button>
      </>
    );
  }
  return step === 'step-1' || step === 'step-1-self' ? <p>Aside of {step}</p> : null;
});

export function RemoteStep({ step, slot, stepProps }: RemoteStepProps) {
  if (slot === 'Aside') return <FakeAside step={step} goTo={stepProps.goTo} />;
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
