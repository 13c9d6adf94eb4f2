// The public face of mfe_selection: the versioned contract the shell loads as 'mfe_selection/steps'.
import { REMOTE_CONTRACT_VERSION, type RemoteContract } from '@checkout/shared';
import MainInfoAside from './main-info/MainInfoAside';
import ConsultationStep from './steps/step-1-consultation/ConsultationStep';
import CustomDateStep from './steps/step-1-self-custom-date/CustomDateStep';

const contract: RemoteContract = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  kernelVersion: __CHECKOUT_KERNEL_VERSION__,
  name: 'mfe_selection',
  steps: {
    'step-1': { Main: ConsultationStep, Aside: MainInfoAside },
    'step-1-self': { Main: CustomDateStep, Aside: MainInfoAside },
  },
};

export default contract;
