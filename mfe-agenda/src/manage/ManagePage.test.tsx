// The traveller's manage page (issue 20) against a fake API (the fetch the page's ApiClient uses).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '@checkout/dev-kit/testing';
import ManagePage from './ManagePage';
import { SAMPLE_MANAGE_TOKEN, SAMPLE_MANAGED_BOOKING } from './sample-booking';

const TOKEN = SAMPLE_MANAGE_TOKEN;
const BOOKING = SAMPLE_MANAGED_BOOKING;

/** What the page reads of a response (jsdom has no Response). */
const json = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 400,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);

function withApi(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const calls: Array<{ url: string; method: string }> = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET' });
    return answer(String(input), init);
  }) as typeof fetch;
  return calls;
}

const renderPage = (culture: 'de-CH' | 'fr-CH' = 'de-CH') => {
  const made = createTestStore();
  return renderWithProviders(<ManagePage token={TOKEN} culture={culture} />, { ...made, culture });
};

describe('ManagePage', () => {
  it('shows the booking with its reference, and changes nothing by opening', async () => {
    const calls = withApi(() => json(200, BOOKING));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Beratungstermin' })).toBeInTheDocument();
    expect(screen.getByText('EHBD-MDKA')).toBeInTheDocument();
    expect(screen.getByText(/Mittwoch, 27\.03\.2030, 15:00–16:00 Uhr/)).toBeInTheDocument();
    expect(calls).toEqual([
      { url: expect.stringContaining(`/manage/${TOKEN}?culture=de-CH`), method: 'GET' },
    ]);
  });

  it('names a video booking (video on the wire) by the checkout’s advice mode', async () => {
    withApi(() => json(200, { ...BOOKING, adviceMode: 'video' }));
    renderPage();
    const mode = await screen.findByText('Art der Beratung');
    expect(mode.nextElementSibling).toHaveTextContent(/^Video$/);
  });

  it("says the branch cancelled and why, in the page's language, and offers no change", async () => {
    const note = 'Anna Meier ist krank. Wir rufen Sie an.';
    withApi(() => json(200, { ...BOOKING, status: 'cancelled', changeable: false, branchNote: note }));
    renderPage();
    const notice = await screen.findByText('Die Filiale hat diesen Termin abgesagt');
    const box = notice.closest('.ck-notice') as HTMLElement;
    expect(within(box).getByText(`Nachricht der Filiale: «${note}»`)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Filiale anrufen: +41 44 277 40 00' })).toHaveAttribute(
      'href',
      'tel:+41442774000',
    );
    expect(screen.getByText('Abgesagt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termin absagen' })).not.toBeInTheDocument();
  });

  it('says the branch declined a request and why, in French', async () => {
    withApi(() =>
      json(200, {
        ...BOOKING,
        kind: 'custom',
        advisor: null,
        status: 'cancelled',
        changeable: false,
        answered: true,
        branchNote: 'L’agence est fermée ce soir-là.',
      }),
    );
    renderPage('fr-CH');
    expect(await screen.findByText('L’agence a refusé votre demande')).toBeInTheDocument();
    expect(screen.getByText('Message de l’agence : « L’agence est fermée ce soir-là. »')).toBeInTheDocument();
    expect(screen.getByText('Refusée')).toBeInTheDocument();
  });

  it('names no branch when the traveller cancelled', async () => {
    withApi(() => json(200, { ...BOOKING, status: 'cancelled', changeable: false }));
    renderPage();
    expect(await screen.findByText('Abgesagt')).toBeInTheDocument();
    expect(screen.queryByText('Die Filiale hat diesen Termin abgesagt')).not.toBeInTheDocument();
  });

  it('cancels only after a confirmation, then shows the booking cancelled', async () => {
    const calls = withApi((_url, init) =>
      json(200, init?.method === 'POST' ? { ...BOOKING, status: 'cancelled', changeable: false } : BOOKING),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Termin absagen' }));
    const keep = screen.getByRole('button', { name: 'Termin behalten' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, Termin absagen' }));
    expect(await screen.findByText(/Ihr Termin ist abgesagt/)).toBeInTheDocument();
    expect(screen.getByText('Abgesagt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Termin verschieben' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      expect.stringMatching(new RegExp(`/manage/${TOKEN}/cancel$`)),
    ]);
  });

  it('inside the cut-off offers no change but the branch by phone, in French', async () => {
    withApi(() => json(200, { ...BOOKING, culture: 'fr-CH', changeable: false }));
    renderPage('fr-CH');
    expect(await screen.findByText('Plus modifiable en ligne')).toBeInTheDocument();
    // The lead promises no change that is not possible.
    expect(screen.getByText('Bonjour Erika. Voici votre rendez-vous.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    const call = screen.getByRole('link', { name: /Appeler l’agence/ });
    expect(call).toHaveAttribute('href', 'tel:+41442774000');
  });

  it('a link that opens no booking: the API says so, in the page language', async () => {
    withApi(() => json(404, { error: 'not_found', message: 'Zu diesem Link gibt es keine Buchung.' }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termin nicht gefunden' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('alert')).getByText('Zu diesem Link gibt es keine Buchung.'),
    ).toBeInTheDocument();
  });

  it('a refused change keeps the booking and says why', async () => {
    withApi((_url, init) =>
      init?.method === 'POST'
        ? json(409, {
            error: 'change_closed',
            message: 'Dieser Termin kann online nicht mehr geändert werden.',
          })
        : json(200, BOOKING),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Termin absagen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, Termin absagen' }));
    expect(
      await screen.findByText('Dieser Termin kann online nicht mehr geändert werden.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Gebucht')).toBeInTheDocument();
  });
});
