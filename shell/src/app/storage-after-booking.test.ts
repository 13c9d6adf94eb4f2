// Issue 37: once the booking is done, the checkout's localStorage holds no name, e-mail, phone, address or free text
// of the traveller (step 7 shows none of them after a reload: spec, 'Step 7'); the choices step 7 does show stay.
import { createMemoryStorage, createRootStore, fixedClock } from '@checkout/shared';
import { createFakeApi, persistenceStarted } from '@checkout/dev-kit/testing';

const TRAVELLER = {
  firstname: 'Wendelin',
  lastname: 'Zwetschgenbaum',
  address: 'Obstgasse 7',
  zip: '8037',
  city: 'Zürich',
  email: 'wendelin.zwetschgenbaum@example.ch',
  phone: '+41 79 555 01 37',
};

it('after the booking, localStorage keeps no name, e-mail, phone, address or message; before it, the forms are kept', async () => {
  const storage = createMemoryStorage();
  const store = createRootStore({
    api: createFakeApi(),
    storage,
    clock: fixedClock('2026-03-04T10:00:00+01:00'),
    logger: { error: jest.fn(), warn: jest.fn() },
  });
  await store.hydrate();
  store.contactForm.setValues({ ...TRAVELLER, privacy: true });
  store.travelDetailForm.setValues({ description: 'Wendelin möchte nach Island' });
  await persistenceStarted();
  const stored = () => Object.values(storage.snapshot()).join('\n');
  // While the traveller is booking, a reload keeps what they typed.
  expect(stored()).toContain(TRAVELLER.email);

  store.reservation.markBooked({
    appointmentText: '<b>Mittwoch, 5. März 2026, 10:00</b>',
    bookingId: 'bk_1',
    consultantId: 'adv-anna-meier',
    bookingReference: 'K7QX2M9P',
  });
  await persistenceStarted();

  const text = stored();
  for (const value of [...Object.values(TRAVELLER), 'Wendelin', 'Island']) expect(text).not.toContain(value);
  // What step 7 shows after a reload is still there: the booked flag and the answer's appointment text.
  expect(text).toContain('K7QX2M9P');
  expect(text).toContain('"isBooked":true');
  // In memory the page still has them until init resets the forms.
  expect(store.contactForm.values.email).toBe(TRAVELLER.email);
  store.dispose();
});
