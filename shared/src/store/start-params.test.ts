// Presets from the address (spec sections 2 and 6): whatever step the visit starts on, a preset branch or advisor
// is resolved to its name and flags, the search it limits can be widened, and init brings the address back.
import type { FilterResponse } from '../contract';
import { createMemoryStorage } from './storage';
import { createTestStore as makeStore, testConsultant } from '@checkout/dev-kit/testing';

const agencies: FilterResponse = {
  cat: 'agencies',
  catNice: 'Filialen',
  resources: {},
  filterItems: [
    {
      titleGroup: 'Zürich',
      filters: [
        { id: 'zh-hb', label: 'Zürich HB', city: 'Zürich', isChecked: false },
        { id: 'wi', label: 'Winterthur', isChecked: false, noAppointmentsForSpecialHours: true },
      ],
    },
    { titleGroup: 'Bern', filters: [{ id: 'be', label: 'Bern Bahnhof', city: 'Bern', isChecked: false }] },
  ],
};
const anna = testConsultant('adv-anna', { name: 'Anna Muster', location: 'Bern', agencyId: 'be' });

function started(query: string, storage = createMemoryStorage()) {
  const made = makeStore({
    storage,
    handlers: { filterAgencies: async () => agencies, consultantGet: async () => anna },
  });
  made.store.applyStartParams(new URLSearchParams(query));
  return made;
}

describe('presets from the address', () => {
  it('resolves a preset branch to its name and flags without any step loading the branches', async () => {
    const { store, api } = started('agencyId=wi');
    await store.resolvePresets();
    expect(store.agencyFilter.checked).toEqual([
      expect.objectContaining({ id: 'wi', label: 'Winterthur', noAppointmentsForSpecialHours: true }),
    ]);
    // The 'your choice' header names it; step 2 and 3 know it takes no custom-date appointments.
    expect(store.choiceSummary.agencies).toEqual(['Winterthur']);
    expect(store.hasChoice).toBe(true);
    expect(store.agencyFilter.hasCheckedWithoutSpecialHours).toBe(true);
    expect(store.presetScope).toEqual({
      kind: 'agency',
      id: 'wi',
      name: 'Winterthur',
      noAppointmentsForSpecialHours: true,
    });
    // One list request, however often the resolution and the steps ask at once.
    expect(api.calls.filter((c) => c.method === 'filterAgencies')).toHaveLength(1);
  });

  it('resolves a preset advisor: name and branch for the header, consultantName for the visit', async () => {
    const { store, api } = started('advisorId=adv-anna');
    await Promise.all([store.resolvePresets(), store.advisorInformation.loadDetail('adv-anna')]);
    expect(store.advisorInformation).toMatchObject({
      name: 'Anna Muster',
      location: 'Bern',
      consultantId: 'adv-anna',
    });
    expect(store.settings.transitoryData.consultantName).toBe('Anna Muster');
    expect(store.choiceSummary).toMatchObject({ advisorName: 'Anna Muster', advisorLocation: 'Bern' });
    expect(store.presetScope).toEqual({
      kind: 'advisor',
      id: 'adv-anna',
      name: 'Anna Muster',
      noAppointmentsForSpecialHours: false,
    });
    expect(api.calls.filter((c) => c.method === 'consultantGet')).toHaveLength(1);
  });

  it('starts resolving as the address is read (the shell reads it on whatever step the visit starts)', async () => {
    const { store, api } = started('agencyId=be&advisorId=adv-anna');
    expect(api.calls.map((c) => c.method).sort()).toEqual(['consultantGet', 'filterAgencies']);
    await store.resolvePresets();
    expect(store.choiceSummary.agencies).toEqual(['Bern Bahnhof']);
    expect(store.settings.transitoryData.consultantName).toBe('Anna Muster');
  });

  it('drops a branch id the branch list does not know, so no nameless filter limits the search', async () => {
    const { store } = started('agencyId=atlantis');
    await store.resolvePresets();
    expect(store.settings.agencyId).toBe('');
    expect(store.agencyFilter.checked).toEqual([]);
    expect(store.presetScope).toBeNull();
  });

  it('keeps the preset when the branch list cannot be loaded (logged only)', async () => {
    const made = makeStore({});
    made.store.applyStartParams(new URLSearchParams('agencyId=be'));
    await made.store.resolvePresets();
    expect(made.store.agencyFilter.checkedIds).toEqual(['be']);
    expect(made.store.presetScope).toEqual({
      kind: 'agency',
      id: 'be',
      name: '',
      noAppointmentsForSpecialHours: false,
    });
  });

  it('widening drops the preset for the rest of the visit: a reload keeps it dropped, init brings it back', async () => {
    const storage = createMemoryStorage();
    const first = started('agencyId=be&advisorId=adv-anna', storage);
    await first.store.hydrate();
    await first.store.resolvePresets();
    first.store.dropPresets();
    expect(first.store.settings).toMatchObject({ agencyId: '', advisorId: '' });
    expect(first.store.settings.transitoryData.consultantName).toBe('');
    expect(first.store.agencyFilter.checked).toEqual([]);
    expect(first.store.advisorInformation.name).toBe('');
    expect(first.store.presetScope).toBeNull();
    first.store.dispose();

    // A reload reads the same address again (the query is kept on every step).
    const reload = makeStore({ storage, handlers: { filterAgencies: async () => agencies } });
    await reload.store.hydrate();
    reload.store.applyStartParams(new URLSearchParams('agencyId=be&advisorId=adv-anna'));
    expect(reload.store.settings).toMatchObject({ agencyId: '', advisorId: '' });
    expect(reload.store.presetScope).toBeNull();

    reload.store.resetForInit();
    reload.store.applyStartParams(new URLSearchParams('agencyId=be'));
    expect(reload.store.settings.agencyId).toBe('be');
    expect(reload.store.agencyFilter.checkedIds).toEqual(['be']);
  });

  it('widening from a preset advisor keeps a picked hour consistent: the pick still names its advisor', async () => {
    const { store } = started('advisorId=adv-anna');
    await store.resolvePresets();
    store.pickAppointment(
      {
        id: 'adv-anna|2026-03-05|10:00',
        label: '10:00',
        till: '11:00',
        isInactive: false,
        isChecked: false,
        homeOffice: false,
        advisor: { id: 'adv-anna' },
      },
      anna,
    );
    store.dropPresets();
    expect(store.advisorInformation.name).toBe('Anna Muster');
    // No longer preset: giving the pick up forgets the advisor too.
    store.dropAppointment();
    expect(store.advisorInformation.name).toBe('');
  });
});
