// Store states of steps 6 and 7 for the stories: a booking with Anna Meier (as the API answers) on Thursday
// 5 March 2026, or a custom-date request at the Geneva branch, each with a filled contact form.
import type { AdviceMode, Hour, RootStore } from '@checkout/shared';
import { recordedAnswer } from '@checkout/api/recordings';
import { runInAction } from 'mobx';

/** A branch office's label as the booking API lists it in the store's culture. */
function agencyLabel(store: RootStore, id: string): string {
  const { filterItems } = recordedAnswer('filterAgencies', {
    culture: store.settings.culture,
    filterSelected: [{ key: 'agencies', values: [] }],
  });
  return filterItems.flatMap((group) => group.filters).find((f) => f.id === id)?.label ?? id;
}

function fillForms(store: RootStore): void {
  store.contactForm.setValues({
    gender: 'w_du',
    firstname: 'Lea',
    lastname: 'Muster',
    address: 'Bahnhofstrasse 1',
    zip: '8001',
    city: 'Zürich',
    email: 'lea.muster@example.ch',
    phone: '079 123 45 67',
    privacy: true,
  });
  store.travelDetailForm.setValues({ destination: 'Island', description: 'Mit dem Zug rund um die Insel' });
  store.destinationFilter.toggle({
    id: 'norway',
    label: store.settings.isFrench ? 'Norvège' : 'Norwegen',
    isChecked: false,
  });
}

/** Step 6 of a standard booking: Anna Meier, 5 March 2026 09:00-10:00, in `mode` ('' = none chosen). */
export function standardBooking(mode: AdviceMode | '') {
  return (store: RootStore): void => {
    const advisor = recordedAnswer('consultantGet', {
      culture: store.settings.culture,
      id: 'adv-anna-meier',
    });
    const hour: Hour = {
      id: `${advisor.id}|2026-03-05|09:00`,
      label: '09:00',
      till: '10:00',
      isInactive: false,
      isChecked: false,
      homeOffice: false,
      advisor: { id: advisor.id },
    };
    runInAction(() => {
      store.dates.check('05.03.2026');
      store.pickAppointment(hour, advisor);
      store.overlays.closeAll();
      if (mode !== '') store.agenda.setAdviceMode(mode);
      fillForms(store);
    });
  };
}

/** Step 6 of a custom-date request at the Geneva branch, Monday 9 March 2026 at 17:15. */
export function customDateRequest(store: RootStore): void {
  runInAction(() => {
    store.enterCustomDateMode();
    store.agencyFilter.toggle({ id: 'geneve', label: agencyLabel(store, 'geneve'), isChecked: false });
    store.dates.setSelectedDateCustom('09.03.2026');
    store.dates.setCustomHour('17');
    store.dates.setCustomMinute('15');
    fillForms(store);
  });
}

/** The booking is being posted: the button shows its loader. */
export function posting(store: RootStore): void {
  runInAction(() => {
    store.reservation.loading = true;
  });
}

/** Step 7 after `prepare`: the server's answer stored and the booking done. */
export function booked(prepare: (store: RootStore) => void) {
  return (store: RootStore): void => {
    prepare(store);
    const fr = store.settings.isFrench;
    const custom = store.settings.isCustomDateMode;
    runInAction(() => {
      store.reservation.response = {
        appointmentText: custom
          ? '<p>Ihre Terminanfrage ist eingegangen.</p>'
          : fr
            ? '<p>Votre rendez-vous avec <strong>Anna Meier</strong> le <strong>jeudi, 05.03.2026</strong> de <strong>09:00</strong> à <strong>10:00</strong> est réservé.</p><p>Lieu: Zurich Bahnhofstrasse, Bahnhofstrasse 41, 8001 Zurich</p>'
            : '<p>Ihr Termin mit <strong>Anna Meier</strong> am <strong>Donnerstag, 05.03.2026</strong> von <strong>09:00</strong> bis <strong>10:00 Uhr</strong> ist reserviert.</p><p>Ort: Zürich Bahnhofstrasse, Bahnhofstrasse 41, 8001 Zürich</p>',
        bookingId: 'bk_story',
        consultantId: custom ? '' : store.advisorInformation.consultantId,
      };
      store.reservation.isBooked = true;
    });
  };
}
