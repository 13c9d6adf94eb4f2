// Step 3's agenda as a model over the kernel's booking state: loading, the pick and its hold, a taken hour and
// the advice-mode overlay.
import { ApiError, HOLD_MINUTES, type AgendaResponse } from '@checkout/shared';
import { createTestStore, testConsultant, testHour, testAgenda } from '@checkout/dev-kit/testing';
import { AgendaModel } from './agenda-model';

const agenda: AgendaResponse = testAgenda({
  advisorList: [testConsultant('a1'), testConsultant('a2', { hasAdviceModePersonal: false })],
  hoursList: [
    {
      consultantId: 'a1',
      hours: [
        testHour('a1', '09:00'),
        testHour('a1', '10:00', { isInactive: true }),
        testHour('a1', '11:00', { homeOffice: true }),
      ],
    },
    { consultantId: 'a2', hours: [testHour('a2', '14:00')] },
  ],
});

describe('AgendaModel (step 3)', () => {
  async function loaded(handlers = {}) {
    const made = createTestStore({ handlers: { agenda: async () => agenda, ...handlers } });
    made.store.dates.check('05.03.2026');
    const model = new AgendaModel(made.store);
    await model.load();
    return { ...made, model };
  }

  it('hides inactive hours and derives the checked flag', async () => {
    const { store, model } = await loaded();
    expect(model.hoursFor('a1').map((h) => h.label)).toEqual(['09:00', '11:00']);
    model.checkHour(testHour('a1', '09:00'));
    model.checkHour(testHour('a2', '14:00'));
    expect(model.hoursFor('a1').some((h) => h.isChecked)).toBe(false);
    expect(model.hoursFor('a2')[0]!.isChecked).toBe(true);
    expect(store.agenda.selectedHourTill).toBe('15:00');
  });

  it('picking an hour sets the advisor information and opens the advice-mode overlay with the right options', async () => {
    const { store, api, model } = await loaded({ hold: async () => ({ holdId: 'h', expiresAt: '' }) });
    await expect(model.pickHour(testHour('a1', '11:00', { homeOffice: true }))).resolves.toBe('held');
    expect(api.calls.find((c) => c.method === 'hold')!.args[0]).toEqual({
      sessionId: store.reservation.checkoutSessionId,
      advisorId: 'a1',
      date: '2026-03-05',
      time: '11:00',
      // The visitor's language, that of the API's answer if the hold is refused.
      culture: store.settings.culture,
    });
    expect(store.advisorInformation.name).toBe('Advisor a1');
    expect(store.overlays.isOpen('adviceMode')).toBe(true);
    expect(model.adviceModeChoice.options).toEqual([
      { value: 'personal', disabled: true, checked: false },
      { value: 'online', disabled: false, checked: false },
      { value: 'phone', disabled: true, checked: false },
    ]);
    store.agenda.setAdviceMode('online');
    expect(model.adviceModeChoice.options[1]!.checked).toBe(true);
  });

  it('times the hold from its answer: expired after HOLD_MINUTES, none when not held or undone', async () => {
    const { store, model } = await loaded({
      hold: async () => ({ holdId: 'h', expiresAt: '' }),
      releaseHold: async () => undefined,
    });
    const now = store.clock.now().getTime();
    expect(store.agenda.isHoldExpired(now)).toBe(false);
    await model.pickHour(testHour('a1', '09:00'));
    expect(store.agenda.holdExpiresAt).toBe(now + HOLD_MINUTES * 60_000);
    expect(store.agenda.isHoldExpired(now + HOLD_MINUTES * 60_000 - 1)).toBe(false);
    expect(store.agenda.isHoldExpired(now + HOLD_MINUTES * 60_000)).toBe(true);
    model.cancelAdviceModeChoice();
    expect(store.agenda.holdExpiresAt).toBe(0);
    expect(store.agenda.isHoldExpired(now + 60 * 60_000)).toBe(false);

    const notHeld = await loaded({
      hold: async () => Promise.reject(new ApiError(503, { error: 'internal', message: '' })),
    });
    await expect(notHeld.model.pickHour(testHour('a1', '09:00'))).resolves.toBe('not-held');
    expect(notHeld.store.agenda.holdExpiresAt).toBe(0);
  });

  it('a taken hour disappears, the pick is undone and the hours are refreshed without the loader', async () => {
    // The refreshed agenda no longer offers 09:00 (taken) nor 11:00 (taken meanwhile too).
    const now: AgendaResponse = {
      ...agenda,
      hoursList: [{ consultantId: 'a1', hours: [testHour('a1', '13:00')] }, agenda.hoursList[1]!],
    };
    let calls = 0;
    const { store, model } = await loaded({
      agenda: async () => (++calls === 1 ? agenda : now),
      hold: async () => {
        throw new ApiError(409, { error: 'slot_taken', message: '' });
      },
      releaseHold: async () => undefined,
    });
    const taken = model.pickHour(testHour('a1', '09:00'));
    expect(model.loading).toBe(false);
    await expect(taken).resolves.toBe('taken');
    expect(store.agenda.selectedHour).toBeNull();
    expect(model.slotTaken).toBe(true);
    expect(model.hoursFor('a1').map((h) => h.label)).toEqual(['13:00']);
    expect(store.overlays.isOpen('adviceMode')).toBe(false);
  });

  it('closing the advice-mode overlay resets the pick and clears advisor information unless preselected', async () => {
    const { store, api, model } = await loaded({
      hold: async () => ({ holdId: 'h', expiresAt: '' }),
      releaseHold: async () => undefined,
    });
    await model.pickHour(testHour('a1', '09:00'));
    store.agenda.setAdviceMode('online');
    model.cancelAdviceModeChoice();
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.agenda.adviceMode).toBe('');
    expect(model.adviceModeChoice.nameClicked).toBe('');
    expect(store.advisorInformation.name).toBe('');
    expect(api.calls.some((c) => c.method === 'releaseHold')).toBe(true);

    store.settings.setStartValues({ advisorId: 'a1' });
    store.advisorInformation.set({ name: 'Preset', location: 'Bern', consultantId: 'a1' });
    model.checkHour(testHour('a1', '09:00'));
    model.cancelAdviceModeChoice();
    expect(store.advisorInformation.name).toBe('Preset');
  });

  it('entering step 3 closes the advice-mode overlay, so a pick restored by a reload is reset', async () => {
    const { store, api, model } = await loaded({ releaseHold: async () => undefined });
    model.checkHour(testHour('a1', '09:00'));
    store.agenda.setAdviceMode('online');
    // A reload: the pick comes back from storage, the overlay state does not.
    store.overlays.close('adviceMode');
    model.adviceModeChoice.reset();

    await model.enterStep();
    expect(store.agenda.selectedHour).toBeNull();
    expect(store.agenda.adviceMode).toBe('');
    expect(model.hoursFor('a1').some((h) => h.isChecked)).toBe(false);
    expect(store.advisorInformation.name).toBe('');
    expect(api.calls.filter((c) => c.method === 'releaseHold')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'agenda')).toHaveLength(2);
  });

  it('says the hour was taken on the step 3 entry that follows a slot lost at booking, and only on that one', async () => {
    const { store, model } = await loaded({ releaseHold: async () => undefined });
    store.reservation.markSlotConflict();
    await model.enterStep();
    expect(model.slotTaken).toBe(true);
    await model.enterStep();
    expect(model.slotTaken).toBe(false);
  });
});
