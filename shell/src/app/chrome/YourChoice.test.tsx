import { act, screen } from '@testing-library/react';
import { createTestStore, renderWithProviders } from '@checkout/dev-kit/testing';
import { YourChoice } from './YourChoice';

const item = (id: string, label: string) => ({ id, label, isChecked: false });

function setup(culture: 'de-CH' | 'fr-CH' = 'de-CH') {
  const made = createTestStore();
  made.store.settings.setCulture(culture);
  const view = renderWithProviders(<YourChoice />, { ...made, culture });
  return { ...made, view };
}

const header = (name = 'Ihre Auswahl') => screen.getByRole('region', { name });

describe('YourChoice', () => {
  it('shows nothing until something is chosen', () => {
    const { view, store } = setup();
    expect(view.container).toBeEmptyDOMElement();
    act(() => store.agencyFilter.toggle(item('zh', 'Zürich HB')));
    expect(header()).toHaveTextContent('Ihre Auswahl: Filialen: Zürich HB');
    act(() => store.agencyFilter.reset());
    expect(view.container).toBeEmptyDOMElement();
  });

  it('lists date, agencies, destinations, advisor name and location in that order, with bullets', () => {
    const { store } = setup();
    act(() => {
      store.dates.check('09.03.2026');
      store.agencyFilter.toggle(item('zh', 'Zürich HB'));
      store.destinationFilter.toggle(item('is', 'Island'));
      store.destinationFilter.toggle(item('jp', 'Japan'));
      store.advisorInformation.set({ name: 'Anna Muster', location: 'Zürich', consultantId: 'a1' });
    });
    const entries = Array.from(header().querySelectorAll('[data-entry]')).map((e) => [
      e.getAttribute('data-entry'),
      e.textContent,
    ]);
    expect(entries).toEqual([
      ['appointmentDate', 'Termin: 09.03.2026'],
      ['agencies', 'Filialen: Zürich HB'],
      ['destinations', 'Reiseziele: Island, Japan'],
      ['advisorName', 'Beraterin oder Berater: Anna Muster'],
      ['advisorLocation', 'Standort: Zürich'],
    ]);
    // What the eye sees: values separated by bullets (the spoken labels are visually hidden).
    const visible = Array.from(header().querySelectorAll('.ck-your-choice__line > span'))
      .map((span) =>
        Array.from(span.childNodes)
          .filter((n) => !(n instanceof HTMLElement && n.classList.contains('ck-visually-hidden')))
          .map((n) => n.textContent)
          .join(''),
      )
      .join('');
    expect(visible).toBe('09.03.2026 • Zürich HB • Island, Japan • Anna Muster • Zürich');
    expect(header().querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });

  it('shows the custom date in custom-date mode', () => {
    const { store } = setup();
    act(() => {
      store.enterCustomDateMode();
      store.dates.check('09.03.2026');
      store.dates.setSelectedDateCustom('14.03.2026');
    });
    expect(header()).toHaveTextContent('Termin: 14.03.2026');
    expect(header()).not.toHaveTextContent('09.03.2026');
  });

  it.each([
    ['de-CH', 'Ihre Auswahl', 'Reiseziele: Island, Japan, Peru (+2 weitere)'],
    ['fr-CH', 'Votre sélection', 'Destinations: Island, Japan, Peru (+2 autres)'],
  ] as const)('lists at most three labels, then (+N more) (%s)', (culture, name, text) => {
    const { store } = setup(culture);
    act(() => {
      for (const [id, label] of [
        ['is', 'Island'],
        ['jp', 'Japan'],
        ['pe', 'Peru'],
        ['nz', 'Neuseeland'],
        ['it', 'Italien'],
      ] as const) {
        store.destinationFilter.toggle(item(id, label));
      }
    });
    expect(header(name)).toHaveTextContent(text);
    expect(header(name)).not.toHaveTextContent('Neuseeland');
  });

  it('lists exactly three labels without a count', () => {
    const { store } = setup();
    act(() => {
      for (const id of ['a', 'b', 'c']) store.agencyFilter.toggle(item(id, `Filiale ${id}`));
    });
    expect(header()).toHaveTextContent('Filialen: Filiale a, Filiale b, Filiale c');
    expect(header()).not.toHaveTextContent('weitere');
  });

  it('leaves out an agency checked from the address before its label is known', () => {
    const { store, view } = setup();
    act(() => store.agencyFilter.check('zh'));
    expect(view.container).toBeEmptyDOMElement();
  });
});
