// The shell places the shared 'your choice' header in its layout's slot, on step pages once something is chosen.
import { act, screen } from '@testing-library/react';
import { renderCheckout } from '../testing/render-checkout';

jest.mock('../../federation/RemoteStep', () => jest.requireActual('../testing/FakeRemoteStep'));

const slot = () => document.querySelector('[data-slot="your-choice"]');

describe("the 'your choice' slot", () => {
  it('stays empty until something is chosen, then shows the header above the content', async () => {
    const app = await renderCheckout('/checkout/step-2');
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    expect(slot()).toBeEmptyDOMElement();
    act(() => app.store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    expect(screen.getByRole('region', { name: 'Ihre Auswahl' })).toHaveTextContent('Zürich HB');
    expect(slot()).toContainElement(screen.getByRole('region', { name: 'Ihre Auswahl' }));
    expect(
      slot()!.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is in French under /fr', async () => {
    const app = await renderCheckout('/checkout/fr/step-2');
    await screen.findByRole('heading', { name: 'Screen of step-2' });
    act(() => app.store.destinationFilter.toggle({ id: 'is', label: 'Islande', isChecked: false }));
    expect(screen.getByRole('region', { name: 'Votre sélection' })).toHaveTextContent('Islande');
  });

  it('is not shown on pages that are not steps', async () => {
    const app = await renderCheckout('/checkout/not-a-page');
    await screen.findByRole('heading', { level: 1 });
    act(() => app.store.agencyFilter.toggle({ id: 'zh', label: 'Zürich HB', isChecked: false }));
    expect(screen.queryByRole('region', { name: 'Ihre Auswahl' })).not.toBeInTheDocument();
  });
});
