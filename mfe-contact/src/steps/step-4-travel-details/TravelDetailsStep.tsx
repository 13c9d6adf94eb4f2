// Minimal TravelDetailsStep screen of the walking skeleton; the shared-runtime engineer replaces it with the real screen.
import { type StepProps } from '@checkout/shared';

export default function TravelDetailsStep({ goTo }: StepProps) {
  return (
    <section aria-labelledby="step-4-heading">
      <h1 id="step-4-heading">Reisedetails</h1>
      <button type="button" onClick={() => goTo('step-5')}>
        Weiter
      </button>
    </section>
  );
}
