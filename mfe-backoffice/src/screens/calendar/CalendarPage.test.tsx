import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import {
  BACK_OFFICE_MEMBER,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
  sessionOf,
} from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import type { StaffScenario } from '../../testing/staff-world';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const scenario = (patch: Partial<StaffScenario> = {}): StaffScenario => ({
  session: LEAD_SESSION,
  rows: CALENDAR_ROWS,
  absences: CALENDAR_ABSENCES,
  workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  ...patch,
});

const lastQuery = (api: ReturnType<typeof renderBackoffice>['api']) =>
  Object.fromEntries(api.requestsTo('GET', STAFF_PATHS.calendar).at(-1)?.query ?? []);

const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the calendar', () => {
  it("shows the branch's week: each advisor's days with hours, time off, consultations and requests", async () => {
    const { api } = renderBackoffice({ scenario: scenario(), address: '/backoffice/calendar' });
    await pageHeading('Kalender');
    expect(
      await screen.findByRole('heading', { name: 'Mo., 02.03.2026 – So., 08.03.2026' }),
    ).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ date: '2026-03-02', days: '7', agencyId: 'agency-zurich' });

    const luca = screen.getByRole('region', { name: 'Luca Rossi' });
    const thursday = within(luca).getByRole('list', { name: 'Luca Rossi, Do., 05.03.2026' });
    expect(
      within(thursday)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '⚠ 10:00–11:00 Sara Graf Gebucht · In der Filiale überschneidet sich mit einer anderen Beratung',
      '⚠ 10:30–11:30 Paul Huber Gebucht · In der Filiale überschneidet sich mit einer anderen Beratung',
    ]);
    expect(within(luca).getByRole('link', { name: /Urs Vogel/ })).toHaveTextContent('Nicht erschienen');

    const sophie = screen.getByRole('region', { name: 'Sophie Dubois' });
    expect(within(sophie).getByText('Abwesend: Weiterbildung')).toBeInTheDocument();
    expect(within(sophie).getByRole('link', { name: /Luc Girard/ })).toHaveTextContent(
      'Beratungsperson abwesend',
    );
    expect(within(sophie).getAllByText('Keine Arbeitszeit')).toHaveLength(2); // Monday and Sunday

    const requests = screen.getByRole('complementary', { name: '2 offene Anfragen an diesen Tagen' });
    expect(
      within(requests).getByRole('link', { name: 'Anfrage beantworten (Camille Roux)' }),
    ).toHaveAttribute('href', '/backoffice/consultations/c-request');
  });

  it("reads today as a list in time order: consultations, free time and travellers' holds", async () => {
    const { user } = renderBackoffice({ scenario: scenario(), address: '/backoffice/calendar' });
    await user.click(await screen.findByRole('button', { name: 'Tag' }));
    expect(await screen.findByRole('heading', { name: 'Mi., 04.03.2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tag' })).toHaveAttribute('aria-pressed', 'true');
    const anna = await screen.findByRole('list', { name: 'Anna Meier, Mi., 04.03.2026' });
    expect(texts(anna)).toEqual([
      '09:00–10:00 Jonas Weber Gebucht · Video',
      '10:00–11:00 frei',
      '11:00–12:00 im Checkout reserviert',
      '13:00–14:00 frei',
      '14:00–15:00 Lea Brunner Gebucht · In der Filiale',
      '15:00–18:00 frei',
    ]);
    const region = screen.getByRole('region', { name: 'Anna Meier, Mi., 04.03.2026' });
    expect(within(region).getByText('Arbeitszeit 09:00–12:00, 13:00–18:00')).toBeInTheDocument();
    const requests = screen.getByRole('complementary', { name: '1 offene Anfrage an diesen Tagen' });
    expect(
      within(requests).getByRole('heading', { name: 'Mi., 04.03.2026, 16:00: Marie Favre' }),
    ).toBeInTheDocument();
  });

  it('opens a consultation from the keyboard with Enter', async () => {
    const { user, history } = renderBackoffice({ scenario: scenario(), address: '/backoffice/calendar' });
    const block = await screen.findByRole('link', { name: /Eva Lang/ });
    expect(block).toHaveTextContent('ausserhalb der Arbeitszeit');
    block.focus();
    await user.keyboard('{Enter}');
    expect(history.entries.at(-1)).toBe('/backoffice/consultations/c-late');
    await pageHeading('Beratung U2V3-YMRF');
  });

  it('moves by day and week, to today, to one advisor, and shows one day of the week as a day', async () => {
    const { api, user } = renderBackoffice({ scenario: scenario(), address: '/backoffice/calendar' });
    await user.click(await screen.findByRole('button', { name: 'Nächste Woche' }));
    expect(
      await screen.findByRole('heading', { name: 'Mo., 09.03.2026 – So., 15.03.2026' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    await user.selectOptions(screen.getByLabelText('Beraterin oder Berater'), 'adv-luca');
    expect(lastQuery(api)).toEqual({
      date: '2026-03-02',
      days: '7',
      agencyId: 'agency-zurich',
      advisorId: 'adv-luca',
    });
    expect(
      await screen.findAllByRole('region', { name: /^(Anna Meier|Luca Rossi|Sophie Dubois)$/ }),
    ).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Fr., 06.03.2026 als Tag zeigen' }));
    expect(await screen.findByRole('heading', { name: 'Fr., 06.03.2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorheriger Tag' }));
    expect(await screen.findByRole('heading', { name: 'Do., 05.03.2026' })).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({
      date: '2026-03-05',
      days: '1',
      agencyId: 'agency-zurich',
      advisorId: 'adv-luca',
    });
  });

  it('lets the back office choose the branch, in French', async () => {
    const { api, user } = renderBackoffice({
      scenario: scenario({ session: sessionOf(BACK_OFFICE_MEMBER) }),
      address: '/backoffice/fr/calendar',
    });
    await pageHeading('Calendrier');
    expect(await screen.findByRole('region', { name: 'Marc Keller' })).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ date: '2026-03-02', days: '7', agencyId: 'agency-bern' });
    await user.selectOptions(screen.getByLabelText('Agence'), 'agency-zurich');
    const anna = await screen.findByRole('region', { name: 'Anna Meier' });
    expect(within(anna).getByRole('link', { name: /Eva Lang/ })).toHaveTextContent('en dehors des horaires');
  });

  it('says when the calendar could not be loaded, and asks again', async () => {
    const failing = scenario({
      failures: {
        calendar: {
          status: 503,
          body: { error: 'internal', message: 'Der Dienst ist gerade nicht erreichbar.' },
        },
      },
    });
    const { api, user } = renderBackoffice({ scenario: failing, address: '/backoffice/calendar' });
    expect(await screen.findByText('Kalender nicht geladen')).toBeInTheDocument();
    expect(screen.getByText('Der Dienst ist gerade nicht erreichbar.')).toBeInTheDocument();
    delete api.world.scenario.failures;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: 'Anna Meier' })).toBeInTheDocument();
  });
});
