// Step 6's booking: the idempotency key of an attempt and what each answer of the API leads to.
import { ApiError } from '@checkout/shared';
import { createTestStore, testConsultant, testHour } from '@checkout/dev-kit/testing';
import { reserve } from './reserve';

describe('reserve (step 6)', () => {
  const ok = { appointmentText: '<p>Do 05.03.</p>', bookingId: 'b1', consultantId: 'a1' };

  it('books, stores the response and keeps the key of a retried attempt', async () => {
    let attempts = 0;
    const keys: string[] = [];
    const { store } = createTestStore({
      handlers: {
        reserve: async (_body, key) => {
          keys.push(key);
          attempts += 1;
          if (attempts === 1) throw new ApiError(500, { error: 'internal', message: '' });
          return ok;
        },
      },
    });
    await store.hydrate();
    await expect(reserve(store)).resolves.toBe('failed');
    await expect(reserve(store)).resolves.toBe('booked');
    expect(keys[0]).toBe(keys[1]);
    expect(store.reservation.isBooked).toBe(true);
    expect(store.reservation.response).toEqual(ok);
    expect(store.reservation.loading).toBe(false);
  });

  it('draws a new key when the booking changed between attempts', async () => {
    const keys: string[] = [];
    const { store } = createTestStore({
      handlers: {
        reserve: async (_body, key) => {
          keys.push(key);
          throw new ApiError(500, { error: 'internal', message: '' });
        },
      },
    });
    await store.hydrate();
    await reserve(store);
    store.contactForm.setValues({ firstname: 'Other' });
    await reserve(store);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('maps slot_taken to step 3 with a one-time conflict, keeping the contact data', async () => {
    const { store } = createTestStore({
      handlers: {
        reserve: async () => Promise.reject(new ApiError(409, { error: 'slot_taken', message: '' })),
        releaseHold: async () => undefined,
      },
    });
    store.contactForm.setValues({ firstname: 'Lea' });
    store.pickAppointment(testHour('a1', '09:00'), testConsultant('a1'));
    await expect(reserve(store)).resolves.toBe('slot-taken');
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.advisorInformation.name).toBe('');
    expect(store.session.expired).toBe(false);
    expect(store.contactForm.values.firstname).toBe('Lea');
    expect(store.reservation.takeSlotConflict()).toBe(true);
    expect(store.reservation.takeSlotConflict()).toBe(false);
  });

  it('maps hold_expired (the hold ran out, the hour went to someone else) to the session-expired screen', async () => {
    const { store } = createTestStore({
      handlers: {
        reserve: async () => Promise.reject(new ApiError(409, { error: 'hold_expired', message: '' })),
      },
    });
    await expect(reserve(store)).resolves.toBe('session-expired');
    expect(store.session.expired).toBe(true);
    expect(store.reservation.takeSlotConflict()).toBe(false);
  });

  it('shows the session-expired screen when the appointment itself is no longer bookable', async () => {
    const stale = createTestStore({
      handlers: {
        reserve: async () =>
          Promise.reject(
            new ApiError(400, {
              error: 'validation',
              message: '',
              fields: { appointmentTime: 'validation.slotUnavailable' },
            }),
          ),
      },
    });
    await expect(reserve(stale.store)).resolves.toBe('session-expired');
    expect(stale.store.session.expired).toBe(true);
    const invalid = createTestStore({
      handlers: {
        reserve: async () =>
          Promise.reject(new ApiError(400, { error: 'validation', message: '', fields: { userEmail: 'x' } })),
      },
    });
    await expect(reserve(invalid.store)).resolves.toBe('failed');
  });
});
