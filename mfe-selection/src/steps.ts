// The public face of mfe_selection: the versioned contract the shell loads as 'mfe_selection/steps'.
import { lazy } from 'react';
import { REMOTE_CONTRACT_VERSION, type RemoteContract } from '@checkout/shared';
import MainInfoAside from './main-info/MainInfoAside';
import ConsultationStep from './steps/step-1-consultation/ConsultationStep';

// Step 1 self (the custom-date calendar) is a chunk of its own: step 1 is the first screen of every visit and
// loads without it; the shell shows its loading state for the moment the chunk takes.
const LazyCustomDateStep = lazy(() => import('./steps/step-1-self-custom-date/CustomDateStep'));

const contract: RemoteContract = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  kernelVersion: __CHECKOUT_KERNEL_VERSION__,
  name: 'mfe_selection',
  steps: {
    'step-1': { Main: ConsultationStep, Aside: MainInfoAside },
    'step-1-self': { Main: LazyCustomDateStep, Aside: MainInfoAside },
  },
};

export default contract;
