// A step's two slots, each filled by the remote that owns the step (STEP_OWNER), with the shell's navigation.
import type { StepId } from '@checkout/shared';
import { RemoteStep } from '../federation/RemoteStep';
import { useStepProps } from './use-checkout-location';

export function StepMain({ step }: { step: StepId }) {
  return <RemoteStep step={step} slot="Main" stepProps={useStepProps()} />;
}

export function StepAside({ step }: { step: StepId }) {
  return <RemoteStep step={step} slot="Aside" stepProps={useStepProps()} />;
}
