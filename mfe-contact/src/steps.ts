// The public face of mfe_contact: the versioned contract the shell loads as 'mfe_contact/steps'.
import { REMOTE_CONTRACT_VERSION, type RemoteContract } from '@checkout/shared';
import TravelDetailsStep from './steps/step-4-travel-details/TravelDetailsStep';
import ContactStep from './steps/step-5-contact/ContactStep';

const contract: RemoteContract = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  kernelVersion: __CHECKOUT_KERNEL_VERSION__,
  name: 'mfe_contact',
  steps: {
    'step-4': { Main: TravelDetailsStep },
    'step-5': { Main: ContactStep },
  },
};

export default contract;
