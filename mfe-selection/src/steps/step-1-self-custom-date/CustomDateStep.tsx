// Minimal CustomDateStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function CustomDateStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-1-self-heading">
      <h1 id="step-1-self-heading">Wunschtermin</h1>
      <button type="button" onClick={() => goTo('step-4')}>
        Weiter
      </button>
    </section>
  );
}
