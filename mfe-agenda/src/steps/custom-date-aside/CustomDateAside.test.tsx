import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '@checkout/dev-kit/testing';
import CustomDateAside from './CustomDateAside';

function setup() {
  const made = createTestStore();
  const goTo = jest.fn();
  renderWithProviders(<CustomDateAside goTo={goTo} />, made);
  return { ...made, goTo };
}

const ownTime = () => screen.queryByRole('button', { name: 'Eigenen Termin vorschlagen' });

describe('CustomDateAside', () => {
  it('shows illustration, title and description, and leads to step 1 self', async () => {
    const { goTo } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Kein passender Termin?' })).toBeInTheDocument();
    expect(document.querySelector('svg.ck-illustration')).toHaveAttribute('width', '128');
    await userEvent.click(ownTime()!);
    expect(goTo).toHaveBeenCalledWith('step-1-self');
  });

  it('is absent when a checked agency has no special appointments', () => {
    const { store } = setup();
    act(() =>
      store.agencyFilter.toggle({
        id: 'zh',
        label: 'Zürich',
        isChecked: false,
        noAppointmentsForSpecialHours: true,
      }),
    );
    expect(ownTime()).not.toBeInTheDocument();
  });

  it('is absent when an agency is preselected (spec section 6), whatever its flags', () => {
    const { store } = setup();
    act(() => store.settings.setStartValues({ agencyId: 'zh' }));
    act(() => store.agencyFilter.check('zh'));
    expect(ownTime()).not.toBeInTheDocument();
    // Widened: the panel is back.
    act(() => store.dropPresets());
    expect(ownTime()).toBeInTheDocument();
  });

  it('is absent when an advisor is preselected', () => {
    const { store } = setup();
    act(() => store.settings.setStartValues({ advisorId: 'a1' }));
    expect(ownTime()).not.toBeInTheDocument();
  });
});
