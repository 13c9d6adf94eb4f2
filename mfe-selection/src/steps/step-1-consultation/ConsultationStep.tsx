// Minimal ConsultationStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function ConsultationStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-1-heading">
      <h1 id="step-1-heading">Beratung wählen</h1>
      <button type="button" onClick={() => goTo('step-2')}>
        Allgemeine Beratung
      </button>
    </section>
  );
}
