// Minimal SummaryStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function SummaryStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-6-heading">
      <h1 id="step-6-heading">Fast geschafft!</h1>
      <button type="button" onClick={() => goTo('step-7')}>
        Verbindlich buchen
      </button>
    </section>
  );
}
