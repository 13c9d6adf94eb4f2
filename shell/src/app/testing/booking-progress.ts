// Fills the booking store as a visitor has it on reaching a step, in the normal or the custom-date flow, for
// tests of the shell that open a step directly (the guards show a step only with what it needs stored).
import type { ContactFormValues, RootStore, StepId } from '@checkout/shared';
import { testConsultant, testHour } from '@checkout/dev-kit/testing';

/** A contact form that passes the contact schema (step 5). */
export const VALID_CONTACT: ContactFormValues = {
  gender: 'w_du',
  firstname: 'Anna',
  lastname: 'Muster',
  address: 'Bahnhofstrasse 1',
  zip: '8001',
  city: 'Zürich',
  email: 'anna.muster@example.ch',
  phone: '044 123 45 67',
  privacy: true,
  newsletter: false,
};

const ORDER: Record<'normal' | 'custom', StepId[]> = {
  normal: ['step-1', 'step-2', 'step-3', 'step-4', 'step-5', 'step-6', 'step-7'],
  custom: ['step-1-self', 'step-4', 'step-5', 'step-6', 'step-7'],
};

/** Stores everything the steps before `step` of `flow` ask of the visitor, as if they had been done. */
export function arrangeReached(store: RootStore, step: StepId, flow: 'normal' | 'custom' = 'normal'): void {
  const steps = ORDER[flow];
  const reached = (s: StepId) => steps.indexOf(step) >= steps.indexOf(s);
  if (flow === 'custom') {
    store.enterCustomDateMode();
    if (reached('step-4')) {
      store.agencyFilter.toggle({ id: 'be', label: 'Bern', isChecked: false });
      store.dates.setSelectedDateCustom('07.03.2026');
      store.dates.setCustomHour('18');
    }
  } else {
    if (reached('step-3')) store.dates.check('05.03.2026');
    if (reached('step-4')) {
      store.pickAppointment(testHour('a1', '10:00'), testConsultant('a1'));
      store.agenda.setAdviceMode('online');
    }
  }
  if (reached('step-6')) store.contactForm.setValues(VALID_CONTACT);
  if (reached('step-7')) {
    store.reservation.markBooked({ appointmentText: 'ok', bookingId: 'b1', consultantId: 'a1' });
  }
}
