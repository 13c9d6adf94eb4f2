// Minimal DayStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function DayStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-2-heading">
      <h1 id="step-2-heading">Tag wählen</h1>
      <button type="button" onClick={() => goTo('step-3')}>
        Weiter
      </button>
    </section>
  );
}
