import { screen, within } from '@testing-library/react';
import { LEAD_SESSION } from '../testing/fixtures';
import { StaffWorld } from '../testing/staff-world';
import { pageHeading, renderBackoffice } from '../testing/render-backoffice';

describe('the back office frame', () => {
  it('switches the language in place: texts, address, and the page kept', async () => {
    const { user, history } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/consultations/c-booked',
    });
    await pageHeading('Beratung K7QX-2M9P');
    const languages = screen.getByRole('navigation', { name: 'Sprache' });
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/backoffice/fr/consultations/c-booked',
    );
    await user.click(within(languages).getByRole('link', { name: 'Français' }));
    await pageHeading('Consultation K7QX-2M9P');
    expect(screen.getByText('mer., 04.03.2026, 14:00–15:00')).toBeInTheDocument();
    expect(history.entries.at(-1)).toBe('/backoffice/fr/consultations/c-booked');
    expect(document.documentElement.lang).toBe('fr-CH');
    await user.click(screen.getByRole('link', { name: 'Retour à la liste' }));
    await pageHeading('Consultations');
    expect(history.entries.at(-1)).toBe('/backoffice/fr/');
  });

  it('names the current page in its navigation and moves the focus to the new heading', async () => {
    const { user } = renderBackoffice({ scenario: { session: LEAD_SESSION } });
    await pageHeading('Beratungen');
    const pages = screen.getByRole('navigation', { name: 'Bereiche' });
    expect(within(pages).getByRole('link', { name: 'Beratungen' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Protokoll' }));
    expect(await pageHeading('Protokoll')).toHaveFocus();
    expect(document.title).toBe('Protokoll – Backoffice');
  });

  it('says when the API does not answer, and asks again', async () => {
    const { api, user } = renderBackoffice({
      scenario: {
        session: LEAD_SESSION,
        failures: { session: { status: 503, body: { error: 'internal', message: 'Wartung bis 07:00.' } } },
      },
    });
    await pageHeading('Backoffice nicht erreichbar');
    expect(screen.getByText('Wartung bis 07:00.')).toBeInTheDocument();
    delete api.world.scenario.failures?.session;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await pageHeading('Beratungen');
  });

  it('names an address it does not know', async () => {
    renderBackoffice({ scenario: { session: LEAD_SESSION }, address: '/backoffice/unknown' });
    await pageHeading('Diese Seite gibt es nicht');
  });
});

describe('an API out of reach', () => {
  it('says the connection failed in the page’s words', async () => {
    // No answer at all: the browser's fetch rejects.
    const unreachable = jest.spyOn(StaffWorld.prototype, 'answer').mockImplementation(() => {
      throw new TypeError('Failed to fetch');
    });
    renderBackoffice({ scenario: { session: LEAD_SESSION } });
    await pageHeading('Backoffice nicht erreichbar');
    unreachable.mockRestore();
    expect(screen.getByText(/Keine Verbindung zum Server/)).toBeInTheDocument();
  });
});
