import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutProviders, createI18n, type FilterResponse } from '@checkout/shared';
import { I18nextProvider } from 'react-i18next';
import { createTestStore, renderWithProviders, TEST_RUNTIME_CONFIG } from '@checkout/shared/testing';
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
const agencies: FilterResponse = {
  cat: 'agencies',
  catNice: 'Filialen',
  resources: {},
  filterItems: [
    {
      titleGroup: 'Zürich',
      filters: [
        { id: 'zh', label: 'Zürich HB', city: 'Zürich', isChecked: false },
        { id: 'oe', label: 'Oerlikon', city: 'Zürich-Oerlikon', isChecked: false },
      ],
    },
  ],
};

function setup(query = '') {
  const made = createTestStore({
    handlers: { filterAgencies: async () => agencies, filterDestinations: async () => destinations },
  });
  if (query) made.store.applyStartParams(new URLSearchParams(query));
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

  describe('heading', () => {
    const heading = () => screen.getByRole('heading', { level: 1 });

    it('names the city when an agency is preset and exactly one agency is checked', async () => {
      const { store } = setup('agencyId=zh');
      await settled(store);
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie in Zürich beraten?');
      act(() => store.agencyFilter.check('oe'));
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie beraten?');
      act(() => store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: true }));
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie in Zürich-Oerlikon beraten?');
    });

    it('has no city without a preset agency, even with one agency checked', async () => {
      const { store } = setup();
      await settled(store);
      act(() => store.agencyFilter.check('zh'));
      expect(store.agencyFilter.checked).toHaveLength(1);
      expect(heading()).toHaveTextContent('Wie dürfen wir Sie beraten?');
    });

    it('falls back to the product when there is neither a city nor a title text', async () => {
      const { store, api } = createTestStore({ handlers: { filterAgencies: async () => agencies } });
      const i18n = createI18n('de-CH');
      i18n.addResource('de-CH', 'translation', 'step1.title', '');
      render(
        <I18nextProvider i18n={i18n}>
          <CheckoutProviders store={store} api={api} config={TEST_RUNTIME_CONFIG}>
            <ConsultationStep goTo={jest.fn()} />
          </CheckoutProviders>
        </I18nextProvider>,
      );
      await settled(store);
      expect(heading()).toHaveTextContent(TEST_RUNTIME_CONFIG.product);
    });
  });

  describe('reset and go-on', () => {
    const block = () => screen.getByRole('dialog', { name: 'Ihr Reiseziel' });
    const reset = () => within(block()).getByRole('button', { name: 'Zurücksetzen' });
    const goOn = () => within(block()).getByRole('button', { name: 'Weiter zur Terminauswahl' });

    it('are both disabled with no destination checked and no travel id', async () => {
      const user = userEvent.setup();
      const { store } = setup();
      await settled(store);
      await user.click(screen.getByRole('button', { name: /Reiseziel angeben/ }));
      expect(reset()).toBeDisabled();
      expect(goOn()).toBeDisabled();
      act(() => store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: false }));
      expect(reset()).toBeEnabled();
      expect(goOn()).toBeEnabled();
      act(() => store.destinationFilter.toggle({ id: 'jp', label: 'Japan', isChecked: true }));
      expect(reset()).toBeDisabled();
      expect(goOn()).toBeDisabled();
    });

    it('with only a travel id: reset is enabled and clears it, go-on waits for a destination', async () => {
      const user = userEvent.setup();
      const { store } = setup('travelId=t-42');
      await settled(store);
      expect(store.travel.travelId).toBe('t-42');
      expect(reset()).toBeEnabled();
      expect(goOn()).toBeDisabled();
      await user.click(reset());
      expect(store.travel.travelId).toBe('');
      expect(reset()).toBeDisabled();
    });
  });
});
