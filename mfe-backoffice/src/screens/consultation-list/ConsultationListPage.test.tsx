import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import {
  ADVISOR_MEMBER,
  BACK_OFFICE_MEMBER,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
  sessionOf,
} from '../../testing/fixtures';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import { ROWS_WITH_LATER } from '../../testing/search-fixtures';

const rowsOf = () =>
  within(screen.getByRole('region', { name: 'Liste der Beratungen' }))
    .getAllByRole('row')
    .slice(1);

describe("the day's list", () => {
  it("asks for this week's consultations and shows each with a link to its page", async () => {
    const { api, user } = renderBackoffice({ scenario: { session: LEAD_SESSION } });
    await pageHeading('Beratungen');
    expect(await screen.findByText('5 Beratungen')).toBeInTheDocument();
    const [request] = api.requestsTo('GET', STAFF_PATHS.consultations);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ from: '2026-03-02', till: '2026-03-08' });
    const rows = rowsOf();
    expect(rows).toHaveLength(5);
    expect(within(rows[2]!).getByText('K7QX-2M9P')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Mi., 04.03.2026')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Wunschtermin')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Angefragt')).toBeInTheDocument();
    await user.click(within(rows[2]!).getByRole('link', { name: 'Lea Brunner' }));
    await pageHeading('Beratung K7QX-2M9P');
  });

  it("pages with 'more' and exports the same filter as a workbook and as CSV", async () => {
    const { api, user } = renderBackoffice({ scenario: { session: LEAD_SESSION, pageSize: 3 } });
    expect(await screen.findByText('3 Beratungen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(await screen.findByText('5 Beratungen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).not.toBeInTheDocument();
    const requests = api.requestsTo('GET', STAFF_PATHS.consultations);
    expect(requests[1]?.query.get('cursor')).toBe('3');
    // Issue 47: both files, in the page's language (a download link sends no header, so the query names it).
    expect(screen.getByRole('link', { name: 'Als Excel-Arbeitsmappe exportieren' })).toHaveAttribute(
      'href',
      'http://api.test/api/staff/consultations.xlsx?from=2026-03-02&till=2026-03-08&culture=de-CH',
    );
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' })).toHaveAttribute(
      'href',
      'http://api.test/api/staff/consultations.csv?from=2026-03-02&till=2026-03-08&culture=de-CH',
    );
  });

  it('offers both exports on the French page in French, with its language and the same filter', async () => {
    const { user } = renderBackoffice({ scenario: { session: LEAD_SESSION }, address: '/backoffice/fr/' });
    expect(await screen.findByText('5 consultations')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Statut'), 'requested');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    const filter = 'from=2026-03-02&till=2026-03-08&status=requested&culture=fr-CH';
    expect(await screen.findByRole('link', { name: 'Exporter en classeur Excel' })).toHaveAttribute(
      'href',
      `http://api.test/api/staff/consultations.xlsx?${filter}`,
    );
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      `http://api.test/api/staff/consultations.csv?${filter}`,
    );
    for (const link of screen.getAllByRole('link', { name: /^Exporter en/ }))
      expect(link).toHaveAttribute('download');
  });

  it('filters by status, advisor and text, keeps the filter while a consultation is open, and resets', async () => {
    const { api, user } = renderBackoffice({ scenario: { session: LEAD_SESSION } });
    await screen.findByText('5 Beratungen');
    await user.selectOptions(screen.getByLabelText('Status'), 'booked');
    await user.selectOptions(screen.getByLabelText('Beraterin oder Berater'), 'adv-anna');
    await user.type(screen.getByLabelText(/Suche/), 'brunner');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('1 Beratung')).toBeInTheDocument();
    const last = api.requestsTo('GET', STAFF_PATHS.consultations).at(-1);
    // A search looks at every date: the week is not sent with it, and the page says so.
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      advisorId: 'adv-anna',
      status: 'booked',
      q: 'brunner',
    });
    expect(
      screen.getByText(
        'Suche nach «brunner» über alle Daten: Von und Bis gelten nicht, solange ein Suchtext gesetzt ist.',
      ),
    ).toBeInTheDocument();
    for (const name of ['Als Excel-Arbeitsmappe exportieren', 'Als CSV exportieren'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toContain(
        'advisorId=adv-anna&status=booked&q=brunner&culture=de-CH',
      );
    await user.click(screen.getByRole('link', { name: 'Lea Brunner' }));
    await user.click(await screen.findByRole('link', { name: 'Zurück zur Liste' }));
    expect(await screen.findByText('1 Beratung')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('booked');
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText('5 Beratungen')).toBeInTheDocument();
  });

  it('finds a consultation three weeks ahead by its reference from the default screen, across all dates', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, rows: ROWS_WITH_LATER },
    });
    expect(await screen.findByText('5 Beratungen')).toBeInTheDocument();
    expect(screen.getByLabelText(/Suche/)).toHaveAccessibleDescription(
      'Referenz, Name, E-Mail oder Telefon der reisenden Person, über alle Daten',
    );
    await user.type(screen.getByLabelText(/Suche/), '4WJPHGFN');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('1 Beratung')).toBeInTheDocument();
    expect(within(rowsOf()[0]!).getByRole('link', { name: 'Hanna Wünsch' })).toBeInTheDocument();
    expect(within(rowsOf()[0]!).getByText('Mo., 23.03.2026')).toBeInTheDocument();
    // Shown as the traveller reads it.
    expect(within(rowsOf()[0]!).getByText('4WJP-HGFN')).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('GET', STAFF_PATHS.consultations).at(-1)?.query ?? [])).toEqual({
      q: '4WJPHGFN',
    });
    expect(screen.getByRole('link', { name: 'Als CSV exportieren' })).toHaveAttribute(
      'href',
      'http://api.test/api/staff/consultations.csv?q=4WJPHGFN&culture=de-CH',
    );
    // Without the search text the dates apply again.
    await user.clear(screen.getByLabelText(/Suche/));
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('5 Beratungen')).toBeInTheDocument();
    expect(screen.queryByText(/über alle Daten:/)).not.toBeInTheDocument();
  });

  it('does not ask for dates while searching, and pages the search with more', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, pageSize: 3, rows: ROWS_WITH_LATER },
    });
    expect(await screen.findByText('3 Beratungen')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Von/));
    expect(screen.getByLabelText(/^Von/)).toBeRequired();
    await user.type(screen.getByLabelText(/Suche/), 'example.ch');
    expect(screen.getByLabelText(/^Von/)).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('3 Beratungen')).toBeInTheDocument();
    expect(screen.queryByText('Bitte wählen Sie ein Datum.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weitere laden' }));
    expect(await screen.findByText('6 Beratungen')).toBeInTheDocument();
    const [, search, more] = api.requestsTo('GET', STAFF_PATHS.consultations);
    expect(Object.fromEntries(search?.query ?? [])).toEqual({ q: 'example.ch' });
    expect(Object.fromEntries(more?.query ?? [])).toEqual({ q: 'example.ch', cursor: '3' });
    // Without the search text, the missing date is asked for again.
    await user.clear(screen.getByLabelText(/Suche/));
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByText('Bitte wählen Sie ein Datum.')).toBeInTheDocument();
  });

  it('refuses an end date before the start without asking the API', async () => {
    const { api, user } = renderBackoffice({ scenario: { session: LEAD_SESSION } });
    await screen.findByText('5 Beratungen');
    const till = screen.getByLabelText(/^Bis/);
    await user.clear(till);
    await user.type(till, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByText('Das Enddatum liegt vor dem Startdatum.')).toBeInTheDocument();
    expect(api.requestsTo('GET', STAFF_PATHS.consultations)).toHaveLength(1);
  });

  it('offers a branch to the back office, and neither branch nor advisor to an advisor', async () => {
    const office = renderBackoffice({ scenario: { session: sessionOf(BACK_OFFICE_MEMBER) } });
    await screen.findByText('5 Beratungen');
    const branch = await screen.findByLabelText('Filiale');
    expect(
      within(branch)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle Filialen', 'Bern Bärenplatz', 'Zürich Bahnhofstrasse']);
    await office.user.selectOptions(branch, 'agency-bern');
    expect(within(screen.getByLabelText('Beraterin oder Berater')).getAllByRole('option')).toHaveLength(2);
    office.unmount();

    renderBackoffice({ scenario: { session: sessionOf(ADVISOR_MEMBER) } });
    await screen.findByText('5 Beratungen');
    expect(screen.queryByLabelText('Filiale')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Beraterin oder Berater')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Protokoll' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal as text", async () => {
    renderBackoffice({
      scenario: {
        session: LEAD_SESSION,
        failures: {
          consultations: {
            status: 400,
            body: { error: 'validation', message: 'Höchstens 93 Tage auf einmal.' },
          },
        },
      },
    });
    expect(await screen.findByText('Höchstens 93 Tage auf einmal.')).toBeInTheDocument();
  });

  it('marks in its row a consultation that needs the branch (advisor absent, outside hours, overlap), the others not', async () => {
    renderBackoffice({
      scenario: {
        session: LEAD_SESSION,
        rows: CALENDAR_ROWS,
        absences: CALENDAR_ABSENCES,
        workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
      },
    });
    await pageHeading('Beratungen');
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
    await screen.findByRole('link', { name: 'Luc Girard' });
    expect(within(row('Luc Girard')).getByRole('list', { name: 'Gründe' })).toHaveTextContent(
      'Beratungsperson abwesend',
    );
    expect(within(row('Eva Lang')).getByRole('list', { name: 'Gründe' })).toHaveTextContent(
      'ausserhalb der Arbeitszeit',
    );
    expect(within(row('Sara Graf')).getByRole('list', { name: 'Gründe' })).toHaveTextContent(
      'überschneidet sich mit einer anderen Beratung',
    );
    expect(within(row('Camille Roux')).queryByRole('list', { name: 'Gründe' })).toBeNull();
  });
});
