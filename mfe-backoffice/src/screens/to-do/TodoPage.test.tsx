import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import {
  ADVISOR_MEMBER,
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

const todoLink = () => screen.getByRole('link', { name: /^Aufgaben/ });

describe('the to-do', () => {
  it('lists open requests and colliding consultations with their reasons, each linked to its page', async () => {
    const { user, history } = renderBackoffice({ scenario: scenario(), address: '/backoffice/to-do' });
    await pageHeading('Aufgaben');
    const requests = await screen.findByRole('region', { name: '2 offene Anfragen' });
    const items = within(requests).getAllByRole('listitem');
    expect(
      items.map(
        (item) => item.getAttribute('aria-labelledby') && within(item).getByRole('heading').textContent,
      ),
    ).toEqual(['Mi., 04.03.2026, 16:00: Marie Favre', 'Fr., 06.03.2026, 17:30: Camille Roux']);
    const answer = within(requests).getByRole('link', { name: 'Anfrage beantworten (Camille Roux)' });
    expect(answer).toHaveAttribute('href', '/backoffice/consultations/c-request');

    const collisions = screen.getByRole('region', { name: '4 Beratungen zu klären' });
    const sara = within(collisions).getByRole('listitem', {
      name: 'Do., 05.03.2026, 10:00–11:00: Sara Graf',
    });
    expect(within(sara).getByText('überschneidet sich mit einer anderen Beratung')).toBeInTheDocument();
    const eva = within(collisions).getByRole('listitem', { name: 'Do., 05.03.2026, 18:00–19:00: Eva Lang' });
    expect(within(eva).getByText('ausserhalb der Arbeitszeit')).toBeInTheDocument();
    const luc = within(collisions).getByRole('listitem', {
      name: 'Fr., 06.03.2026, 11:00–12:00: Luc Girard',
    });
    expect(within(luc).getByText('Beratungsperson abwesend')).toBeInTheDocument();
    expect(within(luc).getByText(/Sophie Dubois/)).toBeInTheDocument();

    await user.click(within(luc).getByRole('link', { name: 'Klären (Luc Girard)' }));
    expect(history.entries.at(-1)).toBe('/backoffice/consultations/c-absent');
    await pageHeading('Beratung Y5Z6-DAPX');
  });

  it('counts what needs the branch in the header, and counts again after a change and on the next page', async () => {
    const { api, user } = renderBackoffice({
      scenario: scenario(),
      address: '/backoffice/consultations/c-late',
    });
    await pageHeading('Beratung U2V3-YMRF');
    expect(await screen.findByRole('link', { name: 'Aufgaben 6' })).toHaveAttribute(
      'href',
      '/backoffice/to-do',
    );
    const asked = api.requestsTo('GET', STAFF_PATHS.todo).length;

    await user.click(screen.getByRole('button', { name: 'Stornieren' }));
    await user.type(screen.getByLabelText(/Begründung/), 'Ausserhalb der Öffnungszeit gebucht');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByRole('link', { name: 'Aufgaben 5' })).toBeInTheDocument();
    expect(api.requestsTo('GET', STAFF_PATHS.todo).length).toBe(asked + 1);

    await user.click(todoLink());
    await pageHeading('Aufgaben');
    expect(await screen.findByRole('region', { name: '3 Beratungen zu klären' })).toBeInTheDocument();
    expect(screen.queryByText('Eva Lang', { exact: false })).not.toBeInTheDocument();
  });

  it("says when there is nothing to do, in the advisor's own scope", async () => {
    renderBackoffice({
      scenario: scenario({ session: sessionOf(ADVISOR_MEMBER), rows: [] }),
      address: '/backoffice/to-do',
    });
    expect(await screen.findByText('Keine offenen Anfragen.')).toBeInTheDocument();
    expect(screen.getByText('Keine Beratung kollidiert.')).toBeInTheDocument();
    expect(todoLink()).toHaveAccessibleName('Aufgaben');
  });

  it('says when the to-do could not be loaded, and asks again', async () => {
    const failing = scenario({
      failures: {
        todo: {
          status: 503,
          body: { error: 'internal', message: 'Der Dienst ist gerade nicht erreichbar.' },
        },
      },
    });
    const { api, user } = renderBackoffice({ scenario: failing, address: '/backoffice/to-do' });
    expect(await screen.findByText('Aufgaben nicht geladen')).toBeInTheDocument();
    expect(screen.getByText('Der Dienst ist gerade nicht erreichbar.')).toBeInTheDocument();
    delete api.world.scenario.failures;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('region', { name: '2 offene Anfragen' })).toBeInTheDocument();
  });
});
