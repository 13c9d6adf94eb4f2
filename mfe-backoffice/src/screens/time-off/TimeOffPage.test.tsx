import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import {
  ABSENCE_RESPONSE,
  ADVISOR_MEMBER,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  sessionOf,
} from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';

const absences = (advisorId: string) => STAFF_PATHS.absences.replace(':id', advisorId);
const consultation = (id: string, action: string) =>
  `${STAFF_PATHS.consultation.replace(':id', id)}${action}`;

/** Chooses Anna once the advisors are there. */
async function chooseAnna(user: ReturnType<typeof renderBackoffice>['user']) {
  await screen.findByRole('option', { name: 'Anna Meier' });
  await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-anna');
}

async function enterWeek(user: ReturnType<typeof renderBackoffice>['user']) {
  await chooseAnna(user);
  await user.type(screen.getByLabelText(/Erster Tag/), '2026-03-09');
  await user.type(screen.getByLabelText(/Letzter Tag/), '2026-03-13');
  await user.type(screen.getByLabelText(/^Grund/), 'Weiterbildung');
  await user.click(screen.getByRole('button', { name: 'Abwesenheit speichern' }));
}

describe('time off', () => {
  it('saves an absence and settles each colliding consultation in one step: reassign or cancel', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, absenceResponse: ABSENCE_RESPONSE },
      address: '/backoffice/time-off',
    });
    await pageHeading('Abwesenheiten');
    await enterWeek(user);
    expect(
      await screen.findByText('Abwesenheit Mo., 09.03.2026 – Fr., 13.03.2026 gespeichert.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 gebuchte Beratungen fallen in diese Zeit: Sie klären sie unten bei der Abwesenheit.',
      ),
    ).toBeInTheDocument();
    // Listed with the absence, as every reload of the list shows them.
    const tim = await screen.findByRole('listitem', {
      name: 'Di., 10.03.2026, 10:00–11:00: Tim Keller',
    });
    expect(screen.getByText('2 gebuchte Beratungen fallen in diese Zeit.')).toBeInTheDocument();
    expect(api.requestsTo('POST', absences('adv-anna'))[0]?.body).toEqual({
      from: '2026-03-09',
      till: '2026-03-13',
      reason: 'Weiterbildung',
    });

    // Anna is away: a personal consultation goes to Luca, the branch's other in-person advisor.
    const colleague = within(tim).getByLabelText('Neu zuweisen an');
    expect(
      within(colleague)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitte wählen', 'Luca Rossi']);
    await user.selectOptions(colleague, 'adv-luca');
    await user.click(within(tim).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await within(tim).findByText('Die Beratung ist Luca Rossi zugewiesen.')).toBeInTheDocument();
    expect(api.requestsTo('POST', consultation('c-next-1', '/reassign'))[0]?.body).toEqual({
      advisorId: 'adv-luca',
    });
    // The count is of those left to settle.
    expect(screen.getByText('Noch 1 gebuchte Beratung fällt in diese Zeit.')).toBeInTheDocument();

    const aline = screen.getByRole('listitem', { name: 'Do., 12.03.2026, 15:00–16:00: Aline Meyer' });
    await user.click(within(aline).getByRole('button', { name: 'Stornieren' }));
    expect(within(aline).getByText('Bitte geben Sie eine Begründung ein.')).toBeInTheDocument();
    await user.type(
      within(aline).getByLabelText(/Nachricht an die reisende Person/),
      'Ihre Beraterin ist in der Weiterbildung.',
    );
    await user.click(within(aline).getByRole('button', { name: 'Stornieren' }));
    expect(await within(aline).findByText('Die Beratung ist storniert.')).toBeInTheDocument();
    expect(api.requestsTo('POST', consultation('c-next-2', '/cancel'))[0]?.body).toEqual({
      reason: 'Ihre Beraterin ist in der Weiterbildung.',
    });
    expect(screen.getByText('Keine gebuchte Beratung fällt mehr in diese Zeit.')).toBeInTheDocument();
    expect(
      screen.queryByText(/^(Noch )?\d gebuchten? Beratungen? fallen? in diese Zeit\.$/),
    ).not.toBeInTheDocument();
  });

  it('shows what an absence still collides with after any reload, and an absence with none says so', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, rows: CALENDAR_ROWS, absences: CALENDAR_ABSENCES },
      address: '/backoffice/time-off',
    });
    await screen.findByRole('option', { name: 'Sophie Dubois' });
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-sophie');
    const luc = await screen.findByRole('listitem', { name: 'Fr., 06.03.2026, 11:00–12:00: Luc Girard' });
    expect(screen.getByText('1 gebuchte Beratung fällt in diese Zeit.')).toBeInTheDocument();
    // A video consultation: Anna, the branch's other advisor for video.
    await user.selectOptions(within(luc).getByLabelText('Neu zuweisen an'), 'adv-anna');
    await user.click(within(luc).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await within(luc).findByText('Die Beratung ist Anna Meier zugewiesen.')).toBeInTheDocument();
    expect(api.requestsTo('POST', consultation('c-absent', '/reassign'))).toHaveLength(1);

    // Anna's absence collides with nothing; back to Sophie, the list asks again and her absence is clear now.
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-anna');
    expect(await screen.findByText('Nichts kollidiert mit dieser Abwesenheit.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-sophie');
    expect(await screen.findByText('Nichts kollidiert mit dieser Abwesenheit.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Luc Girard/ })).not.toBeInTheDocument();
  });

  it("lists the advisor's absences and removes one", async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/time-off',
    });
    await chooseAnna(user);
    expect(await screen.findByText('Mo., 13.04.2026 – Fr., 17.04.2026')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Abwesenheit Mo., 13.04.2026 – Fr., 17.04.2026 entfernen' }),
    );
    expect(await screen.findByText('Keine Abwesenheiten eingetragen.')).toBeInTheDocument();
    const [removal] = api.requestsTo('DELETE', `${absences('adv-anna')}/abs-1`);
    expect(removal?.headers['Idempotency-Key']).toBeDefined();
  });

  it('checks the form before saving, and an advisor enters their own time off only', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: sessionOf(ADVISOR_MEMBER) },
      address: '/backoffice/time-off',
    });
    await pageHeading('Abwesenheiten');
    const select = await screen.findByLabelText(/Beraterin oder Berater/);
    expect(select).toHaveValue('adv-anna');
    expect(select).toBeDisabled();
    await user.type(screen.getByLabelText(/Erster Tag/), '2026-03-13');
    await user.type(screen.getByLabelText(/Letzter Tag/), '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Abwesenheit speichern' }));
    expect(screen.getByText('Das Enddatum liegt vor dem Startdatum.')).toBeInTheDocument();
    expect(api.requestsTo('POST', absences('adv-anna'))).toHaveLength(0);
  });

  it('says when nothing collides', async () => {
    const { user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/time-off',
    });
    await enterWeek(user);
    expect(await screen.findByText('Keine gebuchte Beratung fällt in diese Zeit.')).toBeInTheDocument();
    // Both Anna's absences, the holidays in April and the new one.
    expect(await screen.findAllByText('Nichts kollidiert mit dieser Abwesenheit.')).toHaveLength(2);
  });
});
