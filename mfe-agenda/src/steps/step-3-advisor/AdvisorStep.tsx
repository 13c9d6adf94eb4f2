// Minimal AdvisorStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function AdvisorStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-3-heading">
      <h1 id="step-3-heading">Beraterin oder Berater wählen</h1>
      <button type="button" onClick={() => goTo('step-4')}>
        Termin wählen
      </button>
    </section>
  );
}
