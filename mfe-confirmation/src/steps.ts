// The public face of mfe_confirmation: the versioned contract the shell loads as 'mfe_confirmation/steps'.
import { REMOTE_CONTRACT_VERSION, type RemoteContract } from '@checkout/shared';
import SummaryStep from './steps/step-6-summary/SummaryStep';
import ConfirmationStep from './steps/step-7-confirmation/ConfirmationStep';

const contract: RemoteContract = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  kernelVersion: __CHECKOUT_KERNEL_VERSION__,
  name: 'mfe_confirmation',
  steps: {
    'step-6': { Main: SummaryStep },
    'step-7': { Main: ConfirmationStep },
  },
};

export default contract;
