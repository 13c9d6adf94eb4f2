// Step 1 self's 'next': agency, date, hour and minute.
import { createTestStore } from '@checkout/dev-kit/testing';
import { canContinueCustomDate } from './custom-date-gate';

describe('custom-date gate', () => {
  it('enables next only with agency, date, hour and minute', () => {
    const { store } = createTestStore();
    store.enterCustomDateMode();
    expect(canContinueCustomDate(store)).toBe(false);
    store.agencyFilter.toggle({ id: 'be', label: 'Bern', isChecked: false });
    expect(canContinueCustomDate(store)).toBe(false);
    store.dates.setSelectedDateCustom('07.03.2026');
    expect(canContinueCustomDate(store)).toBe(true);
  });

  it('counts a preset agency or advisor as the agency', () => {
    const { store } = createTestStore();
    store.enterCustomDateMode();
    store.dates.setSelectedDateCustom('07.03.2026');
    expect(canContinueCustomDate(store)).toBe(false);
    store.settings.setStartValues({ advisorId: 'a1' });
    expect(canContinueCustomDate(store)).toBe(true);
  });
});
