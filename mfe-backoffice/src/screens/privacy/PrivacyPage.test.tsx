import { screen, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from '@checkout/shared';
import { PRIVACY_PATHS, STAFF_PATHS } from '@checkout/shared/contract';
import { BACK_OFFICE_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { PRIVACY_EMAIL, PRIVACY_EXPORT } from '../../testing/privacy-fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import type { StaffScenario } from '../../testing/staff-world';

const BACK_OFFICE = sessionOf(BACK_OFFICE_MEMBER);
const ADDRESS = '/backoffice/privacy';

async function openPage(scenario: Partial<StaffScenario> = {}, address = ADDRESS) {
  const rendered = renderBackoffice({ scenario: { session: BACK_OFFICE, ...scenario }, address });
  await pageHeading(address.includes('/fr/') ? /^Protection des données/ : /^Datenschutz/);
  return rendered;
}

/** The Blobs the page handed to the browser as downloads, with their file names. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href) ?? new Blob() });
  });
  return files;
}

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

afterEach(() => jest.restoreAllMocks());

describe('the privacy page', () => {
  it('is the back-office role’s: in its header, refused to a branch lead (no link, no page)', async () => {
    const { unmount } = renderBackoffice({ scenario: { session: BACK_OFFICE } });
    await pageHeading('Beratungen');
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', ADDRESS);
    unmount();

    const { api } = renderBackoffice({ scenario: { session: LEAD_SESSION }, address: ADDRESS });
    await pageHeading('Kein Zugriff');
    expect(screen.getByText(/dem Backoffice vorbehalten/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Datenschutz' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/staff/privacy'))).toHaveLength(0);
  });

  it('finds a traveller by address (any case) and shows what is stored; the export saves that very document', async () => {
    const files = captureDownloads();
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText(/E-Mail-Adresse der reisenden Person/), ' Lea.Brunner@Example.ch ');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const found = await screen.findByRole('region', { name: 'Gefunden' });
    expect(within(found).getByRole('status')).toHaveTextContent(
      'Gespeichert zu Lea.Brunner@Example.ch: 2 Buchungen und 3 Nachrichten.',
    );
    expect(within(found).getByText('Buchungsnummern: K7QX-2M9P, M4RT-8WZA')).toBeInTheDocument();
    const [sent] = api.requestsTo('POST', PRIVACY_PATHS.staffExport);
    // The address travels in the body, never in the URL.
    expect(sent?.body).toEqual({ email: 'Lea.Brunner@Example.ch' });
    expect(sent?.query.toString()).toBe('');

    // The document the traveller reads comes first (decision 0068), the JSON alone second.
    const buttons = within(found)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(0, 2)).toEqual([
      'Auskunft für die reisende Person herunterladen (Deutsch)',
      'Nur die Daten als JSON',
    ]);
    await user.click(within(found).getByRole('button', { name: /Auskunft für die reisende Person/ }));
    await user.click(within(found).getByRole('button', { name: 'Nur die Daten als JSON' }));
    expect(files.map((file) => file.name)).toEqual([
      'meine-daten-2026-03-04.html',
      'privacy-export-2026-03-04.json',
    ]);
    expect(files[0]!.blob.type).toBe('text/html;charset=utf-8');
    expect(await textOf(files[0]!.blob)).toBe(PRIVACY_EXPORT.document?.html);
    const saved = JSON.parse(await textOf(files[1]!.blob)) as typeof PRIVACY_EXPORT;
    expect(saved.bookings).toEqual(PRIVACY_EXPORT.bookings);
    expect(saved.messages).toEqual(PRIVACY_EXPORT.messages);
    expect(saved.document).toBeUndefined();
    expect(api.requestsTo('POST', PRIVACY_PATHS.staffExport)).toHaveLength(1);
  });

  it('narrows the search to one booking by its reference, typed any way', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText(/E-Mail-Adresse der reisenden Person/), PRIVACY_EMAIL);
    await user.type(screen.getByLabelText(/^Buchungsnummer/), 'm4rt 8wza');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 Buchung und 2 Nachrichten');
    expect(api.requestsTo('POST', PRIVACY_PATHS.staffExport)[0]?.body).toEqual({
      email: PRIVACY_EMAIL,
      reference: 'm4rt 8wza',
    });
  });

  it('asks for an address and a reference that can be one before calling', async () => {
    const { api, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByText('Bitte geben Sie die E-Mail-Adresse ein.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-Mail-Adresse der reisenden Person/), 'lea@');
    await user.type(screen.getByLabelText(/^Buchungsnummer/), 'HZ7-K3M9');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText(/Eine Buchungsnummer hat 8 Zeichen/)).toBeInTheDocument();
    expect(api.requestsTo('POST', PRIVACY_PATHS.staffExport)).toHaveLength(0);
  });

  it('says when nothing is stored, with and without a reference', async () => {
    const { user } = await openPage();
    const email = screen.getByLabelText(/E-Mail-Adresse der reisenden Person/);
    await user.type(email, 'niemand@example.ch');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(
      await screen.findByText('Zu niemand@example.ch ist keine Buchung gespeichert.'),
    ).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, PRIVACY_EMAIL);
    await user.type(screen.getByLabelText(/^Buchungsnummer/), '2222-2222');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(
      await screen.findByText(`Zu ${PRIVACY_EMAIL} ist keine Buchung mit der Nummer 2222-2222 gespeichert.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen …' })).not.toBeInTheDocument();
  });

  it('erases only after a confirmation naming what happens, with one Idempotency-Key, and shows the outcome', async () => {
    const { api, user } = await openPage();
    await user.type(screen.getByLabelText(/E-Mail-Adresse der reisenden Person/), PRIVACY_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await user.click(await screen.findByRole('button', { name: 'Löschen …' }));
    const confirm = screen.getByRole('group', {
      name: `2 Buchungen von ${PRIVACY_EMAIL} endgültig löschen?`,
    });
    expect(
      within(confirm).getByText(/Künftige Termine und offene Anfragen werden zuerst storniert/),
    ).toBeVisible();
    expect(within(confirm).getByText(/jede Buchung anonymisiert/)).toBeVisible();
    expect(within(confirm).getByText('Das lässt sich nicht rückgängig machen.')).toBeVisible();
    expect(within(confirm).getByText(/^2 Buchungen von/)).toHaveFocus();
    // Cancelling the confirmation erases nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    expect(api.requestsTo('POST', PRIVACY_PATHS.staffErase)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Löschen …' }));
    await user.click(screen.getByRole('button', { name: 'Ja, endgültig löschen' }));
    const outcome = await screen.findByText(`Die Daten von ${PRIVACY_EMAIL} sind gelöscht.`);
    const notice = outcome.closest('.ck-notice') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 Buchungen anonymisiert',
      '1 künftiger Termin zuerst storniert',
      '3 Nachrichten geleert',
      '2 Nachrichten (die Stornierungen) werden noch gesendet und danach geleert',
      '0 gespeicherte Antworten gelöscht',
    ]);
    // Issue 47: what the API cannot erase, staff must.
    expect(
      within(notice).getByText(
        /Die Mailbox der Filiale und die Postfächer der Beratungspersonen enthalten noch/,
      ),
    ).toBeVisible();
    const [erased] = api.requestsTo('POST', PRIVACY_PATHS.staffErase);
    expect(erased?.body).toEqual({ email: PRIVACY_EMAIL });
    expect(erased?.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);

    // Anonymised: the address finds nothing any more.
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText(`Zu ${PRIVACY_EMAIL} ist keine Buchung gespeichert.`)).toBeInTheDocument();
  });

  it('sends a failed erasure again with the same key, and names a lost connection and a conflict', async () => {
    const { api, user } = await openPage({
      // A fetch that got no answer is status 0 to the page (staff-client.ts), as this one.
      failures: { privacyErase: { status: 0, body: { error: 'internal', message: 'Failed to fetch' } } },
    });
    await user.type(screen.getByLabelText(/E-Mail-Adresse der reisenden Person/), PRIVACY_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await user.click(await screen.findByRole('button', { name: 'Löschen …' }));
    await user.click(screen.getByRole('button', { name: 'Ja, endgültig löschen' }));
    expect(await screen.findByText(/Keine Verbindung zum Server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, endgültig löschen' }));
    const keys = api
      .requestsTo('POST', PRIVACY_PATHS.staffErase)
      .map((request) => request.headers[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    api.world.scenario.failures = {
      privacyErase: { status: 422, body: { error: 'idempotency_conflict', message: 'Anderer Inhalt.' } },
    };
    await user.click(screen.getByRole('button', { name: 'Ja, endgültig löschen' }));
    expect(await screen.findByText(/schon mit anderen Angaben gesendet/)).toBeInTheDocument();
  });

  it('speaks French under /backoffice/fr/', async () => {
    const { user } = await openPage({}, '/backoffice/fr/privacy');
    await user.type(screen.getByLabelText(/Adresse e-mail de la personne voyageuse/), PRIVACY_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Enregistré pour ${PRIVACY_EMAIL} : 2 réservations et 3 messages.`,
    );
    await user.click(screen.getByRole('button', { name: 'Effacer …' }));
    expect(screen.getByText('Cette action est irréversible.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Oui, effacer définitivement' }));
    expect(await screen.findByText(`Les données pour ${PRIVACY_EMAIL} sont effacées.`)).toBeInTheDocument();
    expect(screen.getByText('1 rendez-vous à venir annulé d’abord')).toBeInTheDocument();
  });

  it('leaves the search to the API for a session that ends meanwhile', async () => {
    const { api, user } = await openPage();
    api.world.session = null;
    await user.type(screen.getByLabelText(/E-Mail-Adresse der reisenden Person/), PRIVACY_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await pageHeading('Anmelden');
    expect(api.requestsTo('GET', STAFF_PATHS.session)).toHaveLength(1);
  });
});
