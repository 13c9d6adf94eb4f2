// A custom-date request is complete with an agency that takes such requests (or a preset), date, hour and minute.
import { createTestStore } from '@checkout/dev-kit/testing';
import { isCustomDateRequestComplete } from './custom-date-request';

describe('isCustomDateRequestComplete', () => {
  it('needs an agency and the custom date (its time defaults to 08:00)', () => {
    const { store } = createTestStore();
    store.enterCustomDateMode();
    expect(isCustomDateRequestComplete(store)).toBe(false);
    store.agencyFilter.toggle({ id: 'be', label: 'Bern', isChecked: false });
    expect(isCustomDateRequestComplete(store)).toBe(false);
    store.dates.setSelectedDateCustom('07.03.2026');
    expect(isCustomDateRequestComplete(store)).toBe(true);
    store.dates.setCustomMinute('');
    expect(isCustomDateRequestComplete(store)).toBe(false);
  });

  it('counts a preset agency or advisor as the agency', () => {
    const { store } = createTestStore();
    store.dates.setSelectedDateCustom('07.03.2026');
    expect(isCustomDateRequestComplete(store)).toBe(false);
    store.settings.setStartValues({ advisorId: 'a1' });
    expect(isCustomDateRequestComplete(store)).toBe(true);
  });

  it('is never complete for an agency that takes no appointments outside opening hours', () => {
    const { store } = createTestStore();
    store.agencyFilter.toggle({
      id: 'zh',
      label: 'Zürich',
      isChecked: false,
      noAppointmentsForSpecialHours: true,
    });
    store.dates.setSelectedDateCustom('07.03.2026');
    expect(isCustomDateRequestComplete(store)).toBe(false);
  });
});
