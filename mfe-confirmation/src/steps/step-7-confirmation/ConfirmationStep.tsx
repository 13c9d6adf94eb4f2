// Minimal ConfirmationStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function ConfirmationStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-7-heading">
      <h1 id="step-7-heading">Vielen Dank</h1>
      <button type="button" onClick={() => goTo('init')}>
        Neue Buchung
      </button>
    </section>
  );
}
