// The reserve body (spec section 7) built from a filled store, field by field, for the three shapes step 6
// sends: a standard booking, a custom-date request, and a French visitor with no advice mode chosen.
import { fixedClock, type ReserveRequest } from '@checkout/shared';
import { createReserveRequestSchema } from '@checkout/shared/schemas';
import { createTestStore, testConsultant, testHour } from '@checkout/dev-kit/testing';
import { buildReserveRequest } from './reserve';

const NOW = '2026-03-04T10:00:00+01:00';

function filledStore() {
  const made = createTestStore({ now: NOW });
  const { store } = made;
  store.settings.setPageId('page-checkout');
  store.settings.setStartValues({ event: 'ferienmesse-2026' });
  store.travel.setTravel('te-lapland');
  store.travel.travelInformation = { title: 'Winterzauber in Lappland', destinationName: 'Finnland' };
  store.destinationFilter.toggle({ id: 'fi', label: 'Finnland', isChecked: false });
  store.destinationFilter.toggle({ id: 'no', label: 'Norwegen', isChecked: false });
  store.agencyFilter.toggle({ id: 'zh', label: 'Zürich', isChecked: false });
  store.bookmarks.toggle('te-lapland');
  store.bookmarks.toggle('te-iceland');
  store.contactForm.setValues({
    gender: 'm_du',
    firstname: ' Luca ',
    lastname: 'Rossi',
    address: 'Bahnhofstrasse 1',
    zip: '8001',
    city: 'Zürich',
    email: 'luca.rossi@example.ch ',
    phone: '079 123 45 67',
    privacy: true,
    newsletter: true,
  });
  store.travelDetailForm.setValues({
    duration: '3-4-weeks',
    season: ['Dezember', 'Januar'],
    description: 'Nordlichter sehen',
    destination: 'Spitzbergen',
    sendBookmark: true,
    travelResponsibly: true,
  });
  return made;
}

/** The fields every body of this filled store has in common. */
const common = (store: ReturnType<typeof filledStore>['store']) => ({
  id: 'page-checkout',
  userReferral: '',
  travelExperienceId: 'te-lapland',
  travelExperienceHighlights: [],
  eventName: 'ferienmesse-2026',
  userGender: 'm_du',
  userFirstname: 'Luca',
  userLastname: 'Rossi',
  userAddress: 'Bahnhofstrasse 1',
  userCity: 'Zürich',
  userZip: '8001',
  userEmail: 'luca.rossi@example.ch',
  userPhone: '079 123 45 67',
  userMessage: 'Nordlichter sehen',
  userTravelDuration: '3-4-weeks',
  userTravelMonths: ['Dezember', 'Januar'],
  userTravelResponsibly: true,
  userNewsletter: true,
  selectedDestinations: ['fi', 'no'],
  selectedActivities: [],
  selectedMobilityForms: [],
  selectedAgencyLocations: ['zh'],
  otherDestinations: ['Spitzbergen'],
  userPipeline: 'default',
  userDealstage: '',
  userBookmarks: true,
  bookmarkIds: ['te-lapland', 'te-iceland'],
  highlightIds: [],
  checkoutSessionId: store.reservation.checkoutSessionId,
});

async function expectValid(body: ReserveRequest) {
  // The very schema the booking API validates with accepts the body as built.
  await expect(createReserveRequestSchema(fixedClock(NOW)).validate(body)).resolves.toBeTruthy();
}

describe('reserve body (spec section 7)', () => {
  it('standard booking: advisor, appointment date and time, online sent as video, German', async () => {
    const { store } = filledStore();
    await store.hydrate();
    store.dates.check('05.03.2026');
    store.pickAppointment(testHour('a1', '17:00'), testConsultant('a1', { name: 'Anna Muster' }));
    store.agenda.setAdviceMode('online');

    const body = buildReserveRequest(store);
    expect(body).toEqual({
      ...common(store),
      culture: 'de-CH',
      userLang: 'Deutsch',
      adviceMode: 'video',
      advisorId: 'a1',
      customDate: '',
      customHour: '',
      userDealname: 'Luca Rossi - Finnland, Norwegen, Spitzbergen - 05.03.2026',
      appointmentDate: '2026-03-05',
      appointmentTime: '17:00',
    });
    expect(body.checkoutSessionId).not.toBe('');
    await expectValid(body);
  });

  it('custom-date request: customDate and customHour, no appointment date or time, personal by default', async () => {
    const { store } = filledStore();
    await store.hydrate();
    store.enterCustomDateMode();
    store.dates.setSelectedDateCustom('09.03.2026');
    store.dates.setCustomHour('17');
    store.dates.setCustomMinute('15');

    const body = buildReserveRequest(store);
    expect(body).toEqual({
      ...common(store),
      culture: 'de-CH',
      userLang: 'Deutsch',
      adviceMode: 'personal',
      advisorId: '',
      customDate: '2026-03-09',
      customHour: '17:15',
      userDealname: 'Luca Rossi - Finnland, Norwegen, Spitzbergen - 09.03.2026',
      appointmentDate: '',
      appointmentTime: '',
    });
    await expectValid(body);
  });

  it('French: culture fr-CH, userLang Französisch, phone when no advice mode was chosen', async () => {
    const { store } = filledStore();
    await store.hydrate();
    store.settings.setCulture('fr-CH');
    store.dates.check('05.03.2026');
    store.pickAppointment(testHour('a1', '09:00'), null);

    const body = buildReserveRequest(store);
    expect(body).toEqual({
      ...common(store),
      culture: 'fr-CH',
      userLang: 'Französisch',
      adviceMode: 'phone',
      advisorId: 'a1',
      customDate: '',
      customHour: '',
      userDealname: 'Luca Rossi - Finnland, Norwegen, Spitzbergen - 05.03.2026',
      appointmentDate: '2026-03-05',
      appointmentTime: '09:00',
    });
    await expectValid(body);
  });

  it('sends phone when no advice mode was chosen, and the custom slot in custom mode', () => {
    const { store } = createTestStore();
    store.enterCustomDateMode();
    store.agenda.setAdviceMode('personal');
    store.dates.setSelectedDateCustom('07.03.2026');
    store.dates.setCustomHour('14');
    expect(buildReserveRequest(store)).toMatchObject({
      adviceMode: 'personal',
      customDate: '2026-03-07',
      customHour: '14:15',
      appointmentDate: '',
      appointmentTime: '',
    });
    store.leaveCustomDateMode();
    store.agenda.reset();
    expect(buildReserveRequest(store).adviceMode).toBe('phone');
  });
});
