import { createTestStore } from '@checkout/dev-kit/testing';
import { enterConsultationStep, isPageRestore } from './enter-consultation-step';

const fakeWindow = (type: string | undefined, loaded: string, shown: string): Window =>
  ({
    performance: {
      getEntriesByType: () => (type === undefined ? [] : [{ type, name: `http://localhost${loaded}` }]),
    },
    location: { pathname: shown },
  }) as unknown as Window;

describe('enterConsultationStep', () => {
  const chosen = () => {
    const made = createTestStore({
      handlers: {
        filterAgencies: async () => ({
          cat: 'agencies',
          catNice: 'Filialen',
          filterItems: [],
          resources: {},
        }),
      },
    });
    made.store.agencyFilter.toggle({ id: 'be', label: 'Bern Bahnhof', isChecked: false });
    made.store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: false });
    return made.store;
  };

  it('starts the filters afresh when the visitor comes to step 1', () => {
    const store = chosen();
    enterConsultationStep(store, { restored: false });
    expect([store.agencyFilter.hasChecked, store.destinationFilter.hasChecked]).toEqual([false, false]);
  });

  it('keeps them when step 1 itself was reloaded', () => {
    const store = chosen();
    enterConsultationStep(store, { restored: true });
    expect(store.agencyFilter.checkedIds).toEqual(['be']);
    expect(store.destinationFilter.checkedIds).toEqual(['jp']);
  });
});

describe('isPageRestore', () => {
  it.each([
    ['reload', '/checkout/step-1', '/checkout/step-1', true],
    ['back_forward', '/checkout/fr/step-1', '/checkout/fr/step-1', true],
    ['navigate', '/checkout/step-1', '/checkout/step-1', false],
    ['reload', '/checkout/step-3', '/checkout/step-1', false],
    [undefined, '/checkout/step-1', '/checkout/step-1', false],
  ])('%s of %s showing %s: %s', (type, loaded, shown, restored) => {
    expect(isPageRestore(fakeWindow(type, loaded, shown))).toBe(restored);
  });
});
