// The public face of mfe_agenda: the versioned contract the shell loads as 'mfe_agenda/steps'.
import { REMOTE_CONTRACT_VERSION, type RemoteContract } from '@checkout/shared';
import CustomDateAside from './steps/custom-date-aside/CustomDateAside';
import DayStep from './steps/step-2-day/DayStep';
import AdvisorStep from './steps/step-3-advisor/AdvisorStep';
import ManagePage from './manage/ManagePage';

const contract: RemoteContract = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  kernelVersion: __CHECKOUT_KERNEL_VERSION__,
  name: 'mfe_agenda',
  steps: {
    'step-2': { Main: DayStep, Aside: CustomDateAside },
    'step-3': { Main: AdvisorStep, Aside: CustomDateAside },
  },
  // Issue 20: the traveller's manage page; moving a booking reuses this remote's days and hours.
  pages: { manage: ManagePage },
};

export default contract;
