import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterResponse } from '@checkout/shared';
import { createTestStore, renderWithProviders } from '@checkout/shared/testing';
import ConsultationStep from './ConsultationStep';

const destinations: FilterResponse = {
  cat: 'destinations',
  catNice: 'Reiseziele',
  resources: {},
  filterItems: [
    {
      titleGroup: 'Europa',
      filters: [
        { id: 'it', label: 'Italien', isChecked: false },
        { id: 'gr', label: 'Griechenland', isChecked: false },
      ],
    },
    { titleGroup: 'Asien', filters: [{ id: 'jp', label: 'Japan', isChecked: false }] },
  ],
};
const agencies: FilterResponse = { cat: 'agencies', catNice: '', resources: {}, filterItems: [] };

function setup() {
  const made = createTestStore({
    handlers: { filterAgencies: async () => agencies, filterDestinations: async () => destinations },
  });
  const goTo = jest.fn();
  renderWithProviders(<ConsultationStep goTo={goTo} />, made);
  return { ...made, goTo };
}

/** The step loads the agencies on entry; let that settle before the test ends. */
async function settled(store: ReturnType<typeof createTestStore>['store']) {
  await waitFor(() => expect(store.agencyFilter.loading).toBe(false));
}

describe('ConsultationStep', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('shows its heading, sends the page view and goes to step 2 for general advice', async () => {
    const { goTo, store } = setup();
    await settled(store);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wie dürfen wir Sie beraten?' }),
    ).toBeInTheDocument();
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'page_view', virtual_url: '/checkout/step-1' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Allgemeine Beratung/ }));
    expect(goTo).toHaveBeenCalledWith('step-2');
  });

  it('lets the visitor search and check destinations, then go on to the appointment selection', async () => {
    const user = userEvent.setup();
    const { store, goTo } = setup();
    await settled(store);
    await user.click(screen.getByRole('button', { name: /Reiseziel angeben/ }));
    const block = screen.getByRole('dialog', { name: 'Ihr Reiseziel' });
    const goOn = within(block).getByRole('button', { name: 'Weiter zur Terminauswahl' });
    expect(goOn).toBeDisabled();

    await user.click(within(block).getByRole('button', { name: 'Reiseziele wählen' }));
    const filter = await screen.findByRole('dialog', { name: 'Reiseziele wählen' });
    await within(filter).findByRole('checkbox', { name: 'Japan' });
    expect(within(filter).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();
    await user.type(within(filter).getByRole('searchbox', { name: 'Reiseziel suchen' }), 'ital');
    expect(within(filter).queryByRole('checkbox', { name: 'Japan' })).not.toBeInTheDocument();
    await user.click(await within(filter).findByRole('checkbox', { name: 'Italien' }));
    expect(store.destinationFilter.checkedIds).toEqual(['it']);
    await user.click(within(filter).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.queryByRole('dialog', { name: 'Reiseziele wählen' })).not.toBeInTheDocument();

    expect(within(block).getByText(/Italien/)).toBeInTheDocument();
    await user.click(goOn);
    expect(goTo).toHaveBeenCalledWith('step-2');
  });

  it('resets the travel id and the destinations', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    await settled(store);
    act(() => store.destinationFilter.toggle({ id: 'gr', label: 'Griechenland', isChecked: false }));
    await user.click(screen.getByRole('button', { name: /Reiseziel angeben/ }));
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(store.destinationFilter.hasChecked).toBe(false);
    expect(screen.getByRole('button', { name: 'Zurücksetzen' })).toBeDisabled();
  });
});
