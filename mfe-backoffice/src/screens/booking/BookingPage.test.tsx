import { screen, within } from '@testing-library/react';
import { IDEMPOTENCY_HEADER } from '@checkout/shared';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { ADVISOR_MEMBER, BACK_OFFICE_MEMBER, CALENDAR_ROWS, sessionOf } from '../../testing/fixtures';
import { branchWeek } from '../../testing/branch-week';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import type { StaffScenario } from '../../testing/staff-world';

const open = (patch: Partial<StaffScenario> = {}, address = '/backoffice/book') =>
  renderBackoffice({ scenario: branchWeek(patch), address });

const options = (label: RegExp | string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

type Rendered = ReturnType<typeof open>;

/** Chooses an advisor, a day and an advice mode, and waits for that day. */
async function choose({ user }: Rendered, advisorId: string, date: string, mode: string) {
  await user.selectOptions(await screen.findByLabelText(/Beraterin oder Berater/), advisorId);
  const day = screen.getByLabelText(/^Tag/, { selector: 'input' });
  await user.clear(day);
  await user.type(day, date);
  await user.selectOptions(screen.getByLabelText(/Beratungsart/), mode);
  await screen.findByRole('region', { name: /^Tag von / });
}

async function fillTraveller({ user }: Rendered) {
  await user.type(screen.getByLabelText(/Vorname/), 'Lea');
  await user.type(screen.getByLabelText(/Nachname/), 'Brunner');
  await user.type(screen.getByLabelText(/E-Mail/), 'lea.brunner@example.ch');
  await user.type(screen.getByLabelText(/Telefon/), '+41 79 123 45 67');
}

/** Luca's Thursday by phone at `time`, the traveller entered, on to the confirmation. */
async function upToConfirmation(rendered: Rendered, time: string, culture = 'de-CH') {
  await choose(rendered, 'adv-luca', '2026-03-05', 'phone');
  await rendered.user.selectOptions(screen.getByLabelText(/Beginn/), time);
  await fillTraveller(rendered);
  await rendered.user.selectOptions(screen.getByLabelText(/Sprache der reisenden Person/), culture);
  await rendered.user.click(screen.getByRole('button', { name: 'Weiter' }));
}

describe('booking for a caller', () => {
  it("offers the branch's advisors, their modes, and only the starts that fit their day", async () => {
    const rendered = open();
    await pageHeading('Für eine anrufende Person buchen');
    expect(await screen.findByRole('link', { name: 'Buchen' })).toHaveAttribute('aria-current', 'page');
    expect(options(/Beraterin oder Berater/)).toEqual([
      'Bitte wählen',
      'Anna Meier',
      'Luca Rossi',
      'Sophie Dubois',
    ]);
    expect(screen.getByText('Zuerst Beraterin oder Berater und Tag wählen.')).toBeInTheDocument();

    // Today, 10:00: Anna's 09:00 is taken, 11:00 held in the checkout, 14:00 booked.
    await choose(rendered, 'adv-anna', '2026-03-04', 'video');
    expect(options(/Beratungsart/)).toEqual(['Bitte wählen', 'In der Filiale', 'Video', 'Telefon']);
    expect(options(/Beginn/)).toEqual([
      'Bitte wählen',
      '13:00',
      ...['15:00', '15:15', '15:30', '15:45', '16:00', '16:15', '16:30', '16:45', '17:00'],
    ]);
    expect(screen.getByText('10 freie Zeiten an diesem Tag')).toBeInTheDocument();
    const day = screen.getByRole('region', { name: 'Tag von Anna Meier, Mi., 04.03.2026' });
    expect(within(day).getByText('Arbeitszeit 09:00–12:00, 13:00–18:00')).toBeInTheDocument();
    expect(
      within(day)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '09:00–10:00 Jonas Weber',
      '10:15–11:00 frei',
      '11:00–12:00 im Checkout reserviert',
      '13:00–14:00 frei',
      '14:00–15:00 Lea Brunner',
      '15:00–18:00 frei',
    ]);

    // Thursday afternoon Anna works from home: in person only in the morning.
    const { user } = rendered;
    const date = screen.getByLabelText(/^Tag/, { selector: 'input' });
    await user.clear(date);
    await user.type(date, '2026-03-05');
    await user.selectOptions(screen.getByLabelText(/Beratungsart/), 'personal');
    expect(await screen.findByText('9 freie Zeiten an diesem Tag')).toBeInTheDocument();
    expect(options(/Beginn/).at(-1)).toBe('11:00');
    await user.selectOptions(screen.getByLabelText(/Beratungsart/), 'phone');
    expect(options(/Beginn/).at(-1)).toBe('17:00');
  });

  it('books after a confirmation in the page: the reference, a link to the consultation, one key per confirmation', async () => {
    const rendered = open();
    const { api, user } = rendered;
    await upToConfirmation(rendered, '13:15', 'fr-CH');
    const question = screen.getByText(
      'Beratung am Do., 05.03.2026, 13:15 mit Luca Rossi für Lea Brunner buchen?',
    );
    expect(question).toHaveFocus();
    expect(api.requestsTo('POST', STAFF_PATHS.consultations)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ja, buchen' }));
    expect(await screen.findByText('Gebucht: PQ9W-RM23')).toBeInTheDocument();
    expect(screen.getByText('Die Bestätigung geht an lea.brunner@example.ch.')).toBeInTheDocument();
    const [booking] = api.requestsTo('POST', STAFF_PATHS.consultations);
    expect(booking?.body).toEqual({
      advisorId: 'adv-luca',
      date: '2026-03-05',
      time: '13:15',
      adviceMode: 'phone',
      travellerCulture: 'fr-CH',
      firstname: 'Lea',
      lastname: 'Brunner',
      email: 'lea.brunner@example.ch',
      phone: '+41 79 123 45 67',
      message: '',
    });
    expect(booking?.headers[IDEMPOTENCY_HEADER]).toBeDefined();
    expect(booking?.headers['Accept-Language']).toBe('de-CH');
    await user.click(screen.getByRole('link', { name: 'Beratung PQ9W-RM23 öffnen' }));
    await pageHeading('Beratung PQ9W-RM23');
    expect(screen.getByText('Do., 05.03.2026, 13:15–14:15')).toBeInTheDocument();
  });

  it("asks for what is missing before the confirmation, in the schema's words", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(screen.getByLabelText(/Beraterin oder Berater/)).toHaveAccessibleDescription('Pflichtfeld');
    expect(screen.getByLabelText(/Vorname/)).toHaveAccessibleDescription('Pflichtfeld');
    await user.type(screen.getByLabelText(/E-Mail/), 'lea@');
    expect(screen.getByLabelText(/E-Mail/)).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows what the API refuses when the time was taken meanwhile, and no longer offers it', async () => {
    const rendered = open();
    const { api, user } = rendered;
    await upToConfirmation(rendered, '13:00');
    // Someone else books Luca at 13:30 meanwhile.
    api.world.rows.push({
      ...CALENDAR_ROWS[0]!,
      id: 'c-race',
      reference: 'R7C2XHNB',
      status: 'booked',
      date: '2026-03-05',
      time: '13:30',
      till: '14:30',
      advisor: { id: 'adv-luca', name: 'Luca Rossi' },
    });
    await user.click(screen.getByRole('button', { name: 'Ja, buchen' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Nicht gebucht');
    expect(refusal).toHaveTextContent(
      'hat zu dieser Zeit schon die Beratung R7C2-XHNB am 05.03.2026, 13:30–14:30 Uhr.',
    );
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(options(/Beginn/)).not.toContain('13:00');
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    expect(screen.getByLabelText(/Vorname/)).toHaveValue('Lea');
  });

  it('shows a field the API refuses beside that field', async () => {
    const rendered = open({
      failures: {
        book: {
          status: 400,
          body: {
            error: 'validation',
            message: 'Bitte prüfen Sie die Angaben.',
            fields: { email: 'Diese Adresse nimmt keine E-Mails an.' },
          },
        },
      },
    });
    await upToConfirmation(rendered, '13:00');
    await rendered.user.click(screen.getByRole('button', { name: 'Ja, buchen' }));
    const email = await screen.findByLabelText(/E-Mail/);
    expect(email).toHaveAccessibleDescription('Diese Adresse nimmt keine E-Mails an.');
    expect(email).toHaveFocus();
  });

  it("books for the back office in a branch it chooses, in French, and the API answers in the page's language", async () => {
    const rendered = open({ session: sessionOf(BACK_OFFICE_MEMBER) }, '/backoffice/fr/book');
    const { api, user } = rendered;
    await pageHeading('Réserver pour une personne qui appelle');
    expect(await screen.findByLabelText('Agence')).toHaveValue('agency-bern');
    expect(options(/Conseillère ou conseiller/)).toEqual(['Veuillez choisir', 'Marc Keller']);
    await user.selectOptions(screen.getByLabelText('Agence'), 'agency-zurich');
    await user.selectOptions(screen.getByLabelText(/Conseillère ou conseiller/), 'adv-anna');
    await user.selectOptions(screen.getByLabelText(/Type de conseil/), 'video');
    expect(await screen.findByText('10 horaires libres ce jour-là')).toBeInTheDocument();
    expect(api.requestsTo('GET', STAFF_PATHS.calendar).at(-1)?.headers['Accept-Language']).toBe('fr-CH');
  });

  it('books an advisor for themselves only', async () => {
    const { api } = open({ session: sessionOf(ADVISOR_MEMBER) });
    const advisor = await screen.findByLabelText(/Beraterin oder Berater/);
    expect(advisor).toBeDisabled();
    expect(advisor).toHaveDisplayValue('Anna Meier');
    expect(await screen.findByText('Arbeitszeit 09:00–12:00, 13:00–18:00')).toBeInTheDocument();
    expect(api.requestsTo('GET', STAFF_PATHS.advisors)).toHaveLength(0);
    expect(Object.fromEntries(api.requestsTo('GET', STAFF_PATHS.calendar)[0]?.query ?? [])).toEqual({
      date: '2026-03-04',
      days: '1',
      advisorId: 'adv-anna',
    });
  });
});
