// Minimal ContactStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function ContactStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-5-heading">
      <h1 id="step-5-heading">Kontaktdaten</h1>
      <button type="button" onClick={() => goTo('step-6')}>
        Weiter
      </button>
    </section>
  );
}
